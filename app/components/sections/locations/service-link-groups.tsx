import { Link } from '~/components/ui/link'
import { Section, SubHeading } from '~/components/sections/section'
import type { PageLink } from '~/config/content-schema/types'

export interface ServiceLinkGroup {
  id: string
  heading: string
  intro?: string
  links: readonly PageLink[]
}

/** Every service available in a place, grouped (litigation, advisory), each a link with its one-line summary. */
export function ServiceLinkGroups({
  id,
  heading,
  groups,
}: {
  id: string
  heading: string
  groups: readonly ServiceLinkGroup[]
}) {
  const shown = groups.filter((group) => group.links.length > 0)
  if (!shown.length) return null
  return (
    <Section id={id} heading={heading} tone="muted" className="py-10! md:py-12!">
      <div className="grid gap-10 lg:grid-cols-2">
        {shown.map((group) => (
          <div key={group.id}>
            <SubHeading id={group.id}>{group.heading}</SubHeading>
            {group.intro && <p className="mt-1 text-muted-foreground">{group.intro}</p>}
            <ul aria-labelledby={group.id} className="mt-4 space-y-3">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="font-semibold link">
                    {link.label}
                  </Link>
                  {link.note && <p className="text-sm text-muted-foreground">{link.note}</p>}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </Section>
  )
}
