import { useState } from 'react'
import { Button } from '~/components/ui/button'
import { PUBLIC_RECORD_COPY } from '~/copy/calculator-public-record'
import { NO_METRO } from '~/lib/calculator/figure-refs'
import { resolveRef } from '~/lib/calculator/figure-sources'
import { loadAreaWages, loadWageIndex } from '~/lib/calculator/public-record-load'
import { formatWage, PERCENTILE_LABELS, type PercentileIndex, wageCitation } from '~/lib/wages/format'
import { matchOccupations, metroByCode, NATION_AREA, type Occupation, occupationWages } from '~/lib/wages/lookup'
import type { WageIndex } from '~/lib/wages/types'
import type { CalculatorState } from './use-calculator'
import { useLoaded } from './use-loaded'

const copy = PUBLIC_RECORD_COPY.wages
const { loadFailed } = PUBLIC_RECORD_COPY
const controlClass =
  'min-h-11 w-full rounded-md border border-border-strong bg-background px-3 py-2 text-base text-foreground focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring'

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole)

const PERCENTILES: PercentileIndex[] = [0, 1, 2, 3, 4]

/** The area the search starts in: the link's metro when OEWS publishes it, else the nation, with the reason */
function startingArea(index: WageIndex, metro: string | undefined): { area: string; note?: string } {
  if (metro && metro !== NO_METRO && metro !== NATION_AREA && metroByCode(index, metro)) return { area: metro }
  if (metro === NO_METRO) return { area: NATION_AREA, note: copy.noMetro }
  if (metro && metro !== NATION_AREA) return { area: NATION_AREA, note: copy.unknownMetro }
  return { area: NATION_AREA }
}

/** The occupation search, the area's percentiles of the chosen occupation, and one button per published figure */
export function OccupationWages({
  calculator,
  target,
}: {
  calculator: CalculatorState
  target: 'earnings' | 'residual'
}) {
  const index = useLoaded('index', loadWageIndex)
  if (index.state === 'failed') return <p className="text-sm">{loadFailed}</p>
  if (index.state === 'loading') return null
  return <WageSearch calculator={calculator} target={target} index={index.data} />
}

function WageSearch({
  calculator,
  target,
  index,
}: {
  calculator: CalculatorState
  target: 'earnings' | 'residual'
  index: WageIndex
}) {
  const [start] = useState(() => startingArea(index, calculator.metro))
  const [area, setArea] = useState(start.area)
  const [text, setText] = useState('')
  const [chosen, setChosen] = useState<Occupation | undefined>()
  const id = (part: string) => `calculator-${target}-${part}`
  const matches = matchOccupations(index, text)
  const status = !text.trim()
    ? ''
    : matches.length === 0
      ? copy.noMatch
      : matches.length === 1
        ? copy.oneMatch
        : fill(copy.matches, { count: String(matches.length) })
  return (
    <>
      <p className="text-sm text-muted-foreground">{copy.intro}</p>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id('area')} className="text-sm font-semibold">
          {copy.area}
        </label>
        <select
          id={id('area')}
          value={area}
          aria-describedby={start.note ? id('area-note') : undefined}
          onChange={(event) => {
            setArea(event.target.value)
            calculator.setMetro(event.target.value)
          }}
          className={controlClass}
        >
          <option value={NATION_AREA}>{copy.nation}</option>
          {index.metros.map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
        {start.note && area === NATION_AREA && (
          <p id={id('area-note')} className="text-sm">
            {start.note}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id('occupation')} className="text-sm font-semibold">
          {copy.occupation}
        </label>
        <p id={id('occupation-hint')} className="text-xs text-muted-foreground">
          {copy.occupationHint}
        </p>
        <input
          id={id('occupation')}
          type="search"
          autoComplete="off"
          value={text}
          aria-describedby={`${id('occupation-hint')} ${id('occupation-status')}`}
          onChange={(event) => setText(event.target.value)}
          className={controlClass}
        />
        <p id={id('occupation-status')} role="status" className="text-sm text-muted-foreground">
          {status}
        </p>
        {matches.length > 0 && (
          <ul className="flex flex-col gap-1" aria-label={copy.occupation}>
            {matches.map((occupation) => (
              <li key={occupation.soc}>
                <button
                  type="button"
                  aria-pressed={chosen?.soc === occupation.soc}
                  onClick={() => setChosen(occupation)}
                  className="min-h-11 w-full rounded-md px-2 py-1 text-left text-sm text-link underline underline-offset-4 hover:bg-muted aria-pressed:bg-secondary aria-pressed:font-semibold"
                >
                  {occupation.title} <span className="text-muted-foreground">({occupation.soc})</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {chosen && <Percentiles calculator={calculator} target={target} index={index} area={area} occupation={chosen} />}
    </>
  )
}

function Percentiles({
  calculator,
  target,
  index,
  area,
  occupation,
}: {
  calculator: CalculatorState
  target: 'earnings' | 'residual'
  index: WageIndex
  area: string
  occupation: Occupation
}) {
  const loaded = useLoaded(area, () => loadAreaWages(area))
  if (loaded.state === 'failed') return <p className="text-sm">{loadFailed}</p>
  if (loaded.state === 'loading') return null
  const wages = loaded.data
  const figures = occupationWages(wages, occupation.soc)
  const citation = wageCitation(wages.vintage, area === NATION_AREA ? copy.nation : wages.name)
  if (!figures)
    return (
      <p className="text-sm">
        {copy.noFigures} ({citation})
      </p>
    )
  return (
    <table className="text-sm" data-testid={`calculator-${target}-percentiles`}>
      <caption className="mb-2 text-left font-semibold">
        {fill(copy.tableCaption, { title: occupation.title, citation })}
      </caption>
      <thead>
        <tr>
          <th scope="col" className="p-2 text-left">
            {copy.percentile}
          </th>
          <th scope="col" className="p-2 text-left">
            {copy.annualWage}
          </th>
          <th scope="col" className="p-2">
            <span className="sr-only">{PUBLIC_RECORD_COPY.use}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {PERCENTILES.map((percentile) => {
          const source = resolveRef(
            { kind: 'wage', area, soc: occupation.soc, percentile },
            { index, areas: { [area]: wages } },
          )
          const name = PERCENTILE_LABELS[percentile].replace('Median', 'median')
          return (
            <tr key={percentile} className="border-t border-border align-top">
              <th scope="row" className="p-2 text-left font-normal">
                {PERCENTILE_LABELS[percentile]}
              </th>
              <td className="p-2">{formatWage(figures[percentile])}</td>
              <td className="p-2">
                {source && (
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    onClick={() => calculator.placeFigure(target, source)}
                  >
                    {fill(target === 'earnings' ? copy.useFor : copy.useForResidual, { percentile: name })}
                  </Button>
                )}
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
