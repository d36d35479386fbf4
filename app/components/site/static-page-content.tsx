import { createContext, type ReactNode, useContext, useMemo } from 'react'
import { STATIC_PAGE_ATTRIBUTE } from '~/lib/html/static-page'

/**
 * The body of a page the server renders once and the app never re-renders (decision 014): the location
 * pages, whose content is facts and links and holds nothing interactive. The server entry provides the
 * rendered body through this context; it is absent in the browser.
 */
export const ServerPageBody = createContext<ReactNode>(null)

/** Keeps, while React hydrates, the HTML the server wrote (one object, so React never sees a change). */
const KEEP_SERVER_HTML = { __html: '' }

/**
 * The page's body. On the server: what the entry rendered. In the browser, when the page was loaded
 * from the server: the server's HTML, left as it is (React does not hydrate inside an element it gave
 * `dangerouslySetInnerHTML`). After a client navigation: the body the route's client loader took from
 * the page's prerendered HTML.
 */
export function StaticPageContent({ html }: { html?: string }) {
  const serverBody = useContext(ServerPageBody)
  const inner = useMemo(() => (html === undefined ? KEEP_SERVER_HTML : { __html: html }), [html])
  const attributes = { [STATIC_PAGE_ATTRIBUTE]: '', className: 'contents' }
  if (import.meta.env.SSR) {
    if (!serverBody) throw new Error('A static page rendered on the server without its body: the route needs an entry in components/pages/page-bodies.server.tsx')
    return <div {...attributes}>{serverBody}</div>
  }
  return <div {...attributes} dangerouslySetInnerHTML={inner} suppressHydrationWarning />
}
