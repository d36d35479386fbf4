import { describe, expect, it } from 'vitest'
import { mayBeLegacyPath } from './may-be-legacy'
import { LEGACY_RULES, resolveLegacyPath } from './resolve'

describe('mayBeLegacyPath', () => {
  it('admits the example address of every legacy rule', () => {
    for (const rule of LEGACY_RULES) {
      const [from] = rule.example.split(' -> ')
      expect(mayBeLegacyPath(from!), rule.name).toBe(true)
    }
  })

  it('admits every address the resolver moves, among addresses of every shape', () => {
    const addresses = [
      '/forensic-economist',
      '/Forensic-Economist/TX/Houston',
      '/locations/tx',
      '/practice-areas',
      '/blog/2019/x',
      '/tools/calculator',
      '/services/business-consulting',
      '/los-angeles-county-economist',
      '/houston-metro-vocational-expert',
      '/expert-witness-dallas-tx',
    ]
    for (const address of addresses) {
      if (resolveLegacyPath(address)) expect(mayBeLegacyPath(address), address).toBe(true)
    }
  })

  it('refuses addresses no rule could move, so their not-found page loads no resolver', () => {
    for (const address of [
      '/',
      '/no-such-page',
      '/texas/nowhere',
      '/services/no-such-service',
      '/a/b/c/d',
      '/%E0%A4%A',
    ]) {
      expect(mayBeLegacyPath(address), address).toBe(false)
      expect(resolveLegacyPath(address), address).toBeNull()
    }
  })
})
