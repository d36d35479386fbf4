import { Link } from '~/components/ui/link'
import { Section } from '~/components/sections/section'
import type { PageLink } from '~/config/content-types'

export interface MetroAreaLinks {
  name: string
  note?: string
  links: readonly PageLink[]
}

/** The metro areas a state's cities fall in, each with its cities; renders nothing without metro data. */
export function MetroAreas({ id, heading, intro, areas }: { id: string; heading: string; intro?: string; areas: readonly MetroAreaLinks[] }) {
  if (!areas.length) return null
  return (
    <Section id={id} heading={heading} intro={intro} tone="muted" className="py-10! md:py-12!">
      <ul className="grid gap-x-8 gap-y-3 md:grid-cols-2 lg:grid-cols-3">
        {areas.map((area) => (
          <li key={area.name}>
            <span className="font-semibold">{area.name}</span>
            {area.note && <span className="text-sm text-muted-foreground"> ({area.note})</span>}
            <span className="block text-sm">
              {area.links.map((link, index) => (
                <span key={link.to}>
                  {index > 0 && ', '}
                  <Link to={link.to} className="link">
                    {link.label}
                  </Link>
                </span>
              ))}
            </span>
          </li>
        ))}
      </ul>
    </Section>
  )
}
