import { isDirectPath } from '~/lib/page-routes'

/** Markup the browser keeps as the server wrote it (decision 022). */
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
  href: string
  target: string
  download: boolean
}

/** Where a plain link click should navigate inside the app, or undefined when the browser should follow it. */
export function clientNavigationTarget(
  click: LinkClick,
  link: ClickedLink,
  current: { href: string },
): string | undefined {
  if (click.defaultPrevented || click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey)
    return undefined
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
  if (/\.[a-z0-9]+$/i.test(url.pathname)) return undefined
  if (isDirectPath(url.pathname)) return undefined
  return `${url.pathname}${url.search}${url.hash}`
}

/**
 * The address of the document a link leads to, worth prefetching when the pointer rests on the link or a
 * finger touches it (decision 033): a page of this site other than the one shown; undefined otherwise.
 */
export function prefetchTarget(link: ClickedLink, current: { href: string }): string | undefined {
  const target = clientNavigationTarget(PLAIN_CLICK, link, current) ?? documentTarget(link, current)
  if (target === undefined) return undefined
  const url = new URL(target, current.href)
  const here = new URL(current.href)
  return url.pathname === here.pathname && url.search === here.search ? undefined : `${url.pathname}${url.search}`
}

const PLAIN_CLICK: LinkClick = {
  button: 0,
  defaultPrevented: false,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
}

/** A link to a page the build renders itself, which clientNavigationTarget leaves to the browser. */
function documentTarget(link: ClickedLink, current: { href: string }): string | undefined {
  if ((link.target && link.target !== '_self') || link.download) return undefined
  let url: URL
  try {
    url = new URL(link.href, current.href)
  } catch {
    return undefined
  }
  if (url.origin !== new URL(current.href).origin || !isDirectPath(url.pathname)) return undefined
  return `${url.pathname}${url.search}`
}
