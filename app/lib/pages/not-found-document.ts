/**
 * The not-found document (404.html) hydrates at any unknown address. The route that address happens to match
 * (a state, a city, a service) has no page there, so its client loader must not run: no request for the
 * page's HTML or its .data, which can only answer 404 again. The document marks its main element; a loader
 * asked for the very address that document was served at answers 404 at once.
 */

/** The attribute the not-found document's main element carries. */
export const NOT_FOUND_DOCUMENT_ATTRIBUTE = 'data-not-found-document'

/** True in the browser when the current document is the not-found document served for this request's address. */
function isNotFoundDocumentFor(request: Request): boolean {
  if (typeof document === 'undefined') return false
  return document.querySelector(`[${NOT_FOUND_DOCUMENT_ATTRIBUTE}]`) !== null && new URL(request.url).pathname === window.location.pathname
}

/** Throws the 404 the root's error boundary shows, without a request, when the document already says the page does not exist. */
export function refuseOnNotFoundDocument(request: Request): void {
  if (isNotFoundDocumentFor(request)) throw new Response(null, { status: 404, statusText: 'Not Found' })
}
