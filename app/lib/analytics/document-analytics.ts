import { addGtagScript, defineGtag, whenInteractive } from './gtag'
import { pageViewPath } from './page-view'
import { setPageLocation, track, trackPhoneClick } from './track'

/**
 * Analytics on a page the app does not render (a location page, decision 022), as the app's Analytics
 * component does on its pages: gtag defined at once, Google's script added when the page is idle or
 * first used, one page_view for the document; and phone_click for a phone link in the page's static
 * markup (its body, its footer), whose clicks no component handles. Global Privacy Control is honored
 * by track and defineGtag, as everywhere.
 */
export function startDocumentAnalytics(isInIsland: (element: Element) => boolean): void {
  if (defineGtag()) whenInteractive(addGtagScript)
  const path = pageViewPath(window.location.pathname, window.location.search, false)
  const pageLocation = new URL(path, window.location.origin).href
  setPageLocation(pageLocation)
  track({ name: 'page_view', params: { page_path: path, page_location: pageLocation, page_title: document.title } })
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[data-slot="phone-link"]') : null
    if (link && !isInIsland(link)) trackPhoneClick(link.getAttribute('data-place') ?? 'static_page')
  })
}
