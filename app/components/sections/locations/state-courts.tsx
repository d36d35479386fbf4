import { Section } from '~/components/sections/section'

export interface StateDistrictCourt {
  name: string
  citation: string
  /** what a district without divisions covers: "all of Kansas" or its counties by name */
  counties?: string
  divisions: readonly { name: string; citation: string; counties: readonly string[] }[]
}

/** The state's federal judicial districts, with their statutory divisions and the counties of each. */
export function StateCourts({ heading, districts }: { heading: string; districts: readonly StateDistrictCourt[] }) {
  if (!districts.length) return null
  return (
    <Section id="federal-courts" heading={heading}>
      <ul className="grid gap-6 lg:grid-cols-2">
        {districts.map((district) => (
          <li key={district.name} className="rounded-lg border border-border p-5">
            <h3 className="font-semibold text-primary">{district.name}</h3>
            <p className="text-sm text-muted-foreground">
              {district.citation}
              {district.counties && `: ${district.counties}`}
            </p>
            {district.divisions.length > 0 && (
              <ul className="mt-3 space-y-2 text-sm">
                {district.divisions.map((division) => (
                  <li key={division.name}>
                    <span className="font-semibold">{division.name}</span> <span className="text-muted-foreground">({division.citation})</span>:{' '}
                    {division.counties.join(', ')}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </Section>
  )
}
