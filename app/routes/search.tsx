import { MapPin } from 'lucide-react'
import { Link } from 'react-router'
import { LinkList } from '~/components/sections/link-list'
import { PageHeader } from '~/components/sections/page-header'
import { SearchBox } from '~/components/site/search-box'
import { ServiceIcon } from '~/components/site/service-icon'
import { Spinner } from '~/components/ui/spinner'
import { FIXED_PAGE_COPY } from '~/content/pages'
import { buildSearchPage } from '~/lib/pages/search.server'
import { MIN_QUERY_LENGTH } from '~/lib/search/rank'
import type { Suggestion, SuggestionType } from '~/lib/search/types'
import { useSearchQuery, useSearchResults } from '~/lib/search/use-search-results'
import { buildMeta } from '~/lib/seo/page-meta'
import type { Route } from './+types/search'

export function loader() {
  return buildSearchPage()
}

export const meta: Route.MetaFunction = ({ data }) => buildMeta(data?.meta)

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { meta, popular } = loaderData
  const query = useSearchQuery()
  const results = useSearchResults(query)
  const term = query.trim()
  return (
    <>
      <PageHeader h1={meta.h1} intro={FIXED_PAGE_COPY['/search'].intro}>
        <SearchBox key={query} id="search-page-search" label="Search again" defaultValue={query} className="mt-6 max-w-xl" />
      </PageHeader>
      {results.status === 'loading' && (
        <div className="container-page py-10">
          <Spinner label={`Searching for “${term}”`} />
        </div>
      )}
      {results.status === 'ready' && results.suggestions.length > 0 ? (
        <SearchResultList term={term} suggestions={results.suggestions} />
      ) : (
        results.status !== 'loading' && (
          <>
            <SearchGuidance term={term} status={results.status} />
            <LinkList id="popular-services" heading="Popular services" links={popular.services} />
            <LinkList id="popular-locations" heading="Popular locations" links={popular.places} />
          </>
        )
      )}
    </>
  )
}

function SearchGuidance({ term, status }: { term: string; status: 'too-short' | 'failed' | 'ready' }) {
  const heading =
    status === 'failed' ? 'Search is not available right now' : status === 'ready' ? `No results for “${term}”` : 'What are you looking for?'
  return (
    <section aria-labelledby="search-guidance" className="container-page pt-10">
      <h2 id="search-guidance" className="text-2xl font-semibold text-primary">{heading}</h2>
      <p className="mt-2 max-w-3xl text-muted-foreground">
        {status === 'failed' ? 'Please try again in a moment, or start from one of the pages below. ' : ''}
        Type at least {MIN_QUERY_LENGTH} characters: a service such as “life care planning”, a city or state such as “Dallas” or
        “Ohio”, or both, as in “business valuation in Houston” or “vocational evaluation, California”.
      </p>
    </section>
  )
}

const GROUP_HEADINGS: Record<SuggestionType, string> = {
  'service-location': 'Services by location',
  service: 'Services',
  location: 'Locations',
}

/** Every match, grouped by type; the groups in the order of their best match. */
function SearchResultList({ term, suggestions }: { term: string; suggestions: Suggestion[] }) {
  const groups = new Map<SuggestionType, Suggestion[]>()
  for (const suggestion of suggestions) {
    const group = groups.get(suggestion.type)
    if (group) group.push(suggestion)
    else groups.set(suggestion.type, [suggestion])
  }
  return (
    <section aria-labelledby="search-results" className="container-page py-10">
      <h2 id="search-results" className="text-2xl font-semibold text-primary">
        {suggestions.length} {suggestions.length === 1 ? 'result' : 'results'} for “{term}”
      </h2>
      {[...groups].map(([type, members]) => (
        <section key={type} aria-labelledby={`search-results-${type}`} className="mt-8">
          <h3 id={`search-results-${type}`} className="text-xl font-semibold text-primary">
            {GROUP_HEADINGS[type]} <span className="text-base font-normal text-muted-foreground">({members.length})</span>
          </h3>
          <ul className="mt-3 grid gap-x-8 gap-y-4 md:grid-cols-2">
            {members.map((suggestion) => (
              <li key={suggestion.url} className="flex items-start gap-3">
                {suggestion.icon === 'map-pin' ? (
                  <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary" />
                ) : (
                  <ServiceIcon name={suggestion.icon} className="mt-1 size-4 shrink-0 text-primary" />
                )}
                <div className="min-w-0">
                  <Link to={suggestion.url} className="font-medium text-link hover:underline">
                    {suggestion.title}
                  </Link>
                  <p className="text-sm text-muted-foreground">{suggestion.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  )
}
