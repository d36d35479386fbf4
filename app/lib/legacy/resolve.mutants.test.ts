/**
 * Tests written against surviving mutants (npm run mutation): the county URLs keep their state code,
 * each rule's edges (extra segments, unknown places, a bare section), the path clean-up, and the
 * place lookups' case handling.
 */
import { describe, expect, it } from 'vitest'
import {
  findArea,
  findCityInState,
  findCountySeat,
  findMetroPrincipalCity,
  findStateByToken,
  isStateCode,
  listMetroAliases,
} from './places'
import { LEGACY_RULES, matchLegacyRule, resolveLegacyPath } from './resolve'

const ELA = '/services/economic-loss-assessment'

describe('county URLs keep the state code', () => {
  it.each([
    ['/orange-county-fl-forensic-economist', `${ELA}/florida/orlando`],
    ['/orange-county-forensic-economist', `${ELA}/california/santa-ana`],
    ['/orange-county-ca-forensic-economist', `${ELA}/california/santa-ana`],
    ['/Orange-County-FL-Expert-Witness', '/services/expert-testimony/florida/orlando'],
    ['/cook-county-vocational-expert', '/services/vocational-evaluation/illinois/chicago'],
    ['/orange-county-tx-forensic-economist', null],
    ['/orange-county-fl-economist', `${ELA}/florida/orlando`],
    ['/orange-county-ca-economist', `${ELA}/california/santa-ana`],
    ['/orange-county-tx-economist', null],
    ['/orange-county-economist/extra', null],
    ['/cook-county-economist-extra', null],
    ['/orange-county-florida-forensic-economist', null],
    ['/orange-county-f-forensic-economist', null],
  ])('%s -> %s', (from, to) => {
    expect(resolveLegacyPath(from)).toBe(to)
  })

  it('decides county economist pages by the county rule, with its null for an unknown county', () => {
    expect(matchLegacyRule('/nowhere-county-economist')).toEqual({ rule: LEGACY_RULES.at(-1), target: null })
    expect(matchLegacyRule('/orange-county-fl-economist')?.rule).toBe(LEGACY_RULES.at(-1))
  })
})

describe('each rule at its edges', () => {
  it.each([
    // retired service
    ['/services/business-consulting/texas', '/texas'],
    ['/services/business-consulting/tx/houston', '/texas/houston'],
    ['/services/business-consulting/california/concord', '/california/concord-ca'],
    ['/services/business-consulting/texas/houston/extra', '/advisory'],
    ['/services/business-consulting/atlantis', '/advisory'],
    ['/services/business-consulting/atlantis/houston', '/advisory'],
    ['/services/no-such-service/texas', null],
    ['/services/no-such-service/texas/houston', null],
    ['/locations/business-consulting', null],
    ['/blog/business-consulting', '/'],
    ['/vendor/business-consulting/texas', '/services'],
    // old locations section
    ['/locations', null],
    ['/locations/tx/houston/extra', null],
    ['/locations/california/concord', '/california/concord-ca'],
    // practice areas
    ['/practice-areas/economic-loss-assessment', ELA],
    ['/practice-areas/vocational-expert', '/services/vocational-evaluation'],
    ['/practice-areas/vocational-expert/extra', '/services'],
    ['/practice-areas/business-consulting/extra', '/services'],
    // service prefix, state, city
    ['/forensic-economist/tx/atlantis', null],
    ['/forensic-economist/atlantis/houston', null],
    ['/forensic-economist/tx/houston/', `${ELA}/texas/houston`],
    ['/business-valuation/ohio', '/ohio'],
    // compound forms
    ['/forensic-economist-houston-tx/extra', null],
    ['/forensic-economist--tx', null],
    ['/forensic-economist-houston-tex', null],
    ['/forensic-economist-concord-ca', `${ELA}/california/concord-ca`],
    ['/forensic-economist-houston-texas', null],
    ['/forensic-economist-kansas-city-kansas', null],
    ['/forensic-economist-texas', '/texas'],
    ['/personal-injury-economist-houston-tx', `${ELA}/texas/houston`],
    ['/houston-metro-personal-injury-economist', `${ELA}/texas/houston`],
    ['/houston-metro-forensic-economist/extra', null],
    ['/houston-forensic-economist', null],
    ['/metro-forensic-economist', null],
    ['/bay-area-business-damages', '/services/business-valuation/california/san-francisco'],
    ['/blog-extra', null],
    ['/vendorx', null],
  ])('%s -> %s', (from, to) => {
    expect(resolveLegacyPath(from)).toBe(to)
  })

  it("resolves every rule's own example with that rule", () => {
    for (const rule of LEGACY_RULES) {
      const [from, to] = rule.example.split(' -> ')
      expect(matchLegacyRule(from!), rule.example).toEqual({ rule, target: to })
    }
  })
})

describe('the path clean-up', () => {
  it('matches nothing for the root, an empty path or only a query', () => {
    expect(matchLegacyRule('/')).toBeUndefined()
    expect(matchLegacyRule('')).toBeUndefined()
    expect(matchLegacyRule('/?q=blog')).toBeUndefined()
    expect(resolveLegacyPath('/#blog')).toBeNull()
  })

  it('drops the query or fragment and what follows, and empty segments', () => {
    expect(resolveLegacyPath('/blog#comments?x=1')).toBe('/')
    expect(resolveLegacyPath('//locations//tx//houston')).toBe('/texas/houston')
    expect(resolveLegacyPath('/locations/tx?city=/houston')).toBe('/texas')
  })

  it('decodes escapes before matching, and keeps a malformed path as it is', () => {
    expect(resolveLegacyPath('/locations%2Ftx')).toBe('/texas')
    expect(resolveLegacyPath('/blog/%E0%A4%A')).toBe('/')
    expect(resolveLegacyPath('/BLOG')).toBe('/')
  })

  it('answers undefined, not null, when no rule applies', () => {
    expect(matchLegacyRule('/no-such-page')).toBeUndefined()
    expect(matchLegacyRule('/forensic-economist/atlantis')).toMatchObject({ target: null })
  })
})

describe('place lookups', () => {
  it('tells state codes from other tokens', () => {
    expect(isStateCode('tx')).toBe(true)
    expect(isStateCode('TX')).toBe(true)
    expect(isStateCode('texas')).toBe(false)
    expect(isStateCode('zz')).toBe(false)
    expect(findStateByToken('TeXaS')?.slug).toBe('texas')
  })

  it('finds cities with a state-code suffix by their bare name, in either case', () => {
    const california = findStateByToken('ca')!
    expect(findCityInState(california, 'Concord')?.slug).toBe('concord-ca')
    expect(findCityInState(california, 'LOS-ANGELES')?.slug).toBe('los-angeles')
    expect(findCityInState(california, 'atlantis')).toBeUndefined()
  })

  it('reads county, area and metro tokens in any case', () => {
    expect(findCountySeat('Orange-FL')?.city.slug).toBe('orlando')
    expect(findCountySeat('COOK')?.city.slug).toBe('chicago')
    expect(findCountySeat('orangexfl')).toBeUndefined()
    expect(findCountySeat('cook-tx')).toBeUndefined()
    expect(findCountySeat('fl')).toBeUndefined()
    expect(findArea('Bay-Area')?.city.slug).toBe('san-francisco')
    expect(findArea('atlantis')).toBeUndefined()
    expect(findMetroPrincipalCity('HOUSTON')?.city.slug).toBe('houston')
  })

  it('lists each metro alias with its principal city', () => {
    const aliases = new Map(listMetroAliases())
    expect(aliases.get('houston')?.city.slug).toBe('houston')
    expect(aliases.get('phoenix')?.state.slug).toBe('arizona')
  })
})
