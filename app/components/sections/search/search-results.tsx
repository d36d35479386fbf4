import MapPin from 'lucide/dist/esm/icons/map-pin.mjs'
import { Icon } from '~/components/ui/icon'
import { Link } from '~/components/ui/link'
import { ServiceIcon } from '~/components/site/service-icon'
import { SEARCH_PAGE_COPY } from '~/copy/search'
import { MIN_QUERY_LENGTH } from '~/lib/search/rank'
import type { Suggestion, SuggestionType } from '~/lib/search/types'

const copy = SEARCH_PAGE_COPY

/** What to type, shown for an empty or too-short query, no results, or a search index that failed to load. */
export function SearchGuidance({ term, status }: { term: string; status: 'too-short' | 'failed' | 'ready' }) {
  const heading =
    status === 'failed'
      ? copy.guidance.failedHeading
      : status === 'ready'
        ? copy.guidance.noResultsHeading(term)
        : copy.guidance.emptyHeading
  return (
    <section aria-labelledby="search-guidance" className="container-page pt-10">
      <h2 id="search-guidance" className="text-2xl font-semibold text-primary">
        {heading}
      </h2>
      <p className="mt-2 max-w-3xl text-muted-foreground">
        {status === 'failed' ? `${copy.guidance.failedNote} ` : ''}
        {copy.guidance.howTo(MIN_QUERY_LENGTH)}
      </p>
    </section>
  )
}

/** Every match, grouped by type; the groups in the order of their best match. */
export function SearchResultList({ term, suggestions }: { term: string; suggestions: Suggestion[] }) {
  const groups = new Map<SuggestionType, Suggestion[]>()
  for (const suggestion of suggestions) {
    const group = groups.get(suggestion.type)
    if (group) group.push(suggestion)
    else groups.set(suggestion.type, [suggestion])
  }
  return (
    <section aria-labelledby="search-results" className="container-page py-10">
      <h2 id="search-results" className="text-2xl font-semibold text-primary">
        {copy.resultsHeading(suggestions.length, term)}
      </h2>
      {[...groups].map(([type, members]) => (
        <section key={type} aria-labelledby={`search-results-${type}`} className="mt-8">
          <h3 id={`search-results-${type}`} className="text-xl font-semibold text-primary">
            {copy.groupHeadings[type]}{' '}
            <span className="text-base font-normal text-muted-foreground">({members.length})</span>
          </h3>
          <ul className="mt-3 grid gap-x-8 gap-y-4 md:grid-cols-2">
            {members.map((suggestion) => (
              <li key={suggestion.url} className="flex items-start gap-3">
                {suggestion.icon === 'map-pin' ? (
                  <Icon icon={MapPin} className="mt-1 size-4 shrink-0 text-primary" />
                ) : (
                  <ServiceIcon name={suggestion.icon} className="mt-1 size-4 shrink-0 text-primary" />
                )}
                <div className="min-w-0">
                  <Link to={suggestion.url} className="font-medium link">
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
