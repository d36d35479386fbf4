/**
 * Tests written against surviving mutants (npm run mutation): the search page's hooks, run under a
 * minimal stand-in for React's hooks (the unit tests run in Node, without a DOM), and the loader
 * of the index, with a stand-in fetch.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SearchIndex } from './types'

/** The smallest hook runtime: state and memo slots by call order, effects run after each render when their deps change. */
const runtime = vi.hoisted(() => {
  type Slot = { value?: unknown; deps?: readonly unknown[]; cleanup?: (() => void) | void }
  const state = {
    slots: [] as Slot[],
    cursor: 0,
    pending: [] as (() => void)[],
    hydrated: true,
    params: new URLSearchParams(),
  }
  const changed = (a?: readonly unknown[], b?: readonly unknown[]) =>
    !a || !b || a.length !== b.length || a.some((value, index) => !Object.is(value, b[index]))
  const slot = () => (state.slots[state.cursor++] ??= {})
  return {
    state,
    react: {
      useState<T>(initial: T | (() => T)) {
        const own = slot()
        if (!('value' in own)) own.value = typeof initial === 'function' ? (initial as () => T)() : initial
        return [own.value as T, (next: T) => void (own.value = next)] as const
      },
      useMemo<T>(make: () => T, deps: readonly unknown[]) {
        const own = slot()
        if (changed(own.deps, deps)) {
          own.value = make()
          own.deps = deps
        }
        return own.value as T
      },
      useEffect(effect: () => (() => void) | void, deps: readonly unknown[]) {
        const own = slot()
        if (changed(own.deps, deps)) {
          own.deps = deps
          state.pending.push(() => {
            if (own.cleanup) own.cleanup()
            own.cleanup = effect()
          })
        }
      },
    },
    render<T>(hook: () => T): T {
      state.cursor = 0
      const result = hook()
      for (const effect of state.pending.splice(0)) effect()
      return result
    },
    unmount() {
      for (const own of state.slots) if (own.cleanup) own.cleanup()
      state.slots = []
    },
  }
})

vi.mock('react', () => runtime.react)
vi.mock('~/lib/use-hydrated', () => ({ useHydrated: () => runtime.state.hydrated }))

const index: SearchIndex = {
  services: [
    {
      slug: 'business-valuation',
      title: 'Business Valuation',
      icon: 'building',
      description: 'Values companies.',
      titleLower: 'business valuation',
      descriptionLower: 'values companies.',
      featuresLower: [],
    },
  ],
  states: [{ name: 'Texas', slug: 'texas', abbreviation: 'TX', nameLower: 'texas' }],
  cities: [{ name: 'Houston', slug: 'houston', state: 0, nameLower: 'houston' }],
}

let fetchMock: ReturnType<typeof vi.fn>

beforeEach(() => {
  vi.resetModules()
  runtime.state.slots = []
  runtime.state.hydrated = true
  runtime.state.params = new URLSearchParams()
  fetchMock = vi.fn(async () => new Response(JSON.stringify(index), { status: 200 }))
  vi.stubGlobal('fetch', fetchMock)
  vi.stubGlobal('window', {
    location: {
      get search() {
        return `?${runtime.state.params}`
      },
    },
  })
})

afterEach(() => {
  runtime.unmount()
  vi.unstubAllGlobals()
})

const settle = () => new Promise((resolve) => setTimeout(resolve, 20))
/** The load in flight (the hook started it), once it has settled and its callbacks have run. */
async function loadSettled() {
  const { loadSearch } = await import('./load-index')
  const pending = loadSearch()
  await pending.catch(() => undefined)
  await settle()
}

describe('loadSearch', () => {
  it('fetches /search-index.json once, prepares it, and keeps it', async () => {
    const { SEARCH_INDEX_PATH, loadSearch, loadedSearch } = await import('./load-index')
    expect(SEARCH_INDEX_PATH).toBe('/search-index.json')
    expect(loadedSearch()).toBeUndefined()
    const first = loadSearch()
    expect(loadSearch()).toBe(first)
    const loaded = await first
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(fetchMock).toHaveBeenCalledWith('/search-index.json')
    expect(loaded.index).toEqual(index)
    expect(loaded.rank(loaded.index, 'hous').map((suggestion) => suggestion.url)).toEqual(['/texas/houston'])
    expect(loadedSearch()).toBe(loaded)
    expect(await loadSearch()).toBe(loaded)
  })

  it('brings a ranking that applies every rule, best score first', async () => {
    const rich: SearchIndex = {
      services: [
        {
          slug: 'valuation',
          title: 'Valuation',
          icon: 'building',
          description: 'Texas  and\nmore words.',
          titleLower: 'valuation',
          descriptionLower: 'texas  and\nmore words.',
          featuresLower: ['houston desk'],
        },
        {
          slug: 'texas-law',
          title: 'Texas Law',
          icon: 'gavel',
          description: 'Law.',
          titleLower: 'texas law',
          descriptionLower: 'law.',
          featuresLower: [],
        },
      ],
      states: [{ name: 'Texas', slug: 'texas', abbreviation: 'TX', nameLower: 'texas' }],
      cities: [
        { name: 'Houston', slug: 'houston', state: 0, nameLower: 'houston' },
        { name: 'Texas City', slug: 'texas-city', state: 0, nameLower: 'texas city' },
      ],
    }
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(rich), { status: 200 }))
    const { loadSearch } = await import('./load-index')
    const { index: loadedIndex, rank } = await loadSearch()
    const scored = (text: string) =>
      rank(loadedIndex, text, { limit: Infinity }).map((suggestion) => `${suggestion.relevanceScore} ${suggestion.url}`)
    expect(scored('texas')).toEqual([
      '10 /services/texas-law',
      '9 /texas/texas-city',
      '8 /texas',
      '5 /services/valuation',
    ])
    expect(scored('houston')).toEqual(['9 /texas/houston', '2 /services/valuation'])
    expect(scored('more')).toEqual(['5 /services/valuation'])
    expect(scored('valuation in houston')).toEqual(['15 /services/valuation/texas/houston'])
    expect(scored('valuation in texas')).toEqual([
      '15 /services/valuation/texas/texas-city',
      '12 /services/valuation/texas/houston',
    ])
  })

  it('says the status of a failed answer, and tries again on the next call', async () => {
    fetchMock.mockResolvedValueOnce(new Response('gone', { status: 404 }))
    const { loadSearch, loadedSearch } = await import('./load-index')
    await expect(loadSearch()).rejects.toThrow('The search index answered 404')
    expect(loadedSearch()).toBeUndefined()
    await expect(loadSearch()).resolves.toMatchObject({ index })
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })
})

describe('useSearchQuery', () => {
  it('reads q once hydrated, and nothing before', async () => {
    const { useSearchQuery } = await import('./use-search-results')
    runtime.state.params = new URLSearchParams('q=valuation')
    expect(runtime.render(useSearchQuery)).toBe('valuation')
    runtime.state.hydrated = false
    expect(runtime.render(useSearchQuery)).toBe('')
    runtime.state.hydrated = true
    runtime.state.params = new URLSearchParams('other=1')
    expect(runtime.render(useSearchQuery)).toBe('')
  })
})

describe('useSearchResults', () => {
  it('is too short below two characters and loads nothing', async () => {
    const { useSearchResults } = await import('./use-search-results')
    expect(runtime.render(() => useSearchResults(' h '))).toEqual({ status: 'too-short' })
    await settle()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('loads the index on the first real query, then ranks every match without the box cap', async () => {
    const { useSearchResults } = await import('./use-search-results')
    expect(runtime.render(() => useSearchResults('ho'))).toEqual({ status: 'loading' })
    await loadSettled()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const ready = runtime.render(() => useSearchResults('ho'))
    expect(ready).toEqual({ status: 'ready', suggestions: [expect.objectContaining({ url: '/texas/houston' })] })
    const many = runtime.render(() => useSearchResults('texas'))
    expect(many.status === 'ready' && many.suggestions.map((suggestion) => suggestion.url)).toEqual(['/texas'])
    expect(runtime.render(() => useSearchResults('x'))).toEqual({ status: 'too-short' })
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('starts loading when a short query grows long enough', async () => {
    const { useSearchResults } = await import('./use-search-results')
    expect(runtime.render(() => useSearchResults('h'))).toEqual({ status: 'too-short' })
    expect(runtime.render(() => useSearchResults('ho'))).toEqual({ status: 'loading' })
    await loadSettled()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(runtime.render(() => useSearchResults('ho'))).toMatchObject({ status: 'ready' })
  })

  it('lists every match, past the eight the box shows', async () => {
    const cities = Array.from({ length: 12 }, (_, i) => ({
      name: `Ho ${i}`,
      slug: `ho-${i}`,
      state: 0,
      nameLower: `ho ${i}`,
    }))
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ ...index, cities }), { status: 200 }))
    const { loadSearch } = await import('./load-index')
    await loadSearch()
    const { useSearchResults } = await import('./use-search-results')
    const results = runtime.render(() => useSearchResults('ho'))
    expect(results.status === 'ready' && results.suggestions).toHaveLength(12)
  })

  it('is ready at once when an earlier search brought the index', async () => {
    const { loadSearch } = await import('./load-index')
    await loadSearch()
    const { useSearchResults } = await import('./use-search-results')
    expect(runtime.render(() => useSearchResults('houston'))).toMatchObject({
      status: 'ready',
      suggestions: [{ url: '/texas/houston' }],
    })
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('says the search failed when the index cannot be fetched', async () => {
    fetchMock.mockRejectedValue(new TypeError('offline'))
    const { useSearchResults } = await import('./use-search-results')
    const { loadSearch } = await import('./load-index')
    expect(runtime.render(() => useSearchResults('houston'))).toEqual({ status: 'loading' })
    await loadSearch().catch(() => undefined)
    await settle()
    expect(runtime.render(() => useSearchResults('houston'))).toEqual({ status: 'failed' })
  })

  it('ignores an answer that arrives after the page moved on', async () => {
    let answer: (response: Response) => void = () => undefined
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)))
    const { useSearchResults } = await import('./use-search-results')
    expect(runtime.render(() => useSearchResults('houston'))).toEqual({ status: 'loading' })
    const slots = runtime.state.slots
    runtime.unmount()
    answer(new Response(JSON.stringify(index), { status: 200 }))
    await loadSettled()
    expect(slots[0]!.value).toBeUndefined()
  })

  it('ignores a failure that arrives after the page moved on', async () => {
    let fail: (error: Error) => void = () => undefined
    fetchMock.mockReturnValueOnce(new Promise<Response>((_, reject) => (fail = reject)))
    const { useSearchResults } = await import('./use-search-results')
    expect(runtime.render(() => useSearchResults('houston'))).toEqual({ status: 'loading' })
    const slots = runtime.state.slots
    const { loadSearch } = await import('./load-index')
    const pending = loadSearch()
    runtime.unmount()
    fail(new TypeError('offline'))
    await pending.catch(() => undefined)
    await settle()
    expect(slots[1]!.value).toBe(false)
  })
})
