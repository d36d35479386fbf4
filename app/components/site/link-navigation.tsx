import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { clientNavigationTarget } from '~/lib/html/static-page'

/**
 * Client navigation for the site's plain links (ui/link renders most links as plain anchors): a click
 * on a link to a page of the app navigates in the app instead of loading a document, as React Router's
 * Link would, unless a handler already took it. A link to a location page loads its document (decision 022).
 */
export function LinkNavigation() {
  const navigate = useNavigate()
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      // An HTML link or one of the map's SVG links.
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (!link) return
      const to = clientNavigationTarget(
        event,
        {
          href: link.getAttribute('href') ?? '',
          target: link.getAttribute('target') ?? '',
          download: link.hasAttribute('download'),
        },
        window.location,
      )
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
