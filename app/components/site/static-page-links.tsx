import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { siteConfig } from '~/config/site-config'
import { track } from '~/lib/analytics/track'
import { clientNavigationTarget, STATIC_PAGE_ATTRIBUTE } from '~/lib/html/static-page'

/**
 * Gives the links of a static page body (decision 014), which React does not hydrate, what the app's
 * own links have: a click navigates in the app instead of loading a document, and a phone link sends
 * phone_click with its place.
 */
export function StaticPageLinks() {
  const navigate = useNavigate()
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      // An HTML link or one of the map's SVG links.
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (!link?.closest(`[${STATIC_PAGE_ATTRIBUTE}]`)) return
      if (link.getAttribute('data-slot') === 'phone-link') {
        track({ name: 'phone_click', params: { event_label: link.getAttribute('data-place') ?? 'static_page', value: siteConfig.phone } })
        return
      }
      const to = clientNavigationTarget(event, { href: link.getAttribute('href') ?? '', target: link.getAttribute('target') ?? '', download: link.hasAttribute('download') }, window.location)
      if (to === undefined) return
      event.preventDefault()
      void navigate(to)
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [navigate])
  return null
}
