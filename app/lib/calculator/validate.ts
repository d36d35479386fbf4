import { CALCULATOR_FORM_COPY, type CalculatorFieldName, fieldLabel } from '~/copy/calculator'
import { formatWithUnit } from './format'
import {
  type CaseKind,
  FIELD_ORDER,
  fieldApplies,
  type FormContext,
  fieldSpec,
  type Horizon,
  isCaseKind,
  isNumericField,
  isSex,
  isTiming,
  type LossInputs,
  type NumericField,
  type RawInputs,
  type Timing,
  usesLifeTable,
} from './inputs'
import { lifeExpectancy } from './life-table'
import {
  appliedRule,
  isPresentValueRule,
  offeredRules,
  type PresentValueRule,
  STATE_RULE_SPECS,
  type StateRule,
} from './rules'

export interface FieldError {
  field: CalculatorFieldName
  message: string
}

export type ValidationResult = { ok: true; inputs: LossInputs } | { ok: false; errors: FieldError[] }

export interface ValidationOptions {
  availableRules?: readonly StateRule[]
  stateSlugs?: ReadonlySet<string>
}

const ALL_STATE_RULES = Object.keys(STATE_RULE_SPECS) as StateRule[]

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole)
}

export function parseNumber(text: string): number | undefined {
  const cleaned = text.trim().replace(/^\$/, '').replace(/%$/, '').replace(/,/g, '').trim()
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return undefined
  return Number(cleaned)
}

function decimalsOf(text: string): number {
  const cleaned = text.trim().replace(/%$/, '').trim()
  const point = cleaned.indexOf('.')
  return point === -1 ? 0 : cleaned.length - point - 1
}

function checkNumber(field: NumericField, text: string, context: FormContext): { value: number } | { message: string } {
  const spec = fieldSpec(field, context)
  const label = fieldLabel(field, context.caseKind, appliedRule(context.rule, context.caseKind))
  const { messages } = CALCULATOR_FORM_COPY
  const range = { label, min: formatWithUnit(spec.min, spec.unit), max: formatWithUnit(spec.max, spec.unit) }
  if (!text.trim()) return { message: fill(messages.required, range) }
  const value = parseNumber(text)
  if (value === undefined) return { message: fill(messages.notNumber, range) }
  if (value < spec.min || value > spec.max) return { message: fill(messages.range, range) }
  if (spec.decimals === 0 && !Number.isInteger(value)) return { message: fill(messages.wholeYears, { label }) }
  if (decimalsOf(text) > spec.decimals) {
    return {
      message: fill(messages.decimals, {
        label,
        places: spec.decimals === 1 ? 'one digit' : `${String(spec.decimals)} digits`,
      }),
    }
  }
  return { value }
}

export function readChoices(raw: RawInputs, options: ValidationOptions = {}) {
  const caseKind: CaseKind = isCaseKind(raw.case) ? raw.case : 'injury'
  // Only future care costs may run over remaining life expectancy; lost earnings end at a stated age.
  const horizon: Horizon = raw.horizon === 'life' && caseKind === 'care' ? 'life' : 'age'
  const slug = raw.state.trim().toLowerCase()
  const state = (options.stateSlugs ? options.stateSlugs.has(slug) : /^[a-z]+(-[a-z]+)*$/.test(slug)) ? slug : ''
  const offered = offeredRules(state, options.availableRules ?? ALL_STATE_RULES)
  const rule: PresentValueRule = isPresentValueRule(raw.rule) && offered.includes(raw.rule) ? raw.rule : 'market'
  const context: FormContext = { caseKind, horizon, survivalWeighting: horizon === 'age' && raw.survival === '1', rule }
  return {
    context,
    state,
    offered,
    sex: isSex(raw.sex) ? raw.sex : 'total',
    timing: (isTiming(raw.timing) ? raw.timing : 'end') as Timing,
  }
}

export function validateInputs(raw: RawInputs, options: ValidationOptions = {}): ValidationResult {
  const { context, state, sex, timing } = readChoices(raw, options)
  const { caseKind } = context
  const errors: FieldError[] = []
  const values: Partial<Record<NumericField, number>> = {}
  for (const field of FIELD_ORDER) {
    if (!isNumericField(field) || !fieldApplies(field, context)) continue
    const checked = checkNumber(field, raw[field], context)
    if ('message' in checked) errors.push({ field, message: checked.message })
    else values[field] = checked.value
  }
  const { messages } = CALCULATOR_FORM_COPY
  if (
    fieldApplies('retire', context) &&
    values.age !== undefined &&
    values.retire !== undefined &&
    values.retire <= values.age
  ) {
    errors.push({
      field: 'retire',
      message: fill(messages.retireAfterAge, {
        label: fieldLabel('retire', caseKind),
        age: formatWithUnit(values.age, 'age'),
      }),
    })
  }
  if (
    caseKind === 'injury' &&
    values.earnings !== undefined &&
    values.residual !== undefined &&
    values.residual > values.earnings
  ) {
    errors.push({
      field: 'residual',
      message: fill(messages.residualAboveEarnings, {
        label: fieldLabel('residual', caseKind),
        earnings: formatWithUnit(values.earnings, 'dollars'),
      }),
    })
  }
  if (errors.length > 0) {
    errors.sort((a, b) => FIELD_ORDER.indexOf(a.field) - FIELD_ORDER.indexOf(b.field))
    return { ok: false, errors }
  }
  const percent = (field: NumericField) => (fieldApplies(field, context) ? (values[field] ?? 0) / 100 : 0)
  const age = values.age!
  return {
    ok: true,
    inputs: {
      caseKind,
      ageAtTrial: age,
      workLifeEndAge: context.horizon === 'life' ? age + lifeExpectancy(sex, age) : values.retire!,
      earnings: values.earnings!,
      residualEarnings: caseKind === 'injury' ? values.residual! : 0,
      fringeRate: percent('fringe'),
      growthRate: percent('growth'),
      discountRate: percent('discount'),
      consumptionRate: percent('consumption'),
      yearsToTrial: caseKind === 'care' ? 0 : values.past!,
      timing,
      sex: usesLifeTable(context) ? sex : 'total',
      horizon: context.horizon,
      survivalWeighting: context.survivalWeighting,
      state,
      rule: context.rule,
      productivityRate: percent('productivity'),
    },
  }
}

/** An older share link asking for lost earnings over life expectancy: it opens with the stated age, and the page says why. */
export function horizonWasReset(raw: Pick<RawInputs, 'case' | 'horizon'>): boolean {
  return raw.horizon === 'life' && raw.case !== 'care'
}
