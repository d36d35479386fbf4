import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react'
import { CALCULATOR_FORM_COPY } from '~/copy/calculator'
import { fieldApplies, type FormContext, type NumericField } from '~/lib/calculator/inputs'
import type { CalculatorState } from './use-calculator'

const copy = CALCULATOR_FORM_COPY.publicRecord

// The tables and their data load only when a visitor opens one of these parts (issue 56: data on demand).
const OccupationWages = lazy(() => import('./occupation-wages').then((module) => ({ default: module.OccupationWages })))
const TreasuryYields = lazy(() => import('./treasury-yields').then((module) => ({ default: module.TreasuryYields })))
const PriceGrowth = lazy(() => import('./price-growth').then((module) => ({ default: module.PriceGrowth })))

/** A closed disclosure below a field; what it holds is rendered, and so loaded, once it is first opened. */
function RecordDisclosure({ summary, testId, children }: { summary: string; testId: string; children: ReactNode }) {
  const [opened, setOpened] = useState(false)
  const ref = useRef<HTMLDetailsElement>(null)
  useEffect(() => {
    // Opened before the page hydrated (the toggle went unheard): load it now.
    if (ref.current?.open) queueMicrotask(() => setOpened(true))
  }, [])
  return (
    <details
      ref={ref}
      data-testid={testId}
      className="rounded-md border border-border bg-muted/40 px-4 py-2"
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true)
      }}
    >
      <summary className="flex min-h-11 cursor-pointer items-center text-sm font-semibold text-link">{summary}</summary>
      {!opened && <p className="pb-2 text-sm text-muted-foreground">{copy.needsScript}</p>}
      {opened && (
        <Suspense fallback={<p className="pb-2 text-sm text-muted-foreground">{copy.loading}</p>}>
          <div className="flex flex-col gap-4 pt-2 pb-3">{children}</div>
        </Suspense>
      )}
    </details>
  )
}

/** The public-record parts shown under a row of fields, each only where its field applies */
export function RecordParts({
  row,
  calculator,
  context,
  state,
}: {
  row: readonly NumericField[]
  calculator: CalculatorState
  context: FormContext
  state: string
}) {
  const applies = (field: NumericField) => row.includes(field) && fieldApplies(field, context)
  return (
    <>
      {applies('earnings') && context.caseKind !== 'care' && (
        <RecordDisclosure summary={copy.wagesSummary} testId="calculator-earnings-wages">
          <OccupationWages calculator={calculator} target="earnings" />
        </RecordDisclosure>
      )}
      {applies('residual') && (
        <RecordDisclosure summary={copy.residualSummary} testId="calculator-residual-wages">
          <OccupationWages calculator={calculator} target="residual" />
        </RecordDisclosure>
      )}
      {applies('growth') && context.caseKind === 'care' && (
        <RecordDisclosure summary={copy.growthSummary} testId="calculator-growth-record">
          <PriceGrowth calculator={calculator} />
        </RecordDisclosure>
      )}
      {applies('discount') && (
        <RecordDisclosure summary={copy.yieldsSummary} testId="calculator-discount-record">
          <TreasuryYields calculator={calculator} state={state} />
        </RecordDisclosure>
      )}
    </>
  )
}
