import type { LossInputs } from './inputs'
import { lifeExpectancy, survivalDuringYear } from './life-table'
import { michiganExempt, type PresentValueRule, ruleRates } from './rules'

/** One future year of the schedule. */
export interface ScheduleRow {
  /** 1 for the first year after trial */
  year: number
  /** Age at the start of the year */
  age: number
  /** 1 for a full year, less for the last year of a span that is not whole */
  share: number
  /** The probability of being alive during the year (1 without survival weighting) */
  survival: number
  /** The year's loss before discounting (already multiplied by its share and its survival probability) */
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
  /** The rule applied: the chosen one where its source covers the case type, else the market rate */
  rule: PresentValueRule
  /** The years of future loss: e(x) unrounded for a life expectancy horizon, else the end age minus the age at trial */
  horizonYears: number
  survivalWeighted: boolean
  /** Michigan's rule chosen and the plaintiff 60 or older at trial (MCL 600.6311): no reduction */
  michiganExempt: boolean
}

/** Tolerates the binary noise of subtracting one-decimal ages (67 - 40.1 = 26.899999999999999). */
const EPSILON = 1e-9

/** The annual loss before growth: (E - R) x (1 + f) x (1 - c) for lost earnings, R and c by case type; C for care costs. */
export function baseAnnualLoss(inputs: LossInputs): number {
  if (inputs.caseKind === 'care') return inputs.earnings
  const residual = inputs.caseKind === 'injury' ? inputs.residualEarnings : 0
  const consumption = inputs.caseKind === 'death' ? inputs.consumptionRate : 0
  return (inputs.earnings - residual) * (1 + inputs.fringeRate) * (1 - consumption)
}

/** The share of a year each future year counts over a span of n years: years 1..ceil(n), the last one n - floor(n) when n is not whole. */
function yearShares(span: number): number[] {
  if (span <= EPSILON) return []
  const rounded = Math.round(span)
  const whole = Math.abs(span - rounded) < EPSILON ? rounded : Math.floor(span)
  const fraction = Math.abs(span - rounded) < EPSILON ? 0 : span - whole
  const shares: number[] = Array.from({ length: whole }, () => 1)
  if (fraction > 0) shares.push(fraction)
  return shares
}

/** The future years from the age at trial to a stated end age. */
export function futureYearShares(ageAtTrial: number, workLifeEndAge: number): number[] {
  return yearShares(workLifeEndAge - ageAtTrial)
}

/** e(x) from the life table for a life expectancy horizon; else the stated end age minus the age at trial. */
function horizonYears(inputs: LossInputs): number {
  return inputs.horizon === 'life' ? lifeExpectancy(inputs.sex, inputs.ageAtTrial) : inputs.workLifeEndAge - inputs.ageAtTrial
}

/**
 * The past loss: earnings grow from the injury, so the year ending j years after it is A (1 + g)^j, for
 * j = 1..ceil(p), the last year weighted p - floor(p) when p is not whole; summed, not discounted.
 */
function pastLoss(base: number, growth: number, yearsToTrial: number): number {
  return yearShares(yearsToTrial).reduce((sum, share, index) => sum + base * (1 + growth) ** (index + 1) * share, 0)
}

/**
 * Past, future and total loss, on a timeline that starts at the injury (p years before trial):
 * L_k = A (1 + g)^(p + k) S_k for k = 1..ceil(n), the last year scaled by its share, where A is the annual
 * loss before growth, S_k the survival probability (1 without weighting), and g and r the rates of the rule;
 * future = sum of L_k / (1 + r)^k (end of year) or / (1 + r)^(k - 0.5) (mid-year);
 * past = sum of A (1 + g)^j w_j for j = 1..ceil(p), w_j = 1 but the last p - floor(p), not discounted
 * (none for care costs, which start at trial). With p = 0 both are as if the loss began at trial.
 */
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
    return { year, age: Math.round((inputs.ageAtTrial + index) * 10) / 10, share, survival, loss, discountFactor, presentValue, cumulativePresentValue: cumulative }
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
