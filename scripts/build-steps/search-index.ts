import path from 'node:path'
import { buildSearchIndex } from '~/lib/search/build-index.server'
import { SEARCH_INDEX_PATH } from '~/lib/search/load-index'
import { type BuildContext, writeFile } from './context'

/** Writes the site search's index (services, states, cities) as the static JSON file the search box fetches on first focus. */
export function writeSearchIndex({ clientDir }: BuildContext): number {
  const json = JSON.stringify(buildSearchIndex())
  writeFile(path.join(clientDir, SEARCH_INDEX_PATH), json)
  return Buffer.byteLength(json)
}
