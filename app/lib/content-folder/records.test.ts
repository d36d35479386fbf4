import { describe, expect, it } from 'vitest'
import { CASE_TYPE_VOCABULARY } from '~/copy/case-types'
import { RECORDS_TO_GATHER } from '~/copy/records-to-gather'
import { COUNTY_COURT_DESIGNATIONS } from '~/copy/law/county-court-designations'
import { listCourtSuggestions } from '~/lib/law/court-suggestions'
import { buildRequestReceivedPage } from '~/lib/pages/request-received.server'
import { buildIntakeOptions } from '~/lib/pages/intake-options'
import { isNoindexPath, REQUEST_RECEIVED_PATH } from '~/lib/routing'
import { listCaseTypes } from './case-types'
import { listStates } from './locations'
import { recordsByCaseTypeName, recordsToGather, requestReceivedPathFor } from './records'

describe('records to gather', () => {
  it('every case type the site lists has its list, and every list belongs to a case type', () => {
    for (const caseType of listCaseTypes())
      expect(recordsToGather(caseType.slug).length, caseType.slug).toBeGreaterThanOrEqual(3)
    const slugs = new Set(CASE_TYPE_VOCABULARY.map((entry) => entry.slug))
    expect(Object.keys(RECORDS_TO_GATHER).filter((slug) => !slugs.has(slug))).toEqual([])
    for (const [slug, items] of Object.entries(RECORDS_TO_GATHER)) expect(new Set(items).size, slug).toBe(items.length)
  })

  it('an injury or death: five years of tax returns and W-2s, the employment file, benefits statements, the life care plan', () => {
    const items = recordsToGather('personal-injury').join('\n')
    for (const part of [/tax returns.*W-2s.*5 years/, /employment file/, /Benefits statements/, /life care plan/])
      expect(items).toMatch(part)
    expect(recordsToGather('wrongful-death').join('\n')).toMatch(/W-2s.*5 years/)
  })

  it('a business valuation: five years of financial statements, the tax returns, the operating agreement', () => {
    const items = recordsToGather('shareholder-disputes').join('\n')
    for (const part of [/Financial statements.*5 years/, /tax returns/, /operating agreement/])
      expect(items).toMatch(part)
  })

  it('the forms get the lists by case type name', () => {
    expect(recordsByCaseTypeName()['Personal Injury']).toEqual(recordsToGather('personal-injury'))
    expect(Object.keys(recordsByCaseTypeName())).toEqual(listCaseTypes().map((caseType) => caseType.name))
  })
})

describe('request-received pages', () => {
  it("a stored request lands on its case type's page, or on the general one", () => {
    expect(requestReceivedPathFor('Personal Injury')).toBe('/request-received/personal-injury')
    expect(requestReceivedPathFor(' Antitrust ')).toBe('/request-received/antitrust')
    expect(requestReceivedPathFor('')).toBe(REQUEST_RECEIVED_PATH)
    expect(requestReceivedPathFor('Something else')).toBe(REQUEST_RECEIVED_PATH)
  })

  it("a case type's page repeats its records and stays out of search engines", () => {
    const page = buildRequestReceivedPage('personal-injury')
    expect(page.meta).toMatchObject({
      path: '/request-received/personal-injury',
      noindex: true,
      title: 'Request Received: Personal Injury',
    })
    expect(page.records).toEqual({
      heading: 'What to gather for Personal Injury',
      intro: expect.any(String),
      items: recordsToGather('personal-injury'),
    })
    expect(buildRequestReceivedPage().records).toBeUndefined()
    expect(() => buildRequestReceivedPage('no-such-type')).toThrow()
    expect(isNoindexPath('/request-received/personal-injury')).toBe(true)
    expect(isNoindexPath(REQUEST_RECEIVED_PATH)).toBe(true)
    expect(isNoindexPath('/request-received-x')).toBe(false)
  })
})

describe('court suggestions', () => {
  it("each state's federal districts and its trial court, named as on a filing", () => {
    const courts = listCourtSuggestions()
    const ca = courts.filter((court) => court.state === 'CA').map((court) => court.name)
    expect(ca).toEqual([
      'United States District Court for the Northern District of California',
      'United States District Court for the Eastern District of California',
      'United States District Court for the Central District of California',
      'United States District Court for the Southern District of California',
      'California Superior Court',
    ])
    expect(courts.filter((court) => court.state === 'DC').map((court) => court.name)).toEqual([
      'United States District Court for the District of Columbia',
      'Superior Court of the District of Columbia',
    ])
    // The 94 district courts less the four of the territories the site does not serve, plus 51 trial courts,
    // plus the county designations a statute records (Harris County's).
    expect(new Set(courts.map((court) => court.state)).size).toBe(listStates().length)
    expect(courts.filter((court) => court.name.startsWith('United States District Court')).length).toBe(90)
    expect(courts.length).toBe(90 + 51 + COUNTY_COURT_DESIGNATIONS.length)
  })

  it('the form pages get the states by name, the courts and the records', () => {
    const intake = buildIntakeOptions()
    expect(intake.states).toHaveLength(51)
    expect(intake.states[0]).toEqual({ code: 'AL', name: 'Alabama', slug: 'alabama' })
    expect(intake.courts).toEqual(listCourtSuggestions())
    expect(intake.records).toEqual(recordsByCaseTypeName())
  })
})
