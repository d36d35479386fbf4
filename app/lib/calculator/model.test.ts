import { beforeAll, describe, expect, it } from 'vitest'
import { loadLifeTables } from './life-table'
import { CALCULATOR_EXAMPLE } from '~/copy/calculator'
import type { LossInputs } from './inputs'
import { baseAnnualLoss, computeLoss, futureYearShares } from './model'
import { validateInputs } from './validate'

// The life tables load on demand in the browser; these tests use them.
beforeAll(() => loadLifeTables())

const EXAMPLE: LossInputs = {
  caseKind: 'injury',
  ageAtTrial: 40,
  workLifeEndAge: 67,
  earnings: 60_000,
  residualEarnings: 20_000,
  fringeRate: 0.2,
  growthRate: 0.03,
  discountRate: 0.045,
  consumptionRate: 0,
  yearsToTrial: 2,
  timing: 'end',
  sex: 'total',
  horizon: 'age',
  survivalWeighting: false,
  state: '',
  rule: 'market',
  productivityRate: 0,
}

/** The growing annuity in closed form: sum_{k=1..n} A(1+g)^k / (1+r)^(k-s), s = 0 end of year, 0.5 mid-year. */
function growingAnnuity(annual: number, g: number, r: number, n: number, shift = 0): number {
  const q = (1 + g) / (1 + r)
  const sum = q === 1 ? n : (q * (1 - q ** n)) / (1 - q)
  return annual * sum * (1 + r) ** shift
}

describe('the worked example (personal injury, 40 to 67, E 60,000, R 20,000, f 20%, g 3%, r 4.5%, p 2)', () => {
  // Before earnings grew from the injury (issue 40), the page's figures were past 96,000, future 1,065,242, total 1,161,242.
  it('past loss 100,363, future loss 1,130,115 and total 1,230,479 with end-of-year discounting, earnings growing from the injury', () => {
    const result = computeLoss(EXAMPLE)
    // past: 48,000 x 1.03 + 48,000 x 1.03^2
    expect(result.past).toBeCloseTo(48_000 * 1.03 + 48_000 * 1.03 ** 2, 6)
    expect(Math.round(result.past)).toBe(100_363)
    expect(Math.round(result.future)).toBe(1_130_115)
    expect(Math.round(result.total)).toBe(1_230_479)
    expect(result.schedule).toHaveLength(27)
  })

  it('future loss 1,155,263 with mid-year discounting', () => {
    const result = computeLoss({ ...EXAMPLE, timing: 'mid' })
    expect(Math.round(result.future)).toBe(1_155_263)
    expect(Math.round(result.past)).toBe(100_363)
  })

  it('is what the page opens with: the content example validates to exactly these inputs', () => {
    const checked = validateInputs({ ...CALCULATOR_EXAMPLE })
    expect(checked).toEqual({ ok: true, inputs: EXAMPLE })
  })

  it('its first and last schedule rows', () => {
    const { schedule } = computeLoss(EXAMPLE)
    expect(schedule[0]).toMatchObject({ year: 1, age: 40, share: 1 })
    // the first year after trial is the third year after the injury
    expect(schedule[0]!.loss).toBeCloseTo(48_000 * 1.03 ** 3, 6)
    expect(schedule[0]!.discountFactor).toBeCloseTo(1 / 1.045, 10)
    expect(schedule[26]).toMatchObject({ year: 27, age: 66, share: 1 })
    expect(schedule[26]!.cumulativePresentValue).toBeCloseTo(computeLoss(EXAMPLE).future, 6)
  })
})

describe('the formulas', () => {
  it('matches the closed-form growing annuity, end of year and mid-year', () => {
    for (const [g, r, n] of [
      [0.03, 0.045, 27],
      [0.01, 0.06, 10],
      [-0.02, 0.03, 40],
      [0.05, 0.02, 15],
    ] as const) {
      const inputs = { ...EXAMPLE, growthRate: g, discountRate: r, ageAtTrial: 30, workLifeEndAge: 30 + n }
      const annual = baseAnnualLoss(inputs)
      // p = 2 years of growth before trial, then the growing annuity
      expect(computeLoss(inputs).future).toBeCloseTo((1 + g) ** 2 * growingAnnuity(annual, g, r, n), 4)
      expect(computeLoss({ ...inputs, timing: 'mid' }).future).toBeCloseTo(
        (1 + g) ** 2 * growingAnnuity(annual, g, r, n, 0.5),
        4,
      )
      // with p = 0 nothing changes from a loss that begins at trial
      expect(computeLoss({ ...inputs, yearsToTrial: 0 }).future).toBeCloseTo(growingAnnuity(annual, g, r, n), 4)
      expect(computeLoss({ ...inputs, yearsToTrial: 0 }).past).toBe(0)
    }
  })

  it('when r equals g every year is worth the trial-date loss today: n x (E - R)(1 + f)(1 + g)^p', () => {
    const inputs = { ...EXAMPLE, growthRate: 0.04, discountRate: 0.04 }
    expect(computeLoss(inputs).future).toBeCloseTo(27 * 48_000 * 1.04 ** 2, 6)
    for (const row of computeLoss(inputs).schedule) expect(row.presentValue).toBeCloseTo(48_000 * 1.04 ** 2, 6)
    expect(computeLoss({ ...inputs, timing: 'mid' }).future).toBeCloseTo(27 * 48_000 * 1.04 ** 2.5, 6)
  })

  it('counts a last partial year by its fraction, with a full year’s exponent', () => {
    const inputs = { ...EXAMPLE, workLifeEndAge: 67.5 }
    const { schedule, future } = computeLoss(inputs)
    expect(schedule).toHaveLength(28)
    const last = schedule[27]!
    expect(last.share).toBeCloseTo(0.5, 10)
    expect(last.loss).toBeCloseTo(48_000 * 1.03 ** (2 + 28) * 0.5, 6)
    expect(last.discountFactor).toBeCloseTo(1 / 1.045 ** 28, 10)
    expect(future).toBeCloseTo(computeLoss(EXAMPLE).future + last.presentValue, 6)
  })

  it('reads one-decimal ages without binary noise', () => {
    expect(futureYearShares(40.1, 67)).toHaveLength(27)
    expect(futureYearShares(40.1, 67)[26]).toBeCloseTo(0.9, 10)
    expect(futureYearShares(40.2, 67.2)).toEqual(Array.from({ length: 27 }, () => 1))
    expect(futureYearShares(50, 50)).toEqual([])
    expect(computeLoss({ ...EXAMPLE, ageAtTrial: 40.5 }).schedule[2]!.age).toBe(42.5)
  })

  it('wrongful death: no residual earnings, the consumption share deducted from past and future', () => {
    const death: LossInputs = { ...EXAMPLE, caseKind: 'death', residualEarnings: 20_000, consumptionRate: 0.3 }
    expect(baseAnnualLoss(death)).toBeCloseTo(60_000 * 1.2 * 0.7, 6)
    const result = computeLoss(death)
    expect(result.past).toBeCloseTo(60_000 * 1.2 * 0.7 * (1.03 + 1.03 ** 2), 6)
    expect(result.future).toBeCloseTo(1.03 ** 2 * growingAnnuity(60_000 * 1.2 * 0.7, 0.03, 0.045, 27), 4)
  })

  it('personal injury ignores a consumption rate', () => {
    expect(computeLoss({ ...EXAMPLE, consumptionRate: 0.5 }).total).toBe(computeLoss(EXAMPLE).total)
  })

  it('past loss grows from the injury and is not discounted; a partial last year counts its fraction', () => {
    const result = computeLoss({ ...EXAMPLE, yearsToTrial: 3.5, growthRate: 0.1, discountRate: 0.2 })
    // j = 1..4, weights 1, 1, 1, 0.5: 48,000 x (1.1 + 1.21 + 1.331 + 1.4641 x 0.5)
    expect(result.past).toBeCloseTo(48_000 * (1.1 + 1.1 ** 2 + 1.1 ** 3 + 1.1 ** 4 * 0.5), 6)
    // the first future year is 4.5 years after the injury
    expect(result.schedule[0]!.loss).toBeCloseTo(48_000 * 1.1 ** 4.5, 6)
    expect(computeLoss({ ...EXAMPLE, yearsToTrial: 3.5, growthRate: 0 }).past).toBeCloseTo(48_000 * 3.5, 6)
  })
})
