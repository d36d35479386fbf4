/**
 * How much of a service-in-city page is its own: 60 fixed pairs of indexed pages (the six litigation
 * services: decision 017) for the same service in cities of different states, each rendered from its builder through the route component to static
 * HTML (navigation, header, footer and the map's SVG excluded), then:
 * - the share of a page's sentences (text split at sentence ends, headings included, five words or
 *   more) that also appear word for word in the other page once the two pages' own city name, state
 *   name and state abbreviation are each replaced by one placeholder; numbers and every other name
 *   stay, so a sentence that states a fact about its place counts as its own (median over the pages);
 * - the number of facts from the place and law data each page renders, as its builder counts them.
 * No build is needed.
 */
import { Parser } from 'htmlparser2'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { findCity, findState, listCities } from '~/lib/content-folder/locations'
import { indexesCityPages } from '~/lib/content-folder/index-policy'
import { listServices } from '~/lib/content-folder/services'
import { buildServiceCityPage } from '~/lib/pages/service-city.server'
import { ServiceCityBody } from '~/components/pages/service-city-body'
import type { Bench } from './types'

const PAIRS = 60
export const SHARED_SENTENCE_AIM = 0.2
export const FACT_COUNT_AIM = 8
export const MIN_SENTENCE_WORDS = 5
const EXCLUDED_ELEMENTS = new Set(['nav', 'header', 'footer', 'script', 'style', 'template', 'svg'])
const BLOCK_ELEMENTS = new Set([
  'p',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'td',
  'th',
  'dt',
  'dd',
  'caption',
  'figcaption',
  'div',
  'section',
  'ul',
  'ol',
  'dl',
  'table',
  'tr',
  'figure',
  'main',
  'article',
])

export interface PageRef {
  serviceSlug: string
  stateSlug: string
  citySlug: string
}

/** The text blocks of an HTML fragment (paragraphs, items, headings, cells), navigation and scripts left out. */
export function textBlocks(html: string): string[] {
  const blocks: string[] = []
  let current = ''
  let excludedDepth = 0
  const flush = () => {
    const text = current.replace(/\s+/g, ' ').trim()
    if (text) blocks.push(text)
    current = ''
  }
  const parser = new Parser(
    {
      onopentag(name) {
        if (excludedDepth || EXCLUDED_ELEMENTS.has(name)) excludedDepth += 1
        else if (BLOCK_ELEMENTS.has(name)) flush()
        else current += ' '
      },
      onclosetag(name) {
        if (excludedDepth) {
          excludedDepth -= 1
          return
        }
        if (BLOCK_ELEMENTS.has(name)) flush()
        else current += ' '
      },
      ontext(text) {
        if (!excludedDepth) current += text
      },
    },
    { decodeEntities: true },
  )
  parser.write(html)
  parser.end()
  flush()
  return blocks
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Sentences of five words or more, with the page's own place names replaced by one placeholder. */
export function placeNeutralSentences(blocks: readonly string[], names: readonly string[]): Set<string> {
  const pattern = new RegExp(
    `\\b(?:${[...names]
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join('|')})\\b`,
    'g',
  )
  const sentences = new Set<string>()
  for (const block of blocks) {
    for (const sentence of block.split(/(?<=[.!?])\s+(?=[A-Z0-9"'(“])/)) {
      const neutral = sentence.replace(pattern, '{place}').trim()
      // A word has a letter or digit: "&" and "-" alone are not words.
      if (neutral.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length >= MIN_SENTENCE_WORDS)
        sentences.add(neutral)
    }
  }
  return sentences
}

/** The share of `own` that also appears in `other`. */
export function sharedShare(own: ReadonlySet<string>, other: ReadonlySet<string>): number {
  if (!own.size) return 0
  let shared = 0
  for (const sentence of own) if (other.has(sentence)) shared += 1
  return shared / own.size
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((x, y) => x - y)
  const middle = Math.floor(sorted.length / 2)
  if (!sorted.length) return Number.NaN
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}

/** A page's main content as the server renders its static body from the page builder. */
export function renderServiceCityMain(page: PageRef): { html: string; factCount: number } {
  const built = buildServiceCityPage(page.serviceSlug, page.stateSlug, page.citySlug)
  return { html: renderToStaticMarkup(createElement(ServiceCityBody, { page: built })), factCount: built.factCount }
}

/** The fixed sample: strides through the data so every run compares the same pairs. */
export function samplePairs(count = PAIRS): [PageRef, PageRef][] {
  const places = listCities()
  const services = listServices().filter((service) => indexesCityPages(service))
  const ref = (serviceIndex: number, placeIndex: number): PageRef => {
    const service = services[serviceIndex % services.length]
    const place = places[placeIndex % places.length]
    if (!service || !place) throw new Error('uniqueness bench: empty data')
    return { serviceSlug: service.slug, stateSlug: place.state.slug, citySlug: place.city.slug }
  }
  const pairs: [PageRef, PageRef][] = []
  for (let index = 0; index < count; index += 1) {
    const first = (index * 97 + 11) % places.length
    let second = (index * 389 + 503) % places.length
    while (places[second]?.state.slug === places[first]?.state.slug) second = (second + 37) % places.length
    pairs.push([ref(index, first), ref(index, second)])
  }
  return pairs
}

export interface UniquenessFigures {
  medianSharedShare: number
  worstSharedShare: number
  worstPage: string
  medianFactCount: number
  pages: number
}

export function measureUniqueness(pairs = samplePairs()): UniquenessFigures {
  const shares: { page: string; share: number }[] = []
  const facts: number[] = []
  for (const [a, b] of pairs) {
    const rendered = [a, b].map((ref) => {
      const state = findState(ref.stateSlug)!
      const city = findCity(ref.stateSlug, ref.citySlug)!
      const { html, factCount } = renderServiceCityMain(ref)
      facts.push(factCount)
      return { ref, sentences: placeNeutralSentences(textBlocks(html), [city.name, state.name, state.abbreviation]) }
    })
    const [first, second] = rendered as [(typeof rendered)[0], (typeof rendered)[0]]
    shares.push({
      page: `${first.ref.serviceSlug}/${first.ref.stateSlug}/${first.ref.citySlug}`,
      share: sharedShare(first.sentences, second.sentences),
    })
    shares.push({
      page: `${second.ref.serviceSlug}/${second.ref.stateSlug}/${second.ref.citySlug}`,
      share: sharedShare(second.sentences, first.sentences),
    })
  }
  const worst = shares.reduce((max, entry) => (entry.share > max.share ? entry : max))
  return {
    medianSharedShare: median(shares.map((entry) => entry.share)),
    worstSharedShare: worst.share,
    worstPage: worst.page,
    medianFactCount: median(facts),
    pages: shares.length,
  }
}

export const benchUniqueness: Bench = async () => {
  const figures = measureUniqueness()
  return [
    {
      area: 'uniqueness',
      metric: `indexed service-in-city pages, same service, different states: median share of sentences also on the other page (${String(figures.pages)} pages)`,
      value: figures.medianSharedShare.toFixed(3),
      budget: `<= ${String(SHARED_SENTENCE_AIM)}`,
      ok: figures.medianSharedShare <= SHARED_SENTENCE_AIM,
    },
    { area: 'uniqueness', metric: `highest share (${figures.worstPage})`, value: figures.worstSharedShare.toFixed(3) },
    {
      area: 'uniqueness',
      metric: 'median facts from the place, labor-market and law data per page',
      value: String(figures.medianFactCount),
      budget: `>= ${String(FACT_COUNT_AIM)}`,
      ok: figures.medianFactCount >= FACT_COUNT_AIM,
    },
  ]
}
