import { CALCULATOR_FORM_COPY } from '~/copy/calculator'
import type { LossResult } from './model'

/** RFC 4180: a cell with a comma, quote or line break is quoted, its quotes doubled. */
function cell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value
}

const money = (value: number) => value.toFixed(2)

/** The schedule as spreadsheet CSV: plain numbers, CRLF line ends, then a total row and the source of each figure from the public record. */
export function scheduleToCsv(result: LossResult, sources: readonly { label: string; text: string }[] = []): string {
  const rule = CALCULATOR_FORM_COPY.ruleOptions[result.rule]
  const rows: string[][] = [[...CALCULATOR_FORM_COPY.csvColumns]]
  for (const row of result.schedule) {
    rows.push([
      String(row.year),
      String(row.age),
      String(Math.round(row.share * 1e4) / 1e4),
      money(row.loss),
      row.discountFactor.toFixed(6),
      money(row.presentValue),
      money(row.cumulativePresentValue),
      result.survivalWeighted ? row.survival.toFixed(6) : '',
      rule,
    ])
  }
  const totalLoss = result.schedule.reduce((sum, row) => sum + row.loss, 0)
  rows.push([CALCULATOR_FORM_COPY.csvTotal, '', '', money(totalLoss), '', money(result.future), '', '', ''])
  for (const source of sources)
    rows.push([CALCULATOR_FORM_COPY.publicRecord.sourceOf.replace('{label}', source.label), source.text])
  return `${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`
}
