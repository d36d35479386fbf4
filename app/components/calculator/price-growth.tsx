import { Button } from '~/components/ui/button'
import { PUBLIC_RECORD_COPY } from '~/copy/calculator-public-record'
import type { FigureRef } from '~/lib/calculator/figure-refs'
import { resolveRef } from '~/lib/calculator/figure-sources'
import { loadRates } from '~/lib/calculator/public-record-load'
import { formatRate } from '~/lib/rates/format'
import type { CalculatorState } from './use-calculator'
import { useLoaded } from './use-loaded'

const copy = PUBLIC_RECORD_COPY.growth

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole)

/** The medical-care index's 10- and 20-year growth and all-items CPI-U since 2015, each one tap from the growth rate */
export function PriceGrowth({ calculator }: { calculator: CalculatorState }) {
  const loaded = useLoaded('rates', loadRates)
  if (loaded.state === 'failed') return <p className="text-sm">{PUBLIC_RECORD_COPY.loadFailed}</p>
  if (loaded.state === 'loading') return null
  const rates = loaded.data
  // Each source names its series and whether it is seasonally adjusted.
  const refs: FigureRef[] = [
    ...rates.medicalCare.growth.map((growth) => ({ kind: 'growth', series: 'medical', years: growth.years }) as const),
    { kind: 'growth', series: 'all' },
  ]
  return (
    <>
      <p className="text-sm text-muted-foreground">{copy.intro}</p>
      <table className="stack-table-wide text-sm" data-testid="calculator-price-growth">
        <caption className="mb-2 text-left font-semibold">{copy.caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="p-2 text-left">
              {copy.series}
            </th>
            <th scope="col" className="p-2 text-left">
              {copy.rate}
            </th>
            <th scope="col" className="p-2">
              <span className="sr-only">{PUBLIC_RECORD_COPY.use}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {refs.map((ref) => {
            const source = resolveRef(ref, { rates })
            if (!source) return null
            const rate = formatRate(Number(source.value))
            return (
              <tr key={source.label} className="border-t border-border align-top">
                <th scope="row" className="p-2 text-left font-normal">
                  <span className="font-semibold">{source.label}</span>
                  <span className="block text-xs text-muted-foreground">{source.citation}</span>
                </th>
                <td className="p-2" data-label={copy.rate}>
                  {rate}
                </td>
                <td className="p-2">
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    aria-label={fill(copy.use, { label: source.label, rate })}
                    onClick={() => calculator.placeFigure('growth', source)}
                  >
                    {PUBLIC_RECORD_COPY.use}
                  </Button>
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </>
  )
}
