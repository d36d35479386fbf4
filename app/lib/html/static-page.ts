import { isLocationPath } from '~/lib/location-routes'

/** The attribute that marks markup the browser keeps as the server wrote it: a location page's body (decision 022). */
export const STATIC_ATTRIBUTE = 'data-static'

interface LinkClick {
  button: number
  defaultPrevented: boolean
  metaKey: boolean
  ctrlKey: boolean
  shiftKey: boolean
  altKey: boolean
}

interface ClickedLink {
  /** As written in the link, relative or absolute */
  href: string
  target: string
  download: boolean
}

/**
 * Where a click on a plain link should take the app without loading a document, as a React Router
 * link would ("/texas/houston?x#y"), or undefined when the browser should follow it itself: a modified
 * or non-primary click, another window or a download, another origin or scheme, an anchor on the same
 * page, a file rather than a page, or a location page (which the build renders outside the app, decision 022).
 */
export function clientNavigationTarget(click: LinkClick, link: ClickedLink, current: { href: string }): string | undefined {
  if (click.defaultPrevented || click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return undefined
  if ((link.target && link.target !== '_self') || link.download) return undefined
  const here = new URL(current.href)
  let url: URL
  try {
    url = new URL(link.href, here)
  } catch {
    return undefined
  }
  if (url.origin !== here.origin || !/^https?:$/.test(url.protocol)) return undefined
  if (url.pathname === here.pathname && url.search === here.search && url.hash) return undefined
  // A file (the AI copies, llms.txt, a sitemap, a map) is not a page of the app.
  if (/\.[a-z0-9]+$/i.test(url.pathname)) return undefined
  if (isLocationPath(url.pathname)) return undefined
  return `${url.pathname}${url.search}${url.hash}`
}
