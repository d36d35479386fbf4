import { LIVE_SERVICE_CATALOG } from '~/copy/service-catalog'
import { cityPath, serviceCityPath, serviceHubPath, statePath } from '~/lib/content-folder/path-builders'
import { REDIRECT_PAGES } from '~/lib/routing'
import {
  findArea,
  findCityInState,
  findCountySeat,
  findMetroPrincipalCity,
  findStateByToken,
  type ResolvedPlace,
} from './places'
import { LEGACY_SECTION_TARGETS, LEGACY_SERVICE_PREFIXES, RETIRED_SERVICE_TARGETS } from './prefixes'

const ECONOMIST_SERVICE = 'economic-loss-assessment'

// Longest first, so "personal-injury-economist" is tried before any prefix it could end with.
const SERVICE_PREFIXES = Object.keys(LEGACY_SERVICE_PREFIXES).sort((a, b) => b.length - a.length)
const LIVE_SERVICE_SLUGS = new Set(LIVE_SERVICE_CATALOG.map((service) => service.slug))

function serviceOf(prefix: string): string | undefined {
  return LEGACY_SERVICE_PREFIXES[prefix]
}

function servicePlacePath(service: string, place: ResolvedPlace): string {
  return serviceCityPath(service, place.state.slug, place.city.slug)
}

function splitLeadingPrefix(segment: string): { service: string; rest: string } | undefined {
  for (const prefix of SERVICE_PREFIXES) {
    if (segment.startsWith(`${prefix}-`))
      return { service: serviceOf(prefix) ?? ECONOMIST_SERVICE, rest: segment.slice(prefix.length + 1) }
  }
  return undefined
}

function splitTrailingPrefix(segment: string): { service: string; rest: string } | undefined {
  for (const prefix of SERVICE_PREFIXES) {
    if (segment.endsWith(`-${prefix}`))
      return { service: serviceOf(prefix) ?? ECONOMIST_SERVICE, rest: segment.slice(0, -prefix.length - 1) }
  }
  return undefined
}

function parseCityAndCode(text: string): ResolvedPlace | undefined {
  const cut = text.lastIndexOf('-')
  if (cut <= 0 || text.length - cut !== 3) return undefined
  const state = findStateByToken(text.slice(cut + 1))
  const city = state ? findCityInState(state, text.slice(0, cut)) : undefined
  return state && city ? { state, city } : undefined
}

function parseNamedArea(text: string): ResolvedPlace | undefined {
  if (text.endsWith('-metro')) return findMetroPrincipalCity(text.slice(0, -'-metro'.length))
  const county = /^(.+)-county(-[a-z]{2})?$/.exec(text)
  if (county?.[1]) return findCountySeat(`${county[1]}${county[2] ?? ''}`)
  return findArea(text)
}

export interface LegacyRule {
  name: string
  example: string
  resolve(segments: readonly string[]): string | null | undefined
}

// Most specific first; the first rule that applies decides (null: it names nothing that exists, a real 404).
export const LEGACY_RULES: readonly LegacyRule[] = [
  {
    name: 'fixed redirect pages',
    example: '/emergency-consultation -> /contact',
    resolve: (segments) => {
      const target = REDIRECT_PAGES[`/${segments.join('/')}` as keyof typeof REDIRECT_PAGES]
      return target
    },
  },
  {
    name: 'retired service: the hub to its successor section, a city path to that city',
    example: '/services/business-consulting/texas/houston -> /texas/houston',
    resolve: ([first, service, stateToken, cityToken, ...rest]) => {
      if (first !== 'services' || !service) return undefined
      const successor = RETIRED_SERVICE_TARGETS[service]
      if (!successor) return undefined
      const state = stateToken ? findStateByToken(stateToken) : undefined
      if (!state || rest.length > 0) return successor
      if (!cityToken) return statePath(state.slug)
      const city = findCityInState(state, cityToken)
      return city ? cityPath(state.slug, city.slug) : successor
    },
  },
  {
    name: 'old locations section',
    example: '/locations/tx/houston -> /texas/houston',
    resolve: ([first, stateToken, cityToken, ...rest]) => {
      if (first !== 'locations' || !stateToken) return undefined
      const state = findStateByToken(stateToken)
      if (!state || rest.length > 0) return null
      if (!cityToken) return statePath(state.slug)
      const city = findCityInState(state, cityToken)
      return city ? cityPath(state.slug, city.slug) : null
    },
  },
  {
    name: 'practice areas: the mapped hub, else the services section',
    example: '/practice-areas/vocational-expert -> /services/vocational-evaluation',
    resolve: ([first, area, ...rest]) => {
      if (first !== 'practice-areas') return undefined
      if (area && rest.length === 0) {
        const mapped = serviceOf(area) ?? (LIVE_SERVICE_SLUGS.has(area) ? area : undefined)
        if (mapped) return serviceHubPath(mapped)
        const successor = RETIRED_SERVICE_TARGETS[area]
        if (successor) return successor
      }
      return LEGACY_SECTION_TARGETS['practice-areas']
    },
  },
  {
    name: 'old sections without pages of their own',
    example: '/blog/2019/present-value -> /',
    resolve: ([first]) => {
      if (first === 'vendor' || first === 'tools' || first === 'blog') return LEGACY_SECTION_TARGETS[first]
      return undefined
    },
  },
  {
    name: 'service prefix, its state, its city',
    example: '/forensic-economist/tx/houston -> /services/economic-loss-assessment/texas/houston',
    resolve: ([prefix, stateToken, cityToken, ...rest]) => {
      const service = prefix ? serviceOf(prefix) : undefined
      if (!service) return undefined
      if (!stateToken) return serviceHubPath(service)
      const state = findStateByToken(stateToken)
      if (!state || rest.length > 0) return null
      if (!cityToken) return statePath(state.slug)
      const city = findCityInState(state, cityToken)
      return city ? serviceCityPath(service, state.slug, city.slug) : null
    },
  },
  {
    name: 'compound: prefix then state or city and state code',
    example: '/forensic-economist-houston-tx -> /services/economic-loss-assessment/texas/houston',
    resolve: (segments) => {
      const [segment] = segments
      const split = segments.length === 1 && segment ? splitLeadingPrefix(segment) : undefined
      if (!split) return undefined
      const state = findStateByToken(split.rest)
      if (state) return statePath(state.slug)
      const place = parseCityAndCode(split.rest)
      return place ? servicePlacePath(split.service, place) : undefined
    },
  },
  {
    name: 'compound: metro, area or county then prefix',
    example: '/houston-metro-forensic-economist -> /services/economic-loss-assessment/texas/houston',
    resolve: (segments) => {
      const [segment] = segments
      const split = segments.length === 1 && segment ? splitTrailingPrefix(segment) : undefined
      if (!split) return undefined
      const place = parseNamedArea(split.rest)
      return place ? servicePlacePath(split.service, place) : undefined
    },
  },
  {
    name: 'large county economist pages to the county seat',
    example: '/cook-county-economist -> /services/economic-loss-assessment/illinois/chicago',
    resolve: (segments) => {
      const match = segments.length === 1 ? /^(.+)-county(-[a-z]{2})?-economist$/.exec(segments[0] ?? '') : null
      if (!match?.[1]) return undefined
      const place = findCountySeat(`${match[1]}${match[2] ?? ''}`)
      return place ? servicePlacePath(ECONOMIST_SERVICE, place) : null
    },
  },
]

function segmentsOf(pathname: string): string[] {
  let path = pathname.replace(/[?#].*$/, '')
  try {
    path = decodeURIComponent(path)
  } catch {
    // keep the raw text: a malformed escape simply matches nothing
  }
  return path.toLowerCase().split('/').filter(Boolean)
}

export function matchLegacyRule(pathname: string): { rule: LegacyRule; target: string | null } | undefined {
  const segments = segmentsOf(pathname)
  if (segments.length === 0) return undefined
  for (const rule of LEGACY_RULES) {
    const target = rule.resolve(segments)
    if (target !== undefined) return { rule, target }
  }
  return undefined
}

export function resolveLegacyPath(pathname: string): string | null {
  return matchLegacyRule(pathname)?.target ?? null
}
