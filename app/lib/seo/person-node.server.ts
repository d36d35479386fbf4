/**
 * Adds the principal's Person node to a page's loader data, for the site-wide JSON-LD graph that the
 * route's meta function writes (./page-meta.ts). Every route's loader passes its data through this.
 */
import { principal } from '../content/firm-content.server'
import type { PageMeta } from './page-meta'
import { principalJsonLd } from './structured-data'

export function withPersonNode<T extends { meta: PageMeta }>(data: T): T {
  return { ...data, meta: { ...data.meta, person: principalJsonLd(principal()) } }
}
