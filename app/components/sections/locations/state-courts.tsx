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
 * The state's courts: its own courts (`facts`) under their heading first, then its federal judicial
 * districts under theirs, with their statutory divisions and the counties of each folded into a
 * native disclosure per district (it opens without JavaScript).
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
    <Section id="courts" heading={heading}>
      {facts && facts.length > 0 && (
        <div id="state-courts" className="mb-8">
          <h3 className="text-lg font-semibold text-primary">{STATE_PAGE_COPY.stateCourtsHeading}</h3>
          <FactList facts={facts} className="mt-3 max-w-4xl sm:grid-cols-2" />
        </div>
      )}
      <div id="federal-courts">
        <h3 className="text-lg font-semibold text-primary">{STATE_PAGE_COPY.federalCourtsHeading}</h3>
        <ul className="mt-3 grid gap-6 lg:grid-cols-2">
          {districts.map((district) => (
            <li key={district.name} className="rounded-lg border border-border p-5">
              <h4 className="font-semibold text-primary">{district.name}</h4>
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
      </div>
    </Section>
  )
}
