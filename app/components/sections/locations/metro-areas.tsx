import { Link } from '~/components/ui/link'
import { Section } from '~/components/sections/section'
import type { PageLink } from '~/config/content-schema/types'

export interface MetroAreaLinks {
  name: string
  note?: string
  links: readonly PageLink[]
}

/**
 * The metro areas a state's cities fall in, each with its cities; renders nothing without metro data.
 * With `folded`, the list sits in a native disclosure with that summary (it opens without JavaScript).
 */
export function MetroAreas({
  id,
  heading,
  intro,
  areas,
  folded,
}: {
  id: string
  heading: string
  intro?: string
  areas: readonly MetroAreaLinks[]
  folded?: string
}) {
  if (!areas.length) return null
  return (
    <Section id={id} heading={heading} intro={intro} tone="muted" className="py-10! md:py-12!">
      {folded ? (
        <details>
          <summary className="cursor-pointer py-1 font-semibold text-link">{folded}</summary>
          <AreaList areas={areas} />
        </details>
      ) : (
        <AreaList areas={areas} />
      )}
    </Section>
  )
}

function AreaList({ areas }: { areas: readonly MetroAreaLinks[] }) {
  return (
    <ul className="mt-3 grid gap-x-8 gap-y-3 md:grid-cols-2 lg:grid-cols-3">
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
  )
}
