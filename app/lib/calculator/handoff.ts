import { CALCULATOR_FORM_COPY } from '~/content/calculator'
import { formatDollars, formatWithUnit } from './format'
import { FIELD_ORDER, FIELD_SPECS, fieldApplies, type LossInputs } from './inputs'
import type { LossResult } from './model'
import { rawFromInputs } from './query'
import { CALCULATOR_HANDOFF_KEY, type CalculatorHandoff } from './handoff-state'

/** The contact form's message: the inputs and the totals, one per line, as plain text the visitor can edit. */
export function buildHandoffMessage(inputs: LossInputs, result: LossResult): string {
  const { fields, caseOptions, timingOptions, handoff } = CALCULATOR_FORM_COPY
  const raw = rawFromInputs(inputs)
  const lines: string[] = [handoff.intro]
  for (const field of FIELD_ORDER) {
    if (!fieldApplies(field, inputs.caseKind)) continue
    if (field === 'case') lines.push(`${fields.case.label}: ${caseOptions[inputs.caseKind]}`)
    else if (field === 'timing') lines.push(`${fields.timing.label}: ${timingOptions[inputs.timing]}`)
    else lines.push(`${fields[field].label}: ${formatWithUnit(Number(raw[field]), FIELD_SPECS[field].unit)}`)
  }
  lines.push('', `${handoff.past}: ${formatDollars(result.past)}`, `${handoff.future}: ${formatDollars(result.future)}`, `${handoff.total}: ${formatDollars(result.total)}`, '', handoff.closing)
  return lines.join('\n')
}

/** The navigation state that carries the hand-off to the contact form. */
export function handoffState(inputs: LossInputs, result: LossResult, caseTypeName: string): Record<string, CalculatorHandoff> {
  return { [CALCULATOR_HANDOFF_KEY]: { message: buildHandoffMessage(inputs, result), caseType: caseTypeName } }
}
