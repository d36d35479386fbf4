import type * as React from 'react'
import { AnchorLink } from './anchor-link'

/**
 * A link of the site: a plain anchor. Every page is a document the build renders (decision 043), so a
 * link to another page loads it; the islands loader prefetches it on hover or touch.
 */
export function Link(props: Omit<React.ComponentProps<'a'>, 'href'> & { to: string }) {
  return <AnchorLink {...props} />
}
