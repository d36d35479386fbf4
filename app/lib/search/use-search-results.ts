import { useEffect, useMemo, useState } from 'react'
import { type LoadedSearch, loadedSearch, loadSearch } from './load-index'
import { MIN_QUERY_LENGTH, normalizeQuery } from './rank'
import type { Suggestion } from './types'
import { useHydrated } from '~/lib/use-hydrated'

/**
 * The `q` of the address, read only once the page has hydrated: the prerendered HTML is the
 * page without a query, and hydration must render exactly that.
 */
export function useSearchQuery(): string {
  const hydrated = useHydrated()
  return hydrated ? (new URLSearchParams(window.location.search).get('q') ?? '') : ''
}

export type SearchResults =
  | { status: 'too-short' }
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; suggestions: Suggestion[] }

/** Every match for `query`, ranked (no cap), once the search index has arrived. */
export function useSearchResults(query: string): SearchResults {
  const [search, setSearch] = useState<LoadedSearch | undefined>(loadedSearch)
  const [failed, setFailed] = useState(false)
  const searchable = normalizeQuery(query).length >= MIN_QUERY_LENGTH

  useEffect(() => {
    if (!searchable || search) return
    let current = true
    loadSearch().then(
      (loaded) => current && setSearch(loaded),
      () => current && setFailed(true),
    )
    return () => {
      current = false
    }
  }, [searchable, search])

  const suggestions = useMemo(
    () => (search && searchable ? search.rank(search.index, query, { limit: Infinity }) : []),
    [search, query, searchable],
  )
  if (!searchable) return { status: 'too-short' }
  if (search) return { status: 'ready', suggestions }
  return { status: failed ? 'failed' : 'loading' }
}
