import { describe, expect, it } from 'vitest'
import { listCities, listStates } from '~/lib/content/locations'
import { listPagePaths } from '~/lib/content/paths'
import { LEGACY_CASES } from './legacy-cases'
import { LEGACY_RULES, matchLegacyRule, resolveLegacyPath } from './resolve'

const pages = new Set(listPagePaths())

describe('resolveLegacyPath', () => {
  it('has a table of at least 60 cases, some of them unresolvable', () => {
    expect(LEGACY_CASES.length).toBeGreaterThanOrEqual(60)
    expect(LEGACY_CASES.filter(([, to]) => to === null).length).toBeGreaterThanOrEqual(10)
  })

  it.each(LEGACY_CASES)('%s -> %s', (from, to) => {
    expect(resolveLegacyPath(from)).toBe(to)
  })

  it('only ever answers with a live page, never the home page for an unknown path', () => {
    for (const [from, to] of LEGACY_CASES) {
      const target = resolveLegacyPath(from)
      if (target) expect(pages.has(target), `${from} -> ${target}`).toBe(true)
      if (to === null) expect(target).toBeNull()
    }
  })

  it('exercises every rule of the table with at least one resolvable case', () => {
    const used = new Set(LEGACY_CASES.filter(([, to]) => to).map(([from]) => matchLegacyRule(from)?.rule.name))
    for (const rule of LEGACY_RULES) expect(used, rule.name).toContain(rule.name)
  })

  it('ignores the query string and fragment, and takes state codes in either case', () => {
    expect(resolveLegacyPath('/forensic-economist/texas?utm_source=old-site#top')).toBe('/texas')
    expect(resolveLegacyPath('/forensic-economist-HOUSTON-Tx')).toBe('/services/economic-loss-assessment/texas/houston')
    expect(resolveLegacyPath('/locations/Tx')).toBe('/texas')
  })

  it('accepts percent-encoded paths as the browser sends them', () => {
    expect(resolveLegacyPath('/forensic-economist/texas/%68ouston')).toBe('/services/economic-loss-assessment/texas/houston')
    expect(resolveLegacyPath('/forensic-economist/%E0%A4%A')).toBeNull()
  })

  it('sends every state, by slug and by code, and every city from the old prefix URLs', () => {
    for (const state of listStates()) {
      expect(resolveLegacyPath(`/expert-witness/${state.slug}`)).toBe(`/${state.slug}`)
      expect(resolveLegacyPath(`/expert-witness-${state.abbreviation}`)).toBe(`/${state.slug}`)
      expect(resolveLegacyPath(`/locations/${state.abbreviation.toLowerCase()}`)).toBe(`/${state.slug}`)
    }
    for (const { state, city } of listCities()) {
      const target = `/services/vocational-evaluation/${state.slug}/${city.slug}`
      expect(resolveLegacyPath(`/vocational-expert/${state.slug}/${city.slug}`)).toBe(target)
      const bare = city.slug.endsWith(`-${state.abbreviation.toLowerCase()}`) ? city.slug.slice(0, -3) : city.slug
      expect(resolveLegacyPath(`/vocational-expert-${bare}-${state.abbreviation}`), city.slug).toBe(target)
    }
  })

  it('never answers with a path that is not a page', () => {
    const samples = ['/forensic-economist-new-york-ny', '/washington-metro-expert-witness', '/services/business-consulting/district-of-columbia/washington']
    for (const sample of samples) {
      const target = resolveLegacyPath(sample)
      expect(target).not.toBeNull()
      expect(pages.has(target ?? '')).toBe(true)
    }
  })
})
