import type { LossInputs } from './inputs'
import { lifeExpectancy, survivalDuringYear } from './life-table'
import { michiganExempt, type PresentValueRule, ruleRates } from './rules'

export interface ScheduleRow {
  year: number
  age: number
  share: number
  survival: number
  loss: number
  /** 1 / (1 + r)^t, with t = year (end of year) or year - 0.5 (mid-year) */
  discountFactor: number
  presentValue: number
  cumulativePresentValue: number
}

export interface LossResult {
  past: number
  future: number
  total: number
  schedule: ScheduleRow[]
  rule: PresentValueRule
  horizonYears: number
  survivalWeighted: boolean
  michiganExempt: boolean
}

// Binary noise of subtracting one-decimal ages (67 - 40.1 = 26.899999999999999).
const EPSILON = 1e-9

/** The annual loss before growth: (E - R) x (1 + f) x (1 - c) for lost earnings, R and c by case type; C for care costs. */
export function baseAnnualLoss(inputs: LossInputs): number {
  if (inputs.caseKind === 'care') return inputs.earnings
  const residual = inputs.caseKind === 'injury' ? inputs.residualEarnings : 0
  const consumption = inputs.caseKind === 'death' ? inputs.consumptionRate : 0
  return (inputs.earnings - residual) * (1 + inputs.fringeRate) * (1 - consumption)
}

function yearShares(span: number): number[] {
  if (span <= EPSILON) return []
  const rounded = Math.round(span)
  const whole = Math.abs(span - rounded) < EPSILON ? rounded : Math.floor(span)
  const fraction = Math.abs(span - rounded) < EPSILON ? 0 : span - whole
  const shares: number[] = Array.from({ length: whole }, () => 1)
  if (fraction > 0) shares.push(fraction)
  return shares
}

export function futureYearShares(ageAtTrial: number, workLifeEndAge: number): number[] {
  return yearShares(workLifeEndAge - ageAtTrial)
}

function horizonYears(inputs: LossInputs): number {
  return inputs.horizon === 'life'
    ? lifeExpectancy(inputs.sex, inputs.ageAtTrial)
    : inputs.workLifeEndAge - inputs.ageAtTrial
}

function pastLoss(base: number, growth: number, yearsToTrial: number): number {
  return yearShares(yearsToTrial).reduce((sum, share, index) => sum + base * (1 + growth) ** (index + 1) * share, 0)
}

// Future = sum of A (1 + g)^(p + k) S_k share_k / (1 + r)^(k, or k - 0.5 mid-year); past = sum of A (1 + g)^j w_j,
// undiscounted (none for care costs). The page copy (app/copy/calculator.ts) states the same in words.
export function computeLoss(inputs: LossInputs): LossResult {
  const base = baseAnnualLoss(inputs)
  const { rule, growth, discount } = ruleRates(inputs)
  const elapsed = inputs.caseKind === 'care' ? 0 : inputs.yearsToTrial
  const past = inputs.caseKind === 'care' ? 0 : pastLoss(base, growth, elapsed)
  const span = horizonYears(inputs)
  const weighted = inputs.survivalWeighting && inputs.horizon === 'age'
  const offset = inputs.timing === 'mid' ? 0.5 : 0
  let cumulative = 0
  const schedule = yearShares(span).map((share, index): ScheduleRow => {
    const year = index + 1
    const survival = weighted ? survivalDuringYear(inputs.sex, inputs.ageAtTrial, year) : 1
    const loss = base * (1 + growth) ** (elapsed + year) * share * survival
    const discountFactor = 1 / (1 + discount) ** (year - offset)
    const presentValue = loss * discountFactor
    cumulative += presentValue
    return {
      year,
      age: Math.round((inputs.ageAtTrial + index) * 10) / 10,
      share,
      survival,
      loss,
      discountFactor,
      presentValue,
      cumulativePresentValue: cumulative,
    }
  })
  return {
    past,
    future: cumulative,
    total: past + cumulative,
    schedule,
    rule,
    horizonYears: span,
    survivalWeighted: weighted,
    michiganExempt: rule === 'michigan' && michiganExempt(inputs),
  }
}
