/** The legacy 301s as an nginx `map` (legacy-redirects.conf), with the hash sizes that map needs (http.conf). */
import { listStates } from '~/lib/content-folder/locations'
import { buildRedirectRules, type RedirectRule } from './redirects-file'

/** One entry of the legacy map: an exact path, or a regular expression with its captures in the target. */
export interface MapEntry {
  key: string
  target: string
  regex: boolean
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The city names a pattern may take under each state (its slug, as "/texas/houston"): the cities with pages,
 * and the names without the state code of those whose slug carries it ("concord" of "concord-ca").
 */
function cityNamesByState(): Map<string, string[]> {
  return new Map(
    listStates().map((state) => {
      const suffix = `-${state.abbreviation.toLowerCase()}`
      const bare = state.cities
        .filter((city) => city.slug.endsWith(suffix))
        .map((city) => city.slug.slice(0, -suffix.length))
      return [state.slug, [...new Set([...state.cities.map((city) => city.slug), ...bare])]]
    }),
  )
}

/**
 * A `_redirects` pattern as a regular expression: `:name` one segment, `*` the rest (as :splat). A host's
 * pattern cannot know the cities, so "/locations/texas/atlantis" goes on to a page that answers 404; the
 * Node server knows them, and answers 404 at once, or lets a later rule answer. Where the target puts the
 * value after a state ("/texas/:city"), the expression lists that state's cities, so nginx answers as the
 * Node server does.
 */
function patternOf(
  rule: RedirectRule,
  cities: ReadonlyMap<string, readonly string[]>,
): { sources: string[]; names: string[] } | undefined {
  const parts = rule.from.split(/(\*|(?<=\/|-):[a-z]+)/)
  if (parts.length === 1) return undefined
  const names: string[] = []
  const cityChoices = (name: string) => {
    const state = new RegExp(`/([a-z-]+)/:${name}(/|$)`).exec(rule.to)?.[1]
    const list = state ? cities.get(state) : undefined
    return list?.length ? chunkAlternatives(list.map(escapeRegex)).map((group) => `(${group.join('|')})`) : undefined
  }
  // each part's choices of expression text: one, or the city lists of a state in groups
  const choices = parts.map((part) => {
    if (part === '*') {
      names.push('splat')
      return cityChoices('splat') ?? ['(.+)']
    }
    if (/^:[a-z]+$/.test(part)) {
      const name = part.slice(1)
      names.push(name)
      return cityChoices(name) ?? ['([^/]+)']
    }
    return [escapeRegex(part)]
  })
  const sources = choices.reduce<string[]>(
    (done, options) => done.flatMap((head) => options.map((option) => head + option)),
    [''],
  )
  return { sources: sources.map((source) => `^${source}$`), names }
}

/**
 * nginx reads a configuration word of at most 4,096 bytes: a long list of cities is split over several
 * expressions, one after the other, which answer as the one list would.
 */
function chunkAlternatives(alternatives: readonly string[], limit = 3_000): string[][] {
  const groups: string[][] = [[]]
  let length = 0
  for (const alternative of alternatives) {
    const current = groups.at(-1)!
    if (current.length && length + alternative.length + 1 > limit) {
      groups.push([alternative])
      length = alternative.length
      continue
    }
    current.push(alternative)
    length += alternative.length + 1
  }
  return groups
}

/**
 * The redirect rules as map entries. nginx tries a map's exact keys before its regular expressions, and the
 * expressions in order, where the rules are first-match-wins: an exact rule that an earlier pattern already
 * answers is left out (the pattern answers it, as on a static host), every other exact rule answers before
 * any pattern, which is what first-match gives it too, and the patterns keep their order.
 */
export function legacyMapEntries(rules: readonly RedirectRule[] = buildRedirectRules()): MapEntry[] {
  const entries: MapEntry[] = []
  // the patterns so far by the literal text they start with, so that an exact path is tried only against the few that may match
  const earlierPatterns = new Map<string, RegExp[]>()
  const answeredEarlier = (from: string) => {
    for (let end = 0; end <= from.length; end += 1)
      if (earlierPatterns.get(from.slice(0, end))?.some((pattern) => pattern.test(from))) return true
    return false
  }
  // nginx compares a map's exact keys in any letter case ("/locations/TX" and "/locations/tx" are one key),
  // as the Node server's resolver does: rules that differ only in case must agree, and the first stays.
  const exactTargets = new Map<string, string>()
  const cities = cityNamesByState()
  for (const rule of rules) {
    const pattern = patternOf(rule, cities)
    if (!pattern) {
      if (answeredEarlier(rule.from)) continue
      const folded = rule.from.toLowerCase()
      const earlier = exactTargets.get(folded)
      if (earlier !== undefined && earlier !== rule.to)
        throw new Error(
          `Legacy rules ${rule.from} -> ${rule.to} and -> ${earlier} differ only in letter case, which an nginx map cannot tell apart`,
        )
      if (earlier !== undefined) continue
      exactTargets.set(folded, rule.to)
      entries.push({ key: rule.from, target: rule.to, regex: false })
      continue
    }
    const target = pattern.names.reduce((to, name, index) => to.replace(`:${name}`, `$${index + 1}`), rule.to)
    const literal = rule.from.split(/[*:]/)[0] ?? ''
    if (!earlierPatterns.has(literal)) earlierPatterns.set(literal, [])
    for (const source of pattern.sources) {
      earlierPatterns.get(literal)!.push(new RegExp(source))
      entries.push({ key: source, target, regex: true })
    }
  }
  return entries
}

const nextPowerOfTwo = (value: number) => 2 ** Math.ceil(Math.log2(Math.max(value, 1)))

/**
 * map_hash_max_size and map_hash_bucket_size for the exact keys. An entry takes a pointer and the key with
 * its length, aligned to 8 bytes; a bucket must hold at least two of the longest, and nginx looks for a table
 * size up to map_hash_max_size in which no bucket overflows: four slots per key leave it room (with 3,000
 * keys of up to 51 characters, 8192 and 128 do not suffice, 16384 and 128 do; nginx -t warns otherwise).
 */
export function mapHashSizes(entries: readonly MapEntry[]): { maxSize: number; bucketSize: number } {
  const exact = entries.filter((entry) => !entry.regex)
  const longest = Math.max(0, ...exact.map((entry) => Buffer.byteLength(entry.key)))
  const entryBytes = 8 + Math.ceil((longest + 2) / 8) * 8
  return {
    maxSize: Math.max(2048, nextPowerOfTwo(exact.length * 4)),
    bucketSize: Math.max(128, nextPowerOfTwo(2 * entryBytes)),
  }
}

export const quote = (value: string) => `"${value.replace(/["\\$]/g, (char) => (char === '$' ? '$' : `\\${char}`))}"`

export function renderLegacyMap(entries: readonly MapEntry[]): string {
  const lines = entries.map(
    (entry) => `    ${quote(entry.regex ? `~${entry.key}` : entry.key)} ${quote(entry.target)};`,
  )
  return [
    "# The legacy URLs of the firm's earlier sites (app/lib/legacy), from the same rules as _redirects.",
    '# Exact paths are tried first, then the patterns in order (the first that matches wins).',
    'map $uri $site_legacy_target {',
    '    default "";',
    ...lines,
    '}',
    '',
  ].join('\n')
}
