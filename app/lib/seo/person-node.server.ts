/**
 * The root route's loader data: the principal's Person node, which every page's JSON-LD graph carries
 * (./page-meta.ts finds it among the matches). It is made from a content file (content/firm/principal.yaml),
 * so it travels as data and the browser bundle does not hold the profile.
 */
import { principal } from '../content/firm-content.server'
import { principalJsonLd } from './structured-data'

export function rootLoaderData() {
  return { person: principalJsonLd(principal()) }
}
