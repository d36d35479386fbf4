import type { PageLink } from '~/config/content-schema/types'
import { LinkList } from '~/components/sections/link-list'
import { PageHeader } from '~/components/sections/page-header'
import { SearchBox } from '~/components/site/search-box'
import { Spinner } from '~/components/ui/spinner'
import { SEARCH_PAGE_COPY } from '~/copy/search'
import { useSearchQuery, useSearchResults } from '~/lib/search/use-search-results'
import { SearchGuidance, SearchResultList } from './search-results'

export interface SearchPageContentProps {
  h1: string
  intro: string
  popular: { services: PageLink[]; places: PageLink[] }
}

/**
 * The search page's box and results, one island (decision 043): rendered by the build without a query,
 * and reading the address's `q` once hydrated (at once when the address has one).
 */
export function SearchPageContent({ h1, intro, popular }: SearchPageContentProps) {
  const query = useSearchQuery()
  const results = useSearchResults(query)
  const term = query.trim()
  return (
    <>
      <PageHeader h1={h1} intro={intro}>
        <SearchBox
          key={query}
          id="search-page-search"
          label={SEARCH_PAGE_COPY.boxLabel}
          defaultValue={query}
          className="mt-6 max-w-xl"
        />
      </PageHeader>
      {results.status === 'loading' && (
        <div className="container-page py-10">
          <Spinner label={SEARCH_PAGE_COPY.searching(term)} />
        </div>
      )}
      {results.status === 'ready' && results.suggestions.length > 0 ? (
        <SearchResultList term={term} suggestions={results.suggestions} />
      ) : (
        results.status !== 'loading' && (
          <>
            <SearchGuidance term={term} status={results.status} />
            <LinkList
              id="popular-services"
              heading={SEARCH_PAGE_COPY.popularServicesHeading}
              links={popular.services}
            />
            <LinkList id="popular-locations" heading={SEARCH_PAGE_COPY.popularPlacesHeading} links={popular.places} />
          </>
        )
      )}
    </>
  )
}
