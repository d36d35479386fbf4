import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { DISTRICTS_BY_STATE, LAW_BY_STATE } from '~/copy/law/law-data'
import { LAW_TOPICS } from '~/copy/law/schema'
import { findCity, findState, listStates } from '~/lib/content-folder/locations'
import { cityPlace, county, stateCounties } from '~/lib/places/place-data'
import { lawIndexSource } from '../../../scripts/data/law-index'
import { districtCourtName, federalCourtsFor, stateLawOf } from './courts'

const courtsOf = (stateSlug: string, citySlug: string) => {
  const state = findState(stateSlug)!
  return federalCourtsFor(cityPlace(state, findCity(stateSlug, citySlug)!).counties).map((court) => [
    court.districtId,
    court.division ?? null,
  ])
}

describe('federal districts (28 U.S.C. chapter 5)', () => {
  test('every state and DC has its district table', () => {
    expect([...DISTRICTS_BY_STATE.keys()].sort()).toEqual(
      listStates()
        .map((state) => state.abbreviation)
        .sort(),
    )
  })

  test('every county of every state lies in exactly one district (and one division where the statute has them); no county is invented', () => {
    for (const state of listStates()) {
      const counted = new Map<string, number>()
      for (const district of DISTRICTS_BY_STATE.get(state.abbreviation)!.districts) {
        for (const group of district.divisions ?? [{ counties: district.counties ?? {} }]) {
          for (const [fips, name] of Object.entries(group.counties)) {
            expect(county(fips).name, `${state.abbreviation} ${district.name}: ${fips}`).toBe(name)
            counted.set(fips, (counted.get(fips) ?? 0) + 1)
          }
        }
      }
      const expected = stateCounties(state)
      expect([...counted.keys()].sort(), state.abbreviation).toEqual([...expected])
      for (const [fips, count] of counted) expect(count, `${state.abbreviation} ${fips}`).toBe(1)
    }
  })

  test('the cities an attorney would check name their district and statutory division', () => {
    expect(courtsOf('texas', 'houston')).toEqual([['txsd', 'Houston Division']])
    expect(courtsOf('texas', 'dallas')).toEqual([
      ['txnd', 'Dallas Division'],
      ['txed', 'Sherman Division'],
    ])
    expect(courtsOf('texas', 'san-antonio')).toEqual([['txwd', 'San Antonio Division']])
    expect(courtsOf('california', 'los-angeles')).toEqual([['cacd', 'Western Division']])
    expect(courtsOf('california', 'san-francisco')).toEqual([['cand', null]])
    expect(courtsOf('california', 'fresno')).toEqual([['caed', null]])
    expect(courtsOf('new-york', 'brooklyn')).toEqual([['nyed', null]])
    expect(courtsOf('new-york', 'buffalo')).toEqual([['nywd', null]])
    expect(
      courtsOf('new-york', 'new-york')
        .map(([id]) => id)
        .sort(),
    ).toEqual(['nyed', 'nysd'])
    expect(courtsOf('illinois', 'chicago')).toEqual([['ilnd', 'Eastern Division']])
    expect(courtsOf('pennsylvania', 'pittsburgh')).toEqual([['pawd', null]])
    expect(courtsOf('pennsylvania', 'philadelphia')).toEqual([['paed', null]])
    expect(courtsOf('georgia', 'atlanta')).toEqual([['gand', 'Atlanta Division']])
    expect(courtsOf('florida', 'miami')).toEqual([['flsd', null]])
    expect(courtsOf('florida', 'orlando')).toEqual([['flmd', null]])
    expect(courtsOf('washington', 'seattle')).toEqual([['wawd', null]])
    expect(courtsOf('washington', 'spokane')).toEqual([['waed', null]])
    expect(courtsOf('tennessee', 'nashville')).toEqual([['tnmd', 'Nashville Division']])
    expect(courtsOf('tennessee', 'memphis')).toEqual([['tnwd', 'Western Division']])
  })

  test('the court is named in full', () => {
    expect(districtCourtName('Southern District of Texas')).toBe(
      'United States District Court for the Southern District of Texas',
    )
  })
})

describe('state law tables', () => {
  test('every state and DC has a trial court, a workers compensation body and rows with citations and review dates', () => {
    for (const state of listStates()) {
      const law = stateLawOf(state.abbreviation)
      expect(law, state.abbreviation).toBeDefined()
      expect(law!.rules.length, state.abbreviation).toBeGreaterThanOrEqual(5)
      const topics = law!.rules.map((rule) => rule.topic)
      expect(new Set(topics).size, state.abbreviation).toBe(topics.length)
      expect(topics, state.abbreviation).toEqual(
        [...topics].sort((a, b) => LAW_TOPICS.indexOf(a) - LAW_TOPICS.indexOf(b)),
      )
    }
  })

  test('the trial courts the issue names read as the states name them', () => {
    expect(LAW_BY_STATE.get('TX')?.trialCourt.name).toBe('District Court')
    expect(LAW_BY_STATE.get('CA')?.trialCourt.name).toBe('Superior Court')
    expect(LAW_BY_STATE.get('PA')?.trialCourt.name).toBe('Court of Common Pleas')
    expect(LAW_BY_STATE.get('NY')?.trialCourt.name).toBe('Supreme Court')
    expect(LAW_BY_STATE.get('IL')?.trialCourt.name).toBe('Circuit Court')
  })

  test('the generated index imports every file in the law folders', () => {
    const committed = fs.readFileSync(path.resolve(import.meta.dirname, '../../copy/law/index.generated.ts'), 'utf8')
    expect(committed === lawIndexSource()).toBe(true)
  })
})
