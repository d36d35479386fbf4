import { addGtagScript, defineGtag, whenInteractive } from './gtag'
import { CALCULATOR_PATH } from '~/lib/routing'
import { pageViewPath } from './page-view'
import { setPageLocation, track, trackPhoneClick } from './track'

/** The app's analytics on a page it does not render (decision 022), plus phone_click for the static markup. */
export function startDocumentAnalytics(isInIsland: (element: Element) => boolean): void {
  if (defineGtag()) whenInteractive(addGtagScript)
  // The calculator's query holds what the visitor typed: its page view reports the path alone.
  const path = pageViewPath(
    window.location.pathname,
    window.location.search,
    window.location.pathname.replace(/\/$/, '') === CALCULATOR_PATH,
  )
  const pageLocation = new URL(path, window.location.origin).href
  setPageLocation(pageLocation)
  track({ name: 'page_view', params: { page_path: path, page_location: pageLocation, page_title: document.title } })
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href^="tel:"][data-place]') : null
    if (link && !isInIsland(link)) trackPhoneClick(link.getAttribute('data-place') ?? 'static_page')
  })
}
