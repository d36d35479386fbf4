import { CALCULATOR_FORM_COPY, type CalculatorFieldName } from '~/content/calculator'
import { formatWithUnit } from './format'
import { type CaseKind, FIELD_ORDER, FIELD_SPECS, fieldApplies, isCaseKind, isTiming, type LossInputs, type NumericField, type RawInputs, type Timing } from './inputs'

export interface FieldError {
  field: CalculatorFieldName
  message: string
}

export type ValidationResult = { ok: true; inputs: LossInputs } | { ok: false; errors: FieldError[] }

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole)
}

/** "$60,000", "4.5 %", " 1,200.50 " -> the number; undefined for anything else. */
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

function checkNumber(field: NumericField, text: string): { value: number } | { message: string } {
  const spec = FIELD_SPECS[field]
  const label = CALCULATOR_FORM_COPY.fields[field].label
  const { messages } = CALCULATOR_FORM_COPY
  const range = { label, min: formatWithUnit(spec.min, spec.unit), max: formatWithUnit(spec.max, spec.unit) }
  if (!text.trim()) return { message: fill(messages.required, range) }
  const value = parseNumber(text)
  if (value === undefined) return { message: fill(messages.notNumber, range) }
  if (value < spec.min || value > spec.max) return { message: fill(messages.range, range) }
  if (decimalsOf(text) > spec.decimals) {
    return { message: fill(messages.decimals, { label, places: spec.decimals === 1 ? 'one digit' : `${spec.decimals} digits` }) }
  }
  return { value }
}

/** Checks every field in form order and returns all problems, each naming its field and range; or the model's inputs. */
export function validateInputs(raw: RawInputs): ValidationResult {
  const caseKind: CaseKind = isCaseKind(raw.case) ? raw.case : 'injury'
  const timing: Timing = isTiming(raw.timing) ? raw.timing : 'end'
  const errors: FieldError[] = []
  const values: Partial<Record<NumericField, number>> = {}
  for (const field of FIELD_ORDER) {
    if (field === 'case' || field === 'timing' || !fieldApplies(field, caseKind)) continue
    const checked = checkNumber(field, raw[field])
    if ('message' in checked) errors.push({ field, message: checked.message })
    else values[field] = checked.value
  }
  const { fields, messages } = CALCULATOR_FORM_COPY
  if (values.age !== undefined && values.retire !== undefined && values.retire <= values.age) {
    errors.push({ field: 'retire', message: fill(messages.retireAfterAge, { label: fields.retire.label, age: formatWithUnit(values.age, 'age') }) })
  }
  if (caseKind === 'injury' && values.earnings !== undefined && values.residual !== undefined && values.residual > values.earnings) {
    errors.push({ field: 'residual', message: fill(messages.residualAboveEarnings, { label: fields.residual.label, earnings: formatWithUnit(values.earnings, 'dollars') }) })
  }
  if (errors.length > 0) {
    errors.sort((a, b) => FIELD_ORDER.indexOf(a.field) - FIELD_ORDER.indexOf(b.field))
    return { ok: false, errors }
  }
  const percent = (value: number | undefined) => (value ?? 0) / 100
  return {
    ok: true,
    inputs: {
      caseKind,
      ageAtTrial: values.age!,
      workLifeEndAge: values.retire!,
      earnings: values.earnings!,
      residualEarnings: caseKind === 'injury' ? values.residual! : 0,
      fringeRate: percent(values.fringe),
      growthRate: percent(values.growth),
      discountRate: percent(values.discount),
      consumptionRate: caseKind === 'death' ? percent(values.consumption) : 0,
      yearsToTrial: values.past!,
      timing,
    },
  }
}
