import ArrowRight from 'lucide/dist/esm/icons/arrow-right.mjs'
import { Icon } from '~/components/ui/icon'
import { Link } from '~/components/ui/link'
import { ServiceIcon } from '~/components/site/service-icon'
import { CALL_TO_ACTION } from '~/copy/calls-to-action'
import type { ServiceCardData } from '~/lib/pages/cards'
import { cn } from '~/lib/utils'
import { CheckList } from './check-list'

/**
 * A service as a card: icon, title (the link), summary and any features. The whole card is clickable.
 * A compact card leaves out its icon and features on a phone (its page has them).
 */
function ServiceCard({
  service,
  headingLevel = 'h3',
  compact = false,
}: {
  service: ServiceCardData
  headingLevel?: 'h2' | 'h3'
  compact?: boolean
}) {
  const Heading = headingLevel
  const phoneHidden = compact && 'max-md:hidden'
  return (
    <article
      className={cn(
        'relative flex h-full flex-col rounded-xl border border-border bg-background p-6 shadow-sm transition-shadow hover:border-primary/40 hover:shadow-md',
        compact && 'max-md:p-5',
      )}
    >
      <span
        className={cn(
          'inline-flex size-12 items-center justify-center rounded-lg bg-secondary text-primary',
          phoneHidden,
        )}
      >
        <ServiceIcon name={service.icon} className="size-6" />
      </span>
      <Heading className={cn('mt-4 text-lg font-semibold leading-snug text-primary', compact && 'max-md:mt-0')}>
        <Link to={service.to} className="after:absolute after:inset-0 after:rounded-xl hover:underline">
          {service.title}
        </Link>
      </Heading>
      <p className="mt-2 text-muted-foreground">{service.summary}</p>
      <CheckList items={service.features} className={cn('mt-4 text-sm', phoneHidden)} />
      <span
        aria-hidden="true"
        className={cn('mt-auto inline-flex items-center gap-1 pt-5 text-sm font-semibold text-link', phoneHidden)}
      >
        {CALL_TO_ACTION.learnMore} <Icon icon={ArrowRight} className="size-4" />
      </span>
    </article>
  )
}

/** Service cards in a grid, three to a row on wide screens (four for a short row of related services). */
export function ServiceCardGrid({
  services,
  columns = 3,
  compact = false,
}: {
  services: readonly ServiceCardData[]
  columns?: 3 | 4
  /** cards without icon and features on a phone */
  compact?: boolean
}) {
  return (
    <ul
      data-slot="service-card-grid"
      className={cn('grid gap-6 sm:grid-cols-2', columns === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3')}
    >
      {services.map((service) => (
        <li key={service.slug}>
          <ServiceCard service={service} compact={compact} />
        </li>
      ))}
    </ul>
  )
}

/**
 * Services as a plain list, where the content is a list rather than a set of cards: each title is the
 * link, its summary the line below, in two columns on wide screens.
 */
export function ServiceList({ services }: { services: readonly ServiceCardData[] }) {
  return (
    <ul data-slot="service-list" className="grid max-w-5xl gap-x-10 gap-y-5 md:grid-cols-2">
      {services.map((service) => (
        <li key={service.slug} className="border-l-2 border-accent pl-4">
          <Link to={service.to} className="font-semibold text-link hover:underline">
            {service.title}
          </Link>
          <p className="mt-1 text-muted-foreground">{service.summary}</p>
        </li>
      ))}
    </ul>
  )
}
