/**
 * Search ranking speed: a fixed query set (single words, partial words, "X in City", "X, State",
 * no-match) ranked for the box (at most 8 suggestions) in Node, after a warm-up.
 */
import { performance } from 'node:perf_hooks'
import zlib from 'node:zlib'
import { buildSearchIndex } from '~/lib/search/build-index.server'
import { rankSuggestions } from '~/lib/search/rank'
import type { SearchIndex } from '~/lib/search/types'
import type { Bench } from './types'

export const SEARCH_BENCH_QUERIES = [
  // single words
  'valuation',
  'texas',
  'houston',
  'economics',
  'vocational',
  'california',
  // partial words
  'val',
  'hou',
  'sa',
  'lif',
  'chic',
  'econ',
  'spring',
  // "X in City"
  'business valuation in houston',
  'life care planning in dallas',
  'vocational evaluation in san',
  'expert testimony in new york',
  'economic loss in columbus',
  // "X, State"
  'life care planning, california',
  'business valuation, ohio',
  'health economics, new',
  'expert testimony, texas',
  // no match
  'zzzz',
  'qwerty',
  'cryptocurrency mining',
  'xylophone in atlantis',
] as const

export const SEARCH_MEDIAN_BUDGET_MICROSECONDS = 10

const WARMUP_ROUNDS = 2_000
const MEASURED_ROUNDS = 200
/** Each sample times this many runs of one query, so the timer's resolution does not dominate. */
const RUNS_PER_SAMPLE = 20

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0

/** Microseconds per query: one sample per (round, query), each the mean of RUNS_PER_SAMPLE runs. */
export function measureSearch(): { median: number; p95: number; samples: number } {
  const index = JSON.parse(JSON.stringify(buildSearchIndex())) as SearchIndex
  let sink = 0
  for (let round = 0; round < WARMUP_ROUNDS; round++) {
    for (const query of SEARCH_BENCH_QUERIES) sink += rankSuggestions(index, query).length
  }
  const samples: number[] = []
  for (let round = 0; round < MEASURED_ROUNDS; round++) {
    for (const query of SEARCH_BENCH_QUERIES) {
      const started = performance.now()
      for (let run = 0; run < RUNS_PER_SAMPLE; run++) sink += rankSuggestions(index, query).length
      samples.push(((performance.now() - started) * 1000) / RUNS_PER_SAMPLE)
    }
  }
  if (sink < 0) console.log(sink)
  samples.sort((a, b) => a - b)
  return { median: percentile(samples, 0.5), p95: percentile(samples, 0.95), samples: samples.length }
}

/**
 * The index as the browser gets it: its size on the wire, and the time to parse it and build its
 * lookups, cold, all at once (the browser builds them in steps between which it stays responsive).
 */
function measureIndex(): { bytes: number; gzipBytes: number; prepareMs: number } {
  const json = JSON.stringify(buildSearchIndex())
  const started = performance.now()
  rankSuggestions(JSON.parse(json) as SearchIndex, 'houston')
  return {
    bytes: Buffer.byteLength(json),
    gzipBytes: zlib.gzipSync(json, { level: 9 }).length,
    prepareMs: performance.now() - started,
  }
}

export const benchSearch: Bench = async () => {
  const index = measureIndex()
  const { median, p95, samples } = measureSearch()
  const budget = `<= ${SEARCH_MEDIAN_BUDGET_MICROSECONDS} µs`
  return [
    {
      area: 'search',
      metric: 'index file (search-index.json)',
      value: `${(index.bytes / 1024).toFixed(0)} KB, ${(index.gzipBytes / 1024).toFixed(0)} KB gzip`,
    },
    { area: 'search', metric: 'index parse and prepare, cold', value: `${index.prepareMs.toFixed(0)} ms` },
    {
      area: 'search',
      metric: `median per query (${SEARCH_BENCH_QUERIES.length} queries, ${samples} samples)`,
      value: `${median.toFixed(2)} µs`,
      budget,
      ok: median <= SEARCH_MEDIAN_BUDGET_MICROSECONDS,
    },
    { area: 'search', metric: 'p95 per query', value: `${p95.toFixed(2)} µs` },
  ]
}
