import { cva, type VariantProps } from 'class-variance-authority'
import ArrowRight from 'lucide/dist/esm/icons/arrow-right.mjs'
import { Icon } from '~/components/ui/icon'
import { Link } from '~/components/ui/link'
import type { PageLink } from '~/config/content-schema/types'
import { cn } from '~/lib/utils'
import { Section } from './section'

/**
 * The link styles sit on the list, not on each link: location pages, prerendered by the thousand,
 * carry long lists, and a class string per link would weigh on every one of them.
 */
const linkListVariants = cva('', {
  variants: {
    look: {
      columns: 'grid link-columns',
      /** one a line, each with an arrow: a short list in a sidebar or a column */
      arrows: 'link-arrows',
      pills: 'link-pills',
    },
  },
  defaultVariants: { look: 'columns' },
})

/** The links alone, without a heading: in columns, as pills, or one a line with arrows. */
export function LinkItems({ links, look }: { links: readonly PageLink[] } & VariantProps<typeof linkListVariants>) {
  return (
    <ul data-slot="link-list" className={cn(linkListVariants({ look }))}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to}>
            {link.label}
            {look === 'arrows' && <Icon icon={ArrowRight} className="size-4 shrink-0" />}
          </Link>
          {link.note && <span className="link-note">{link.note}</span>}
        </li>
      ))}
    </ul>
  )
}

/**
 * A titled list of links: in columns (a compact section) or as pills (a full page section with a tone).
 * Renders nothing without links, unless `showEmpty` and an intro that says why there are none.
 */
export function LinkList({
  id,
  heading,
  intro,
  links,
  look = 'columns',
  tone = 'plain',
  showEmpty = false,
}: {
  id: string
  heading: string
  intro?: string
  links: readonly PageLink[]
  look?: 'columns' | 'pills'
  /** the background of a pills section */
  tone?: 'plain' | 'muted'
  /** keep the heading and the intro when there are no links */
  showEmpty?: boolean
}) {
  if (!links.length && !(showEmpty && intro)) return null
  if (look === 'pills') {
    return (
      <Section id={id} tone={tone} heading={heading} intro={intro}>
        <LinkItems links={links} look="pills" />
      </Section>
    )
  }
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="container-page py-6">
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-primary">
        {heading}
      </h2>
      {intro && <p className="mt-1 text-muted-foreground">{intro}</p>}
      {links.length > 0 && <LinkItems links={links} look="columns" />}
    </section>
  )
}
