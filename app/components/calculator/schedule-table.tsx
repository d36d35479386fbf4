import { CALCULATOR_FORM_COPY } from '~/copy/calculator'
import { formatDollars, formatFactor, formatNumber, formatShare } from '~/lib/calculator/format'
import type { LossResult } from '~/lib/calculator/model'

const copy = CALCULATOR_FORM_COPY.results
const cellClass = 'px-3 py-2 text-right tabular-nums whitespace-nowrap'

/** The year-by-year schedule: what the chart draws, as a table (the chart's text alternative). */
export function ScheduleTable({ result }: { result: LossResult }) {
  const columns = copy.scheduleColumns
  const totalLoss = result.schedule.reduce((sum, row) => sum + row.loss, 0)
  return (
    <div id="calculator-schedule">
      <h3 id="calculator-schedule-heading" className="text-lg font-semibold text-primary">
        {copy.scheduleHeading}
      </h3>
      <div
        role="region"
        aria-labelledby="calculator-schedule-heading"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a table that scrolls must be reachable by keyboard
        tabIndex={0}
        className="mt-3 max-h-[32rem] overflow-auto rounded-xl border border-border"
      >
        <table className="w-full border-collapse text-sm">
          <caption className="px-3 py-2 text-left text-muted-foreground">{copy.scheduleCaption}</caption>
          <thead className="sticky top-0 bg-muted">
            <tr>
              <th scope="col" className={cellClass}>
                {columns.year}
              </th>
              <th scope="col" className={cellClass}>
                {columns.age}
              </th>
              {result.survivalWeighted && (
                <th scope="col" className={cellClass}>
                  {columns.survival}
                </th>
              )}
              <th scope="col" className={cellClass}>
                {columns.loss}
              </th>
              <th scope="col" className={cellClass}>
                {columns.factor}
              </th>
              <th scope="col" className={cellClass}>
                {columns.presentValue}
              </th>
              <th scope="col" className={cellClass}>
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
                <td className={cellClass}>{formatNumber(row.age)}</td>
                {result.survivalWeighted && <td className={cellClass}>{formatFactor(row.survival)}</td>}
                <td className={cellClass}>{formatDollars(row.loss)}</td>
                <td className={cellClass}>{formatFactor(row.discountFactor)}</td>
                <td className={cellClass}>{formatDollars(row.presentValue)}</td>
                <td className={cellClass}>{formatDollars(row.cumulativePresentValue)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t-2 border-border-strong font-semibold">
              <th scope="row" className={cellClass}>
                {copy.scheduleTotal}
              </th>
              <td className={cellClass} />
              {result.survivalWeighted && <td className={cellClass} />}
              <td className={cellClass}>{formatDollars(totalLoss)}</td>
              <td className={cellClass} />
              <td className={cellClass}>{formatDollars(result.future)}</td>
              <td className={cellClass} />
            </tr>
          </tfoot>
        </table>
      </div>
    </div>
  )
}
