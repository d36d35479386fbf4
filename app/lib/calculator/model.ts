import type { LossInputs } from './inputs'

/** One future year of the schedule. */
export interface ScheduleRow {
  /** 1 for the first year after trial */
  year: number
  /** Age at the start of the year */
  age: number
  /** 1 for a full year, less for the last year of a span that is not whole */
  share: number
  /** The year's loss before discounting (already multiplied by its share) */
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
}

/** Tolerates the binary noise of subtracting one-decimal ages (67 - 40.1 = 26.899999999999999). */
const EPSILON = 1e-9

/** (E - R) x (1 + f) x (1 - c): the annual loss before growth; R and c apply only to their case type. */
export function baseAnnualLoss(inputs: LossInputs): number {
  const residual = inputs.caseKind === 'injury' ? inputs.residualEarnings : 0
  const consumption = inputs.caseKind === 'death' ? inputs.consumptionRate : 0
  return (inputs.earnings - residual) * (1 + inputs.fringeRate) * (1 - consumption)
}

/** The future years and the share of a year each counts: n = end - age, years 1..ceil(n), the last one n - floor(n) when n is not whole. */
export function futureYearShares(ageAtTrial: number, workLifeEndAge: number): number[] {
  const span = workLifeEndAge - ageAtTrial
  if (span <= EPSILON) return []
  const rounded = Math.round(span)
  const whole = Math.abs(span - rounded) < EPSILON ? rounded : Math.floor(span)
  const fraction = Math.abs(span - rounded) < EPSILON ? 0 : span - whole
  const shares: number[] = Array.from({ length: whole }, () => 1)
  if (fraction > 0) shares.push(fraction)
  return shares
}

/**
 * Past, future and total economic loss:
 * L_k = (E - R)(1 + f)(1 + g)^k(1 - c) for k = 1..ceil(n), the last year scaled by its share;
 * future = sum of L_k / (1 + r)^k (end of year) or / (1 + r)^(k - 0.5) (mid-year);
 * past = (E - R)(1 + f)(1 - c) x p, neither grown nor discounted.
 */
export function computeLoss(inputs: LossInputs): LossResult {
  const base = baseAnnualLoss(inputs)
  const past = base * inputs.yearsToTrial
  const offset = inputs.timing === 'mid' ? 0.5 : 0
  let cumulative = 0
  const schedule = futureYearShares(inputs.ageAtTrial, inputs.workLifeEndAge).map((share, index): ScheduleRow => {
    const year = index + 1
    const loss = base * (1 + inputs.growthRate) ** year * share
    const discountFactor = 1 / (1 + inputs.discountRate) ** (year - offset)
    const presentValue = loss * discountFactor
    cumulative += presentValue
    return { year, age: Math.round((inputs.ageAtTrial + index) * 10) / 10, share, loss, discountFactor, presentValue, cumulativePresentValue: cumulative }
  })
  return { past, future: cumulative, total: past + cumulative, schedule }
}
