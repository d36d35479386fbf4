import type * as React from 'react'
import { Link as RouterLink, type LinkProps } from 'react-router'
import { AnchorLink } from './anchor-link'

/**
 * A link of the site. To a path of this site with nothing for the router to carry (no navigation
 * state, no replace), it is a plain anchor, and LinkNavigation (in the root route) gives it client
 * navigation once the app runs: React Router's link resolves its path and subscribes to the router on
 * every render, which on the server is a measurable share of each page's render and in the browser
 * adds to hydration, for the same result. Otherwise it is React Router's Link.
 * Neither carries `data-discover`: that attribute feeds lazy route discovery, which React Router only
 * runs with `ssr: true`, and this site is prerendered (`ssr: false`).
 */
export function Link(props: LinkProps) {
  const { to, children, discover: _discover, prefetch: _prefetch, ...rest } = props
  const routerOnly =
    rest.state !== undefined ||
    rest.replace !== undefined ||
    rest.reloadDocument !== undefined ||
    rest.preventScrollReset !== undefined ||
    rest.relative !== undefined ||
    rest.viewTransition !== undefined
  if (typeof to === 'string' && to.startsWith('/') && !to.startsWith('//') && !routerOnly) {
    return (
      <AnchorLink to={to} {...(rest as Omit<React.ComponentProps<'a'>, 'href'>)}>
        {children}
      </AnchorLink>
    )
  }
  return <RouterLink discover="none" {...props} />
}
