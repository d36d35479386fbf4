import { Link } from 'react-router'
import { Section } from './section'

/** A section of links drawn as pills (case types, related topics); renders nothing without links. */
export function LinkPillsSection({ id, heading, intro, links, tone = 'muted' }: { id: string; heading: string; intro?: string; links: readonly { name: string; to: string }[]; tone?: 'plain' | 'muted' }) {
  if (!links.length) return null
  return (
    <Section id={id} tone={tone} heading={heading} intro={intro}>
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="inline-flex min-h-10 items-center rounded-full border border-border-strong bg-background px-4 text-sm font-medium text-primary hover:border-primary hover:bg-secondary"
            >
              {link.name}
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  )
}
