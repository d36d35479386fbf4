/**
 * Conflict screening speed: one request (two plaintiffs, three defendants, opposing counsel and an
 * organization) screened against a matter register of 50,000 rows, after the register is prepared
 * once (as the server keeps it between screenings). Names are made from a fixed seed, so every run
 * screens the same register.
 */
import { performance } from 'node:perf_hooks'
import { buildRegisterIndex, screenedNames, screenNames, type RegisterName } from '~/lib/conflicts/screen'
import type { Bench } from './types'

export const SCREENING_ROWS = 50_000
export const SCREENING_BUDGET_MS = 50

const SYLLABLES = [
  'ac',
  'me',
  'fre',
  'ight',
  'quar',
  'ry',
  'rid',
  'ge',
  'hal',
  'vor',
  'sen',
  'bir',
  'ch',
  'tul',
  'smi',
  'th',
  'pel',
  'ma',
  'ri',
  'sol',
  'dun',
  'mo',
  're',
  'ok',
  'af',
  'or',
  'lind',
  'qv',
  'ist',
  'ka',
  'no',
  'ver',
  'tan',
  'bel',
  'cor',
  'vin',
  'wex',
  'zu',
  'hy',
  'gol',
  'jen',
  'pax',
  'bro',
  'dev',
  'lu',
  'fi',
  'sta',
  'ne',
  'kel',
  'ow',
  'yar',
  'um',
  'ped',
  'gri',
  'tho',
  'ven',
  'cas',
  'ler',
  'mon',
  'bay',
]
const SUFFIXES = ['Inc.', 'LLC', 'Co.', 'Corporation', 'LLP', 'Holdings', 'Partners', 'Trust', 'Group', '', '', '']

/** A small deterministic generator (mulberry32). */
function seeded(seed: number): () => number {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function syntheticRegister(rows: number): RegisterName[] {
  const random = seeded(42)
  const word = () => {
    const parts = 2 + Math.floor(random() * 2)
    const text = Array.from({ length: parts }, () => SYLLABLES[Math.floor(random() * SYLLABLES.length)]).join('')
    return text[0]!.toUpperCase() + text.slice(1)
  }
  const names = Array.from({ length: rows - PLANTED.length }, (_, index) => ({
    id: `mx_${String(index)}`,
    name: `${word()} ${word()}${random() < 0.5 ? ` ${word()}` : ''} ${SUFFIXES[Math.floor(random() * SUFFIXES.length)]}`.trim(),
  }))
  return [...names, ...PLANTED.map((name, index) => ({ id: `mx_planted_${String(index)}`, name }))]
}

/** Entries the request does match, so the screening's output is not empty. */
const PLANTED = ['ACME FREIGHT CO', 'Quarry Ridge Health System', 'Marisol Pell']

const REQUEST = {
  plaintiffs: 'Pell, Marisol; Estate of Jordan Roe',
  defendants: 'Acme Freight, Inc.; Quarry Ridge Health Systems; Halvorsen Birch',
  counselFirm: 'Halvorsen, Birch & Tull LLP',
  organization: 'Dunmore Okafor Partners',
}

export function measureScreening(rows: number = SCREENING_ROWS): {
  prepareMs: number
  medianMs: number
  p95Ms: number
  hits: number
} {
  const register = syntheticRegister(rows)
  const prepared = performance.now()
  const index = buildRegisterIndex(register)
  const prepareMs = performance.now() - prepared
  const names = screenedNames(REQUEST)
  let hits = 0
  for (let warm = 0; warm < 5; warm += 1) hits = screenNames(names, index).length
  const samples: number[] = []
  for (let run = 0; run < 30; run += 1) {
    const started = performance.now()
    screenNames(names, index)
    samples.push(performance.now() - started)
  }
  samples.sort((a, b) => a - b)
  return {
    prepareMs,
    medianMs: samples[Math.floor(samples.length / 2)] ?? 0,
    p95Ms: samples[Math.floor(samples.length * 0.95)] ?? 0,
    hits,
  }
}

export const benchScreening: Bench = async () => {
  const { prepareMs, medianMs, p95Ms, hits } = measureScreening()
  return [
    {
      area: 'screening',
      metric: `one request (7 names) against ${SCREENING_ROWS.toLocaleString('en-US')} register rows, median`,
      value: `${medianMs.toFixed(2)} ms`,
      budget: `<= ${String(SCREENING_BUDGET_MS)} ms`,
      ok: medianMs <= SCREENING_BUDGET_MS,
    },
    { area: 'screening', metric: 'same, p95', value: `${p95Ms.toFixed(2)} ms` },
    {
      area: 'screening',
      metric: `preparing the register once (${SCREENING_ROWS.toLocaleString('en-US')} rows)`,
      value: `${prepareMs.toFixed(0)} ms`,
    },
    { area: 'screening', metric: 'possible conflicts found in the synthetic register', value: String(hits) },
  ]
}
