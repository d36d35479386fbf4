import { CALCULATOR_FORM_COPY } from '~/copy/calculator'
import cpiInflation from '~/copy/reference/cpi-u-inflation.generated.json'
import { holdsFigure, type SourcedField } from '~/lib/calculator/figure-refs'
import type { CaseKind, NumericField } from '~/lib/calculator/inputs'
import type { CalculatorState } from './use-calculator'

const copy = CALCULATOR_FORM_COPY

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole)

/** The CPI-U reference shown beside the growth rate, from the BLS annual averages. */
const INFLATION_REFERENCE = fill(copy.inflationReference, {
  rate: (cpiInflation.averageAnnualChange * 100).toFixed(2),
  first: String(cpiInflation.firstYear),
  last: String(cpiInflation.lastYear),
  firstIndex: cpiInflation.firstIndex.toFixed(3),
  lastIndex: cpiInflation.lastIndex.toFixed(3),
})

const SOURCED: readonly NumericField[] = ['earnings', 'residual', 'growth', 'discount']
const isSourced = (field: NumericField): field is SourcedField => SOURCED.includes(field)

/** What a field's note says: the source of a figure placed from the public record, the CPI-U beside growth, or what consumption is */
export function fieldNote(field: NumericField, calculator: CalculatorState, caseKind: CaseKind): string | undefined {
  const placedSource = isSourced(field) ? calculator.sources[field] : undefined
  // A wage is no annual cost of care (sourcesUsed drops it too)
  const source = caseKind === 'care' && placedSource?.ref.kind === 'wage' ? undefined : placedSource
  const placed = holdsFigure(calculator.draft[field], source)
    ? fill(copy.publicRecord.sourceNote, { label: source.label, citation: source.citation })
    : undefined
  if (field === 'growth') return placed ?? INFLATION_REFERENCE
  if (field === 'consumption' && caseKind === 'death') return copy.publicRecord.consumptionNote
  return placed
}
