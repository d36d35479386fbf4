import { describe, expect, it } from 'vitest'
import { CALCULATOR_EXAMPLE } from '~/copy/calculator'
import { scheduleToCsv } from './csv'
import type { FigureSource } from './figure-refs'
import { buildHandoffMessage, describeInputs, sourceNotes } from './handoff'
import { computeLoss } from './model'
import { validateInputs } from './validate'

const checked = validateInputs({ ...CALCULATOR_EXAMPLE, earnings: '55500', discount: '5.30' })
if (!checked.ok) throw new Error('the example with these figures validates')
const inputs = checked.inputs
const result = computeLoss(inputs)
const sources: Record<'earnings' | 'discount', FigureSource> = {
  earnings: {
    ref: { kind: 'wage', area: '26420', soc: '53-3032', percentile: 2 },
    value: '55500',
    label: 'Median, Heavy and Tractor-Trailer Truck Drivers (SOC 53-3032)',
    citation: 'BLS OEWS, May 2024, Houston-Pasadena-The Woodlands, TX',
  },
  discount: {
    ref: { kind: 'yield', window: 'latest', maturity: 20 },
    value: '5.30',
    label: '20-year Treasury par yield',
    citation: 'U.S. Department of the Treasury, Daily Treasury Par Yield Curve Rates, August 17, 2026',
  },
}

describe('figures from the public record in what the results hand on', () => {
  it('the inputs listed for print and the hand-off name each figure’s source beside its value', () => {
    const listed = describeInputs(inputs, undefined, sources)
    expect(listed.find((entry) => entry.field === 'earnings')?.value).toBe(
      '$55,500 (Median, Heavy and Tractor-Trailer Truck Drivers (SOC 53-3032); BLS OEWS, May 2024, Houston-Pasadena-The Woodlands, TX)',
    )
    expect(listed.find((entry) => entry.field === 'discount')?.value).toBe(
      '5.3% (20-year Treasury par yield; U.S. Department of the Treasury, Daily Treasury Par Yield Curve Rates, August 17, 2026)',
    )
    expect(describeInputs(inputs).find((entry) => entry.field === 'earnings')?.value).toBe('$55,500')
  })

  it('the hand-off message carries them; the results-only message carries no inputs and so no sources', () => {
    expect(buildHandoffMessage(inputs, result, undefined, false, sources)).toContain(
      'Discount rate: 5.3% (20-year Treasury par yield; U.S. Department of the Treasury, Daily Treasury Par Yield Curve Rates, August 17, 2026)',
    )
    expect(buildHandoffMessage(inputs, result, undefined, true, sources)).not.toContain('BLS OEWS')
  })

  it('the CSV ends with a row per source, after the total, quoted where the text has a comma', () => {
    const lines = scheduleToCsv(result, sourceNotes(inputs, sources)).split('\r\n')
    expect(lines.at(-4)).toMatch(/^Total,/)
    expect(lines.at(-3)).toBe(
      'Source of Annual earnings before the injury,"Median, Heavy and Tractor-Trailer Truck Drivers (SOC 53-3032); BLS OEWS, May 2024, Houston-Pasadena-The Woodlands, TX"',
    )
    expect(lines.at(-2)).toBe(
      'Source of Discount rate,"20-year Treasury par yield; U.S. Department of the Treasury, Daily Treasury Par Yield Curve Rates, August 17, 2026"',
    )
    expect(lines.at(-1)).toBe('')
  })
})
