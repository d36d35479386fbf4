import Clock from 'lucide/dist/esm/icons/clock.mjs'
import Mail from 'lucide/dist/esm/icons/mail.mjs'
import MapPin from 'lucide/dist/esm/icons/map-pin.mjs'
import Phone from 'lucide/dist/esm/icons/phone.mjs'
import { Icon } from '~/components/ui/icon'
import { PhoneLink } from '~/components/site/phone-link'
import { siteConfig } from '~/config/site-config'
import { cn } from '~/lib/utils'
import { EmailLink } from './email-link'

/** The firm's phone (its analytics place named), email and hours, and the street address where asked for. */
export function ContactDetails({
  place,
  withAddress = false,
  className,
}: {
  place: string
  withAddress?: boolean
  className?: string
}) {
  const { address } = siteConfig
  return (
    <ul
      data-slot="contact-details"
      className={cn('space-y-4 [&_svg]:mt-0.5 [&_svg]:size-5 [&_svg]:shrink-0 [&_svg]:text-primary', className)}
    >
      <li className="flex items-start gap-3">
        <Icon icon={Phone} />
        <PhoneLink place={place} className="inline-flex min-h-6 items-center font-semibold link" />
      </li>
      <li className="flex items-start gap-3">
        <Icon icon={Mail} />
        <EmailLink />
      </li>
      <li className="flex items-start gap-3">
        <Icon icon={Clock} />
        <span>{siteConfig.hours.label}</span>
      </li>
      {withAddress && (
        <li className="flex items-start gap-3">
          <Icon icon={MapPin} />
          <address className="not-italic">
            {address.street}
            <br />
            {address.city}, {address.region} {address.postalCode}
          </address>
        </li>
      )}
    </ul>
  )
}
