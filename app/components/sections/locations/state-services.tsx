import { Link } from '~/components/ui/link'
import { Section, SubHeading } from '~/components/sections/section'
import type { PageLink } from '~/config/content-schema/types'

export interface StateServiceGroup {
  id: string
  heading: string
  services: readonly (PageLink & { cities: readonly PageLink[] })[]
}

/** The services offered in a state: each links to its overview and to the service in the state's largest cities. */
export function StateServices({
  id,
  heading,
  intro,
  groups,
}: {
  id: string
  heading: string
  intro?: string
  groups: readonly StateServiceGroup[]
}) {
  const shown = groups.filter((group) => group.services.length > 0)
  if (!shown.length) return null
  return (
    <Section id={id} heading={heading} intro={intro} className="py-10! md:py-12!">
      <div className="space-y-10">
        {shown.map((group) => (
          <div key={group.id}>
            <SubHeading id={group.id}>{group.heading}</SubHeading>
            <ul aria-labelledby={group.id} className="mt-4 grid gap-x-8 gap-y-4 md:grid-cols-2">
              {group.services.map((service) => (
                <li key={service.to}>
                  <Link to={service.to} className="inline-flex min-h-6 items-center font-semibold link">
                    {service.label}
                  </Link>
                  {service.cities.length > 0 && (
                    <p className="text-sm text-muted-foreground">
                      In{' '}
                      {service.cities.map((city, index) => (
                        <span key={city.to}>
                          {index > 0 && ', '}
                          <Link to={city.to} className="link">
                            <span className="sr-only">{service.label} in </span>
                            {city.label}
                          </Link>
                        </span>
                      ))}
                    </p>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </Section>
  )
}
