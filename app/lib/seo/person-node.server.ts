// Sent as the root's loader data so the browser bundle does not hold the profile; ./page-meta.ts finds it among the matches.
import { principal } from '../content-folder/firm-content.server'
import { principalJsonLd } from './structured-data'

export function rootLoaderData() {
  return { person: principalJsonLd(principal()) }
}
