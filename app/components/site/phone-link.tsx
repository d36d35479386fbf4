import type * as React from 'react'
import { trackPhoneClick } from '~/lib/analytics/track'
import { siteConfig, telHref } from '~/config/site-config'

/** A telephone link that reports where on the page it was used (in a static page body, through LinkNavigation). */
export function PhoneLink({
  place,
  children,
  onClick,
  ...props
}: Omit<React.ComponentProps<'a'>, 'href'> & { place: string }) {
  return (
    <a
      data-slot="phone-link"
      data-place={place}
      href={telHref()}
      onClick={(event) => {
        trackPhoneClick(place)
        onClick?.(event)
      }}
      {...props}
    >
      {children ?? siteConfig.phone}
    </a>
  )
}
