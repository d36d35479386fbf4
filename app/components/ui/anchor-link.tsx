import type * as React from 'react'

/**
 * A link to a path of this site as a plain anchor: what ui/link renders for most links, and what the
 * site's shell uses directly, so that the shell renders the same with React Router (LinkNavigation gives
 * its links client navigation) and without it (a location page's islands, decision 022).
 */
export function AnchorLink({ to, children, ...rest }: Omit<React.ComponentProps<'a'>, 'href'> & { to: string }) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  )
}
