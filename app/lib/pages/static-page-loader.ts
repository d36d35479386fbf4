import { staticBodyOf } from '~/lib/html/static-page'
import { refuseOnNotFoundDocument } from './not-found-document'

/**
 * A static page's client loader (decision 014): on a client navigation, the route's small server data
 * (its meta) and its body, taken from the page's own prerendered HTML, fetched in parallel. An address
 * with no page answers 404, as the server data does; on the not-found document it answers 404 without asking.
 */
export async function loadStaticPage<T extends object>({ request, serverLoader }: { request: Request; serverLoader: () => Promise<T> }): Promise<T & { html: string }> {
  refuseOnNotFoundDocument(request)
  const [data, html] = await Promise.all([serverLoader(), fetchStaticBody(request)])
  return { ...data, html }
}

async function fetchStaticBody(request: Request): Promise<string> {
  const { pathname } = new URL(request.url)
  const response = await fetch(pathname, { signal: request.signal, headers: { Accept: 'text/html' } })
  if (response.status === 404) {
    // The not-found page's HTML is not needed: cancel it, so the connection is free for the next request.
    await response.body?.cancel()
    throw new Response(null, { status: 404 })
  }
  const html = response.ok ? staticBodyOf(new DOMParser().parseFromString(await response.text(), 'text/html')) : undefined
  if (html === undefined) throw new Error(`${pathname} answered ${String(response.status)} without a page body`)
  return html
}
