import { CALCULATOR_FORM_COPY, fieldLabel } from '~/copy/calculator'
import { formatDollars, formatNumber, formatWithUnit } from './format'
import { appliedRule } from './rules'
import { type ChoiceField, FIELD_ORDER, FIELD_SPECS, fieldApplies, isNumericField, type LossInputs } from './inputs'
import type { LossResult } from './model'
import { rawFromInputs } from './query'
import { CALCULATOR_HANDOFF_KEY, type CalculatorHandoff } from './handoff-state'
import { type FigureSources, SOURCED_FIELDS, type SourcedField } from './figure-refs'

function choiceText(field: ChoiceField, inputs: LossInputs, stateName?: string): string {
  const {
    caseOptions,
    timingOptions,
    sexOptions,
    horizonOptions,
    ruleOptions,
    survivalOn,
    survivalOff,
    stateNotStated,
  } = CALCULATOR_FORM_COPY
  switch (field) {
    case 'case':
      return caseOptions[inputs.caseKind]
    case 'timing':
      return timingOptions[inputs.timing]
    case 'sex':
      return sexOptions[inputs.sex]
    case 'horizon':
      return horizonOptions[inputs.horizon]
    case 'survival':
      return inputs.survivalWeighting ? survivalOn : survivalOff
    case 'rule':
      return ruleOptions[inputs.rule]
    case 'state':
      return inputs.state ? (stateName ?? inputs.state) : stateNotStated
  }
}

/** Each figure from the public record a calculation used: its field's label, and what it is with its source and vintage */
export function sourceNotes(
  inputs: LossInputs,
  sources: FigureSources,
): { field: SourcedField; label: string; text: string }[] {
  return SOURCED_FIELDS.flatMap((field) => {
    const source = sources[field]
    if (!source) return []
    const label = fieldLabel(field, inputs.caseKind, appliedRule(inputs.rule, inputs.caseKind))
    return [{ field, label, text: `${source.label}; ${source.citation}` }]
  })
}

export function describeInputs(
  inputs: LossInputs,
  stateName?: string,
  sources: FigureSources = {},
): { field: string; label: string; value: string }[] {
  const notes = new Map(sourceNotes(inputs, sources).map((note) => [note.field as string, note.text]))
  const raw = rawFromInputs(inputs)
  const context = {
    caseKind: inputs.caseKind,
    horizon: inputs.horizon,
    survivalWeighting: inputs.survivalWeighting,
    rule: inputs.rule,
  }
  return FIELD_ORDER.filter((field) => fieldApplies(field, context)).map((field) => {
    const note = notes.get(field)
    const value = isNumericField(field)
      ? formatWithUnit(Number(raw[field]), FIELD_SPECS[field].unit)
      : choiceText(field, inputs, stateName)
    return {
      field,
      label: fieldLabel(field, inputs.caseKind, appliedRule(inputs.rule, inputs.caseKind)),
      value: note ? `${value} (${note})` : value,
    }
  })
}

/** The contact form's message; `resultsOnly` leaves out the inputs, which a testifying expert would have to disclose. */
export function buildHandoffMessage(
  inputs: LossInputs,
  result: LossResult,
  stateName?: string,
  resultsOnly = false,
  sources: FigureSources = {},
): string {
  const { handoff, ruleOptions } = CALCULATOR_FORM_COPY
  if (resultsOnly)
    return [
      handoff.introResultsOnly,
      `${handoff.past}: ${formatDollars(result.past)}`,
      `${handoff.future}: ${formatDollars(result.future)}`,
      `${handoff.total}: ${formatDollars(result.total)}`,
      '',
      handoff.closing,
    ].join('\n')
  const lines: string[] = [
    handoff.intro,
    ...describeInputs(inputs, stateName, sources).map(({ label, value }) => `${label}: ${value}`),
  ]
  if (inputs.horizon === 'life') lines.push(`${handoff.lifeExpectancy}: ${formatNumber(result.horizonYears)}`)
  if (result.rule !== inputs.rule)
    lines.push(`${fieldLabel('rule', inputs.caseKind)} (applied): ${ruleOptions[result.rule]}`)
  lines.push(
    '',
    `${handoff.past}: ${formatDollars(result.past)}`,
    `${handoff.future}: ${formatDollars(result.future)}`,
    `${handoff.total}: ${formatDollars(result.total)}`,
    '',
    handoff.closing,
  )
  return lines.join('\n')
}

export function handoffState(
  inputs: LossInputs,
  result: LossResult,
  caseTypeName: string,
  stateName?: string,
  resultsOnly = false,
  sources: FigureSources = {},
): Record<string, CalculatorHandoff> {
  return {
    [CALCULATOR_HANDOFF_KEY]: {
      message: buildHandoffMessage(inputs, result, stateName, resultsOnly, sources),
      caseType: caseTypeName,
    },
  }
}
