import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import YAML from 'yaml'
import { FirmIdentitySchema } from './content-schema/firm'
import { FIRM_IDENTITY_PATH, US_TIME_ZONES } from './firm-identity'
import { siteConfig } from './site-config'

const file = YAML.parse(fs.readFileSync(path.join('content', FIRM_IDENTITY_PATH), 'utf8')) as Record<string, unknown>
const problems = (value: unknown) => {
  const result = FirmIdentitySchema.safeParse(value)
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
}

describe('content/firm/firm.yaml: the firm, stated once', () => {
  test('the site takes its name, phone, email, address and hours from the file', () => {
    expect(problems(file)).toEqual([])
    const firm = FirmIdentitySchema.parse(file)
    expect(siteConfig.name).toBe(firm.name)
    expect(siteConfig.legalName).toBe(firm.legalName)
    expect(siteConfig.phone).toBe(firm.phone)
    expect(siteConfig.email).toBe(firm.email)
    expect(siteConfig.address).toEqual(firm.address)
    expect(siteConfig.hours).toMatchObject(firm.hours)
  })

  test("the hours carry the office's time zone as an IANA name the site knows", () => {
    const firm = FirmIdentitySchema.parse(file)
    expect(Object.keys(US_TIME_ZONES)).toContain(firm.hours.timeZone)
    expect(siteConfig.hours.label).toMatch(/Eastern|Central|Mountain|Pacific|Alaska|Hawaii/)
  })

  test('a broken file is refused, naming the field in plain words', () => {
    const hours = file.hours as Record<string, unknown>
    expect(problems({ ...file, phone: '215-555-0142' })).toEqual(['phone: must be written like (215) 555-0142'])
    expect(problems({ ...file, email: 'consult' })).toEqual([
      'email: must be an email address, like consult@example.com',
    ])
    expect(problems({ ...file, hours: { ...hours, timeZone: 'Europe/Paris' } })[0]).toMatch(/^hours\.timeZone: /)
    expect(problems({ ...file, hours: { ...hours, days: ['Monday', 'Wednesday'] } })).toEqual([
      'hours: the days must be consecutive, in order',
    ])
    expect(problems({ ...file, hours: { ...hours, opens: '18:00', closes: '08:00' } })).toEqual([
      'hours: the office must close after it opens',
    ])
    expect(problems({ ...file, name: ' ' })[0]).toMatch(/^name: /)
    expect(problems({ ...file, fax: '(215) 555-0100' })[0]).toMatch(/fax/)
  })
})
