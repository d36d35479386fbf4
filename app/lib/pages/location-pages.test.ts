import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { listCities, listStates } from '~/lib/content-folder/locations'
import { listServices } from '~/lib/content-folder/services'
import { LAW_COPY, SERVICE_LAW } from '~/copy/location-copy'
import { lawRows } from '~/lib/law/courts'
import { buildCityPage } from './city.server'
import { buildLocationsPage } from './locations.server'
import { buildServiceCityPage } from './service-city.server'
import { buildStatePage } from './state.server'

/** What a location page's loader ships to the browser (its .data file): the meta, and the area a service page serves. */
const LOADER_DATA_BUDGET_BYTES = 4 * 1024
/**
 * The facts a service-in-city page is rendered from, once, into its static HTML (decision 014): the place, the
 * labor market, the courts and venue, the service's law rows (issue 28), the links. Never sent as data.
 */
const PAGE_FACTS_BUDGET_BYTES = 16 * 1024

/** The status a builder threw, or undefined when it returned. */
function thrownStatus(build: () => unknown): number | undefined {
  try {
    build()
    return undefined
  } catch (error) {
    return (error as { status?: number }).status
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
  const seen = {
    title: new Set<string>(),
    description: new Set<string>(),
    h1: new Set<string>(),
    path: new Set<string>(),
  }
  for (const { meta } of pages) {
    expect(meta.description.length, meta.path).toBeLessThanOrEqual(160)
    expect(meta.description.length, meta.path).toBeGreaterThan(50)
    for (const field of ['title', 'description', 'h1', 'path'] as const) {
      expect(seen[field].has(meta[field]), `${field} repeated: ${meta[field]}`).toBe(false)
      seen[field].add(meta[field])
    }
  }
}

/** Every sentence of a place section, for fact checks. */
const placeText = (page: { place: { paragraphs: string[]; facts: { label: string; value: string }[] } }) =>
  [...page.place.paragraphs, ...page.place.facts.map((fact) => `${fact.label}: ${fact.value}`)].join(' ')

describe('service-in-city pages', () => {
  const places = listCities()
  const pages = listServices().flatMap((service) =>
    places.map(({ state, city }) => buildServiceCityPage(service.slug, state.slug, city.slug)),
  )

  it('covers every live service in every city, with unique titles, H1s and descriptions within 160 characters', () => {
    expect(pages).toHaveLength(listServices().length * places.length)
    expectUniqueMeta(pages)
  })

  it('keeps each page lean and free of unfilled slots', () => {
    pages.forEach((page, index) => {
      const json = JSON.stringify(page)
      expect(json.length, page.meta.path).toBeLessThan(PAGE_FACTS_BUDGET_BYTES)
      const { structuredData: _node, ...shippedMeta } = page.meta
      expect(
        JSON.stringify({ meta: shippedMeta, areaServed: page.areaServed }).length,
        `${page.meta.path} loader data`,
      ).toBeLessThan(LOADER_DATA_BUDGET_BYTES)
      if (index % 7 === 0) expect(json, page.meta.path).not.toMatch(/undefined|NaN|\[object |\s{2,}|\s[.,]/)
    })
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
    const service = page.meta.structuredData?.[0] as {
      '@type': string
      areaServed: { name: string; containedInPlace: { name: string } }
    }
    expect(service['@type']).toBe('Service')
    expect(service.areaServed.name).toBe('Boise')
    expect(service.areaServed.containedInPlace.name).toBe('Idaho')
  })

  it("states the service's own copy once, as its summary with a link to the hub, never paraphrased per city", () => {
    const houston = buildServiceCityPage('business-valuation', 'texas', 'houston')
    const racine = buildServiceCityPage('business-valuation', 'wisconsin', 'racine')
    expect(houston.intro).toBe(racine.intro)
    expect(houston.hubLink.to).toBe('/services/business-valuation')
    expect(visibleText(houston)).not.toMatch(/cities on our|one of them|most populous of/i)
  })

  it('links to the same service in the nearest cities by distance (miles shown), to every other service in the city, the state and the city', () => {
    const page = buildServiceCityPage('business-valuation', 'idaho', 'boise')
    expect(page.nearby.links[0]).toEqual({
      label: 'Meridian',
      to: '/services/business-valuation/idaho/meridian',
      note: '9 mi',
    })
    const miles = page.nearby.links.map((link) => Number.parseInt(link.note, 10))
    expect(miles).toEqual([...miles].sort((a, b) => a - b))
    expect(miles.every((value) => value <= 150)).toBe(true)
    expect(page.otherServices.links).toHaveLength(listServices().length - 1)
    expect(
      page.otherServices.links.every(
        (link) => link.to.endsWith('/idaho/boise') && !link.to.includes('business-valuation'),
      ),
    ).toBe(true)
    expect(page.related.links.map((link) => link.to)).toEqual(['/idaho', '/idaho/boise'])
  })

  it("Texas economic-loss and life-care pages state the forum's present-value rule, cited to the pattern charge and dated", () => {
    const presentValue = LAW_COPY.topics['present-value']
    for (const slug of ['economic-loss-assessment', 'life-care-planning']) {
      const row = buildServiceCityPage(slug, 'texas', 'houston').law?.rows.find((entry) => entry.topic === presentValue)
      expect(row?.citation, slug).toMatch(/PJC 28\.3, 29\.3/)
      expect(row?.rule, slug).toMatch(/if paid now in cash/)
      expect(row?.compiled, slug).toBe('November 27, 2026')
    }
    const lifeCare =
      buildServiceCityPage('life-care-planning', 'texas', 'houston').law?.rows.map((entry) => entry.topic) ?? []
    expect(lifeCare.indexOf(presentValue)).toBe(lifeCare.indexOf(LAW_COPY.topics['periodic-payments']) + 1)
    expect(buildStatePage('texas').law?.rows.some((entry) => entry.topic === presentValue)).toBe(true)
  })

  it('names the federal court for litigation services and quotes the rows that matter to the service; advisory pages quote none', () => {
    const loss = buildServiceCityPage('economic-loss-assessment', 'texas', 'houston')
    expect(loss.courts?.federal.map((line) => line.court)).toEqual([
      'United States District Court for the Southern District of Texas, Houston Division (28 U.S.C. § 124(b)(2))',
    ])
    expect(loss.law?.rows.map((row) => row.topic)).toEqual(
      expect.arrayContaining(['Admitting expert testimony', 'Collateral source rule', 'Prejudgment interest']),
    )
    expect(loss.law?.link?.to).toBe('/texas#damages-law')
    const valuation = buildServiceCityPage('business-valuation', 'texas', 'houston')
    expect(valuation.law?.rows.map((row) => row.topic)).toEqual(
      expect.arrayContaining(['Admitting expert testimony', 'Dissenters’ rights and fair value']),
    )
    const vocational = buildServiceCityPage('vocational-evaluation', 'texas', 'houston')
    expect(vocational.law?.rows.at(-1)?.topic).toBe('Workers’ compensation')
    const testimony = buildServiceCityPage('expert-testimony', 'texas', 'dallas')
    expect(testimony.law?.rows.filter((row) => row.topic === 'Federal district')).toHaveLength(2)
    expect(testimony.law?.rows.some((row) => row.topic === 'Admitting expert testimony')).toBe(true)
    const advisory = buildServiceCityPage('market-analysis-forecasting', 'texas', 'houston')
    expect(advisory.courts).toBeUndefined()
    expect(advisory.law).toBeUndefined()
    for (const row of [...(loss.law?.rows ?? []), ...(valuation.law?.rows ?? [])])
      expect(row.citation.length).toBeGreaterThan(5)
  })

  it('maps each litigation service to the rows it relies on, the admissibility standard first', () => {
    expect(Object.fromEntries(Object.entries(SERVICE_LAW).map(([slug, choice]) => [slug, choice]))).toEqual({
      'economic-loss-assessment': {
        topics: [
          'expert-testimony',
          'present-value',
          'tax-treatment',
          'survival-deductions',
          'prejudgment-interest',
          'collateral-source',
        ],
      },
      'life-care-planning': {
        topics: [
          'expert-testimony',
          'medical-expenses',
          'collateral-source',
          'malpractice-collateral-source',
          'damages-caps',
          'malpractice-caps',
          'periodic-payments',
          'present-value',
        ],
      },
      'business-valuation': { topics: ['expert-testimony', 'fair-value', 'business-court'] },
      'vocational-evaluation': {
        topics: ['expert-testimony', 'earning-capacity', 'no-fault-work-loss'],
        workersCompensation: true,
      },
      'disability-evaluation': {
        topics: ['expert-testimony', 'earning-capacity', 'no-fault-work-loss'],
        workersCompensation: true,
      },
      'expert-testimony': { topics: ['expert-testimony'], federalDistrict: true },
    })
    const litigation = listServices().filter((service) => service.group === 'litigation')
    expect(litigation.map((service) => service.slug).sort()).toEqual(Object.keys(SERVICE_LAW).sort())
  })

  it("shows exactly the state's rows on the service's topics, in the mapping's order, and none where the state has none", () => {
    for (const state of listStates()) {
      const city = state.cities[0]!
      for (const [slug, choice] of Object.entries(SERVICE_LAW)) {
        const page = buildServiceCityPage(slug, state.slug, city.slug)
        const expected = lawRows(state.abbreviation, choice.topics).map((rule) => [
          LAW_COPY.topics[rule.topic],
          rule.citation,
        ])
        const shown = (page.law?.rows ?? []).filter(
          (row) => row.topic !== LAW_COPY.workersCompensationTopic && row.topic !== LAW_COPY.federalDistrictTopic,
        )
        expect(
          shown.map((row) => [row.topic, row.citation]),
          `${slug} in ${state.abbreviation}`,
        ).toEqual(expected)
        const admissibility = lawRows(state.abbreviation, ['expert-testimony'])
        if (admissibility.length)
          expect(shown[0]?.topic, `${slug} in ${state.abbreviation}`).toBe('Admitting expert testimony')
        expect(
          page.law?.rows.some((row) => row.topic === LAW_COPY.workersCompensationTopic),
          slug,
        ).toBe(Boolean(choice.workersCompensation))
      }
    }
  })

  it('says where the city lies in the federal courts and what decides venue and removal, never where a case "is heard"', () => {
    const houston = buildServiceCityPage('economic-loss-assessment', 'texas', 'houston').courts!
    expect(houston.venue[0]).toBe(
      'Houston lies within the Houston Division of the Southern District of Texas (28 U.S.C. § 124(b)(2)).',
    )
    expect(houston.venue).toContain(
      'Where a federal suit may be filed is governed by the venue statute (28 U.S.C. § 1391), and a suit first filed in a state court can be removed only to the federal district and division embracing the place where it is pending (28 U.S.C. § 1441(a)).',
    )
    expect(houston.venue).toHaveLength(2)
    const dallas = buildCityPage('texas', 'dallas').courts
    expect(dallas.venue[0]).toBe(
      'Dallas lies partly within the Dallas Division of the Northern District of Texas (28 U.S.C. § 124(a)(1)), for Dallas County, Kaufman County and Rockwall County; partly within the Sherman Division of the Eastern District of Texas (28 U.S.C. § 124(c)(3)), for Collin County and Denton County.',
    )
    const boise = buildCityPage('idaho', 'boise').courts
    expect(boise.venue[0]).toMatch(/^Boise lies within the District of Idaho \(28 U\.S\.C\. § 92/)
    for (const { state, city } of listCities().filter((_, index) => index % 25 === 0)) {
      expect(visibleText(buildCityPage(state.slug, city.slug).courts), city.slug).not.toMatch(
        /are heard|is heard|chapter 5/,
      )
    }
  })

  it('names the neighboring district where a served city within 25 miles lies in it: Kansas City, Missouri and Washington, DC', () => {
    const kansasCity = buildServiceCityPage('expert-testimony', 'missouri', 'kansas-city').courts!.venue
    expect(kansasCity.filter((sentence) => sentence.startsWith('Within 25 miles'))).toEqual([
      expect.stringMatching(
        /^Within 25 miles, Kansas City, KS(, [A-Za-z ]+, KS)* and [A-Za-z ]+, KS lie within the District of Kansas \(28 U\.S\.C\. § 96\)\.$/,
      ),
    ])
    const washington = buildCityPage('district-of-columbia', 'washington').courts.venue
    const neighbors = washington.filter((sentence) => sentence.startsWith('Within 25 miles'))
    expect(neighbors).toHaveLength(2)
    expect(neighbors.join(' ')).toMatch(
      /, VA lie within the Eastern District of Virginia \(28 U\.S\.C\. § 127\(a\)\)\./,
    )
    expect(neighbors.join(' ')).toMatch(/, MD lie within the District of Maryland \(28 U\.S\.C\. § 100\)\./)
    expect(
      buildCityPage('texas', 'houston').courts.venue.some((sentence) => sentence.startsWith('Within 25 miles')),
    ).toBe(false)
  })

  it('reads grammatically for agencies and jurisdictions named without an article', () => {
    const fargo = buildServiceCityPage('vocational-evaluation', 'north-dakota', 'fargo')
    expect(visibleText(fargo)).toContain('are decided by Workforce Safety and Insurance')
    expect(visibleText(fargo)).not.toMatch(/the Workforce Safety and Insurance/)
    const washington = buildServiceCityPage('economic-loss-assessment', 'district-of-columbia', 'washington')
    expect(visibleText(washington)).toContain('Washington is coextensive with the District of Columbia.')
    expect(buildStatePage('district-of-columbia').law?.caption).toBe(
      'Rules in the District of Columbia that shape an economic damages report',
    )
    expect(visibleText(washington)).not.toMatch(
      /coextensive with District of Columbia|Rules of the District of Columbia law/,
    )
  })

  it('states the labor market (BLS LAUS 2024) on economic loss, vocational and disability pages: the county as published, the area, state and nation from county sums', () => {
    const houston = buildServiceCityPage('economic-loss-assessment', 'texas', 'houston').labor!
    expect(houston.heading).toBe('Labor force and unemployment')
    expect(houston.items[0]).toBe(
      'Harris County: a labor force of 2,497,420, 110,535 unemployed, a rate of 4.4% as BLS publishes it.',
    )
    // the metro area recomputed here from the project's data files
    const laus = JSON.parse(fs.readFileSync(path.resolve('app/copy/labor/laus-2024.generated.json'), 'utf8')) as {
      counties: Record<string, [number, number, number]>
    }
    const omb = JSON.parse(fs.readFileSync(path.resolve('app/copy/places/places.generated.json'), 'utf8')) as {
      counties: Record<string, { area?: { title: string } }>
    }
    const metro = Object.entries(omb.counties)
      .filter(([, record]) => record.area?.title === 'Houston-Pasadena-The Woodlands, TX')
      .map(([fips]) => laus.counties[fips]!)
    const laborForce = metro.reduce((sum, row) => sum + row[0], 0)
    const unemployed = metro.reduce((sum, row) => sum + row[1], 0)
    const rate = (Math.round((unemployed / laborForce) * 1000) / 10).toFixed(1)
    expect(houston.items[1]).toBe(
      `The Houston-Pasadena-The Woodlands, TX metropolitan statistical area: a labor force of ${laborForce.toLocaleString('en-US')}, ${unemployed.toLocaleString('en-US')} unemployed, a rate of ${rate}% (computed from county figures).`,
    )
    expect(houston.items[2]).toMatch(
      /^Texas as a whole: a labor force of [\d,]+, [\d,]+ unemployed, a rate of \d+\.\d%, against 4\.0% for the United States \(50 states and DC; both computed from county figures\)\.$/,
    )
    expect(houston.items).toHaveLength(3)
    expect(houston.source).toMatch(
      /^Source: BLS, Local Area Unemployment Statistics \(LAUS\), county data, 2024 annual averages, revised April 2026; a computed rate/,
    )
    expect(houston.notes).toEqual([])
    for (const slug of ['vocational-evaluation', 'disability-evaluation'])
      expect(buildServiceCityPage(slug, 'texas', 'houston').labor?.items[0]).toBe(houston.items[0])
    for (const slug of ['life-care-planning', 'business-valuation', 'expert-testimony', 'labor-economics-consulting'])
      expect(buildServiceCityPage(slug, 'texas', 'houston').labor, slug).toBeUndefined()
    const sitka = buildServiceCityPage('vocational-evaluation', 'alaska', 'sitka').labor!
    expect(sitka.items[1]).toBe(
      'Sitka City and Borough is not in a metropolitan or micropolitan statistical area, so no area figure applies.',
    )
    expect(buildServiceCityPage('economic-loss-assessment', 'hawaii', 'honolulu').labor?.notes).toEqual([
      'LAUS publishes no figures of its own for Kalawao County: BLS counts it in Maui County.',
    ])
  })

  it("sets the metro's OEWS wages beside the nation's on the labor-market pages: all occupations' percentiles and the 22 major groups' medians, cited", () => {
    const wages = buildServiceCityPage('economic-loss-assessment', 'texas', 'houston').labor!.wages
    expect(wages.heading).toBe('Wages by occupation')
    expect(wages.intro).toMatch(
      /^Annual wages in the Houston-Pasadena-The Woodlands, TX metropolitan statistical area beside the nation's/,
    )
    const [all, groups] = wages.tables
    expect(all!.headers).toEqual(['Percentile', 'Houston-Pasadena-The Woodlands, TX', 'United States'])
    expect(all!.rows).toEqual([
      { label: '10th percentile', values: ['$26,670', '$29,990'] },
      { label: '25th percentile', values: ['$34,860', '$36,730'] },
      { label: 'Median', values: ['$48,490', '$49,500'] },
      { label: '75th percentile', values: ['$77,670', '$78,810'] },
      { label: '90th percentile', values: ['$125,730', '$125,720'] },
    ])
    expect(groups!.rows).toHaveLength(22)
    expect(groups!.rows[0]!.label).toBe('Management Occupations')
    expect(groups!.rows[0]!.values[1]).toBe('$122,090')
    expect(wages.source).toBe(
      'Source: BLS OEWS, May 2024, Houston-Pasadena-The Woodlands, TX; BLS OEWS, May 2024, United States; annual wages in dollars.',
    )
    for (const slug of ['vocational-evaluation', 'disability-evaluation'])
      expect(buildServiceCityPage(slug, 'texas', 'houston').labor!.wages).toEqual(wages)
  })

  it("says OEWS publishes no metro figures for a city outside a metropolitan area and shows the nation's alone, estimating nothing", () => {
    const sitka = buildServiceCityPage('vocational-evaluation', 'alaska', 'sitka').labor!.wages
    expect(sitka.intro).toBe(
      "Sitka City and Borough is not in a metropolitan statistical area, and OEWS publishes no metropolitan wage figures for it, so none are estimated here; the nation's follow.",
    )
    expect(sitka.tables[0]!.headers).toEqual(['Percentile', 'United States'])
    expect(sitka.tables[0]!.rows[2]).toEqual({ label: 'Median', values: ['$49,500'] })
    expect(sitka.source).toBe('Source: BLS OEWS, May 2024, United States; annual wages in dollars.')
    const enterprise = buildServiceCityPage('economic-loss-assessment', 'alabama', 'enterprise').labor!.wages
    expect(enterprise.intro).toMatch(
      /is in the Enterprise, AL micropolitan statistical area, for which OEWS publishes no wage figures/,
    )
    expect(enterprise.tables[1]!.headers).toEqual(['Occupation group', 'United States'])
  })

  it('writes a group median BLS did not publish as not published, never a number', () => {
    const data = JSON.parse(fs.readFileSync(path.resolve('app/copy/labor/oews-2024.generated.json'), 'utf8')) as {
      areas: Record<string, (number | null)[]>
    }
    const places = JSON.parse(fs.readFileSync(path.resolve('app/copy/places/places.generated.json'), 'utf8')) as {
      cities: { key: string; counties: string[] }[]
      counties: Record<string, { area?: { code: string } }>
    }
    const withGap = places.cities.find((city) =>
      data.areas[places.counties[city.counties[0]!]!.area?.code ?? '']?.includes(null),
    )!
    const [abbreviation, slug] = withGap.key.split('/')
    const state = listStates().find((entry) => entry.abbreviation === abbreviation)!
    const code = places.counties[withGap.counties[0]!]!.area!.code
    const gap = data.areas[code]!.indexOf(null) - 5
    const wages = buildServiceCityPage('economic-loss-assessment', state.slug, slug!).labor!.wages
    expect(wages.tables[1]!.rows[gap]!.values[0]).toBe('not published (withheld, or $239,200 or more)')
  })

  it('keeps advisory services in cities out of the index (noindex, follow) and litigation services in it (decision 017)', () => {
    expect(buildServiceCityPage('pricing-strategy', 'texas', 'houston').meta.noindex).toBe(true)
    expect(buildServiceCityPage('economic-loss-assessment', 'texas', 'houston').meta.noindex).toBeUndefined()
  })

  it('counts the place facts it renders: at least 8 on a typical page', () => {
    expect(buildServiceCityPage('economic-loss-assessment', 'texas', 'houston').factCount).toBeGreaterThanOrEqual(8)
    expect(buildServiceCityPage('pricing-strategy', 'ohio', 'columbus').factCount).toBeGreaterThanOrEqual(8)
  })

  it('answers 404 for an unknown service, a retired service, an unknown state or a city of another state', () => {
    expect(thrownStatus(() => buildServiceCityPage('astrology', 'idaho', 'boise'))).toBe(404)
    expect(thrownStatus(() => buildServiceCityPage('business-consulting', 'idaho', 'boise'))).toBe(404)
    expect(thrownStatus(() => buildServiceCityPage('business-valuation', 'atlantis', 'boise'))).toBe(404)
    expect(thrownStatus(() => buildServiceCityPage('business-valuation', 'oregon', 'boise'))).toBe(404)
  })
})

describe('place facts a local attorney would confirm', () => {
  const page = (state: string, city: string) => buildCityPage(state, city)

  it('Houston: Harris County first, its other counties, the ACS population with its years, the OMB metro title as written', () => {
    const text = placeText(page('texas', 'houston'))
    expect(text).toContain('Counties: Harris County, Fort Bend County, Montgomery County, Waller County')
    expect(text).toMatch(/Population: [\d,]+ \(ACS 2019-2023 5-year estimate\)/)
    expect(text).toContain('Houston-Pasadena-The Woodlands, TX metropolitan statistical area')
    expect(page('texas', 'houston').nearby.links.map((link) => link.label)).not.toContain('El Paso')
  })

  it('each fact is said once: no figure of the box is repeated in the sentences (which name the county only to say more of it)', () => {
    for (const [state, city] of [
      ['texas', 'houston'],
      ['pennsylvania', 'philadelphia'],
      ['alaska', 'sitka'],
      ['wyoming', 'douglas'],
      ['new-york', 'brooklyn'],
    ] as const) {
      const { paragraphs, facts } = page(state, city).place
      const prose = paragraphs.join(' ')
      expect(prose).not.toMatch(/population at|square miles of land|lies in|not in a metropolitan/)
      for (const fact of facts.filter((fact) => /\d/.test(fact.value))) {
        // the figure itself, without the source in brackets
        expect(prose, `${state}/${city}: ${fact.label}`).not.toContain(
          fact.value.replace(/ \(.*\)$/, '').replace(/ sq mi$/, ''),
        )
      }
    }
  })

  it('Brooklyn is a borough of New York City, coextensive with Kings County', () => {
    const brooklyn = page('new-york', 'brooklyn')
    expect(placeText(brooklyn)).toContain(
      'Brooklyn is one of the five boroughs of New York City, coextensive with Kings County.',
    )
    expect(brooklyn.nearby.links.map((link) => link.label)).not.toContain('New York')
    const city = page('new-york', 'new-york')
    expect(placeText(city)).toMatch(/made up of five boroughs.*Brooklyn \(Kings County\)/)
    expect(city.parts?.links).toHaveLength(5)
  })

  it('Racine is in the Racine-Mount Pleasant metro area, not Chicago', () => {
    const text = placeText(page('wisconsin', 'racine'))
    expect(text).toContain('Racine-Mount Pleasant, WI metropolitan statistical area')
    expect(text).not.toMatch(/Chicago/)
  })

  it('Sitka and Douglas, WY say that they lie in no metropolitan or micropolitan statistical area', () => {
    for (const [state, city] of [
      ['alaska', 'sitka'],
      ['wyoming', 'douglas'],
    ] as const) {
      expect(placeText(page(state, city))).not.toMatch(
        /(central|outlying) county of|metropolitan division|combined statistical area/,
      )
      expect(page(state, city).place.facts).toContainEqual({
        label: 'Metropolitan or micropolitan area',
        value: 'None (OMB, July 2023)',
      })
    }
    expect(placeText(page('alaska', 'sitka'))).toContain('Sitka is coextensive with Sitka City and Borough.')
    expect(page('wyoming', 'douglas').place.facts).toContainEqual({ label: 'County', value: 'Converse County' })
  })

  it('micropolitan areas are called micropolitan', () => {
    const micro = listCities()
      .map(({ state, city }) => page(state.slug, city.slug))
      .find((candidate) =>
        candidate.place.paragraphs.some((paragraph) => paragraph.includes('micropolitan statistical area')),
      )
    expect(micro).toBeDefined()
    expect(placeText(micro!)).toMatch(
      /In OMB's July 2023 delineation, .+ is (a central|an outlying) county of the .+ micropolitan statistical area\./,
    )
    expect(placeText(micro!)).not.toMatch(/metropolitan statistical area/)
  })

  it('Fall River and New Bedford: Bristol County, in the Providence-Warwick, RI-MA metropolitan area', () => {
    for (const city of ['fall-river', 'new-bedford']) {
      const text = placeText(page('massachusetts', city))
      expect(text).toContain('Bristol County')
      expect(text).toContain('Providence-Warwick, RI-MA metropolitan statistical area')
    }
  })

  it('El Paso: nearby cities across the state line carry their state, nearest first, none beyond 150 miles', () => {
    const nearby = page('texas', 'el-paso').nearby
    expect(nearby.links[0]?.label).toBe('Las Cruces, NM')
    expect(nearby.links.every((link) => Number.parseInt(link.note, 10) <= 150)).toBe(true)
  })

  it('a city with no served city within 150 miles names the nearest one and its distance instead', () => {
    const lonely = listCities()
      .map(({ state, city }) => page(state.slug, city.slug))
      .find((candidate) => candidate.nearby.text)
    expect(lonely?.nearby.links).toEqual([])
    expect(lonely?.nearby.text).toMatch(/^The nearest city we list is .+, [\d,]+ miles away\.$/)
  })
})

describe('city pages', () => {
  const pages = listCities().map(({ state, city }) => buildCityPage(state.slug, city.slug))

  it('state no housing units, no density and no county counts: figures that mean nothing to a damages case', () => {
    for (const page of pages)
      expect(visibleText(page), page.meta.path).not.toMatch(/housing units|per square mile|one of the [\d,]+ /i)
    const valuation = buildServiceCityPage('business-valuation', 'texas', 'houston')
    expect(visibleText(valuation)).not.toMatch(/housing units|per square mile|one of the 254 counties/i)
  })

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

  it('name a federal district court, the state trial court and the workers compensation agency on every page', () => {
    for (const page of pages) {
      expect(page.courts.federal.length, page.meta.path).toBeGreaterThan(0)
      expect(page.courts.federal[0]?.court, page.meta.path).toMatch(
        /^United States District Court for the .+ \(28 U\.S\.C\. § \d+/,
      )
      expect(page.courts.paragraphs.join(' '), page.meta.path).toMatch(/trial court of general jurisdiction/)
    }
  })

  it('show the plain city name for a slug with a state suffix', () => {
    const page = buildCityPage('virginia', 'springfield-va')
    expect(page.meta.h1).toBe('Forensic economics and expert witness services in Springfield, VA')
    expect(page.meta.breadcrumbs.at(-1)).toEqual({ name: 'Springfield', path: '/virginia/springfield-va' })
    expect(visibleText(page)).not.toMatch(/springfield-va/i)
  })

  it('draw the city and its nearby in-state cities on the state map, the page city labeled first at every size', () => {
    const page = buildCityPage('arizona', 'mesa')
    expect(page.place.map.src).toBe('/maps/arizona.svg')
    expect(page.place.map.dots[0]).toMatchObject({ name: 'Mesa', current: true })
    expect(page.place.map.dots[0]?.labels?.wide).toBeDefined()
    expect(page.place.map.dots[0]?.labels?.narrow).toBeDefined()
    // The map is a picture; the nearby list is the way in to each city it draws (issue 53).
    const listed = page.nearby.links.map((link) => link.label)
    for (const dot of page.place.map.dots.slice(1)) expect(listed).toContain(dot.name)
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

  it('list every city of the state with its ACS population and a link, and a dot on the map', () => {
    const alabama = buildStatePage('alabama')
    const state = listStates().find((candidate) => candidate.slug === 'alabama')!
    expect(alabama.map.cities).toHaveLength(state.cities.length)
    expect(alabama.map.cities.every((city) => city.to.startsWith('/alabama/'))).toBe(true)
    expect(alabama.map.map.dots).toHaveLength(state.cities.length)
    expect(visibleText(alabama.facts)).not.toMatch(/count(y|ies)/i)
  })

  it('carry a damages-law table with a citation and the date it was compiled from it on every row', () => {
    for (const page of pages) {
      expect(page.law, page.meta.path).toBeDefined()
      expect(page.law!.rows.length, page.meta.path).toBeGreaterThan(3)
      for (const row of page.law!.rows) {
        expect(row.citation, `${page.meta.path} ${row.topic}`).toBeTruthy()
        expect(row.compiled, `${page.meta.path} ${row.topic}`).toMatch(/^[A-Z][a-z]+ \d{1,2}, 20\d\d$/)
      }
      expect(page.law!.disclaimer).toMatch(/not legal advice.*compiled from that source; it is not a review/)
      expect(page.law!.disclaimer).not.toMatch(/reviewed/i)
    }
  })

  it('list the federal districts with their statutory divisions', () => {
    const texas = buildStatePage('texas')
    expect(texas.courts.districts.map((district) => district.name)).toEqual([
      'United States District Court for the Northern District of Texas',
      'United States District Court for the Southern District of Texas',
      'United States District Court for the Eastern District of Texas',
      'United States District Court for the Western District of Texas',
    ])
    expect(texas.courts.districts[1]?.divisions.map((division) => division.name)).toContain('Houston Division')
    expect(texas.courts.districts[1]?.counties).toBeUndefined() // its divisions list the counties
    expect(buildStatePage('kansas').courts.districts[0]?.counties).toBe('all of Kansas')
    expect(buildStatePage('pennsylvania').courts.districts[0]?.counties).toMatch(/^Berks County, .*Philadelphia County/)
  })

  it('link every service to its hub and to the service in the largest cities by ACS population', () => {
    const services = buildStatePage('alabama').services.groups.flatMap((group) => group.services)
    expect(services).toHaveLength(listServices().length)
    expect(services[0]?.cities.map((city) => city.label)).toEqual(['Huntsville', 'Birmingham', 'Montgomery'])
  })

  it('read naturally for the District of Columbia', () => {
    const page = buildStatePage('district-of-columbia')
    expect(page.meta.h1).toBe('Forensic economics and expert witness services in the District of Columbia')
    expect(page.meta.description).toMatch(/the District of Columbia/)
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

describe("a location page's booking link (issue 54)", () => {
  it('tells the schedule page the service and the state, with the keys the calculator uses', () => {
    expect(buildServiceCityPage('economic-loss-assessment', 'texas', 'houston').scheduleLink).toBe(
      '/schedule-consultation?service=economic-loss-assessment&state=texas',
    )
    expect(buildCityPage('texas', 'houston').scheduleLink).toBe('/schedule-consultation?state=texas')
  })
})
