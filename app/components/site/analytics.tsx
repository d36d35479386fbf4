import { useEffect } from 'react'
import { useLocation, useMatches } from 'react-router'
import { addGtagScript, defineGtag, whenInteractive } from '~/lib/analytics/gtag'
import { omitsQuery, pageViewPath } from '~/lib/analytics/page-view'
import { setPageLocation, track } from '~/lib/analytics/track'

/**
 * Google Analytics 4: defines gtag at once (so page views queue), adds Google's script only when the
 * page is idle or first used, and records a page_view for the first load and every client navigation.
 * A route that marks its query private (the calculator's inputs) is reported by its path alone.
 */
export function Analytics() {
  const location = useLocation()
  const omitQuery = omitsQuery(useMatches())

  useEffect(() => {
    if (!defineGtag()) return
    return whenInteractive(addGtagScript)
  }, [])

  useEffect(() => {
    const path = pageViewPath(location.pathname, location.search, omitQuery)
    // The location React Router rendered, not window.location, which may already be the next address.
    const pageLocation = new URL(path, window.location.origin).href
    setPageLocation(pageLocation)
    track({ name: 'page_view', params: { page_path: path, page_location: pageLocation, page_title: document.title } })
  }, [location.pathname, location.search, omitQuery])

  return null
}
