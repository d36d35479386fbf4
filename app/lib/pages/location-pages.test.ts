import { describe, expect, it } from 'vitest'
import { SERVICE_LOCAL_COPY } from '~/content/location-copy'
import { listCities, listStates } from '~/lib/content/locations'
import { listServices } from '~/lib/content/services'
import { buildCityPage } from './city.server'
import { buildLocationsPage } from './locations.server'
import { buildServiceCityPage } from './service-city.server'
import { buildStatePage } from './state.server'

const LOADER_DATA_BUDGET_BYTES = 12 * 1024

/** The status a builder threw, or undefined when it returned. */
function thrownStatus(build: () => unknown): number | undefined {
  try {
    build()
    return undefined
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status
  }
}

/** Every string a page shows (paths and ids left out). */
function visibleText(value: unknown): string {
  if (typeof value === 'string') return value
  if (Array.isArray(value)) return value.map(visibleText).join(' ')
  if (value && typeof value === 'object') {
    return Object.entries(value)
      .filter(([key]) => !['to', 'path', 'id', 'structuredData', '@id', 'url'].includes(key))
      .map(([, item]) => visibleText(item))
      .join(' ')
  }
  return ''
}

function expectUniqueMeta(pages: { meta: { title: string; description: string; h1: string; path: string } }[]) {
  const seen = { title: new Set<string>(), description: new Set<string>(), h1: new Set<string>(), path: new Set<string>() }
  for (const { meta } of pages) {
    expect(meta.description.length, meta.path).toBeLessThanOrEqual(160)
    expect(meta.description.length, meta.path).toBeGreaterThan(50)
    for (const field of ['title', 'description', 'h1', 'path'] as const) {
      expect(seen[field].has(meta[field]), `${field} repeated: ${meta[field]}`).toBe(false)
      seen[field].add(meta[field])
    }
  }
}

describe('service-in-city pages', () => {
  const places = listCities()
  const pages = listServices().flatMap((service) => places.map(({ state, city }) => buildServiceCityPage(service.slug, state.slug, city.slug)))

  it('covers every live service in every city, with unique titles, H1s and descriptions within 160 characters', () => {
    expect(pages).toHaveLength(listServices().length * places.length)
    expectUniqueMeta(pages)
  })

  it('keeps each page lean and free of unfilled slots', () => {
    pages.forEach((page, index) => {
      const json = JSON.stringify(page)
      expect(json.length, page.meta.path).toBeLessThan(LOADER_DATA_BUDGET_BYTES)
      // The text check on one page in seven keeps the test quick; every frame still comes up many times.
      if (index % 7 === 0) expect(json, page.meta.path).not.toMatch(/undefined|NaN|\[object |\s{2,}|\s[.,]/)
    })
  })

  it('has every live service covered by the local copy', () => {
    for (const service of listServices()) expect(SERVICE_LOCAL_COPY[service.slug], service.slug).toBeDefined()
  })

  it('titles and heads the page "{Service} in {City}, {ST}" with the Home > Services > Service > State > City trail', () => {
    const page = buildServiceCityPage('life-care-planning', 'california', 'concord-ca')
    expect(page.meta.h1).toBe('Life Care Planning in Concord, CA')
    expect(page.meta.title).toBe('Life Care Planning in Concord, CA')
    expect(page.meta.breadcrumbs).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Services', path: '/services' },
      { name: 'Life Care Planning', path: '/services/life-care-planning' },
      { name: 'California', path: '/california' },
      { name: 'Concord', path: '/services/life-care-planning/california/concord-ca' },
    ])
    expect(visibleText(page)).not.toMatch(/concord-ca/i)
  })

  it('describes the service for the city with Service structured data for the city', () => {
    const page = buildServiceCityPage('vocational-evaluation', 'idaho', 'boise')
    const service = page.meta.structuredData?.[0] as { '@type': string; areaServed: { name: string; containedInPlace: { name: string } } }
    expect(service['@type']).toBe('Service')
    expect(service.areaServed.name).toBe('Boise')
    expect(service.areaServed.containedInPlace.name).toBe('Idaho')
  })

  it('links to the same service nearby (metro first), to every other service in the city, the hub, the state and the city', () => {
    const page = buildServiceCityPage('business-valuation', 'idaho', 'boise')
    expect(page.nearby.links.slice(0, 3).map((link) => link.to)).toEqual([
      '/services/business-valuation/idaho/meridian',
      '/services/business-valuation/idaho/nampa',
      '/services/business-valuation/idaho/caldwell',
    ])
    expect(page.otherServices.links).toHaveLength(listServices().length - 1)
    expect(page.otherServices.links.every((link) => link.to.endsWith('/idaho/boise') && !link.to.includes('business-valuation'))).toBe(true)
    expect(page.related.links.map((link) => link.to)).toEqual(['/services/business-valuation', '/idaho', '/idaho/boise'])
  })

  it('uses population and metro copy only where the data has them', () => {
    const known = buildServiceCityPage('economic-loss-assessment', 'arizona', 'phoenix')
    expect(visibleText(known.sections)).toMatch(/about 1\.6 million/)
    expect(visibleText(known.sections)).toMatch(/Phoenix-Mesa-Chandler/)
    const unknown = buildServiceCityPage('economic-loss-assessment', 'california', 'concord-ca')
    expect(visibleText(unknown.sections)).not.toMatch(/residents|population of|metro area\b(?! s)/)
  })

  it('varies the composition: section order, frames and case types differ across cities for one service', () => {
    const sample = listCities().slice(0, 200).map(({ state, city }) => buildServiceCityPage('economic-loss-assessment', state.slug, city.slug))
    expect(new Set(sample.map((page) => page.sections.map((section) => section.id).join())).size).toBeGreaterThan(3)
    expect(new Set(sample.map((page) => page.intro.replace(/Concord|[A-Z][a-z]+/g, ''))).size).toBeGreaterThan(1)
    expect(new Set(sample.map((page) => page.sections.find((section) => section.id === 'scope')?.items?.map((item) => item.title).join())).size).toBeGreaterThan(5)
  })

  it('answers 404 for an unknown service, a retired service, an unknown state or a city of another state', () => {
    expect(thrownStatus(() => buildServiceCityPage('astrology', 'idaho', 'boise'))).toBe(404)
    expect(thrownStatus(() => buildServiceCityPage('business-consulting', 'idaho', 'boise'))).toBe(404)
    expect(thrownStatus(() => buildServiceCityPage('business-valuation', 'atlantis', 'boise'))).toBe(404)
    expect(thrownStatus(() => buildServiceCityPage('business-valuation', 'oregon', 'boise'))).toBe(404)
  })
})

describe('city pages', () => {
  const pages = listCities().map(({ state, city }) => buildCityPage(state.slug, city.slug))

  it('have unique titles, H1s and descriptions within 160 characters', () => {
    expectUniqueMeta(pages)
  })

  it('link to every live service in the city, grouped', () => {
    for (const page of pages) {
      const links = page.services.groups.flatMap((group) => group.links)
      expect(links).toHaveLength(listServices().length)
      expect(new Set(links.map((link) => link.to)).size).toBe(listServices().length)
    }
  })

  it('show the plain city name for a slug with a state suffix', () => {
    const page = buildCityPage('virginia', 'springfield-va')
    expect(page.meta.h1).toBe('Forensic economics and expert witness services in Springfield, VA')
    expect(page.meta.breadcrumbs.at(-1)).toEqual({ name: 'Springfield', path: '/virginia/springfield-va' })
    expect(visibleText(page)).not.toMatch(/springfield-va/i)
  })

  it('list the other cities of the metro area, else the state largest cities', () => {
    const metro = buildCityPage('arizona', 'mesa')
    expect(metro.nearby.heading).toBe('Other cities we serve in the Phoenix-Mesa-Chandler area')
    expect(metro.nearby.links[0]).toEqual({ label: 'Phoenix, AZ', to: '/arizona/phoenix' })
    const plain = buildCityPage('california', 'concord-ca')
    expect(plain.nearby.heading).toBe('Other California cities we serve')
    expect(plain.nearby.links.slice(0, 2).map((link) => link.label)).toEqual(['Los Angeles, CA', 'San Diego, CA'])
  })

  it('answer 404 for an unknown state or city', () => {
    expect(thrownStatus(() => buildCityPage('atlantis', 'boise'))).toBe(404)
    expect(thrownStatus(() => buildCityPage('idaho', 'gotham'))).toBe(404)
  })
})

describe('state pages', () => {
  const pages = listStates().map((state) => buildStatePage(state.slug))

  it('have unique titles, H1s and descriptions within 160 characters', () => {
    expectUniqueMeta(pages)
  })

  it('list every city of the state and the computed facts', () => {
    const alabama = buildStatePage('alabama')
    const state = listStates().find((candidate) => candidate.slug === 'alabama')
    expect(alabama.cities.links).toHaveLength(state?.cities.length ?? -1)
    expect(alabama.facts).toContainEqual({ label: 'Cities we serve', value: String(state?.cities.length) })
    expect(alabama.facts).toContainEqual({ label: 'Largest by population', value: 'Huntsville (215,006)' })
    expect(alabama.metroAreas.areas[0]?.name).toBe('Huntsville')
  })

  it('link every service to its hub and to the service in the largest cities', () => {
    const services = buildStatePage('alabama').services.groups.flatMap((group) => group.services)
    expect(services).toHaveLength(listServices().length)
    expect(services[0]?.cities.map((city) => city.label)).toEqual(['Huntsville', 'Birmingham', 'Montgomery'])
  })

  it('read naturally for the District of Columbia', () => {
    const page = buildStatePage('district-of-columbia')
    expect(page.meta.h1).toBe('Forensic economics and expert witness services in the District of Columbia')
    expect(page.meta.description).toMatch(/1 city served/)
  })

  it('answer 404 for an unknown state', () => {
    expect(thrownStatus(() => buildStatePage('atlantis'))).toBe(404)
  })
})

describe('locations index', () => {
  it('lists every state with all its cities', () => {
    const page = buildLocationsPage()
    expect(page.directory.states).toHaveLength(listStates().length)
    expect(page.directory.states.reduce((sum, state) => sum + state.cities.length, 0)).toBe(listCities().length)
    expect(page.nationwide.paragraphs.join(' ')).toContain(listCities().length.toLocaleString('en-US'))
  })
})
