import { beforeAll, describe, expect, it } from 'vitest'
import { CALCULATOR_EXAMPLE } from '~/copy/calculator'
import type { LossInputs, RawInputs } from './inputs'
import { lifeExpectancy, loadLifeTables, survivalDuringYear, survivors } from './life-table'
import { computeLoss } from './model'
import { appliedRule, offeredRules, ruleRates } from './rules'
import { validateInputs } from './validate'

// The life tables load on demand in the browser; these tests use them.
beforeAll(() => loadLifeTables())

/** The worked examples, entered as the form takes them, so that validation is part of what is pinned. */
function compute(changes: Partial<RawInputs>) {
  const checked = validateInputs({ ...CALCULATOR_EXAMPLE, ...changes })
  if (!checked.ok) throw new Error(checked.errors.map((error) => error.message).join(' '))
  return { inputs: checked.inputs, result: computeLoss(checked.inputs) }
}

const MALE_45 = {
  case: 'injury',
  sex: 'male',
  age: '45',
  retire: '67',
  earnings: '70000',
  residual: '0',
  fringe: '20',
  growth: '3',
  discount: '4.5',
  timing: 'end',
} as const

describe('the worked examples', () => {
  it('personal injury, male, 45 to 67, E 70,000, R 0, f 20%, g 3%, r 4.5%, end of year, 2 years from injury to trial: future loss 1,667,219 (1,571,514 before earnings grew from the injury)', () => {
    const { result } = compute(MALE_45)
    expect(Math.round(result.future)).toBe(1_667_219)
    expect(result.schedule).toHaveLength(22)
    expect(result.survivalWeighted).toBe(false)
  })

  it('the same with survival weighting (male table, 2023): 1,560,421 (1,470,846 before)', () => {
    const { inputs, result } = compute({ ...MALE_45, survival: '1' })
    expect(inputs).toMatchObject({ sex: 'male', survivalWeighting: true })
    expect(Math.round(result.future)).toBe(1_560_421)
    expect(result.schedule[0]!.survival).toBeCloseTo(
      (survivors('male', 45) + survivors('male', 46)) / (2 * survivors('male', 45)),
      12,
    )
  })

  it('future care costs, female, 30, C 50,000, g 4%, r 4.5%, to life expectancy (e(30) = 52.10912 unrounded), end of year: 2,299,850', () => {
    const { inputs, result } = compute({
      case: 'care',
      sex: 'female',
      horizon: 'life',
      age: '30',
      earnings: '50000',
      growth: '4',
      discount: '4.5',
      timing: 'end',
    })
    expect(lifeExpectancy('female', 30)).toBeCloseTo(52.10912, 5)
    expect(result.horizonYears).toBe(lifeExpectancy('female', 30))
    expect(result.schedule).toHaveLength(53)
    expect(result.schedule[52]!.share).toBeCloseTo(0.10912, 5)
    expect(result.schedule[0]!.loss).toBeCloseTo(50_000 * 1.04, 6)
    expect(result.past).toBe(0)
    expect(inputs.fringeRate).toBe(0)
    expect(Math.round(result.future)).toBe(2_299_850)
  })

  it('Pennsylvania’s rule on the page’s example (40 to 67, E 60,000, R 20,000, f 20%), productivity 1%: 1,524,230 (1,494,197 before)', () => {
    const { result } = compute({ state: 'pennsylvania', rule: 'pennsylvania', productivity: '1' })
    expect(result.rule).toBe('pennsylvania')
    expect(result.schedule.every((row) => row.discountFactor === 1)).toBe(true)
    expect(Math.round(result.future)).toBe(1_524_230)
  })

  it('Alaska’s rule on the same inputs: 1,296,000 (27 years of 48,000, neither grown nor discounted)', () => {
    const { result } = compute({ state: 'alaska', rule: 'alaska' })
    expect(result.future).toBeCloseTo(1_296_000, 6)
  })
})

describe('the life table', () => {
  it('treats l(100) as the open interval and l(y) as 0 beyond it', () => {
    expect(survivors('total', 100)).toBeGreaterThan(0)
    expect(survivors('total', 101)).toBe(0)
    expect(survivalDuringYear('female', 99, 2)).toBeCloseTo(
      survivors('female', 100) / (2 * survivors('female', 99)),
      12,
    )
    expect(survivalDuringYear('female', 99, 3)).toBe(0)
  })

  it('refuses an age that is not whole', () => {
    expect(() => lifeExpectancy('male', 40.5)).toThrow(/whole age/)
  })
})

describe('the present value rules', () => {
  const base = compute({}).inputs
  const withRule = (changes: Partial<LossInputs>) => ruleRates({ ...base, ...changes })

  it('market rate by default: the growth and discount rates entered', () => {
    expect(withRule({})).toEqual({ rule: 'market', growth: 0.03, discount: 0.045 })
  })

  it('Pennsylvania: productivity growth, no discounting; Alaska: neither', () => {
    expect(withRule({ rule: 'pennsylvania', productivityRate: 0.01 })).toEqual({
      rule: 'pennsylvania',
      growth: 0.01,
      discount: 0,
    })
    expect(withRule({ rule: 'alaska' })).toEqual({ rule: 'alaska', growth: 0, discount: 0 })
  })

  it('Michigan: 5% compounded annually; the market rate for a plaintiff 60 or older at trial (standing in for judgment), MCL 600.6311 not being confirmed', () => {
    expect(withRule({ rule: 'michigan' })).toEqual({ rule: 'michigan', growth: 0.03, discount: 0.05 })
    expect(withRule({ rule: 'michigan', ageAtTrial: 59 })).toMatchObject({ discount: 0.05 })
    expect(withRule({ rule: 'michigan', ageAtTrial: 60 })).toMatchObject({ discount: 0.045 })
    const exempt = computeLoss({ ...base, rule: 'michigan', ageAtTrial: 60, workLifeEndAge: 67 })
    expect(exempt.michiganExempt).toBe(true)
    expect(exempt.future).toBeCloseTo(
      [1, 2, 3, 4, 5, 6, 7].reduce((sum, k) => sum + (48_000 * 1.03 ** (2 + k)) / 1.045 ** k, 0),
      6,
    )
  })

  it('each rule applies only to the case types its source covers; care costs under Pennsylvania or Alaska use the market rate', () => {
    expect(appliedRule('pennsylvania', 'care')).toBe('market')
    expect(appliedRule('alaska', 'care')).toBe('market')
    expect(appliedRule('pennsylvania', 'death')).toBe('pennsylvania')
    expect(appliedRule('michigan', 'care')).toBe('michigan')
    expect(appliedRule('michigan', 'death')).toBe('market')
    const care = compute({ case: 'care', state: 'pennsylvania', rule: 'pennsylvania', productivity: '1' })
    expect(care.result.rule).toBe('market')
    expect(care.result.schedule[0]!.discountFactor).toBeCloseTo(1 / 1.045, 12)
  })

  it('offers the market rate and the forum state’s own rule; every confirmed rule when no state is stated', () => {
    const all = ['pennsylvania', 'alaska', 'michigan'] as const
    expect(offeredRules('pennsylvania', all)).toEqual(['market', 'pennsylvania'])
    expect(offeredRules('ohio', all)).toEqual(['market'])
    expect(offeredRules('', all)).toEqual(['market', 'pennsylvania', 'alaska', 'michigan'])
    expect(offeredRules('alaska', ['pennsylvania', 'michigan'])).toEqual(['market'])
  })

  it('a rule that the forum state or the law table does not allow falls back to the market rate', () => {
    expect(compute({ state: 'ohio', rule: 'pennsylvania' }).inputs.rule).toBe('market')
    const unconfirmed = validateInputs(
      { ...CALCULATOR_EXAMPLE, rule: 'alaska' },
      { availableRules: ['pennsylvania', 'michigan'] },
    )
    expect(unconfirmed.ok && unconfirmed.inputs.rule).toBe('market')
    const unknownState = validateInputs(
      { ...CALCULATOR_EXAMPLE, state: 'atlantis' },
      { stateSlugs: new Set(['pennsylvania']) },
    )
    expect(unknownState.ok && unknownState.inputs.state).toBe('')
  })
})
