import { cva, type VariantProps } from 'class-variance-authority'
import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import type { PageLink } from '~/config/content-types'
import { cn } from '~/lib/utils'
import { Section } from './section'

/**
 * The link styles sit on the list, not on each link: location pages, prerendered by the thousand,
 * carry long lists, and a class string per link would weigh on every one of them.
 */
const linkListVariants = cva('', {
  variants: {
    look: {
      columns: 'mt-3 grid gap-x-6 sm:grid-cols-2 lg:grid-cols-3 [&_a]:inline-block [&_a]:py-1 [&_a]:text-link [&_a:hover]:underline',
      /** one a line, each with an arrow: a short list in a sidebar or a column */
      arrows:
        'mt-3 space-y-1 [&_a]:flex [&_a]:min-h-9 [&_a]:items-center [&_a]:justify-between [&_a]:gap-2 [&_a]:rounded-md [&_a]:px-2 [&_a]:font-medium [&_a]:text-link [&_a:hover]:bg-muted',
      pills:
        'flex flex-wrap gap-2 [&_a]:inline-flex [&_a]:min-h-10 [&_a]:items-center [&_a]:rounded-full [&_a]:border [&_a]:border-border-strong [&_a]:bg-background [&_a]:px-4 [&_a]:text-sm [&_a]:font-medium [&_a]:text-primary [&_a:hover]:border-primary [&_a:hover]:bg-secondary',
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
            {look === 'arrows' && <ArrowRight aria-hidden="true" className="size-4 shrink-0" />}
          </Link>
          {link.note && <span className="ml-1 text-sm text-muted-foreground">{link.note}</span>}
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
