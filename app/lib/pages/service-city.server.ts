import {
  type DataServiceContext,
  ENGAGEMENT_STEPS,
  SERVICE_CITY_COPY,
  SERVICE_LOCAL_COPY,
  type ServiceCopyContext,
  type ServiceLocalCopy,
} from '~/content/location-copy'
import { findCaseTypeByName } from '~/lib/content/case-types'
import { cityLabel, findCity, findState } from '~/lib/content/locations'
import { caseTypePath, cityPath, serviceCityPath, serviceHubPath, statePath } from '~/lib/content/paths'
import { joinNames, orderByKey, pickVariant } from '~/lib/content/place-facts'
import { findService, listServices } from '~/lib/content/services'
import type { CaseType, City, Service, State } from '~/lib/content/types'
import type { PageMeta } from '~/lib/seo/page-meta'
import { serviceJsonLd } from '~/lib/seo/structured-data'
import { SERVICES_CRUMB, trail } from './breadcrumbs'
import { notFound } from './not-found'
import { cityFacts, fitDescription, PLACES, placeContext, type PlaceFact, placeParagraphs, stateInProse } from './place-context.server'

export interface SectionItem {
  title: string
  text: string
  to?: string
}

/** One block of a location page's body, composed on the server; the page renders it as given. */
export interface LocationSectionData {
  id: string
  heading: string
  paragraphs: string[]
  items?: SectionItem[]
  /** Render `items` as numbered steps */
  steps?: boolean
  list?: { heading: string; items: string[] }
  facts?: PlaceFact[]
}

export interface LinkItem {
  label: string
  to: string
}

type SectionId = 'scope' | 'methods' | 'local' | 'engagement'

const SECTION_ORDERS: readonly (readonly SectionId[])[] = [
  ['scope', 'local', 'methods', 'engagement'],
  ['local', 'scope', 'engagement', 'methods'],
  ['scope', 'methods', 'local', 'engagement'],
  ['local', 'methods', 'scope', 'engagement'],
  ['scope', 'engagement', 'local', 'methods'],
]

const CASE_TYPES_SHOWN = 4
const FEATURES_SHOWN = 3
const METHODS_SHOWN = 3
const NEARBY_LINKS = 6

const STOP_WORDS = new Set(['what', 'which', 'would', 'have', 'been', 'that', 'this', 'with', 'from', 'into', 'does', 'will', 'much', 'many', 'each', 'should', 'their', 'there', 'than', 'under', 'when', 'were', 'they', 'them', 'other', 'about', 'after', 'before'])

/** The distinctive words of a text: lower-case, four letters or more, a plural "s" dropped. */
function wordsOf(text: string): string[] {
  return (text.toLowerCase().match(/[a-z]{4,}/g) ?? []).filter((word) => !STOP_WORDS.has(word)).map((word) => word.replace(/s$/, ''))
}

const relevantQuestionsCache = new Map<string, string[]>()

/**
 * A case type's questions that concern this service (the vocabulary's questions span every
 * service naming the case type): those sharing the most words with the service's own copy.
 */
function relevantQuestions(service: Service, caseType: CaseType): string[] {
  const cacheKey = `${service.slug}|${caseType.slug}`
  const cached = relevantQuestionsCache.get(cacheKey)
  if (cached) return cached
  const vocabulary = new Set(
    wordsOf([service.summary, service.description, ...service.features, ...(service.methods ?? []).map((method) => `${method.name} ${method.detail}`)].join(' ')),
  )
  const scored = caseType.questions.map((question) => ({ question, score: new Set(wordsOf(question).filter((word) => vocabulary.has(word))).size }))
  const best = Math.max(...scored.map(({ score }) => score))
  const relevant = scored.filter(({ score }) => score >= Math.max(1, best)).map(({ question }) => question)
  const result = relevant.length ? relevant : caseType.questions
  relevantQuestionsCache.set(cacheKey, result)
  return result
}

const hasPlaceData = (c: ServiceCopyContext): c is DataServiceContext => c.approx !== undefined && c.metro !== undefined

function localCopyOf(service: Service): ServiceLocalCopy {
  const copy = SERVICE_LOCAL_COPY[service.slug]
  if (!copy) throw new Error(`Service "${service.slug}" has no local copy in app/content/location-copy.ts`)
  return copy
}

function describe(service: Service, city: City, state: State, copy: ServiceLocalCopy): string {
  const label = cityLabel(city, state)
  return fitDescription([
    ...(city.metro ? [`${service.title} in ${label} (${city.metro} area): ${copy.descriptionPhrase}.`] : []),
    `${service.title} in ${label}: ${copy.descriptionPhrase}.`,
    `${service.title} in ${label}.`,
  ])
}

function localSection(key: string, c: ServiceCopyContext, copy: ServiceLocalCopy, state: State, city: City): LocationSectionData {
  const { place, coverage } = placeParagraphs(key, c, state, city)
  const local = hasPlaceData(c)
    ? orderByKey(copy.local, key, 'local', (frame) => String(copy.local.indexOf(frame))).slice(0, 2).map((frame) => frame(c))
    : orderByKey(copy.localPlain, key, 'local', (frame) => String(copy.localPlain.indexOf(frame))).map((frame) => frame(c))
  return {
    id: 'local',
    heading: pickVariant(SERVICE_CITY_COPY.localHeading, key, 'local-heading')(c),
    paragraphs: [...(place ? [place] : []), local.join(' '), coverage],
    facts: cityFacts(state, city),
  }
}

function scopeSection(key: string, c: ServiceCopyContext, service: Service): LocationSectionData {
  const caseTypes = orderByKey(service.caseTypes, key, 'case-types', (name) => name)
    .map((name) => findCaseTypeByName(name))
    .filter((caseType): caseType is CaseType => caseType !== undefined)
    .slice(0, CASE_TYPES_SHOWN)
  const features = orderByKey(service.features, key, 'features', (feature) => feature).slice(0, FEATURES_SHOWN)
  const intro = pickVariant(SERVICE_CITY_COPY.scopeIntro, key, 'scope-intro')({ ...c, caseTypes: joinNames(caseTypes.map((caseType) => caseType.name)) })
  return {
    id: 'scope',
    heading: pickVariant(SERVICE_CITY_COPY.scopeHeading, key, 'scope-heading')(c),
    paragraphs: [intro],
    items: caseTypes.map((caseType) => ({
      title: caseType.name,
      text: pickVariant(relevantQuestions(service, caseType), key, `question:${caseType.slug}`),
      to: caseTypePath(caseType.slug),
    })),
    list: { heading: pickVariant(SERVICE_CITY_COPY.deliverablesHeading, key, 'deliverables')(c), items: features },
  }
}

function methodsSection(key: string, c: ServiceCopyContext, service: Service): LocationSectionData {
  const methods = orderByKey(service.methods ?? [], key, 'methods', (method) => method.name).slice(0, METHODS_SHOWN)
  return {
    id: 'methods',
    heading: pickVariant(SERVICE_CITY_COPY.methodsHeading, key, 'methods-heading')(c),
    paragraphs: [pickVariant(SERVICE_CITY_COPY.methodsIntro, key, 'methods-intro')(c)],
    items: methods.map((method) => ({ title: method.name, text: method.detail })),
  }
}

function engagementSection(key: string, c: ServiceCopyContext, service: Service): LocationSectionData {
  return {
    id: 'engagement',
    heading: pickVariant(SERVICE_CITY_COPY.engagementHeading, key, 'engagement-heading')(c),
    paragraphs: [],
    steps: true,
    items: ENGAGEMENT_STEPS.map((step, index) => ({
      title: pickVariant(step.titles, key, `step-title:${String(index)}`),
      text: pickVariant(step[service.group], key, `step:${String(index)}`)(c),
    })),
  }
}

export function buildServiceCityPage(serviceSlug: string, stateSlug: string, citySlug: string) {
  const service = findService(serviceSlug) ?? notFound()
  const state = findState(stateSlug) ?? notFound()
  const city = findCity(stateSlug, citySlug) ?? notFound()
  const path = serviceCityPath(service.slug, state.slug, city.slug)
  const label = cityLabel(city, state)
  const key = `${service.slug}/${state.slug}/${city.slug}`
  const copy = localCopyOf(service)
  const c: ServiceCopyContext = { ...placeContext(state, city), service: service.title }
  const pick = <T>(options: readonly T[], salt: string) => pickVariant(options, key, salt)

  const title = `${service.title} in ${label}`
  const description = describe(service, city, state, copy)
  const meta: PageMeta = {
    title,
    description,
    path,
    h1: title,
    breadcrumbs: trail(
      SERVICES_CRUMB,
      { name: service.title, path: serviceHubPath(service.slug) },
      { name: state.name, path: statePath(state.slug) },
      { name: city.name, path },
    ),
    structuredData: [serviceJsonLd({ title, description, path, areaServed: { type: 'City', name: city.name, containedIn: state.name } })],
  }

  const builders: Record<SectionId, () => LocationSectionData> = {
    scope: () => scopeSection(key, c, service),
    methods: () => methodsSection(key, c, service),
    local: () => localSection(key, c, copy, state, city),
    engagement: () => engagementSection(key, c, service),
  }
  const sections = pick(SECTION_ORDERS, 'order').map((id) => builders[id]())

  const nearbyPlaces = PLACES.nearbyCities(state, city, NEARBY_LINKS)
  const nearby = {
    heading: `${service.title} in nearby cities`,
    intro: c.metroPeers ? pick(SERVICE_CITY_COPY.nearbyIntroMetro, 'nearby-intro')(c) : pick(SERVICE_CITY_COPY.nearbyIntroState, 'nearby-intro')(c),
    links: nearbyPlaces.map(
      (place): LinkItem => ({ label: cityLabel(place.city, place.state), to: serviceCityPath(service.slug, place.state.slug, place.city.slug) }),
    ),
  }
  const otherServices = {
    heading: `Other services in ${city.name}`,
    links: listServices()
      .filter((other) => other.slug !== service.slug)
      .map((other): LinkItem => ({ label: other.title, to: serviceCityPath(other.slug, state.slug, city.slug) })),
  }
  const related = {
    heading: `More on ${service.title} and ${stateInProse(state)}`,
    links: [
      { label: `${service.title}: the service in full`, to: serviceHubPath(service.slug) },
      { label: `Forensic economics in ${stateInProse(state)}`, to: statePath(state.slug) },
      { label: `All services in ${label}`, to: cityPath(state.slug, city.slug) },
    ],
  }
  const cta = {
    heading: pick(SERVICE_CITY_COPY.ctaHeading[service.group], 'cta-heading')(c),
    text: pick(SERVICE_CITY_COPY.ctaText[service.group], 'cta-text')(c),
  }

  return { meta, intro: pick(copy.lead, 'lead')(c), sections, nearby, otherServices, related, cta }
}
