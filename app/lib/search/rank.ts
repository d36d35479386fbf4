import { SUGGESTION_COPY } from '~/copy/search'
import { excerpt } from '../text'
import { createSubstringFilter, type SubstringFilter } from './substring-filter'
import type { SearchIndex, SearchIndexCity, SearchIndexService, SearchIndexState, Suggestion } from './types'

/** Trimmed text shorter than this yields no suggestions. */
export const MIN_QUERY_LENGTH = 2
/** The most suggestions the box shows. */
export const MAX_SUGGESTIONS = 8
/** Longer descriptions are cut to this many characters and followed by an ellipsis. */
export const DESCRIPTION_MAX_LENGTH = 120
/** A state named in "service in place" brings this many of its cities, the first in data order. */
export const CITIES_PER_MATCHED_STATE = 3
/** "business valuation in houston", "life care planning, california" */
export const PAIR_SEPARATORS = [' in ', ', '] as const

export const SCORES = {
  serviceTitle: 10,
  serviceDescription: 5,
  serviceFeature: 2,
  state: 8,
  city: 9,
  serviceInCity: 15,
  serviceInState: 12,
} as const

export function normalizeQuery(text: string): string {
  return text.trim().toLowerCase()
}

export interface RankOptions {
  /** At most this many suggestions: 8 by default (the box); the /search page passes Infinity. */
  limit?: number
  /** On equal scores, a match at a word start first ("life care in hou": Houston before Thousand Oaks); else data order. */
  wordStartsFirst?: boolean
  /** Only matches at a word start ("hou": Houston, never Thousand Oaks or "house"); implies `wordStartsFirst`. */
  wordStartsOnly?: boolean
}

/** The options of the site's search box and /search page: matches at word starts only. */
export const SITE_RANKING = { wordStartsOnly: true } as const satisfies RankOptions

/**
 * Suggestions for `text`, best first:
 * - services: title 10, else description 5, else a feature 2;
 * - states 8; cities 9;
 * - "service in place" / "service, place": a matching city 15, a matching state's first three cities 12;
 * - each URL once at its best score; on equal scores, with `wordStartsFirst`, a match at the start
 *   of a word comes before a match inside a word, and otherwise data order (services, then states,
 *   then cities); with `wordStartsOnly`, a match inside a word is no match;
 * - when those rules find nothing, a text that begins with a service and ends with a place
 *   ("life care planning houston") is read as "service in place", at the same scores.
 */
export function rankSuggestions(
  index: SearchIndex,
  text: string,
  { limit = MAX_SUGGESTIONS, wordStartsFirst = false, wordStartsOnly = false }: RankOptions = {},
): Suggestion[] {
  const query = normalizeQuery(text)
  if (query.length < MIN_QUERY_LENGTH || !(limit > 0)) return []
  const prepared = prepare(index)
  prepared.pairKeys.clear()
  const run: Run = {
    index,
    prepared,
    query,
    limit,
    wordStartsFirst: wordStartsFirst || wordStartsOnly,
    wordStartsOnly,
    out: [],
    servicesScored: false,
  }
  // Every group has a single score, so running the groups best score first yields the ranked
  // list directly: no sort, and each group stops as soon as the list is full.
  for (const group of GROUPS_BEST_FIRST) {
    if (run.out.length >= limit) break
    group.collect(run)
  }
  if (!run.out.length) collectServiceThenPlace(run)
  return run.out
}

/** Whether `piece` occurs at the start of a word of `text` ("hou" starts "houston", not "thousand"). */
export function matchesAtWordStart(text: string, piece: string): boolean {
  if (!piece) return false
  if (!isWordCharacter(piece.charCodeAt(0))) return text.includes(piece)
  for (let at = text.indexOf(piece); at >= 0; at = text.indexOf(piece, at + 1)) {
    if (at === 0 || !isWordCharacter(text.charCodeAt(at - 1))) return true
  }
  return false
}

function isWordCharacter(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || code > 127
}

/** Pushes found entries until the list is full; with `wordStartsFirst`, word-start matches first. */
function pushWordStartsFirst(
  run: Run,
  found: ArrayLike<number>,
  count: number,
  textOf: (position: number) => string,
  push: (position: number) => void,
): void {
  const { query, limit, out } = run
  if (!run.wordStartsFirst) {
    for (let i = 0; i < count && out.length < limit; i++) push(found[i]!)
    return
  }
  let inside = 0
  const insideFound = run.prepared.insideScratch
  for (let i = 0; i < count && out.length < limit; i++) {
    const position = found[i]!
    if (matchesAtWordStart(textOf(position), query)) push(position)
    else insideFound[inside++] = position
  }
  if (run.wordStartsOnly) return
  for (let i = 0; i < inside && out.length < limit; i++) push(insideFound[i]!)
}

/**
 * The fallback: each split of the text at a space, shortest service part first, is tried as "service in place"
 * ("life care planning houston"). A place part "in" is the unfinished "service in" and names no place.
 */
function collectServiceThenPlace(run: Run): void {
  const { query, index } = run
  const { cities, states } = run.prepared
  const startsAPlaceWord = (placePart: string) => {
    const cityCount = cities.find(placePart)
    for (let i = 0; i < cityCount; i++)
      if (matchesAtWordStart(index.cities[cities.found[i]!]!.nameLower, placePart)) return true
    const stateCount = states.find(placePart)
    for (let i = 0; i < stateCount; i++)
      if (matchesAtWordStart(index.states[states.found[i]!]!.nameLower, placePart)) return true
    return false
  }
  for (let at = query.indexOf(' '); at >= 0; at = query.indexOf(' ', at + 1)) {
    const servicePart = query.slice(0, at).trim()
    const placePart = query.slice(at + 1).trim()
    if (!servicePart || !placePart || placePart === PAIR_SEPARATORS[0].trim() || !startsAPlaceWord(placePart)) continue
    for (const place of ['city', 'state'] as const) {
      for (const which of passesOf(run)) collectPairs(run, servicePart, placePart, place, which)
    }
    if (run.out.length) return
  }
}

/** The passes over "service in place" pairs: word starts first, then (unless only word starts match) all. */
function passesOf(run: Run): readonly ('word-starts' | 'all')[] {
  if (run.wordStartsOnly) return ['word-starts']
  return run.wordStartsFirst ? ['word-starts', 'all'] : ['all']
}

interface Run {
  index: SearchIndex
  prepared: PreparedIndex
  query: string
  limit: number
  wordStartsFirst: boolean
  wordStartsOnly: boolean
  out: Suggestion[]
  servicesScored: boolean
}

interface Group {
  score: number
  collect: (run: Run) => void
}

/** In data order, so the stable sort keeps services, states, cities on equal scores; only service-location URLs can repeat. */
const GROUPS: Group[] = [
  { score: SCORES.serviceTitle, collect: (run) => pushScoredServices(run, SCORES.serviceTitle) },
  { score: SCORES.serviceDescription, collect: (run) => pushScoredServices(run, SCORES.serviceDescription) },
  { score: SCORES.serviceFeature, collect: (run) => pushScoredServices(run, SCORES.serviceFeature) },
  { score: SCORES.state, collect: collectStates },
  { score: SCORES.city, collect: collectCities },
  { score: SCORES.serviceInCity, collect: (run) => collectServiceLocations(run, 'city') },
  { score: SCORES.serviceInState, collect: (run) => collectServiceLocations(run, 'state') },
]
const GROUPS_BEST_FIRST = [...GROUPS].sort((a, b) => b.score - a.score)

interface PreparedIndex {
  titles: SubstringFilter
  states: SubstringFilter
  cities: SubstringFilter
  /** The distinct words of the services' descriptions and features */
  words: SubstringFilter
  /** For each word, a bit per service whose description has it; undefined past 32 services */
  wordInDescription?: Uint32Array
  /** For each word, a bit per service whose features have it; undefined past 32 services */
  wordInFeatures?: Uint32Array
  /** Each service's features joined by a newline, which a one-line query never contains */
  featuresLower: string[]
  /** For each state, the positions in `cities` of its first cities in data order */
  firstCities: number[][]
  /** Scratch space for the current query */
  serviceScores: Uint8Array
  placeCities: Int32Array
  /** For each entry of `placeCities`, 1 when the place part starts a word of the place's name */
  placeStartsWord: Uint8Array
  /** Positions of matches inside a word, held back until the matches at a word start are listed */
  insideScratch: Int32Array
  serviceScratch: Int32Array
  pairKeys: Set<number>
}

const preparedIndexes = new WeakMap<SearchIndex, PreparedIndex>()
const WORD_SEPARATOR = /[ \n]+/

/** Builds `rankSuggestions`'s lookups in steps, yielding the main thread between them so typing is never held up. */
export async function prepareSearchIndex(index: SearchIndex): Promise<void> {
  const steps = buildPreparedIndex(index)
  let step = steps.next()
  while (!step.done) {
    await new Promise((resolve) => setTimeout(resolve, 0))
    step = steps.next()
  }
  if (!preparedIndexes.has(index)) preparedIndexes.set(index, step.value)
}

function prepare(index: SearchIndex): PreparedIndex {
  let prepared = preparedIndexes.get(index)
  if (prepared) return prepared
  const steps = buildPreparedIndex(index)
  let step = steps.next()
  while (!step.done) step = steps.next()
  prepared = step.value
  preparedIndexes.set(index, prepared)
  return prepared
}

function* buildPreparedIndex(index: SearchIndex): Generator<void, PreparedIndex> {
  const { services } = index
  const titles = createSubstringFilter(services.map((service) => service.titleLower))
  const states = createSubstringFilter(index.states.map((state) => state.nameLower))
  const firstCities: number[][] = index.states.map(() => [])
  index.cities.forEach((city, position) => {
    const list = firstCities[city.state]
    if (list && list.length < CITIES_PER_MATCHED_STATE) list.push(position)
  })
  yield
  const cities = createSubstringFilter(index.cities.map((city) => city.nameLower))
  yield

  const featuresLower = services.map((service) => service.featuresLower.join('\n'))
  const wordPositions = new Map<string, number>()
  const wordMasks: { description: number; features: number }[] = []
  const addWords = (text: string, service: number, field: 'description' | 'features') => {
    for (const word of text.split(WORD_SEPARATOR)) {
      if (!word) continue
      let position = wordPositions.get(word)
      if (position === undefined) {
        position = wordMasks.length
        wordPositions.set(word, position)
        wordMasks.push({ description: 0, features: 0 })
      }
      if (service < 32) wordMasks[position]![field] |= 1 << service
    }
  }
  services.forEach((service, position) => {
    addWords(service.descriptionLower, position, 'description')
    addWords(featuresLower[position]!, position, 'features')
  })
  const masksFit = services.length <= 32
  yield
  const words = createSubstringFilter([...wordPositions.keys()])

  return {
    titles,
    states,
    cities,
    words,
    wordInDescription: masksFit ? Uint32Array.from(wordMasks, (mask) => mask.description) : undefined,
    wordInFeatures: masksFit ? Uint32Array.from(wordMasks, (mask) => mask.features) : undefined,
    featuresLower,
    firstCities,
    serviceScores: new Uint8Array(services.length),
    placeCities: new Int32Array(index.cities.length),
    placeStartsWord: new Uint8Array(index.cities.length),
    insideScratch: new Int32Array(Math.max(index.cities.length, index.states.length, services.length)),
    serviceScratch: new Int32Array(services.length),
    pairKeys: new Set(),
  }
}

/**
 * Each service's best match: title 10, else description 5, else a feature 2. Word bitsets narrow the services;
 * only multi-piece queries are confirmed on the full text.
 */
function scoreServices({ index, prepared, query, wordStartsOnly }: Run): void {
  const { services } = index
  const scores = prepared.serviceScores
  scores.fill(0)
  const { titles, words, wordInDescription, wordInFeatures } = prepared
  const matches = wordStartsOnly ? matchesAtWordStart : (text: string, piece: string) => text.includes(piece)
  const titleCount = titles.find(query)
  for (let i = 0; i < titleCount; i++) {
    const position = titles.found[i]!
    if (!wordStartsOnly || matchesAtWordStart(services[position]!.titleLower, query))
      scores[position] = SCORES.serviceTitle
  }
  if (titleCount === services.length && !wordStartsOnly) return

  let inDescription = -1
  let inFeatures = -1
  const onePiece = !query.includes(' ')
  if (wordInDescription && wordInFeatures) {
    for (let from = 0; from <= query.length && (inDescription || inFeatures);) {
      let to = query.indexOf(' ', from)
      if (to < 0) to = query.length
      if (onePiece || to - from >= 3) {
        const count = words.find(onePiece ? query : query.slice(from, to))
        let description = 0
        let features = 0
        for (let i = 0; i < count; i++) {
          description |= wordInDescription[words.found[i]!]!
          features |= wordInFeatures[words.found[i]!]!
        }
        inDescription &= description
        inFeatures &= features
      }
      from = to + 1
    }
  }
  const confirm = !onePiece || !wordInDescription || wordStartsOnly
  for (let i = 0; i < services.length; i++) {
    if (scores[i]) continue
    const bit = i < 32 ? 1 << i : 0
    if ((inDescription & bit || !bit) && (!confirm || matches(services[i]!.descriptionLower, query))) {
      scores[i] = SCORES.serviceDescription
    } else if ((inFeatures & bit || !bit) && (!confirm || matches(prepared.featuresLower[i]!, query))) {
      scores[i] = SCORES.serviceFeature
    }
  }
}

/** Services whose best match gives `score`; the services are scored once per query, when first needed. */
function pushScoredServices(run: Run, score: number): void {
  const { index, prepared, out } = run
  if (!run.servicesScored) {
    run.servicesScored = true
    scoreServices(run)
  }
  const scores = prepared.serviceScores
  const matching = prepared.serviceScratch
  let count = 0
  for (let i = 0; i < index.services.length; i++) if (scores[i] === score) matching[count++] = i
  const textOf =
    score === SCORES.serviceTitle
      ? (i: number) => index.services[i]!.titleLower
      : score === SCORES.serviceDescription
        ? (i: number) => index.services[i]!.descriptionLower
        : (i: number) => prepared.featuresLower[i]!
  pushWordStartsFirst(run, matching, count, textOf, (i) => out.push(serviceSuggestion(index.services[i]!, score)))
}

function collectStates(run: Run): void {
  const {
    index,
    prepared: { states },
    query,
    out,
  } = run
  const count = states.find(query)
  pushWordStartsFirst(
    run,
    states.found,
    count,
    (i) => index.states[i]!.nameLower,
    (i) => out.push(stateSuggestion(index.states[i]!)),
  )
}

function collectCities(run: Run): void {
  const {
    index,
    prepared: { cities },
    query,
    out,
  } = run
  const count = cities.find(query)
  pushWordStartsFirst(
    run,
    cities.found,
    count,
    (i) => index.cities[i]!.nameLower,
    (i) => {
      const city = index.cities[i]!
      out.push(citySuggestion(city, index.states[city.state]!))
    },
  )
}

/** The text split in two non-empty parts: service title, then a city (15) or a state's first three cities (12); each pair once. */
function collectServiceLocations(run: Run, place: 'city' | 'state'): void {
  const { query } = run
  for (const which of passesOf(run)) {
    for (const separator of PAIR_SEPARATORS) {
      const at = query.indexOf(separator)
      if (at < 0 || query.indexOf(separator, at + separator.length) >= 0) continue
      const servicePart = query.slice(0, at).trim()
      const placePart = query.slice(at + separator.length).trim()
      if (!servicePart || !placePart) continue
      collectPairs(run, servicePart, placePart, place, which)
    }
  }
}

/** The (service, city) pairs of a service part and a place part; 'word-starts' keeps pairs whose parts both start a word. */
function collectPairs(
  run: Run,
  servicePart: string,
  placePart: string,
  place: 'city' | 'state',
  which: 'word-starts' | 'all',
): void {
  const { index, prepared, limit, out } = run
  const { titles, cities, states, firstCities, placeCities, placeStartsWord } = prepared
  let placeCount = 0
  if (place === 'city') {
    placeCount = cities.find(placePart)
    placeCities.set(cities.found.subarray(0, placeCount))
    for (let j = 0; j < placeCount; j++)
      placeStartsWord[j] = matchesAtWordStart(index.cities[placeCities[j]!]!.nameLower, placePart) ? 1 : 0
  } else {
    const stateCount = states.find(placePart)
    for (let i = 0; i < stateCount; i++) {
      const state = states.found[i]!
      const startsWord = matchesAtWordStart(index.states[state]!.nameLower, placePart) ? 1 : 0
      for (const city of firstCities[state]!) {
        placeStartsWord[placeCount] = startsWord
        placeCities[placeCount++] = city
      }
    }
  }
  if (!placeCount) return

  const score = place === 'city' ? SCORES.serviceInCity : SCORES.serviceInState
  const serviceCount = titles.find(servicePart)
  const wordStarts = which === 'word-starts'
  for (let i = 0; i < serviceCount; i++) {
    const serviceIndex = titles.found[i]!
    const serviceStartsWord = matchesAtWordStart(index.services[serviceIndex]!.titleLower, servicePart)
    if (wordStarts && !serviceStartsWord) continue
    for (let j = 0; j < placeCount; j++) {
      if (out.length >= limit) return
      if (wordStarts && !placeStartsWord[j]) continue
      const cityIndex = placeCities[j]!
      const key = serviceIndex * index.cities.length + cityIndex
      if (prepared.pairKeys.has(key)) continue
      prepared.pairKeys.add(key)
      const city = index.cities[cityIndex]!
      out.push(serviceLocationSuggestion(index.services[serviceIndex]!, city, index.states[city.state]!, score))
    }
  }
}

function serviceSuggestion(service: SearchIndexService, score: number): Suggestion {
  return {
    type: 'service',
    title: service.title,
    description: excerpt(service.description, DESCRIPTION_MAX_LENGTH),
    url: `/services/${service.slug}`,
    icon: service.icon,
    relevanceScore: score,
  }
}

function stateSuggestion(state: SearchIndexState): Suggestion {
  return {
    type: 'location',
    title: state.name,
    description: excerpt(SUGGESTION_COPY.state(state.name), DESCRIPTION_MAX_LENGTH),
    url: `/${state.slug}`,
    icon: 'map-pin',
    relevanceScore: SCORES.state,
  }
}

function citySuggestion(city: SearchIndexCity, state: SearchIndexState): Suggestion {
  return {
    type: 'location',
    title: `${city.name}, ${state.abbreviation}`,
    description: excerpt(SUGGESTION_COPY.city(city.name, state.name), DESCRIPTION_MAX_LENGTH),
    url: `/${state.slug}/${city.slug}`,
    icon: 'map-pin',
    relevanceScore: SCORES.city,
  }
}

function serviceLocationSuggestion(
  service: SearchIndexService,
  city: SearchIndexCity,
  state: SearchIndexState,
  score: number,
): Suggestion {
  return {
    type: 'service-location',
    title: `${service.title} in ${city.name}, ${state.abbreviation}`,
    description: excerpt(SUGGESTION_COPY.serviceInCity(service.title, city.name, state.name), DESCRIPTION_MAX_LENGTH),
    url: `/services/${service.slug}/${state.slug}/${city.slug}`,
    icon: service.icon,
    relevanceScore: score,
  }
}
