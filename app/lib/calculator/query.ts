import type { CalculatorFieldName } from '~/copy/calculator'
import { FIELD_ORDER, fieldApplies, type LossInputs, type RawInputs } from './inputs'
import { readChoices, type ValidationOptions } from './validate'

const OMITTED_DEFAULTS: Partial<Record<CalculatorFieldName, string>> = {
  horizon: 'age',
  survival: '',
  rule: 'market',
  state: '',
}

export function queryFromRaw(raw: RawInputs, options: ValidationOptions = {}): string {
  const { context, state, sex, timing } = readChoices(raw, options)
  const choices: Partial<RawInputs> = {
    case: context.caseKind,
    state,
    rule: context.rule,
    horizon: context.horizon,
    sex,
    survival: context.survivalWeighting ? '1' : '',
    timing,
  }
  const params = new URLSearchParams()
  for (const field of FIELD_ORDER) {
    if (!fieldApplies(field, context)) continue
    const value = choices[field] ?? raw[field].trim()
    if (OMITTED_DEFAULTS[field] === value) continue
    params.set(field, value)
  }
  return `?${params.toString()}`
}

export function hasCalculatorQuery(search: string): boolean {
  const params = new URLSearchParams(search)
  return FIELD_ORDER.some((field) => params.has(field))
}

/** The form's values from a query, the others from `fallback`; a checkbox left out of a sent form is off. */
export function rawFromQuery(search: string, fallback: RawInputs): RawInputs {
  const params = new URLSearchParams(search)
  const raw = { ...fallback }
  for (const field of FIELD_ORDER) {
    const value = params.get(field)
    if (value !== null) raw[field] = value.slice(0, 40)
  }
  return raw
}

export function rawFromInputs(inputs: LossInputs): RawInputs {
  const percent = (rate: number) => String(Math.round(rate * 1e6) / 1e4)
  return {
    case: inputs.caseKind,
    age: String(inputs.ageAtTrial),
    retire: String(inputs.workLifeEndAge),
    earnings: String(inputs.earnings),
    residual: String(inputs.residualEarnings),
    fringe: percent(inputs.fringeRate),
    growth: percent(inputs.growthRate),
    discount: percent(inputs.discountRate),
    consumption: percent(inputs.consumptionRate),
    past: String(inputs.yearsToTrial),
    timing: inputs.timing,
    sex: inputs.sex,
    horizon: inputs.horizon,
    survival: inputs.survivalWeighting ? '1' : '',
    state: inputs.state,
    rule: inputs.rule,
    productivity: percent(inputs.productivityRate),
  }
}
