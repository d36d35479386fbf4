import type { rankSuggestions } from './rank'
import type { SearchIndex } from './types'

/** Where the build writes the search index and the browser fetches it ("search-index" is a reserved segment). */
export const SEARCH_INDEX_PATH = '/search-index.json'

/**
 * The index and the ranking (with the site's options, SITE_RANKING), which arrive together on first
 * use: neither is in a page's initial JavaScript.
 */
export interface LoadedSearch {
  index: SearchIndex
  rank: typeof rankSuggestions
}

let loaded: LoadedSearch | undefined
let loading: Promise<LoadedSearch> | undefined

/** The index and ranking, when an earlier call to `loadSearch` has brought them. */
export function loadedSearch(): LoadedSearch | undefined {
  return loaded
}

/**
 * Fetches the index and the ranking code once per page life (every search box shares them) and
 * prepares the index's lookups. A failure is forgotten, so the next focus tries again; until
 * then the box is a plain form to the /search page.
 */
export function loadSearch(): Promise<LoadedSearch> {
  loading ??= Promise.all([import('./rank'), fetch(SEARCH_INDEX_PATH)])
    .then(async ([ranking, response]) => {
      if (!response.ok) throw new Error(`The search index answered ${response.status}`)
      const index = (await response.json()) as SearchIndex
      await ranking.prepareSearchIndex(index)
      loaded = {
        index,
        rank: (index, text, options) => ranking.rankSuggestions(index, text, { ...ranking.SITE_RANKING, ...options }),
      }
      return loaded
    })
    .catch((error: unknown) => {
      loading = undefined
      throw error
    })
  return loading
}
