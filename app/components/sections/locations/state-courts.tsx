import { Section } from '~/components/sections/section'
import { STATE_PAGE_COPY } from '~/copy/location-copy'
import { type Fact, FactList } from './fact-list'

export interface StateDistrictCourt {
  name: string
  citation: string
  /** what a district without divisions covers: "all of Kansas" or its counties by name */
  counties?: string
  divisions: readonly { name: string; citation: string; counties: readonly string[] }[]
}

/**
 * The state's federal judicial districts, with their statutory divisions and the counties of each,
 * folded into a native disclosure per district (it opens without JavaScript); the state's own
 * courts (`facts`) first.
 */
export function StateCourts({
  heading,
  districts,
  facts,
}: {
  heading: string
  districts: readonly StateDistrictCourt[]
  facts?: readonly Fact[]
}) {
  if (!districts.length) return null
  return (
    <Section id="federal-courts" heading={heading}>
      <FactList facts={facts} className="mb-6 max-w-4xl sm:grid-cols-2" />
      <ul className="grid gap-6 lg:grid-cols-2">
        {districts.map((district) => (
          <li key={district.name} className="rounded-lg border border-border p-5">
            <h3 className="font-semibold text-primary">{district.name}</h3>
            <p className="text-sm text-muted-foreground">
              {district.citation}
              {district.counties && `: ${district.counties}`}
            </p>
            {district.divisions.length > 0 && (
              <details className="mt-3 text-sm">
                <summary className="cursor-pointer py-1 font-semibold text-link">
                  {STATE_PAGE_COPY.divisionsSummary(district.divisions.length)}
                </summary>
                <ul className="mt-2 space-y-2">
                  {district.divisions.map((division) => (
                    <li key={division.name}>
                      <span className="font-semibold">{division.name}</span>{' '}
                      <span className="text-muted-foreground">({division.citation})</span>:{' '}
                      {division.counties.join(', ')}
                    </li>
                  ))}
                </ul>
              </details>
            )}
          </li>
        ))}
      </ul>
    </Section>
  )
}
