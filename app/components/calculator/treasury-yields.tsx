import { Button } from '~/components/ui/button'
import { PUBLIC_RECORD_COPY } from '~/copy/calculator-public-record'
import type { FigureRef } from '~/lib/calculator/figure-refs'
import { resolveRef } from '~/lib/calculator/figure-sources'
import { loadRates } from '~/lib/calculator/public-record-load'
import { formatIsoDate } from '~/lib/places/format'
import { formatMonth, formatRate, yieldCitation } from '~/lib/rates/format'
import { AVERAGE_WINDOWS, type RatesData, YIELD_MATURITIES } from '~/lib/rates/types'
import { NetRateChart } from './net-rate-chart'
import type { CalculatorState } from './use-calculator'
import { useLoaded } from './use-loaded'

const copy = PUBLIC_RECORD_COPY.yields

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole)

function windowText(years: number, from: string, to: string, days: number): string {
  return fill(years === 1 ? copy.windowRangeOne : copy.windowRange, {
    years: String(years),
    from: formatIsoDate(from),
    to: formatIsoDate(to),
    days: days.toLocaleString('en-US'),
  })
}

/** The latest par yields and their averages, each with a button that makes it the discount rate; then the net rate */
export function TreasuryYields({ calculator, state }: { calculator: CalculatorState; state: string }) {
  const loaded = useLoaded('rates', loadRates)
  if (loaded.state === 'failed') return <p className="text-sm">{PUBLIC_RECORD_COPY.loadFailed}</p>
  if (loaded.state === 'loading') return null
  const rates = loaded.data
  const date = formatIsoDate(rates.treasury.date)
  const cell = (ref: FigureRef, name: string) => {
    const source = resolveRef(ref, { rates })
    if (!source) return null
    const rate = formatRate(Number(source.value))
    return (
      <span className="flex flex-wrap items-center gap-2">
        <span>{rate}</span>
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-label={fill(name, { rate })}
          onClick={() => calculator.placeFigure('discount', source)}
        >
          {PUBLIC_RECORD_COPY.use}
        </Button>
      </span>
    )
  }
  return (
    <>
      <p className="text-sm text-muted-foreground">{copy.intro}</p>
      {state === 'arizona' && <p className="text-sm">{copy.arizona}</p>}
      <table className="stack-table-wide text-sm" data-testid="calculator-yields">
        <caption className="mb-2 text-left font-semibold">
          {fill(copy.latestCaption, { date, citation: yieldCitation(rates) })}
        </caption>
        <thead>
          <tr>
            <th scope="col" className="p-2 text-left">
              {copy.maturity}
            </th>
            <th scope="col" className="p-2 text-left">
              {date}
            </th>
            {rates.treasury.averages.map((average) => (
              <th key={average.years} scope="col" className="p-2 text-left">
                {fill(copy.averageHeader, { years: String(average.years) })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {YIELD_MATURITIES.map((maturity) => (
            <tr key={maturity} className="border-t border-border align-top">
              <th scope="row" className="p-2 text-left">
                {fill(copy.years, { years: String(maturity) })}
              </th>
              <td className="p-2" data-label={date}>
                {cell(
                  { kind: 'yield', window: 'latest', maturity },
                  fill(copy.useLatest, { maturity: String(maturity), date }),
                )}
              </td>
              {AVERAGE_WINDOWS.map((years) => (
                <td key={years} className="p-2" data-label={fill(copy.averageHeader, { years: String(years) })}>
                  {cell(
                    { kind: 'yield', window: years, maturity },
                    fill(copy.useAverage, { years: String(years), maturity: String(maturity) }),
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="list-disc pl-5 text-xs text-muted-foreground">
        {rates.treasury.averages.map((average) => (
          <li key={average.years}>
            {fill(copy.averageHeader, { years: String(average.years) })}:{' '}
            {windowText(average.years, average.from, average.to, average.days)}
          </li>
        ))}
      </ul>
      <NetRate rates={rates} />
    </>
  )
}

function NetRate({ rates }: { rates: RatesData }) {
  const months = rates.netRate.months
  const shown = months.filter(([month], position) => month.endsWith('-12') || position === months.length - 1)
  const percent = (value: number | null) => (value === null ? copy.missing : formatRate(value))
  return (
    <section aria-labelledby="calculator-net-rate-heading" className="flex flex-col gap-2">
      <h3 id="calculator-net-rate-heading" className="text-sm font-semibold">
        {copy.netHeading}
      </h3>
      <p className="text-xs text-muted-foreground">{copy.netIntro}</p>
      <NetRateChart months={months} />
      <table className="text-sm">
        <caption className="mb-1 text-left text-xs text-muted-foreground">
          {fill(copy.netCaption, { source: rates.netRate.source })}
        </caption>
        <thead>
          <tr>
            <th scope="col" className="p-1 text-left">
              {copy.month}
            </th>
            <th scope="col" className="p-1 text-right">
              {copy.tenYear}
            </th>
            <th scope="col" className="p-1 text-right">
              {copy.inflation}
            </th>
            <th scope="col" className="p-1 text-right">
              {copy.net}
            </th>
          </tr>
        </thead>
        <tbody>
          {shown.map(([month, tenYear, inflation, net]) => (
            <tr key={month} className="border-t border-border">
              <th scope="row" className="p-1 text-left font-normal">
                {formatMonth(month)}
              </th>
              <td className="p-1 text-right">{formatRate(tenYear)}</td>
              <td className="p-1 text-right">{percent(inflation)}</td>
              <td className="p-1 text-right">{percent(net)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
