import type { CalculatorFieldName } from '~/content/calculator'

export type CaseKind = 'injury' | 'death'
export type Timing = 'end' | 'mid'

/** The model's inputs; rates are fractions (0.045 for 4.5%). */
export interface LossInputs {
  caseKind: CaseKind
  ageAtTrial: number
  workLifeEndAge: number
  earnings: number
  residualEarnings: number
  fringeRate: number
  growthRate: number
  discountRate: number
  consumptionRate: number
  yearsToTrial: number
  timing: Timing
}

/** What the form holds and the share link carries: each field's text as typed. */
export type RawInputs = Record<CalculatorFieldName, string>

export type NumericField = Exclude<CalculatorFieldName, 'case' | 'timing'>

export type FieldUnit = 'age' | 'years' | 'dollars' | 'percent'

export interface NumericFieldSpec {
  min: number
  max: number
  /** Digits allowed after the decimal point */
  decimals: number
  unit: FieldUnit
}

/** Every numeric input's range; percents as typed (20 for 20%). */
export const FIELD_SPECS: Record<NumericField, NumericFieldSpec> = {
  age: { min: 14, max: 90, decimals: 1, unit: 'age' },
  retire: { min: 14, max: 90, decimals: 1, unit: 'age' },
  earnings: { min: 0, max: 10_000_000, decimals: 2, unit: 'dollars' },
  residual: { min: 0, max: 10_000_000, decimals: 2, unit: 'dollars' },
  fringe: { min: 0, max: 100, decimals: 2, unit: 'percent' },
  growth: { min: -5, max: 20, decimals: 2, unit: 'percent' },
  discount: { min: -5, max: 20, decimals: 2, unit: 'percent' },
  consumption: { min: 0, max: 90, decimals: 2, unit: 'percent' },
  past: { min: 0, max: 20, decimals: 1, unit: 'years' },
}

/** The form's fields in order. */
export const FIELD_ORDER: readonly CalculatorFieldName[] = ['case', 'age', 'retire', 'earnings', 'residual', 'fringe', 'growth', 'discount', 'consumption', 'past', 'timing']

/** Fields that only one case type uses: residual earnings for an injury, personal consumption for a death. */
export function fieldApplies(field: CalculatorFieldName, caseKind: CaseKind): boolean {
  if (field === 'residual') return caseKind === 'injury'
  if (field === 'consumption') return caseKind === 'death'
  return true
}

export function isCaseKind(value: string): value is CaseKind {
  return value === 'injury' || value === 'death'
}

export function isTiming(value: string): value is Timing {
  return value === 'end' || value === 'mid'
}
