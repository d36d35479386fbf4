import { describe, expect, test } from 'vitest'
import { findCaseType, findCaseTypeByName, listCaseTypes } from './case-types'
import { cityLabel, coverageCounts, findCity, findState, listCities, listStates } from './locations'
import {
  listCaseTypePaths,
  listCityPaths,
  listFixedPagePaths,
  listIndexedServiceCityPaths,
  listNoindexPagePaths,
  listPagePaths,
  listPrerenderPaths,
  listServiceCityPaths,
  listServiceHubPaths,
  listStatePaths,
} from './paths'
import { REQUEST_RECEIVED_PATH } from '../routing'
import { findService, findServiceWithText, listServices } from './services'
import { findContentProblems } from './validate'

describe('services', () => {
  test('20 live services in the firm order; the retired one is not among them', () => {
    const slugs = listServices().map((service) => service.slug)
    expect(slugs).toHaveLength(20)
    expect(slugs[0]).toBe('economic-loss-assessment')
    expect(slugs.at(-1)).toBe('econometrics-data-science')
    expect(slugs).not.toContain('business-consulting')
  })

  test('finds a service by slug: its catalog entry, and with its text from content/services', () => {
    expect(findService('life-care-planning')?.title).toBe('Life Care Planning')
    expect(findService('life-care-planning')).not.toHaveProperty('features')
    const service = findServiceWithText('life-care-planning')
    expect(service?.title).toBe('Life Care Planning')
    expect(service?.features.length).toBeGreaterThanOrEqual(4)
    for (const find of [findService, findServiceWithText]) {
      expect(find('business-consulting')).toBeUndefined()
      expect(find('astrology')).toBeUndefined()
    }
  })
})

describe('locations', () => {
  test('51 states (50 and DC) and 1,015 cities, in the data order', () => {
    expect(listStates()).toHaveLength(51)
    expect(listStates()[0]?.slug).toBe('district-of-columbia')
    expect(listCities()).toHaveLength(1015)
    expect(coverageCounts()).toEqual({ states: 51, cities: 1015 })
  })

  test('finds a state and a city; unknown slugs give undefined', () => {
    expect(findState('texas')?.abbreviation).toBe('TX')
    expect(findCity('texas', 'houston')?.name).toBe('Houston')
    expect(findCity('ohio', 'houston')).toBeUndefined()
    expect(findState('atlantis')).toBeUndefined()
  })

  test('a slug with a state suffix keeps the plain city name', () => {
    const state = findState('california')!
    const city = findCity('california', 'concord-ca')!
    expect(cityLabel(city, state)).toBe('Concord, CA')
  })
})

describe('case types', () => {
  test('derived from the services, each with a slug and at least one service', () => {
    expect(listCaseTypes().length).toBeGreaterThan(10)
    for (const caseType of listCaseTypes()) expect(caseType.serviceSlugs.length).toBeGreaterThan(0)
    const wrongfulDeath = findCaseType('wrongful-death')
    expect(wrongfulDeath?.serviceSlugs).toContain('economic-loss-assessment')
    expect(findCaseTypeByName('Wrongful Death')?.slug).toBe('wrongful-death')
    expect(findCaseType('no-such-kind')).toBeUndefined()
  })
})

describe('path listers', () => {
  test('every screen type is listed, with the expected counts', () => {
    expect(listFixedPagePaths()).toContain('/')
    expect(listFixedPagePaths()).toContain('/schedule-consultation')
    expect(listServiceHubPaths()).toHaveLength(20)
    expect(listStatePaths()).toHaveLength(51)
    expect(listCityPaths()).toHaveLength(1015)
    expect(listServiceCityPaths()).toHaveLength(20 * 1015)
    expect(listCaseTypePaths()).toHaveLength(listCaseTypes().length)
    expect(listServiceCityPaths()).toContain('/services/business-valuation/texas/houston')
    expect(listCityPaths()).toContain('/washington/lakewood-wa')
  })

  test('about 21,450 unique pages rendered, none of them a redirect or the retired service', () => {
    const pages = listPrerenderPaths()
    expect(new Set(pages).size).toBe(pages.length)
    expect(pages.length).toBeGreaterThan(21_400)
    expect(pages.length).toBeLessThan(21_500)
    expect(pages).not.toContain('/emergency-consultation')
    expect(pages.some((path) => path.startsWith('/services/business-consulting'))).toBe(false)
  })

  test('indexes the litigation services in every city, not the advisory ones (decision 017)', () => {
    expect(listIndexedServiceCityPaths()).toHaveLength(6 * 1015)
    const indexable = new Set(listPagePaths())
    expect(indexable.has('/services/vocational-evaluation/texas/houston')).toBe(true)
    expect(indexable.has('/services/health-economics/texas/houston')).toBe(false)
    expect(
      indexable.has('/texas/houston') && indexable.has('/texas') && indexable.has('/services/health-economics'),
    ).toBe(true)
    expect(listNoindexPagePaths()).toHaveLength(1 + listCaseTypes().length + 14 * 1015)
  })

  test('the build renders every indexable page and the noindex ones (the request-received pages, one per case type; advisory services in cities), which are kept out of the indexable list', () => {
    const indexable = listPagePaths()
    const noindex = listNoindexPagePaths()
    const rendered = listPrerenderPaths()
    expect(rendered).toEqual([...indexable, ...noindex])
    const received = [
      REQUEST_RECEIVED_PATH,
      ...listCaseTypes().map((caseType) => `${REQUEST_RECEIVED_PATH}/${caseType.slug}`),
    ]
    expect(noindex).toEqual(expect.arrayContaining(received))
    const noindexSet = new Set(noindex)
    expect(indexable.filter((page) => noindexSet.has(page))).toEqual([])
  })
})

describe('content check', () => {
  test('the shipped content passes the build-time schema check', () => {
    expect(findContentProblems()).toEqual([])
  })
})
