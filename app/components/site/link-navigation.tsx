import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { trackPhoneClick } from '~/lib/analytics/track'
import { clientNavigationTarget, STATIC_ATTRIBUTE } from '~/lib/html/static-page'

/**
 * Client navigation for the site's plain links (ui/link renders most links as plain anchors, and a
 * static page body holds only plain anchors): a click on a link to a page of this site navigates in the
 * app instead of loading a document, as React Router's Link would, unless a handler already took it.
 * A phone link in static markup (a static body, the footer), which React does not hydrate, sends
 * phone_click with its place.
 */
export function LinkNavigation() {
  const navigate = useNavigate()
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      // An HTML link or one of the map's SVG links.
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (!link) return
      if (link.getAttribute('data-slot') === 'phone-link' && link.closest(`[${STATIC_ATTRIBUTE}]`)) {
        trackPhoneClick(link.getAttribute('data-place') ?? 'static_page')
        return
      }
      const to = clientNavigationTarget(event, { href: link.getAttribute('href') ?? '', target: link.getAttribute('target') ?? '', download: link.hasAttribute('download') }, window.location)
      if (to === undefined) return
      event.preventDefault()
      // A link to the page already shown replaces its history entry, as React Router's Link does.
      const here = `${window.location.pathname}${window.location.search}${window.location.hash}`
      void navigate(to, { replace: to === here })
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [navigate])
  return null
}
