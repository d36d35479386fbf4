import { useMemo } from 'react'
import type { RawInputs } from '~/lib/calculator/inputs'
import type { CalculatorPageData } from '~/lib/calculator/page.server'
import type { StateRule } from '~/lib/calculator/rules'
import type { ValidationOptions } from '~/lib/calculator/validate'
import { CALCULATOR_FORM_COPY } from '~/copy/calculator'
import { CalculatorForm } from './calculator-form'
import { CalculatorLimits } from './calculator-sections'
import { PrintedInputs, ResultActions, ResultBasis, ResultsSummary } from './calculator-results'
import { LossChart } from './loss-chart'
import { ScheduleTable } from './schedule-table'
import { useCalculator } from './use-calculator'
import './calculator-print.css'

/** The form beside its results (summary, limits, actions), then the chart and the schedule. */
export function EconomicLossCalculator({
  data,
}: {
  data: Pick<CalculatorPageData, 'example' | 'copy' | 'limitsLinks' | 'caseTypeNames' | 'ruleCitations' | 'states'>
}) {
  const example = useMemo<RawInputs>(() => ({ ...data.example }), [data.example])
  const options = useMemo<ValidationOptions>(
    () => ({
      availableRules: Object.keys(data.ruleCitations) as StateRule[],
      stateSlugs: new Set(data.states.map((state) => state.slug)),
    }),
    [data.ruleCitations, data.states],
  )
  const calculator = useCalculator(example, options)
  const { result, inputs } = calculator
  const stateName = data.states.find((state) => state.slug === inputs.state)?.name
  return (
    <div className="container-page py-10 md:py-14">
      <noscript>
        <p className="mb-6 rounded-md border border-border-strong bg-muted p-4">{CALCULATOR_FORM_COPY.noScript}</p>
      </noscript>
      <div className="grid gap-8 lg:grid-cols-2 lg:gap-10">
        <CalculatorForm calculator={calculator} states={data.states} />
        <section aria-labelledby="calculator-results-heading" className="flex flex-col gap-6">
          <h2 id="calculator-results-heading" className="font-serif text-2xl font-bold tracking-tight text-primary">
            {CALCULATOR_FORM_COPY.results.heading}
          </h2>
          <PrintedInputs inputs={inputs} stateName={stateName} sources={calculator.usedSources} />
          <ResultsSummary
            result={result}
            stale={calculator.errors.length > 0}
            noConsumption={calculator.draft.case === 'death' && !calculator.draft.consumption.trim()}
          />
          <ResultBasis
            inputs={inputs}
            result={result}
            ruleCitations={data.ruleCitations}
            sources={calculator.usedSources}
          />
          <CalculatorLimits copy={data.copy} links={data.limitsLinks} />
          <ResultActions
            inputs={inputs}
            result={result}
            shareHref={calculator.query}
            caseTypeNames={data.caseTypeNames}
            stateName={stateName}
            sources={calculator.usedSources}
          />
        </section>
      </div>
      <div className="mt-10 flex flex-col gap-10">
        <LossChart schedule={result.schedule} />
        <ScheduleTable result={result} />
      </div>
    </div>
  )
}
