// 404.html hydrates at any address; a route matching it must not fetch that page's HTML or .data, which can only 404 again.

export const NOT_FOUND_DOCUMENT_ATTRIBUTE = 'data-not-found-document'

function isNotFoundDocumentFor(request: Request): boolean {
  if (typeof document === 'undefined') return false
  return (
    document.querySelector(`[${NOT_FOUND_DOCUMENT_ATTRIBUTE}]`) !== null &&
    new URL(request.url).pathname === window.location.pathname
  )
}

/** Throws the 404 the root's error boundary shows, without a request, when the document already says the page does not exist. */
export function refuseOnNotFoundDocument(request: Request): void {
  if (isNotFoundDocumentFor(request)) throw new Response(null, { status: 404, statusText: 'Not Found' })
}
