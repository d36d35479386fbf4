import { describe, expect, it } from 'vitest'
import { listCities, listStates } from '~/lib/content-folder/locations'
import { listPagePaths } from '~/lib/content-folder/paths'
import { LEGACY_CASES } from './legacy-cases'
import { LARGE_COUNTIES } from './places'
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
    expect(resolveLegacyPath('/forensic-economist/texas/%68ouston')).toBe(
      '/services/economic-loss-assessment/texas/houston',
    )
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
    const samples = [
      '/forensic-economist-new-york-ny',
      '/washington-metro-expert-witness',
      '/services/business-consulting/district-of-columbia/washington',
    ]
    for (const sample of samples) {
      const target = resolveLegacyPath(sample)
      expect(target).not.toBeNull()
      expect(pages.has(target ?? '')).toBe(true)
    }
  })
})

describe('county URLs that carry a state code', () => {
  const states = listStates()
  const countyNames = [...new Set(LARGE_COUNTIES.map((county) => county.county))]
  const stateOfCode = new Map(states.map((state) => [state.abbreviation.toLowerCase(), state]))
  /** The old URL shapes a county and a state code appear in: the compound prefix pages and the economist pages. */
  const shapes = (county: string, code: string) => [
    `/${county}-county-${code}-forensic-economist`,
    `/${county}-county-${code}-expert-witness`,
    `/${county}-county-${code}-economist`,
  ]

  it('covers every state code, and every listed county names a state that exists', () => {
    expect(states.length).toBeGreaterThanOrEqual(51)
    for (const county of LARGE_COUNTIES)
      expect(stateOfCode.has(county.state), `${county.county}-${county.state}`).toBe(true)
  })

  it.each(LARGE_COUNTIES.map((county) => [`${county.county}-county-${county.state}`, county] as const))(
    '%s goes to its own seat',
    (_label, county) => {
      const state = stateOfCode.get(county.state)!
      for (const from of shapes(county.county, county.state)) {
        const target = resolveLegacyPath(from)
        expect(target, from).toMatch(new RegExp(`^/services/[a-z-]+/${state.slug}/${county.seat}$`))
        expect(pages.has(target ?? ''), `${from} -> ${target}`).toBe(true)
      }
      expect(resolveLegacyPath(`/${county.county}-county-${county.state.toUpperCase()}-forensic-economist`)).toBe(
        resolveLegacyPath(`/${county.county}-county-${county.state}-forensic-economist`),
      )
    },
  )

  it.each(states.map((state) => [state.abbreviation, state] as const))(
    'every county URL with code %s stays in that state or is a 404',
    (code, state) => {
      const lower = code.toLowerCase()
      for (const county of countyNames) {
        for (const from of shapes(county, lower)) {
          const target = resolveLegacyPath(from)
          if (target === null) continue
          expect(target, from).toMatch(new RegExp(`^/services/[a-z-]+/${state.slug}/[a-z0-9-]+$`))
          expect(pages.has(target), `${from} -> ${target}`).toBe(true)
        }
      }
      // A county known only in other states is a 404, never the other state's seat.
      for (const county of countyNames.filter(
        (name) => !LARGE_COUNTIES.some((entry) => entry.county === name && entry.state === lower),
      )) {
        expect(
          resolveLegacyPath(`/${county}-county-${lower}-forensic-economist`),
          `${county}-county-${lower}`,
        ).toBeNull()
      }
    },
  )

  it('picks between same-named counties by the code, and a bare name means the first one listed', () => {
    const shared = countyNames.filter((name) => LARGE_COUNTIES.filter((county) => county.county === name).length > 1)
    expect(shared).toContain('orange')
    for (const name of shared) {
      const entries = LARGE_COUNTIES.filter((county) => county.county === name)
      const first = entries[0]!
      expect(resolveLegacyPath(`/${name}-county-forensic-economist`)).toBe(
        `/services/economic-loss-assessment/${stateOfCode.get(first.state)!.slug}/${first.seat}`,
      )
      for (const entry of entries) {
        expect(resolveLegacyPath(`/${name}-county-${entry.state}-forensic-economist`)).toBe(
          `/services/economic-loss-assessment/${stateOfCode.get(entry.state)!.slug}/${entry.seat}`,
        )
      }
    }
    expect(resolveLegacyPath('/orange-county-fl-forensic-economist')).toBe(
      '/services/economic-loss-assessment/florida/orlando',
    )
    expect(resolveLegacyPath('/orange-county-ca-forensic-economist')).toBe(
      '/services/economic-loss-assessment/california/santa-ana',
    )
    expect(resolveLegacyPath('/orange-county-fl-economist')).toBe('/services/economic-loss-assessment/florida/orlando')
  })
})
