import { FIELD_ORDER, fieldApplies, isCaseKind, type LossInputs, type RawInputs } from './inputs'

/** The share link's query: every field the case type uses, as typed, in form order. */
export function queryFromRaw(raw: RawInputs): string {
  const caseKind = isCaseKind(raw.case) ? raw.case : 'injury'
  const params = new URLSearchParams()
  for (const field of FIELD_ORDER) {
    if (fieldApplies(field, caseKind)) params.set(field, raw[field].trim())
  }
  return `?${params.toString()}`
}

/** Whether a query carries any calculator input (a link shared from the page, or the form sent without JavaScript). */
export function hasCalculatorQuery(search: string): boolean {
  const params = new URLSearchParams(search)
  return FIELD_ORDER.some((field) => params.has(field))
}

/** The form's values from a query: each field the query names, the others from `fallback`. */
export function rawFromQuery(search: string, fallback: RawInputs): RawInputs {
  const params = new URLSearchParams(search)
  const raw = { ...fallback }
  for (const field of FIELD_ORDER) {
    const value = params.get(field)
    if (value !== null) raw[field] = value.slice(0, 40)
  }
  return raw
}

/** The form's text for validated inputs (percents as typed): used to show what a calculation used. */
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
  }
}
