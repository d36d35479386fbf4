import { describe, expect, test } from 'vitest'
import { listCities, listStates } from '~/lib/content-folder/locations'
import { findServiceWithText, listServices } from '~/lib/content-folder/services'
import { buildSearchIndex } from './build-index.server'
import { prepareSearchIndex, rankSuggestions } from './rank'

describe('buildSearchIndex', () => {
  const index = buildSearchIndex()

  test('holds the live services, every state and every city, in data order', () => {
    expect(index.services.map((service) => service.slug)).toEqual(listServices().map((service) => service.slug))
    expect(index.services).toHaveLength(20)
    expect(index.states.map((state) => state.slug)).toEqual(listStates().map((state) => state.slug))
    expect(index.cities.map((city) => `${index.states[city.state]!.slug}/${city.slug}`)).toEqual(
      listCities().map(({ state, city }) => `${state.slug}/${city.slug}`),
    )
    expect(index.cities).toHaveLength(1015)
  })

  test('every matched field has its lowercased twin', () => {
    for (const service of index.services) {
      expect(service.titleLower).toBe(service.title.toLowerCase())
      expect(service.descriptionLower).toBe(service.description.toLowerCase())
      expect(service.description).not.toMatch(/\s{2}|\n/)
      expect(service.featuresLower).toEqual(
        findServiceWithText(service.slug)!.features.map((f) => f.replace(/\s+/g, ' ').trim().toLowerCase()),
      )
    }
    for (const state of index.states) expect(state.nameLower).toBe(state.name.toLowerCase())
    for (const city of index.cities) expect(city.nameLower).toBe(city.name.toLowerCase())
  })

  test("carries each service's catalog icon and each state's abbreviation", () => {
    expect(index.services.find((service) => service.slug === 'life-care-planning')?.icon).toBe('heart-pulse')
    expect(index.states.find((state) => state.slug === 'texas')?.abbreviation).toBe('TX')
  })

  test('survives JSON, as the browser receives it, and prepares in steps to the same answers', async () => {
    const fromJson = JSON.parse(JSON.stringify(index)) as typeof index
    await prepareSearchIndex(fromJson)
    for (const query of ['houston', 'business valuation in houston', 'econ', 'life care planning, california']) {
      expect(rankSuggestions(fromJson, query)).toEqual(rankSuggestions(index, query))
    }
  })
})
