import fs from 'node:fs'
import { describe, expect, test } from 'vitest'
import type { RatesData } from '~/lib/rates/types'
import type { AreaWages, WageIndex } from '~/lib/wages/types'
import { resolveRef } from './figure-sources'

// The derived files the calculator fetches, as served from public/data.
const read = <T>(file: string) => JSON.parse(fs.readFileSync(`public/data/${file}`, 'utf8')) as T
const index = read<WageIndex>('wages/index.json')
const houston = read<AreaWages>('wages/26420.json')
const nation = read<AreaWages>('wages/US.json')
const rates = read<RatesData>('rates.json')
const record = { index, areas: { '26420': houston, US: nation }, rates }

describe('a figure from the public record, with its label and citation', () => {
  test('an occupation’s percentile in a metro, and in the nation', () => {
    expect(resolveRef({ kind: 'wage', area: '26420', soc: '53-3032', percentile: 2 }, record)).toEqual({
      ref: { kind: 'wage', area: '26420', soc: '53-3032', percentile: 2 },
      value: '55500',
      label: 'Median, Heavy and Tractor-Trailer Truck Drivers (SOC 53-3032)',
      citation: 'BLS OEWS, May 2024, Houston-Pasadena-The Woodlands, TX',
    })
    expect(resolveRef({ kind: 'wage', area: 'US', soc: '00-0000', percentile: 0 }, record)?.citation).toBe(
      'BLS OEWS, May 2024, United States (national figures)',
    )
  })

  test('a figure BLS did not publish cannot be placed; nor can an area whose file is not loaded', () => {
    // Houston's chief executives: 10th and 25th percentiles published, the median and above not.
    expect(resolveRef({ kind: 'wage', area: '26420', soc: '11-1011', percentile: 1 }, record)?.value).toBe('170640')
    expect(resolveRef({ kind: 'wage', area: '26420', soc: '11-1011', percentile: 2 }, record)).toBeUndefined()
    expect(resolveRef({ kind: 'wage', area: '49740', soc: '53-3032', percentile: 2 }, record)).toBeUndefined()
  })

  test('Treasury yields: the latest day, dated, and a trailing average with its window', () => {
    expect(resolveRef({ kind: 'yield', window: 'latest', maturity: 20 }, record)).toMatchObject({
      value: '5.30',
      label: '20-year Treasury par yield',
      citation: 'U.S. Department of the Treasury, Daily Treasury Par Yield Curve Rates, August 17, 2026',
    })
    expect(resolveRef({ kind: 'yield', window: 10, maturity: 20 }, record)).toMatchObject({
      value: '3.22',
      label: '20-year Treasury par yield, average of the last 10 years (2498 trading days)',
      citation:
        'U.S. Department of the Treasury, Daily Treasury Par Yield Curve Rates, August 18, 2016 to August 17, 2026',
    })
  })

  test('price growth: medical care over 20 years, seasonally adjusted, and all items since 2015', () => {
    expect(resolveRef({ kind: 'growth', series: 'medical', years: 20 }, record)).toMatchObject({
      value: '2.92',
      citation:
        'U.S. Bureau of Labor Statistics, CPI-U, U.S. city average, medical care, seasonally adjusted (CUSR0000SAM), March 2006 to March 2026',
    })
    expect(resolveRef({ kind: 'growth', series: 'all' }, record)?.value).toBe('3.17')
    expect(resolveRef({ kind: 'growth', series: 'all' }, { index })).toBeUndefined()
  })
})
