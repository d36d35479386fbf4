import { Link } from 'react-router'
import type { PageLink } from '~/config/content-types'


/** A titled list of links in columns; renders nothing without links. */
export function LinkGrid({ id, heading, links, intro }: { id?: string; heading: string; links: readonly PageLink[]; intro?: string }) {
  if (!links.length) return null
  return (
    <section aria-labelledby={id} className="container-page py-8">
      <h2 id={id} className="text-2xl font-semibold text-primary">{heading}</h2>
      {intro && <p className="mt-2 max-w-3xl text-muted-foreground">{intro}</p>}
      <ul className="mt-4 grid gap-x-6 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="inline-flex min-h-8 items-center text-link hover:underline">{link.label}</Link>
            {link.note && <span className="ml-1 text-sm text-muted-foreground">{link.note}</span>}
          </li>
        ))}
      </ul>
    </section>
  )
}
