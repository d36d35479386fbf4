import { useState } from 'react'
import { CALCULATOR_FORM_COPY } from '~/copy/calculator'
import { formatDollars, formatFactor, formatNumber, formatShare } from '~/lib/calculator/format'
import type { LossResult } from '~/lib/calculator/model'
import { cn } from '~/lib/utils'

const copy = CALCULATOR_FORM_COPY.results
const cellClass = 'px-2 py-2 text-right tabular-nums whitespace-nowrap sm:px-3'
/** Column headings wrap, so a narrow or zoomed page keeps every column within its width. */
const headClass = 'px-2 py-2 text-right align-bottom sm:px-3'
/** A column a narrow schedule shows only on request (`schedule-extra` in app/site-styles.css). */
const extraClass = cn(cellClass, 'schedule-extra')
const extraHeadClass = cn(headClass, 'schedule-extra')

/**
 * The year-by-year schedule: what the chart draws, as a table (the chart's text alternative). It is
 * part of the page, never a box that scrolls: on a phone it shows the year, the loss and the present
 * value, and one tap stacks every column; the schedule's own width decides, so zoomed text does too
 * (`schedule-table` in app/site-styles.css).
 */
export function ScheduleTable({ result }: { result: LossResult }) {
  const [allColumns, setAllColumns] = useState(false)
  const columns = copy.scheduleColumns
  const totalLoss = result.schedule.reduce((sum, row) => sum + row.loss, 0)
  return (
    <div id="calculator-schedule">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="calculator-schedule-heading" className="text-lg font-semibold text-primary">
          {copy.scheduleHeading}
        </h3>
        <button
          type="button"
          data-print="hide"
          aria-pressed={allColumns}
          aria-controls="calculator-schedule-table"
          className="schedule-toggle btn btn-outline btn-sm rounded-md"
          onClick={() => setAllColumns((shown) => !shown)}
        >
          {allColumns ? copy.scheduleFewColumns : copy.scheduleAllColumns}
        </button>
      </div>
      <table
        id="calculator-schedule-table"
        className={cn('schedule-table mt-3 w-full border-collapse text-sm', allColumns && 'schedule-all')}
      >
        <caption className="px-2 py-2 text-left text-muted-foreground sm:px-3">{copy.scheduleCaption}</caption>
        <thead className="sticky top-16 bg-muted">
          <tr>
            <th scope="col" className={headClass}>
              {columns.year}
            </th>
            <th scope="col" className={extraHeadClass}>
              {columns.age}
            </th>
            {result.survivalWeighted && (
              <th scope="col" className={extraHeadClass}>
                {columns.survival}
              </th>
            )}
            <th scope="col" className={headClass}>
              {columns.loss}
            </th>
            <th scope="col" className={extraHeadClass}>
              {columns.factor}
            </th>
            <th scope="col" className={headClass}>
              {columns.presentValue}
            </th>
            <th scope="col" className={extraHeadClass}>
              {columns.cumulative}
            </th>
          </tr>
        </thead>
        <tbody>
          {result.schedule.map((row) => (
            <tr key={row.year} className="border-t border-border">
              <th scope="row" className={cellClass}>
                {row.year}
                {row.share < 1 && (
                  <span className="block text-xs font-normal text-muted-foreground">
                    {copy.partialYear.replace('{share}', formatShare(row.share))}
                  </span>
                )}
              </th>
              <td className={extraClass} data-label={columns.age}>
                {formatNumber(row.age)}
              </td>
              {result.survivalWeighted && (
                <td className={extraClass} data-label={columns.survival}>
                  {formatFactor(row.survival)}
                </td>
              )}
              <td className={cellClass} data-label={columns.loss}>
                {formatDollars(row.loss)}
              </td>
              <td className={extraClass} data-label={columns.factor}>
                {formatFactor(row.discountFactor)}
              </td>
              <td className={cellClass} data-label={columns.presentValue}>
                {formatDollars(row.presentValue)}
              </td>
              <td className={extraClass} data-label={columns.cumulative}>
                {formatDollars(row.cumulativePresentValue)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-border-strong font-semibold">
            <th scope="row" className={cellClass}>
              {copy.scheduleTotal}
            </th>
            <td className={extraClass} />
            {result.survivalWeighted && <td className={extraClass} />}
            <td className={cellClass} data-label={columns.loss}>
              {formatDollars(totalLoss)}
            </td>
            <td className={extraClass} />
            <td className={cellClass} data-label={columns.presentValue}>
              {formatDollars(result.future)}
            </td>
            <td className={extraClass} />
          </tr>
        </tfoot>
      </table>
    </div>
  )
}
