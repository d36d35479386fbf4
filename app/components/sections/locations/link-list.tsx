import { Link } from 'react-router'
import type { PageLink } from '~/config/content-types'


/** A titled list of links in columns, in plain markup for pages prerendered by the thousand; renders nothing without links (unless showEmpty and an intro). */
export function LinkList({ id, heading, intro, links, showEmpty = false }: { id: string; heading: string; intro?: string; links: readonly PageLink[]; /** keep the heading and intro when there are no links */ showEmpty?: boolean }) {
  if (!links.length && !(showEmpty && intro)) return null
  return (
    <section aria-labelledby={id} className="container-page py-6">
      <h2 id={id} className="text-xl font-semibold text-primary">
        {heading}
      </h2>
      {intro && <p className="mt-1 text-muted-foreground">{intro}</p>}
      {/* Link styles sit on the list, not on each of the many links. */}
      {links.length > 0 && (
      <ul className="mt-3 grid gap-x-6 sm:grid-cols-2 lg:grid-cols-3 [&_a]:inline-block [&_a]:py-1 [&_a]:text-link [&_a:hover]:underline">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
            {link.note && <span className="ml-1 text-sm text-muted-foreground">{link.note}</span>}
          </li>
        ))}
      </ul>
      )}
    </section>
  )
}
