import { LinkList } from '~/components/sections/link-list'
import { PageHeader } from '~/components/sections/page-header'
import { SearchGuidance, SearchResultList } from '~/components/sections/search/search-results'
import { SearchBox } from '~/components/site/search-box'
import { Spinner } from '~/components/ui/spinner'
import { SEARCH_PAGE_COPY } from '~/copy/search'
import { buildSearchPage } from '~/lib/pages/search.server'
import { useSearchQuery, useSearchResults } from '~/lib/search/use-search-results'
import { buildMeta } from '~/lib/seo/page-meta'
import type { Route } from './+types/search'

export function loader() {
  return buildSearchPage()
}

export const meta: Route.MetaFunction = ({ data, matches }) => buildMeta(data?.meta, matches)

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { meta, intro, popular } = loaderData
  const query = useSearchQuery()
  const results = useSearchResults(query)
  const term = query.trim()
  return (
    <>
      <PageHeader h1={meta.h1} intro={intro}>
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
