import { describe, expect, it } from 'vitest'
import { BOOKING_TOKEN_PATTERN, isEmailAddress } from '~/lib/input-patterns'
import { emailAddress, formId, leadId, registerEntryId, secret, staffId } from './input-schemas'

describe('the shared input patterns', () => {
  it('takes an email address with a dot in its domain, up to 254 characters, and nothing with spaces or two @', () => {
    for (const good of ['counsel@example.com', 'a.b+c@firm.law', 'x@y.co.uk'])
      expect(isEmailAddress(good), good).toBe(true)
    for (const bad of ['', 'counsel', 'counsel@example', '@example.com', 'a b@example.com', 'a@b@example.com'])
      expect(isEmailAddress(bad), bad).toBe(false)
    expect(isEmailAddress(`${'a'.repeat(243)}@example.com`)).toBe(false)
    expect(isEmailAddress(`${'a'.repeat(242)}@example.com`)).toBe(true)
    expect(emailAddress.safeParse('a b@example.com').success).toBe(false)
    expect(emailAddress.safeParse('counsel@example.com').success).toBe(true)
  })

  it('takes the lead ids the store makes (base-36 time and 12 hex digits) and short test ids, and refuses other shapes', () => {
    for (const now of [0, Date.UTC(2026, 0, 1), Date.UTC(2999, 0, 1)])
      expect(leadId.safeParse(`ld_${now.toString(36).padStart(9, '0')}0123456789ab`).success).toBe(true)
    expect(leadId.safeParse('ld_1').success).toBe(true)
    for (const bad of ['ld_', 'LD_abc', 'ld_ABC', 'ld_a-b', `ld_${'a'.repeat(41)}`, '../ld_a'])
      expect(leadId.safeParse(bad).success, bad).toBe(false)
  })

  it('tells the ids of people and register entries, and the secrets of links, by their exact shape', () => {
    const hex = 'a'.repeat(32)
    expect(staffId.safeParse(`st_${hex}`).success).toBe(true)
    expect(staffId.safeParse(`mx_${hex}`).success).toBe(false)
    expect(registerEntryId.safeParse(`mx_${hex}`).success).toBe(true)
    expect(registerEntryId.safeParse(`mx_${hex}0`).success).toBe(false)
    const token = 'A'.repeat(42) + '_'
    expect(secret.safeParse(token).success).toBe(true)
    expect(secret.safeParse(token.slice(1)).success).toBe(false)
    expect(secret.safeParse(`${token.slice(1)}=`).success).toBe(false)
    expect(BOOKING_TOKEN_PATTERN.test(`1767225600.${token}`)).toBe(true)
    expect(BOOKING_TOKEN_PATTERN.test(token)).toBe(false)
  })

  it("takes the site's form ids and nothing that could leave the path", () => {
    for (const good of ['contact', 'schedule', 'emergency', 'quick']) expect(formId.safeParse(good).success).toBe(true)
    for (const bad of ['', '../x', 'Contact', 'a'.repeat(41)]) expect(formId.safeParse(bad).success, bad).toBe(false)
  })
})
