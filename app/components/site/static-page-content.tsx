import { createContext, type ReactNode, useContext, useMemo } from 'react'
import { STATIC_ATTRIBUTE, STATIC_PAGE_ATTRIBUTE } from '~/lib/html/static-page'

/**
 * Markup the server renders and the app never re-renders (decision 014), which the server entry provides
 * and the browser never has: the body of a location page (facts and links, nothing interactive) and
 * the footer's markup (the same on every page, rendered once).
 */
export const ServerMarkup = createContext<{ body?: ReactNode; footer?: string }>({})

/** Keeps, while React hydrates, the HTML the server wrote (one object, so React never sees a change). */
export const KEEP_SERVER_HTML = { __html: '' }

/**
 * The page's body. On the server: what the entry rendered. In the browser, when the page was loaded
 * from the server: the server's HTML, left as it is (React does not hydrate inside an element it gave
 * `dangerouslySetInnerHTML`). After a client navigation: the body the route's client loader took from
 * the page's prerendered HTML.
 */
export function StaticPageContent({ html }: { html?: string }) {
  const serverBody = useContext(ServerMarkup).body
  const inner = useMemo(() => (html === undefined ? KEEP_SERVER_HTML : { __html: html }), [html])
  const attributes = { [STATIC_PAGE_ATTRIBUTE]: '', [STATIC_ATTRIBUTE]: '', className: 'contents' }
  if (import.meta.env.SSR) {
    if (!serverBody) throw new Error('A static page rendered on the server without its body: the route needs an entry in components/pages/page-bodies.server.tsx')
    return <div {...attributes}>{serverBody}</div>
  }
  return <div {...attributes} dangerouslySetInnerHTML={inner} suppressHydrationWarning />
}
