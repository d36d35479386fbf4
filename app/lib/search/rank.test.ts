import { describe, expect, test } from 'vitest'
import { buildSearchIndex } from './build-index.server'
import { DESCRIPTION_MAX_LENGTH, MAX_SUGGESTIONS, rankSuggestions, SCORES } from './rank'
import type { SearchIndex, Suggestion } from './types'

const LONG_DESCRIPTION =
  'Closely held companies rarely have a market price, yet disputes often turn on what one is worth. We value companies, interests and widgets for courts.'

/** A small index whose every field is known, so each rule can be pinned exactly. */
function fixtureIndex(): SearchIndex {
  const service = (
    slug: string,
    title: string,
    icon: SearchIndex['services'][number]['icon'],
    description: string,
    features: string[],
  ) => ({
    slug,
    title,
    icon,
    description,
    titleLower: title.toLowerCase(),
    descriptionLower: description.toLowerCase(),
    featuresLower: features.map((feature) => feature.toLowerCase()),
  })
  const state = (name: string, slug: string, abbreviation: string) => ({
    name,
    slug,
    abbreviation,
    nameLower: name.toLowerCase(),
  })
  const city = (name: string, slug: string, statePosition: number) => ({
    name,
    slug,
    state: statePosition,
    nameLower: name.toLowerCase(),
  })
  return {
    services: [
      service('business-valuation', 'Business Valuation', 'building', LONG_DESCRIPTION, [
        'Fair market value',
        'Buy-sell agreements',
      ]),
      service(
        'life-care-planning',
        'Life Care Planning',
        'heart-pulse',
        'Future medical costs, priced and projected.',
        ['Business records of providers'],
      ),
      service('expert-testimony', 'Expert Testimony', 'gavel', 'Reports and trial testimony on valuation questions.', [
        'Deposition preparation',
      ]),
    ],
    states: [
      state('Texas', 'texas', 'TX'),
      state('California', 'california', 'CA'),
      state('Virginia', 'virginia', 'VA'),
      state('West Virginia', 'west-virginia', 'WV'),
    ],
    cities: [
      city('Houston', 'houston', 0),
      city('San Antonio', 'san-antonio', 0),
      city('Dallas', 'dallas', 0),
      city('Texas City', 'texas-city', 0),
      city('Los Angeles', 'los-angeles', 1),
      city('San Diego', 'san-diego', 1),
      city('San Jose', 'san-jose', 1),
      city('Sacramento', 'sacramento', 1),
      city('Richmond', 'richmond', 2),
      city('Charleston', 'charleston', 3),
    ],
  }
}

const urls = (suggestions: Suggestion[]) => suggestions.map((suggestion) => suggestion.url)
const scored = (suggestions: Suggestion[]) =>
  suggestions.map((suggestion) => `${suggestion.relevanceScore} ${suggestion.url}`)

describe('rankSuggestions: the rules, one by one (fixture index)', () => {
  const index = fixtureIndex()

  test('text shorter than 2 characters after trimming yields nothing', () => {
    expect(rankSuggestions(index, '')).toEqual([])
    expect(rankSuggestions(index, 'h')).toEqual([])
    expect(rankSuggestions(index, '   s   ')).toEqual([])
    expect(rankSuggestions(index, ' ho ')).not.toEqual([])
  })

  test('the text is trimmed and matched case-insensitively, as a substring anywhere in the name', () => {
    expect(urls(rankSuggestions(index, '  HOUSTON '))).toEqual(['/texas/houston'])
    expect(urls(rankSuggestions(index, 'oust'))).toEqual(['/texas/houston'])
    expect(urls(rankSuggestions(index, 'alifor'))).toEqual(['/california'])
  })

  test('a service title match scores 10, with the service URL, title, icon and type', () => {
    expect(rankSuggestions(index, 'care plan')).toEqual([
      {
        type: 'service',
        title: 'Life Care Planning',
        description: 'Future medical costs, priced and projected.',
        url: '/services/life-care-planning',
        icon: 'heart-pulse',
        relevanceScore: SCORES.serviceTitle,
      },
    ])
    expect(SCORES.serviceTitle).toBe(10)
  })

  test('otherwise a description match scores 5', () => {
    // "valuation" is Business Valuation's title (10) and in Expert Testimony's description (5).
    expect(scored(rankSuggestions(index, 'valuation'))).toEqual([
      '10 /services/business-valuation',
      '5 /services/expert-testimony',
    ])
    // across a word boundary inside the description
    expect(scored(rankSuggestions(index, 'trial testimony on'))).toEqual(['5 /services/expert-testimony'])
  })

  test('otherwise a match in a feature only scores 2', () => {
    expect(scored(rankSuggestions(index, 'deposition'))).toEqual(['2 /services/expert-testimony'])
    expect(scored(rankSuggestions(index, 'records of'))).toEqual(['2 /services/life-care-planning'])
    // a title match is not also scored for the feature that repeats it
    expect(scored(rankSuggestions(index, 'business'))).toEqual([
      '10 /services/business-valuation',
      '2 /services/life-care-planning',
    ])
  })

  test('a query spanning two features does not match', () => {
    expect(rankSuggestions(index, 'value buy')).toEqual([])
  })

  test('a state name match scores 8, URL /{state}, title the state name, a map pin', () => {
    expect(rankSuggestions(index, 'california')).toEqual([
      {
        type: 'location',
        title: 'California',
        description: 'Forensic economics and expert witness services across California.',
        url: '/california',
        icon: 'map-pin',
        relevanceScore: SCORES.state,
      },
    ])
    expect(SCORES.state).toBe(8)
  })

  test('a city name match scores 9, URL /{state}/{city}, title "City, ST", a map pin', () => {
    expect(rankSuggestions(index, 'dallas')).toEqual([
      {
        type: 'location',
        title: 'Dallas, TX',
        description: 'Forensic economics and expert witness services in Dallas, Texas.',
        url: '/texas/dallas',
        icon: 'map-pin',
        relevanceScore: SCORES.city,
      },
    ])
    expect(SCORES.city).toBe(9)
  })

  test('a city (9) ranks above a state (8)', () => {
    expect(scored(rankSuggestions(index, 'texas'))).toEqual(['9 /texas/texas-city', '8 /texas'])
  })

  test('"service in city" gives the service-in-city page at 15, titled "{Service} in {City}, {ST}"', () => {
    expect(rankSuggestions(index, 'business valuation in houston')).toEqual([
      {
        type: 'service-location',
        title: 'Business Valuation in Houston, TX',
        description: 'Business Valuation for matters in Houston, Texas.',
        url: '/services/business-valuation/texas/houston',
        icon: 'building',
        relevanceScore: SCORES.serviceInCity,
      },
    ])
    expect(SCORES.serviceInCity).toBe(15)
  })

  test('"service, city" works like "service in city", and both parts are substrings', () => {
    expect(scored(rankSuggestions(index, 'Valuation, Dallas'))).toEqual([
      '15 /services/business-valuation/texas/dallas',
    ])
    expect(scored(rankSuggestions(index, 'life care in san'))).toEqual([
      '15 /services/life-care-planning/texas/san-antonio',
      '15 /services/life-care-planning/california/san-diego',
      '15 /services/life-care-planning/california/san-jose',
    ])
  })

  test('"service in state" gives the first 3 cities of that state in data order, at 12', () => {
    const suggestions = rankSuggestions(index, 'life care planning, california')
    expect(scored(suggestions)).toEqual([
      '12 /services/life-care-planning/california/los-angeles',
      '12 /services/life-care-planning/california/san-diego',
      '12 /services/life-care-planning/california/san-jose',
    ])
    expect(suggestions.map((suggestion) => suggestion.title)).toEqual([
      'Life Care Planning in Los Angeles, CA',
      'Life Care Planning in San Diego, CA',
      'Life Care Planning in San Jose, CA',
    ])
    expect(SCORES.serviceInState).toBe(12)
  })

  test('every state whose name matches brings its cities, states in data order', () => {
    expect(urls(rankSuggestions(index, 'testimony in virginia'))).toEqual([
      '/services/expert-testimony/virginia/richmond',
      '/services/expert-testimony/west-virginia/charleston',
    ])
  })

  test('a service part matching several services pairs each, services as listed', () => {
    expect(urls(rankSuggestions(index, 'i, dallas'))).toEqual([
      '/services/business-valuation/texas/dallas',
      '/services/life-care-planning/texas/dallas',
      '/services/expert-testimony/texas/dallas',
    ])
  })

  test('the text must split into exactly two non-empty parts', () => {
    expect(
      rankSuggestions(index, 'valuation in houston in texas').filter((s) => s.type === 'service-location'),
    ).toEqual([])
    expect(rankSuggestions(index, 'valuation, houston, texas').filter((s) => s.type === 'service-location')).toEqual([])
    expect(rankSuggestions(index, ', houston').filter((s) => s.type === 'service-location')).toEqual([])
    expect(rankSuggestions(index, 'valuation in ').filter((s) => s.type === 'service-location')).toEqual([])
    expect(rankSuggestions(index, 'valuation ,  ').filter((s) => s.type === 'service-location')).toEqual([])
  })

  test('a pair whose service part or place part matches nothing gives no pair suggestions', () => {
    expect(rankSuggestions(index, 'tax advice in houston')).toEqual([])
    expect(rankSuggestions(index, 'business valuation in paris')).toEqual([])
  })

  test('the plain rules still apply to the whole text of a pair', () => {
    // splits into "costs" and "priced", which name no service and no place; the whole text is in a description
    expect(scored(rankSuggestions(index, 'costs, priced'))).toEqual(['5 /services/life-care-planning'])
  })

  test('a URL named at 15 and at 12 appears once, at 15', () => {
    // A state whose name is part of the name of one of its first cities: the pair is named by both rules.
    const local: SearchIndex = { ...index, states: [...index.states], cities: [...index.cities] }
    local.states.push({ name: 'Richmondia', slug: 'richmondia', abbreviation: 'RI', nameLower: 'richmondia' })
    local.cities.push({ name: 'Richmondia Falls', slug: 'richmondia-falls', state: 4, nameLower: 'richmondia falls' })
    const suggestions = rankSuggestions(local, 'expert testimony in richmond')
    expect(scored(suggestions)).toEqual([
      '15 /services/expert-testimony/virginia/richmond',
      '15 /services/expert-testimony/richmondia/richmondia-falls',
    ])
    const both = rankSuggestions(local, 'expert testimony in richmondia')
    expect(scored(both)).toEqual(['15 /services/expert-testimony/richmondia/richmondia-falls'])
  })

  test('sorted by score, highest first; ties keep data order', () => {
    expect(scored(rankSuggestions(index, 'san'))).toEqual([
      '9 /texas/san-antonio',
      '9 /california/san-diego',
      '9 /california/san-jose',
    ])
    expect(scored(rankSuggestions(index, 'virginia'))).toEqual(['8 /virginia', '8 /west-virginia'])
    // services (10), cities (9), a state (8) and a feature (2) together
    expect(scored(rankSuggestions(index, 'es'))).toEqual([
      '10 /services/business-valuation',
      '10 /services/expert-testimony',
      '9 /california/los-angeles',
      '9 /west-virginia/charleston',
      '8 /west-virginia',
      '2 /services/life-care-planning',
    ])
  })

  test('a limit keeps the best suggestions, in the same order', () => {
    const all = rankSuggestions(index, 'es', { limit: Infinity })
    expect(all).toHaveLength(6)
    for (const limit of [1, 2, 3, 5]) expect(rankSuggestions(index, 'es', { limit })).toEqual(all.slice(0, limit))
    expect(rankSuggestions(index, 'es', { limit: 0 })).toEqual([])
  })

  test('descriptions longer than 120 characters end at a whole word within 120, followed by an ellipsis', () => {
    const [valuation] = rankSuggestions(index, 'business valuation')
    expect(DESCRIPTION_MAX_LENGTH).toBe(120)
    expect(LONG_DESCRIPTION.length).toBeGreaterThan(120)
    expect(valuation!.description).toBe(
      'Closely held companies rarely have a market price, yet disputes often turn on what one is worth. We value companies…',
    )
    expect(valuation!.description.length).toBeLessThanOrEqual(120)
  })
})

/** The rules as literally as they read: every candidate, best score per URL, a stable sort, a cap. */
function referenceRank(index: SearchIndex, text: string, limit = MAX_SUGGESTIONS): string[] {
  const query = text.trim().toLowerCase()
  if (query.length < 2) return []
  const candidates: { url: string; score: number }[] = []
  for (const service of index.services) {
    const score = service.titleLower.includes(query)
      ? 10
      : service.descriptionLower.includes(query)
        ? 5
        : service.featuresLower.some((feature) => feature.includes(query))
          ? 2
          : 0
    if (score) candidates.push({ url: `/services/${service.slug}`, score })
  }
  for (const state of index.states)
    if (state.nameLower.includes(query)) candidates.push({ url: `/${state.slug}`, score: 8 })
  for (const city of index.cities) {
    if (city.nameLower.includes(query))
      candidates.push({ url: `/${index.states[city.state]!.slug}/${city.slug}`, score: 9 })
  }
  for (const separator of [' in ', ', ']) {
    const parts = query.split(separator).map((part) => part.trim())
    if (parts.length !== 2 || !parts[0] || !parts[1]) continue
    const [servicePart, placePart] = parts as [string, string]
    for (const service of index.services.filter((s) => s.titleLower.includes(servicePart))) {
      for (const city of index.cities.filter((c) => c.nameLower.includes(placePart))) {
        candidates.push({ url: `/services/${service.slug}/${index.states[city.state]!.slug}/${city.slug}`, score: 15 })
      }
      index.states.forEach((state, position) => {
        if (!state.nameLower.includes(placePart)) return
        for (const city of index.cities.filter((c) => c.state === position).slice(0, 3)) {
          candidates.push({ url: `/services/${service.slug}/${state.slug}/${city.slug}`, score: 12 })
        }
      })
    }
  }
  const best = new Map<string, { url: string; score: number }>()
  for (const candidate of candidates) {
    const seen = best.get(candidate.url)
    if (!seen || candidate.score > seen.score) best.set(candidate.url, candidate)
  }
  return [...best.values()]
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map((c) => `${c.score} ${c.url}`)
}

describe('rankSuggestions on the site index', () => {
  const index = buildSearchIndex()

  test('"business valuation in houston" gives /services/business-valuation/texas/houston first, at 15', () => {
    const [first] = rankSuggestions(index, 'business valuation in houston')
    expect(first).toMatchObject({
      type: 'service-location',
      title: 'Business Valuation in Houston, TX',
      url: '/services/business-valuation/texas/houston',
      relevanceScore: 15,
    })
  })

  test('"life care planning, california" gives three California cities at 12', () => {
    const suggestions = rankSuggestions(index, 'life care planning, california')
    const californian = suggestions.filter(
      (s) => s.relevanceScore === 12 && s.url.startsWith('/services/life-care-planning/california/'),
    )
    expect(californian).toHaveLength(3)
    expect(californian.map((s) => s.title)).toEqual([
      'Life Care Planning in Los Angeles, CA',
      'Life Care Planning in San Diego, CA',
      'Life Care Planning in San Jose, CA',
    ])
    expect(suggestions.slice(0, 3)).toEqual(californian)
  })

  test('a one-character query gives nothing', () => {
    expect(rankSuggestions(index, 'a')).toEqual([])
    expect(rankSuggestions(index, ' t ', { limit: Infinity })).toEqual([])
  })

  test('"expert testimony in new york": New York City once, at 15, then the state\'s other first cities at 12', () => {
    expect(scored(rankSuggestions(index, 'expert testimony in new york'))).toEqual([
      '15 /services/expert-testimony/new-york/new-york',
      '12 /services/expert-testimony/new-york/buffalo',
      '12 /services/expert-testimony/new-york/rochester',
    ])
  })

  test('"washington": the city (9) before the state (8)', () => {
    expect(scored(rankSuggestions(index, 'washington')).slice(0, 2)).toEqual([
      '9 /district-of-columbia/washington',
      '8 /washington',
    ])
  })

  test('at most 8 suggestions by default; no cap gives the rest in the same order', () => {
    const all = rankSuggestions(index, 'sa', { limit: Infinity })
    const capped = rankSuggestions(index, 'sa')
    expect(MAX_SUGGESTIONS).toBe(8)
    expect(all.length).toBeGreaterThan(50)
    expect(capped).toEqual(all.slice(0, 8))
  })

  test('every suggestion URL appears once and no description is longer than 120 characters plus the ellipsis', () => {
    const suggestions = rankSuggestions(index, 'an', { limit: Infinity })
    expect(new Set(urls(suggestions)).size).toBe(suggestions.length)
    for (const suggestion of suggestions) expect(suggestion.description.length).toBeLessThanOrEqual(121)
  })

  test('agrees with the literal reading of the rules on a broad set of queries, capped and uncapped', () => {
    const queries = new Set<string>()
    for (const service of index.services) {
      queries.add(service.title)
      queries.add(service.titleLower.slice(0, 4))
      queries.add(service.descriptionLower.slice(40, 58))
      queries.add(service.featuresLower[0]!.slice(3, 14))
    }
    index.states.forEach((state, position) => {
      queries.add(state.name.slice(0, 3))
      queries.add(`${index.services[position % index.services.length]!.title}, ${state.name}`)
    })
    index.cities.forEach((city, position) => {
      if (position % 7) return
      queries.add(city.nameLower.slice(0, 2))
      queries.add(city.nameLower.slice(1, 5))
      queries.add(
        `${index.services[position % index.services.length]!.titleLower.slice(0, 6)} in ${city.nameLower.slice(0, 4)}`,
      )
    })
    for (const extra of [
      'in',
      'an',
      'economic',
      'new',
      ' in ',
      'a in b',
      'care, new',
      'x, y',
      'zzzz',
      'life care in',
      'business, ohio, texas',
    ])
      queries.add(extra)
    for (const query of queries) {
      expect(scored(rankSuggestions(index, query)), query).toEqual(referenceRank(index, query))
      expect(scored(rankSuggestions(index, query, { limit: Infinity })), query).toEqual(
        referenceRank(index, query, Infinity),
      )
    }
  })
})
