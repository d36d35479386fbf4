import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { SEARCH_INDEX_PATH } from '~/lib/search/load-index'
import { rankSuggestions } from '~/lib/search/rank'
import type { SearchIndex } from '~/lib/search/types'
import { writeSearchIndex } from './search-index'

let dir: string | undefined
afterEach(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true })
  dir = undefined
})

test('writes the search index where the box fetches it, as JSON the ranking reads', () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-index-'))
  const clientDir = path.join(dir, 'client')
  const bytes = writeSearchIndex({ buildDir: dir, clientDir, precompressedDir: path.join(dir, 'precompressed') })
  const file = path.join(clientDir, 'search-index.json')
  expect(SEARCH_INDEX_PATH).toBe('/search-index.json')
  expect(fs.statSync(file).size).toBe(bytes)
  const index = JSON.parse(fs.readFileSync(file, 'utf8')) as SearchIndex
  expect(rankSuggestions(index, 'business valuation in houston')[0]?.url).toBe(
    '/services/business-valuation/texas/houston',
  )
})
