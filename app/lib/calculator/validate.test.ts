import { beforeAll, describe, expect, it } from 'vitest'
import { loadLifeTables } from './life-table'
import { CALCULATOR_EXAMPLE } from '~/copy/calculator'
import type { RawInputs } from './inputs'
import { horizonWasReset, parseNumber, validateInputs } from './validate'

// The life tables load on demand in the browser; these tests use them.
beforeAll(() => loadLifeTables())

const example: RawInputs = { ...CALCULATOR_EXAMPLE }

function errorsFor(changes: Partial<RawInputs>) {
  const result = validateInputs({ ...example, ...changes })
  return result.ok ? [] : result.errors
}

describe('parseNumber', () => {
  it('reads numbers as people type them', () => {
    expect(parseNumber('60,000')).toBe(60_000)
    expect(parseNumber('$60,000')).toBe(60_000)
    expect(parseNumber(' 4.5% ')).toBe(4.5)
    expect(parseNumber('-2')).toBe(-2)
    expect(parseNumber('.5')).toBe(0.5)
    for (const text of ['', 'abc', '1e3', '4.5.1', '--2', '12 000']) expect(parseNumber(text), text).toBeUndefined()
  })
})

describe('validateInputs', () => {
  it('names the field and its range for a value out of range', () => {
    expect(errorsFor({ age: '13' })).toEqual([{ field: 'age', message: 'Age at trial must be from 14 to 90.' }])
    expect(errorsFor({ retire: '91' })).toEqual([
      { field: 'retire', message: 'Expected end of working life must be from 14 to 90.' },
    ])
    expect(errorsFor({ growth: '21' })).toEqual([
      { field: 'growth', message: 'Annual earnings growth rate must be from -5% to 20%.' },
    ])
    expect(errorsFor({ discount: '-5.5' })).toEqual([
      { field: 'discount', message: 'Discount rate must be from -5% to 20%.' },
    ])
    expect(errorsFor({ fringe: '101' })).toEqual([
      { field: 'fringe', message: 'Fringe benefit rate must be from 0% to 100%.' },
    ])
    expect(errorsFor({ earnings: '10000001' })).toEqual([
      { field: 'earnings', message: 'Annual earnings before the injury must be from $0 to $10,000,000.' },
    ])
    expect(errorsFor({ past: '21' })).toEqual([
      { field: 'past', message: 'Years from the injury to trial must be from 0 years to 20 years.' },
    ])
    expect(errorsFor({ case: 'death', consumption: '91' })).toEqual([
      { field: 'consumption', message: 'Personal consumption rate must be from 0% to 90%.' },
    ])
  })

  it('accepts the ends of every range', () => {
    expect(
      errorsFor({
        age: '14',
        retire: '90',
        growth: '-5',
        discount: '20',
        fringe: '0',
        past: '20',
        earnings: '10000000',
        residual: '0',
      }),
    ).toEqual([])
    expect(errorsFor({ growth: '20', discount: '-5', fringe: '100', past: '0' })).toEqual([])
    expect(errorsFor({ case: 'death', consumption: '90' })).toEqual([])
  })

  it('requires the end of working life after the age at trial, and residual earnings no more than earnings', () => {
    expect(errorsFor({ retire: '40' })).toEqual([
      { field: 'retire', message: 'Expected end of working life must be later than the age at trial (40).' },
    ])
    expect(errorsFor({ residual: '60001' })).toEqual([
      {
        field: 'residual',
        message:
          'Annual residual earnings after the injury cannot be more than the annual earnings before the injury ($60,000).',
      },
    ])
  })

  it('reports an empty or unreadable field, and every problem in form order', () => {
    expect(errorsFor({ past: '', earnings: 'lots', age: '' }).map((error) => error.field)).toEqual([
      'age',
      'earnings',
      'past',
    ])
    expect(errorsFor({ age: '' })[0]!.message).toBe('Age at trial is required: enter a number from 14 to 90.')
    expect(errorsFor({ earnings: 'lots' })[0]!.message).toBe(
      'Annual earnings before the injury must be a number from $0 to $10,000,000.',
    )
  })

  it('takes ages with one decimal, not two', () => {
    expect(errorsFor({ age: '40.5' })).toEqual([])
    expect(errorsFor({ age: '40.25' })).toEqual([
      { field: 'age', message: 'Age at trial takes at most one digit after the decimal point.' },
    ])
  })

  it('ignores the field the case type does not use, and zeroes it in the model', () => {
    const death = validateInputs({ ...example, case: 'death', residual: 'not used', consumption: '30' })
    expect(death).toMatchObject({ ok: true, inputs: { caseKind: 'death', residualEarnings: 0, consumptionRate: 0.3 } })
    const injury = validateInputs({ ...example, consumption: 'not used' })
    expect(injury).toMatchObject({ ok: true, inputs: { caseKind: 'injury', consumptionRate: 0 } })
  })

  it('with life expectancy or survival weighting, refuses a decimal age and end age, naming the field', () => {
    const message = (label: string) =>
      `${label} must be a whole number of years when the life table is used (life expectancy or survival weighting).`
    expect(errorsFor({ survival: '1', age: '40.5', retire: '66.5' })).toEqual([
      { field: 'age', message: message('Age at trial') },
      { field: 'retire', message: message('Expected end of working life') },
    ])
    expect(errorsFor({ case: 'care', horizon: 'life', age: '40.5', retire: '66.5' })).toEqual([
      { field: 'age', message: message('Age at trial') },
    ])
    expect(errorsFor({ sex: 'male', age: '40.5' })).toEqual([])
  })

  it('lost earnings run to a stated age: a life expectancy horizon on an injury or death case (an old share link) becomes the stated age, and the page can say why', () => {
    for (const kind of ['injury', 'death'] as const) {
      const checked = validateInputs({ ...CALCULATOR_EXAMPLE, case: kind, horizon: 'life', consumption: '30' })
      expect(checked.ok && checked.inputs.horizon).toBe('age')
      expect(checked.ok && checked.inputs.workLifeEndAge).toBe(67)
      expect(horizonWasReset({ case: kind, horizon: 'life' })).toBe(true)
    }
    const care = validateInputs({ ...CALCULATOR_EXAMPLE, case: 'care', horizon: 'life' })
    expect(care.ok && care.inputs.horizon).toBe('life')
    expect(horizonWasReset({ case: 'care', horizon: 'life' })).toBe(false)
    expect(horizonWasReset({ case: 'injury', horizon: 'age' })).toBe(false)
  })

  it('wrongful death has no default consumption share: the example leaves it empty, and a death case requires it', () => {
    expect(CALCULATOR_EXAMPLE.consumption).toBe('')
    const death = validateInputs({ ...CALCULATOR_EXAMPLE, case: 'death' })
    expect(death.ok ? [] : death.errors).toEqual([
      { field: 'consumption', message: 'Personal consumption rate is required: enter a number from 0% to 90%.' },
    ])
    expect(validateInputs(CALCULATOR_EXAMPLE).ok).toBe(true)
  })

  it('under Pennsylvania’s rule a death case deducts personal maintenance, labelled as such; elsewhere personal consumption', () => {
    const errors = validateInputs({
      ...CALCULATOR_EXAMPLE,
      case: 'death',
      state: 'pennsylvania',
      rule: 'pennsylvania',
      consumption: 'x',
    })
    expect(errors.ok ? [] : errors.errors.map((error) => error.message)).toEqual([
      'Personal maintenance rate must be a number from 0% to 90%.',
    ])
    const market = validateInputs({ ...CALCULATOR_EXAMPLE, case: 'death', consumption: 'x' })
    expect(market.ok ? [] : market.errors.map((error) => error.message)[0]).toMatch(/^Personal consumption rate /)
  })

  it('future care costs: ages from 0, no fringe, residual, consumption or past period', () => {
    expect(errorsFor({ case: 'care', age: '0', retire: '5', fringe: 'x', residual: 'x', past: 'x' })).toEqual([])
    expect(errorsFor({ case: 'care', age: '-1' })).toEqual([
      { field: 'age', message: 'Age at trial must be from 0 to 100.' },
    ])
    expect(errorsFor({ case: 'care', earnings: '' })[0]!.message).toBe(
      'Annual cost of care in today’s dollars is required: enter a number from $0 to $10,000,000.',
    )
    const care = validateInputs({ ...example, case: 'care' })
    expect(care).toMatchObject({
      ok: true,
      inputs: { caseKind: 'care', fringeRate: 0, residualEarnings: 0, yearsToTrial: 0 },
    })
  })

  it('checks the productivity rate only under Pennsylvania’s rule, and the rates that rule replaces not at all', () => {
    expect(errorsFor({ productivity: 'x' })).toEqual([])
    expect(errorsFor({ rule: 'pennsylvania', productivity: '11', growth: 'x', discount: 'x' })).toEqual([
      { field: 'productivity', message: 'Productivity growth rate must be from 0% to 10%.' },
    ])
  })

  it('falls back to personal injury and end-of-year discounting for unknown choices', () => {
    expect(validateInputs({ ...example, case: 'other', timing: 'sometimes' })).toMatchObject({
      ok: true,
      inputs: { caseKind: 'injury', timing: 'end' },
    })
  })
})
