import type { CalculatorFieldName } from '~/copy/calculator'
import type { LifeTableSex } from '~/copy/reference/schema'
import { appliedRule, type PresentValueRule } from './rules'

export type CaseKind = 'injury' | 'death' | 'care'
export type Timing = 'end' | 'mid'
export type Horizon = 'age' | 'life'
export type { LifeTableSex }

/** The model's inputs; rates are fractions (0.045 for 4.5%). For future care costs, `earnings` is the annual cost. */
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
  sex: LifeTableSex
  horizon: Horizon
  survivalWeighting: boolean
  state: string
  rule: PresentValueRule
  productivityRate: number
}

export type RawInputs = Record<CalculatorFieldName, string>

export type ChoiceField = 'case' | 'sex' | 'horizon' | 'survival' | 'timing' | 'state' | 'rule'
export type NumericField = Exclude<CalculatorFieldName, ChoiceField>

export type FieldUnit = 'age' | 'years' | 'dollars' | 'percent'

export interface NumericFieldSpec {
  min: number
  max: number
  decimals: number
  unit: FieldUnit
}

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
  productivity: { min: 0, max: 10, decimals: 2, unit: 'percent' },
}

// Future care costs start at birth and may run past the life table's last age (100 and over).
const CARE_AGES = { age: { min: 0, max: 100 }, retire: { min: 0, max: 110 } } as const

export const FIELD_ORDER: readonly CalculatorFieldName[] = [
  'case',
  'state',
  'rule',
  'horizon',
  'sex',
  'survival',
  'age',
  'retire',
  'earnings',
  'residual',
  'fringe',
  'growth',
  'productivity',
  'discount',
  'consumption',
  'past',
  'timing',
]

export interface FormContext {
  caseKind: CaseKind
  horizon: Horizon
  survivalWeighting: boolean
  rule: PresentValueRule
}

export function usesLifeTable(context: Pick<FormContext, 'horizon' | 'survivalWeighting'>): boolean {
  return context.horizon === 'life' || context.survivalWeighting
}

export function fieldSpec(field: NumericField, context: FormContext): NumericFieldSpec {
  const spec = FIELD_SPECS[field]
  if (field !== 'age' && field !== 'retire') return spec
  return {
    ...spec,
    ...(context.caseKind === 'care' ? CARE_AGES[field] : {}),
    ...(usesLifeTable(context) ? { decimals: 0 } : {}),
  }
}

export function fieldApplies(field: CalculatorFieldName, context: FormContext): boolean {
  const rule = appliedRule(context.rule, context.caseKind)
  switch (field) {
    case 'residual':
      return context.caseKind === 'injury'
    case 'consumption':
      return context.caseKind === 'death'
    case 'fringe':
    case 'past':
      return context.caseKind !== 'care'
    case 'retire':
    case 'survival':
      return context.horizon === 'age'
    case 'sex':
      return usesLifeTable(context)
    case 'growth':
      return rule === 'market' || rule === 'michigan'
    case 'productivity':
      return rule === 'pennsylvania'
    case 'discount':
      return rule === 'market'
    case 'timing':
      return rule === 'market' || rule === 'michigan'
    default:
      return true
  }
}

export function isNumericField(field: CalculatorFieldName): field is NumericField {
  return field in FIELD_SPECS
}

export function isCaseKind(value: string): value is CaseKind {
  return value === 'injury' || value === 'death' || value === 'care'
}

export function isTiming(value: string): value is Timing {
  return value === 'end' || value === 'mid'
}

export function isSex(value: string): value is LifeTableSex {
  return value === 'total' || value === 'male' || value === 'female'
}
