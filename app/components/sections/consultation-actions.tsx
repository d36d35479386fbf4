import Phone from 'lucide/dist/esm/icons/phone.mjs'
import { Icon } from '~/components/ui/icon'
import { Link } from '~/components/ui/link'
import { PhoneLink } from '~/components/site/phone-link'
import { Button } from '~/components/ui/button'
import { CALL_TO_ACTION } from '~/copy/calls-to-action'
import { PAGE_LINKS } from '~/copy/navigation'
import { siteConfig } from '~/config/site-config'
import { cn } from '~/lib/utils'

/** The two ways to start, on a dark band or box: schedule a consultation, or call (its analytics place named). */
export function ConsultationActions({
  place,
  size,
  stacked = false,
  className,
}: {
  place: string
  size?: 'lg'
  /** one above the other */ stacked?: boolean
  className?: string
}) {
  return (
    <div data-slot="consultation-actions" className={cn('flex gap-3', stacked ? 'flex-col' : 'flex-wrap', className)}>
      <Button asChild variant="hero" size={size}>
        <Link to={PAGE_LINKS.quote.to}>{CALL_TO_ACTION.schedule}</Link>
      </Button>
      <Button asChild variant="hero-outline" size={size}>
        <PhoneLink place={place}>
          <Icon icon={Phone} />
          <span>
            {CALL_TO_ACTION.call} {siteConfig.phone}
          </span>
        </PhoneLink>
      </Button>
    </div>
  )
}
