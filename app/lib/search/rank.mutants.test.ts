/**
 * Tests written against surviving mutants (npm run mutation). Each test ranks on an index of its
 * own: the prepared lookups are cached per index, so a shared index would hide a wrong build
 * from every test but the first.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { prepareSearchIndex, rankSuggestions } from './rank'
import type { SearchIndex } from './types'

type ServiceInput = [title: string, description: string, features: string[]]

function makeIndex(services: ServiceInput[], cities: [name: string, state: number][] = [['Houston', 0]]): SearchIndex {
  return {
    services: services.map(([title, description, features]) => ({
      slug: title.toLowerCase().replaceAll(' ', '-'),
      title,
      icon: 'calculator',
      description,
      titleLower: title.toLowerCase(),
      descriptionLower: description.toLowerCase(),
      featuresLower: features.map((feature) => feature.toLowerCase()),
    })),
    states: [
      { name: 'Texas', slug: 'texas', abbreviation: 'TX', nameLower: 'texas' },
      { name: 'Ohio', slug: 'ohio', abbreviation: 'OH', nameLower: 'ohio' },
    ],
    cities: cities.map(([name, state]) => ({
      name,
      slug: name.toLowerCase().replaceAll(' ', '-'),
      state,
      nameLower: name.toLowerCase(),
    })),
  }
}

const scored = (index: SearchIndex, text: string, limit?: number) =>
  rankSuggestions(index, text, limit === undefined ? {} : { limit }).map(
    (suggestion) => `${suggestion.relevanceScore} ${suggestion.url}`,
  )

afterEach(() => {
  vi.restoreAllMocks()
})

describe('service scores from the words of descriptions and features', () => {
  const services: ServiceInput[] = [
    ['Alpha', 'Lost wages and pensions.', ['Household services']],
    ['Beta', 'Pensions of every kind.', ['Lost wages tables']],
    ['Gamma', 'Nothing relevant here.', ['Wages of sin', 'Pension math']],
  ]

  it('scores a one-word query in the description 5, in a feature 2, whichever service holds it', () => {
    expect(scored(makeIndex(services), 'pensions')).toEqual(['5 /services/alpha', '5 /services/beta'])
    expect(scored(makeIndex(services), 'wages')).toEqual(['5 /services/alpha', '2 /services/beta', '2 /services/gamma'])
    expect(scored(makeIndex(services), 'household')).toEqual(['2 /services/alpha'])
    expect(scored(makeIndex(services), 'pension')).toEqual([
      '5 /services/alpha',
      '5 /services/beta',
      '2 /services/gamma',
    ])
  })

  it('scores a two-character piece of a word', () => {
    expect(scored(makeIndex(services), 'ta')).toEqual(['10 /services/beta'])
    expect(scored(makeIndex(services), 'ns')).toEqual(['5 /services/alpha', '5 /services/beta', '2 /services/gamma'])
  })

  it('finds nothing for a word no text holds', () => {
    expect(scored(makeIndex(services), 'zq')).toEqual([])
    expect(scored(makeIndex(services), 'qqq')).toEqual([])
  })

  it('scores a several-word query only where the words stand together', () => {
    expect(scored(makeIndex(services), 'lost wages')).toEqual(['5 /services/alpha', '2 /services/beta'])
    expect(scored(makeIndex(services), 'wages of')).toEqual(['2 /services/gamma'])
    expect(scored(makeIndex(services), 'es of')).toEqual(['2 /services/gamma'])
    expect(scored(makeIndex(services), 'wages lost')).toEqual([])
  })

  it('does not join the end of one feature to the start of the next', () => {
    expect(scored(makeIndex(services), 'sinpension')).toEqual([])
    expect(scored(makeIndex(services), 'sin pension')).toEqual([])
    expect(scored(makeIndex(services), 'sin\npension')).toEqual([])
  })

  it('keeps the title score when a title also matches', () => {
    expect(scored(makeIndex(services), 'alpha')).toEqual(['10 /services/alpha'])
  })

  it('keeps every service right past 32 services, where the word bits run out', () => {
    const many: ServiceInput[] = Array.from({ length: 40 }, (_, i) => [
      `Service ${i}`,
      i % 2 ? 'Odd numbered work.' : 'Even numbered work.',
      [i === 35 ? 'Rare feature' : 'Common feature'],
    ])
    const index = makeIndex(many)
    expect(scored(index, 'odd', Infinity)).toEqual(
      Array.from({ length: 20 }, (_, k) => `5 /services/service-${2 * k + 1}`),
    )
    expect(scored(index, 'rare', Infinity)).toEqual(['2 /services/service-35'])
    expect(scored(index, 'zzz', Infinity)).toEqual([])
  })

  it('keeps every service right at exactly 32 and 33 services', () => {
    for (const count of [32, 33]) {
      const list: ServiceInput[] = Array.from({ length: count }, (_, i) => [
        `S${i}`,
        i === count - 1 ? 'Last one.' : 'Other.',
        ['Plain'],
      ])
      expect(scored(makeIndex(list), 'last'), String(count)).toEqual([`5 /services/s${count - 1}`])
      expect(scored(makeIndex(list), 'other', Infinity), String(count)).toHaveLength(count - 1)
    }
  })
})

describe('service and place pairs', () => {
  const services: ServiceInput[] = [['Business Valuation', 'Values companies.', []]]
  const cities: [string, number][] = [
    ['Houston', 0],
    ['Dallas', 0],
    ['Austin', 0],
    ['El Paso', 0],
    ['Columbus', 1],
    ['Bay in Town', 1],
  ]

  it('"service in state" gives the state\'s first three cities, no more', () => {
    expect(scored(makeIndex(services, cities), 'valuation in texas')).toEqual([
      '12 /services/business-valuation/texas/houston',
      '12 /services/business-valuation/texas/dallas',
      '12 /services/business-valuation/texas/austin',
    ])
  })

  it('"service, place" gives each matching city once, then the first cities of matching states', () => {
    expect(scored(makeIndex(services, cities), 'valuation, as')).toEqual([
      '15 /services/business-valuation/texas/dallas',
      '15 /services/business-valuation/texas/el-paso',
      '12 /services/business-valuation/texas/houston',
      '12 /services/business-valuation/texas/austin',
    ])
  })

  it('ignores extra spaces around the separator', () => {
    expect(scored(makeIndex(services, cities), 'valuation  in  houston')).toEqual([
      '15 /services/business-valuation/texas/houston',
    ])
    expect(scored(makeIndex(services, cities), 'valuation ,  columbus')).toEqual([
      '15 /services/business-valuation/ohio/columbus',
    ])
    expect(scored(makeIndex(services, cities), 'valuation  ,columbus')).toEqual([])
  })

  it('is not a pair when the separator occurs twice, even if the rest names a place', () => {
    expect(scored(makeIndex(services, cities), 'valuation in bay in town')).toEqual([])
    expect(scored(makeIndex(services, cities), 'bay in town')).toEqual(['9 /ohio/bay-in-town'])
  })

  it('answers nothing at all when the limit is not a positive number', () => {
    const index = makeIndex(services, cities)
    for (const limit of [0, -1, Number.NaN])
      expect(scored(index, 'valuation in texas', limit), String(limit)).toEqual([])
    expect(scored(index, 'valuation in texas', 1)).toEqual(['12 /services/business-valuation/texas/houston'])
  })

  it('fills the limit across cities and states, best first', () => {
    const index = makeIndex([['Texas Law', 'Law.', []]], cities)
    expect(scored(index, 'texas', 2)).toEqual(['10 /services/texas-law', '8 /texas'])
  })
})

describe('prepareSearchIndex', () => {
  it('builds the lookups in steps, handing the thread back between them', async () => {
    const index = makeIndex([['Alpha', 'Words.', ['Feature']]])
    const timeout = vi.spyOn(globalThis, 'setTimeout')
    await prepareSearchIndex(index)
    expect(timeout).toHaveBeenCalledTimes(3)
    expect(scored(index, 'words')).toEqual(['5 /services/alpha'])
  })

  it('keeps the lookups it built, so ranking uses them as prepared', async () => {
    const index = makeIndex([['Alpha', 'Words.', []]])
    await prepareSearchIndex(index)
    index.states[0]!.nameLower = 'renamed'
    expect(scored(index, 'texas')).toEqual(['8 /texas'])
    expect(scored(index, 'renamed')).toEqual([])
  })

  it('keeps the first lookups when the index was ranked while they were being built', async () => {
    const index = makeIndex([['Alpha', 'Words.', []]])
    const pending = prepareSearchIndex(index)
    expect(scored(index, 'texas')).toEqual(['8 /texas'])
    index.states[0]!.nameLower = 'renamed'
    await pending
    expect(scored(index, 'texas')).toEqual(['8 /texas'])
  })
})
