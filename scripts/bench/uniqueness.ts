/**
 * How different the service-in-city pages are from one another: a fixed sample of page pairs
 * (same service in cities of different states; same city with different services), each page
 * rendered from its builder through the route component to static HTML, reduced to its main
 * content (navigation excluded: no header, footer or breadcrumb trail is rendered or counted),
 * and compared by the Jaccard similarity of word 5-gram shingles. No build is needed.
 */
import { Parser } from 'htmlparser2'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { listCities } from '~/lib/content/locations'
import { listServices } from '~/lib/content/services'
import { buildServiceCityPage } from '~/lib/pages/service-city.server'
import ServiceCityPage from '~/routes/service-city'
import type { Bench, BenchRow } from './types'

export const SHINGLE_SIZE = 5
const PAIRS_PER_KIND = 60
const SAME_SERVICE_BUDGET = 0.6
const EXCLUDED_ELEMENTS = new Set(['nav', 'header', 'footer', 'script', 'style', 'template'])

export interface PageRef {
  serviceSlug: string
  stateSlug: string
  citySlug: string
}

/** The visible text of an HTML fragment, without navigation, header, footer or scripts. */
export function mainText(html: string): string {
  const words: string[] = []
  let excludedDepth = 0
  const parser = new Parser(
    {
      onopentag(name) {
        if (excludedDepth || EXCLUDED_ELEMENTS.has(name)) excludedDepth += 1
        words.push(' ')
      },
      onclosetag(name) {
        if (excludedDepth && (excludedDepth > 1 || EXCLUDED_ELEMENTS.has(name))) excludedDepth -= 1
        words.push(' ')
      },
      ontext(text) {
        if (!excludedDepth) words.push(text)
      },
    },
    { decodeEntities: true },
  )
  parser.write(html)
  parser.end()
  // Element boundaries are not always whitespace in the markup: a space at each keeps words apart.
  return words.join('').replace(/\s+/g, ' ').trim()
}

/** The set of word n-grams of a text, lower-cased, punctuation dropped. */
export function shingles(text: string, size = SHINGLE_SIZE): Set<string> {
  const words = text.toLowerCase().match(/[a-z0-9]+(?:['’][a-z]+)?/g) ?? []
  const set = new Set<string>()
  for (let index = 0; index + size <= words.length; index += 1) set.add(words.slice(index, index + size).join(' '))
  return set
}

export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (!a.size && !b.size) return 1
  let shared = 0
  for (const item of a) if (b.has(item)) shared += 1
  return shared / (a.size + b.size - shared)
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((x, y) => x - y)
  const middle = Math.floor(sorted.length / 2)
  if (!sorted.length) return Number.NaN
  return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}

/** A page's main content as rendered by the route component from the builder's loader data. */
export function renderServiceCityMain(page: PageRef): string {
  const loaderData = buildServiceCityPage(page.serviceSlug, page.stateSlug, page.citySlug)
  const path = loaderData.meta.path
  const element = createElement(MemoryRouter, { initialEntries: [path] }, createElement(ServiceCityPage, { loaderData } as never))
  return mainText(renderToStaticMarkup(element))
}

/** The fixed sample: strides through the data so every run compares the same pairs. */
export function samplePairs(count = PAIRS_PER_KIND): { sameService: [PageRef, PageRef][]; sameCity: [PageRef, PageRef][] } {
  const places = listCities()
  const services = listServices()
  const ref = (serviceIndex: number, placeIndex: number): PageRef => {
    const service = services[serviceIndex % services.length]
    const place = places[placeIndex % places.length]
    if (!service || !place) throw new Error('uniqueness bench: empty data')
    return { serviceSlug: service.slug, stateSlug: place.state.slug, citySlug: place.city.slug }
  }
  const sameService: [PageRef, PageRef][] = []
  const sameCity: [PageRef, PageRef][] = []
  for (let index = 0; index < count; index += 1) {
    const first = (index * 97 + 11) % places.length
    let second = (index * 389 + 503) % places.length
    while (places[second]?.state.slug === places[first]?.state.slug) second = (second + 37) % places.length
    sameService.push([ref(index, first), ref(index, second)])

    const place = (index * 131 + 7) % places.length
    const other = (index * 7 + 3) % services.length === index % services.length ? index + 1 : index * 7 + 3
    sameCity.push([ref(index, place), ref(other, place)])
  }
  return { sameService, sameCity }
}

export interface PairScore {
  a: PageRef
  b: PageRef
  similarity: number
}

export function scorePairs(pairs: readonly [PageRef, PageRef][]): PairScore[] {
  const cache = new Map<string, Set<string>>()
  const shinglesOf = (page: PageRef) => {
    const key = `${page.serviceSlug}/${page.stateSlug}/${page.citySlug}`
    let set = cache.get(key)
    if (!set) {
      set = shingles(renderServiceCityMain(page))
      cache.set(key, set)
    }
    return set
  }
  return pairs.map(([a, b]) => ({ a, b, similarity: jaccard(shinglesOf(a), shinglesOf(b)) }))
}

const pathOf = (page: PageRef) => `${page.serviceSlug}/${page.stateSlug}/${page.citySlug}`
const describePair = (score: PairScore) => `${pathOf(score.a)} vs ${pathOf(score.b)}`

export const benchUniqueness: Bench = async () => {
  const { sameService, sameCity } = samplePairs()
  const rows: BenchRow[] = []
  const kinds = [
    { label: 'same service, cities in different states', scores: scorePairs(sameService), budget: SAME_SERVICE_BUDGET },
    { label: 'same city, different services', scores: scorePairs(sameCity), budget: undefined },
  ]
  for (const { label, scores, budget } of kinds) {
    const values = scores.map((score) => score.similarity)
    const mid = median(values)
    const worst = scores.reduce((max, score) => (score.similarity > max.similarity ? score : max))
    rows.push({
      area: 'uniqueness',
      metric: `${label}: median Jaccard (word ${String(SHINGLE_SIZE)}-grams, ${String(scores.length)} pairs)`,
      value: mid.toFixed(3),
      ...(budget === undefined ? {} : { budget: `< ${String(budget)}`, ok: mid < budget }),
    })
    rows.push({ area: 'uniqueness', metric: `${label}: worst pair (${describePair(worst)})`, value: worst.similarity.toFixed(3) })
  }
  return rows
}
