import { describe, expect, test } from 'vitest'
import { CALCULATOR_EXAMPLE } from '~/copy/calculator'
import {
  decodeRef,
  encodeRef,
  type FigureRef,
  type FigureSource,
  holdsFigure,
  metroFromQuery,
  refsFromQuery,
  sourcesQuery,
  sourcesUsed,
} from './figure-refs'
import { validateInputs } from './validate'

const median: FigureSource = {
  ref: { kind: 'wage', area: '26420', soc: '53-3032', percentile: 2 },
  value: '55500',
  label: 'Median, Heavy and Tractor-Trailer Truck Drivers (SOC 53-3032)',
  citation: 'BLS OEWS, May 2024, Houston-Pasadena-The Woodlands, TX',
}
const twentyYear: FigureSource = {
  ref: { kind: 'yield', window: 'latest', maturity: 20 },
  value: '5.30',
  label: '20-year Treasury par yield',
  citation: 'U.S. Department of the Treasury, Daily Treasury Par Yield Curve Rates, August 17, 2026',
}

describe('figure references in the share link', () => {
  test('each kind reads back as written', () => {
    const refs: FigureRef[] = [
      median.ref,
      { kind: 'wage', area: 'US', soc: '00-0000', percentile: 0 },
      twentyYear.ref,
      { kind: 'yield', window: 10, maturity: 1 },
      { kind: 'growth', series: 'medical', years: 20 },
      { kind: 'growth', series: 'all' },
    ]
    for (const ref of refs) expect(decodeRef(encodeRef(ref))).toEqual(ref)
    expect(encodeRef(median.ref)).toBe('wage.26420.53-3032.2')
  })

  test('anything else is refused: an unknown maturity, window or series, a percentile out of range, text', () => {
    for (const text of [
      'yield.latest.7',
      'yield.3.20',
      'growth.medical.5',
      'wage.26420.53-3032.5',
      'wage.Houston.53-3032.2',
      'BLS says so',
      '',
    ])
      expect(decodeRef(text)).toBeUndefined()
  })

  test('the query carries the metro and each source; a link reads them back, and a bad metro is ignored', () => {
    const query = sourcesQuery({ earnings: median, discount: twentyYear }, '26420')
    expect(query).toBe('&metro=26420&earnings-source=wage.26420.53-3032.2&discount-source=yield.latest.20')
    const search = `?case=injury${query}`
    expect(refsFromQuery(search)).toEqual({ earnings: median.ref, discount: twentyYear.ref })
    expect(metroFromQuery(search)).toBe('26420')
    expect(metroFromQuery('?metro=none')).toBe('none')
    expect(metroFromQuery('?metro=<b>')).toBeUndefined()
    expect(sourcesQuery({})).toBe('')
  })
})

describe('which figures still hold their source', () => {
  test('a field holds its figure until the visitor types another', () => {
    expect(holdsFigure('55500', median)).toBe(true)
    expect(holdsFigure('$55,500', median)).toBe(true)
    expect(holdsFigure('55501', median)).toBe(false)
    expect(holdsFigure('', median)).toBe(false)
    expect(holdsFigure('5.3', twentyYear)).toBe(true)
    expect(holdsFigure('55500', undefined)).toBe(false)
  })

  test('a calculation names only the sources of the figures it used, in fields that applied', () => {
    const checked = validateInputs({ ...CALCULATOR_EXAMPLE, earnings: '55500', discount: '5.30' })
    if (!checked.ok) throw new Error('the example with these figures validates')
    expect(sourcesUsed({ earnings: median, discount: twentyYear }, checked.inputs, () => true)).toEqual({
      earnings: median,
      discount: twentyYear,
    })
    expect(sourcesUsed({ earnings: median }, { ...checked.inputs, earnings: 60_000 }, () => true)).toEqual({})
    expect(sourcesUsed({ discount: twentyYear }, checked.inputs, (field) => field !== 'discount')).toEqual({})
    // The same figure as an annual cost of care is no occupation's wage.
    expect(sourcesUsed({ earnings: median }, { ...checked.inputs, caseKind: 'care' }, () => true)).toEqual({})
  })
})
