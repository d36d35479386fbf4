import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { addGtagScript, defineGtag, whenInteractive } from '~/lib/analytics/gtag'
import { track } from '~/lib/analytics/track'

/**
 * Google Analytics 4: defines gtag at once (so page views queue), adds Google's script only when the
 * page is idle or first used, and records a page_view for the first load and every client navigation.
 */
export function Analytics() {
  const location = useLocation()

  useEffect(() => {
    if (!defineGtag()) return
    return whenInteractive(addGtagScript)
  }, [])

  useEffect(() => {
    track({
      name: 'page_view',
      params: {
        page_path: `${location.pathname}${location.search}`,
        // The location React Router rendered, not window.location, which may already be the next address.
        page_location: new URL(`${location.pathname}${location.search}`, window.location.origin).href,
        page_title: document.title,
      },
    })
  }, [location.pathname, location.search])

  return null
}

