import { describe, expect, test } from 'vitest'
import { buildSearchIndex } from './build-index.server'
import {
  matchesAtWordStart,
  MAX_SUGGESTIONS,
  type RankOptions,
  rankSuggestions as rankInDataOrder,
  SCORES,
  SITE_RANKING,
} from './rank'
import type { SearchIndex, Suggestion } from './types'

/** The ranking with word starts first on equal scores, matches inside words after them. */
const rankSuggestions = (index: SearchIndex, text: string, options: RankOptions = {}) =>
  rankInDataOrder(index, text, { wordStartsFirst: true, ...options })

/** The ranking as the site's search box and /search page ask for it: word starts only. */
const rankOnSite = (index: SearchIndex, text: string, options: RankOptions = {}) =>
  rankInDataOrder(index, text, { ...SITE_RANKING, ...options })

const scored = (suggestions: Suggestion[]) =>
  suggestions.map((suggestion) => `${suggestion.relevanceScore} ${suggestion.url}`)

function placesIndex(): SearchIndex {
  const city = (name: string, state: number) => ({
    name,
    slug: name.toLowerCase().replaceAll(' ', '-'),
    state,
    nameLower: name.toLowerCase(),
  })
  return {
    services: [
      {
        slug: 'life-care-planning',
        title: 'Life Care Planning',
        icon: 'heart-pulse',
        description: 'Future medical costs.',
        titleLower: 'life care planning',
        descriptionLower: 'future medical costs.',
        featuresLower: [],
      },
    ],
    states: [
      { name: 'California', slug: 'california', abbreviation: 'CA', nameLower: 'california' },
      { name: 'Texas', slug: 'texas', abbreviation: 'TX', nameLower: 'texas' },
    ],
    // Thousand Oaks comes first in data order and holds "hou" inside a word.
    cities: [
      city('Thousand Oaks', 0),
      city('Oakland', 0),
      city('Land Park', 0),
      city('Houston', 1),
      city('Round Rock', 1),
    ],
  }
}

describe('matchesAtWordStart', () => {
  test('a piece at the start of the text or after a space or punctuation starts a word', () => {
    expect(matchesAtWordStart('houston', 'hou')).toBe(true)
    expect(matchesAtWordStart('thousand oaks', 'oak')).toBe(true)
    expect(matchesAtWordStart('winston-salem', 'sal')).toBe(true)
    expect(matchesAtWordStart('thousand oaks', 'hou')).toBe(false)
    expect(matchesAtWordStart('thousand oaks', 'zz')).toBe(false)
  })

  test('a later occurrence at a word start counts when an earlier one is inside a word', () => {
    expect(matchesAtWordStart('ahou hou', 'hou')).toBe(true)
  })
})

describe('equal scores: a match at the start of a word before a match inside a word', () => {
  test('"life care in hou" offers Houston before Thousand Oaks, both at 15', () => {
    expect(scored(rankSuggestions(placesIndex(), 'life care in hou'))).toEqual([
      '15 /services/life-care-planning/texas/houston',
      '15 /services/life-care-planning/california/thousand-oaks',
    ])
  })

  test('cities of equal score: word starts first, each kind in data order', () => {
    expect(scored(rankSuggestions(placesIndex(), 'land'))).toEqual(['9 /california/land-park', '9 /california/oakland'])
    expect(scored(rankSuggestions(placesIndex(), 'ou'))).toEqual([
      '9 /california/thousand-oaks',
      '9 /texas/houston',
      '9 /texas/round-rock',
    ])
  })

  test('a limit keeps the word starts it has room for', () => {
    expect(scored(rankSuggestions(placesIndex(), 'land', { limit: 1 }))).toEqual(['9 /california/land-park'])
  })
})

describe('"service place" without a separator, when nothing else matches', () => {
  test('"life care planning houston" reads as "life care planning in houston"', () => {
    const index = placesIndex()
    expect(rankSuggestions(index, 'life care planning houston')).toEqual(
      rankSuggestions(index, 'life care planning in houston'),
    )
    expect(scored(rankSuggestions(index, 'life care planning houston'))).toEqual([
      '15 /services/life-care-planning/texas/houston',
    ])
  })

  test('a state as the place gives its first cities at 12', () => {
    expect(scored(rankSuggestions(placesIndex(), 'life care texas'))).toEqual([
      '12 /services/life-care-planning/texas/houston',
      '12 /services/life-care-planning/texas/round-rock',
    ])
  })

  test('a text some rule already matches is not read again', () => {
    // "care plan" is a title match; nothing is added to it
    expect(scored(rankSuggestions(placesIndex(), 'care plan'))).toEqual(['10 /services/life-care-planning'])
  })

  test('no service, no place, or an unfinished "service in" gives nothing', () => {
    expect(rankSuggestions(placesIndex(), 'valuation houston')).toEqual([])
    expect(rankSuggestions(placesIndex(), 'life care nowhere')).toEqual([])
    expect(rankSuggestions(placesIndex(), 'life care in')).toEqual([])
    // "ust" is inside Houston, not at the start of a place's word
    expect(rankSuggestions(placesIndex(), 'life care ust')).toEqual([])
  })
})

describe("without the site's option, equal scores keep data order", () => {
  test('"life care in hou" then offers Thousand Oaks first, as before', () => {
    expect(scored(rankInDataOrder(placesIndex(), 'life care in hou'))).toEqual([
      '15 /services/life-care-planning/california/thousand-oaks',
      '15 /services/life-care-planning/texas/houston',
    ])
  })

  test('the fallback for "service place" still applies', () => {
    expect(scored(rankInDataOrder(placesIndex(), 'life care planning houston'))).toEqual([
      '15 /services/life-care-planning/texas/houston',
    ])
  })
})

describe("the site's ranking: a match inside a word is no match", () => {
  test('cities: only those with a word starting with the text', () => {
    expect(scored(rankOnSite(placesIndex(), 'land'))).toEqual(['9 /california/land-park'])
    expect(scored(rankOnSite(placesIndex(), 'ou'))).toEqual([])
    expect(scored(rankOnSite(placesIndex(), 'oak'))).toEqual(['9 /california/thousand-oaks', '9 /california/oakland'])
  })

  test('"service in place" pairs: both parts at a word start', () => {
    expect(scored(rankOnSite(placesIndex(), 'life care in hou'))).toEqual([
      '15 /services/life-care-planning/texas/houston',
    ])
    expect(rankOnSite(placesIndex(), 'are in houston')).toEqual([])
  })

  test('services: a title, description or feature matches only at a word start', () => {
    expect(scored(rankOnSite(placesIndex(), 'plan'))).toEqual(['10 /services/life-care-planning'])
    expect(rankOnSite(placesIndex(), 'lanning')).toEqual([])
    expect(scored(rankOnSite(placesIndex(), 'medic'))).toEqual(['5 /services/life-care-planning'])
    expect(rankOnSite(placesIndex(), 'edical')).toEqual([])
  })
})

describe('on the site index', () => {
  const index = buildSearchIndex()

  test('"life care in hou" offers Houston first, and Enter would open it; Thousand Oaks not at all', () => {
    const [first] = rankOnSite(index, 'life care in hou')
    expect(first).toMatchObject({
      url: '/services/life-care-planning/texas/houston',
      relevanceScore: SCORES.serviceInCity,
    })
    const all = rankOnSite(index, 'life care in hou', { limit: Infinity })
    expect(all.some((suggestion) => suggestion.url.endsWith('/thousand-oaks'))).toBe(false)
  })

  test('"hou" offers only what has a word starting "hou" ("household", "Houston"), never "thousand" or "warehouse"', () => {
    const wordStart = /(^|[^a-z0-9])hou/
    const textOf = (suggestion: Suggestion) => {
      const service = index.services.find((entry) => suggestion.url === `/services/${entry.slug}`)
      return service
        ? [service.titleLower, service.descriptionLower, ...service.featuresLower].join('\n')
        : suggestion.title.toLowerCase()
    }
    const suggestions = rankOnSite(index, 'hou', { limit: Infinity })
    expect(suggestions.some((suggestion) => suggestion.url === '/texas/houston')).toBe(true)
    for (const suggestion of suggestions) expect(textOf(suggestion), suggestion.url).toMatch(wordStart)
    // Without the option, services that hold "hou" only inside a word ("thousand") are offered too.
    const insideOnly = rankInDataOrder(index, 'hou', { limit: Infinity }).filter(
      (suggestion) => !wordStart.test(textOf(suggestion)),
    )
    expect(insideOnly.length).toBeGreaterThan(0)
  })

  test('"life care planning houston" finds Houston\'s life care planning page at 15', () => {
    const suggestions = rankOnSite(index, 'life care planning houston')
    expect(suggestions[0]).toMatchObject({
      type: 'service-location',
      title: 'Life Care Planning in Houston, TX',
      url: '/services/life-care-planning/texas/houston',
      relevanceScore: 15,
    })
    expect(suggestions).toEqual(rankOnSite(index, 'life care planning in houston'))
  })

  test('"life care planning springfield" offers the Springfields as "life care planning in springfield" does, at most 8', () => {
    const suggestions = rankOnSite(index, 'life care planning springfield')
    expect(suggestions).toEqual(rankOnSite(index, 'life care planning in springfield'))
    expect(suggestions.length).toBeGreaterThan(1)
    expect(suggestions.length).toBeLessThanOrEqual(MAX_SUGGESTIONS)
    for (const suggestion of suggestions)
      expect(suggestion.title).toMatch(/^Life Care Planning in Springfield, [A-Z]{2}$/)
  })
})
