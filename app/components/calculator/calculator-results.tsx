import { useState } from 'react'
import { Link } from '~/components/ui/link'
import { Button } from '~/components/ui/button'
import { PAGE_LINKS } from '~/copy/navigation'
import { CALCULATOR_FORM_COPY } from '~/copy/calculator'
import { track } from '~/lib/analytics/track'
import { scheduleToCsv } from '~/lib/calculator/csv'
import { formatDollars, formatNumber } from '~/lib/calculator/format'
import type { FigureSources } from '~/lib/calculator/figure-refs'
import { describeInputs, handoffState, sourceNotes } from '~/lib/calculator/handoff'
import { scheduleHref, storeCalculatorHandoff } from '~/lib/calculator/handoff-state'
import { metroFromQuery } from '~/lib/calculator/figure-refs'
import type { CaseKind, LossInputs } from '~/lib/calculator/inputs'
import { lifeTableSource } from '~/lib/calculator/life-table'
import type { LossResult } from '~/lib/calculator/model'
import type { StateRule } from '~/lib/calculator/rules'
import type { RuleCitation } from '~/lib/calculator/page.server'

const copy = CALCULATOR_FORM_COPY

/** Past, future and total, announced politely to screen readers whenever a calculation changes them. */
export function ResultsSummary({
  result,
  stale,
  noConsumption,
}: {
  result: LossResult
  stale: boolean
  /** A wrongful death case whose consumption share is still empty */
  noConsumption: boolean
}) {
  const rows = [
    [copy.results.past, result.past],
    [copy.results.future, result.future],
    [copy.results.total, result.total],
  ] as const
  return (
    <section
      aria-labelledby="calculator-summary-heading"
      className="rounded-xl bg-primary p-5 text-primary-foreground md:p-6"
    >
      <h3 id="calculator-summary-heading" className="text-lg font-semibold">
        {copy.results.summaryHeading}
      </h3>
      {noConsumption && (
        <p
          className="mt-2 rounded-md bg-white p-3 text-sm font-semibold text-foreground"
          data-testid="calculator-no-consumption"
        >
          {copy.publicRecord.noConsumption}
        </p>
      )}
      {stale && <p className="mt-2 rounded-md bg-white p-3 text-sm text-foreground">{copy.staleNote}</p>}
      <div id="calculator-summary" aria-live="polite" aria-atomic="true">
        <dl className="mt-4 space-y-3">
          {rows.map(([label, value], index) => (
            <div key={label} className={index === rows.length - 1 ? 'border-t border-white/40 pt-3' : undefined}>
              <dt className="text-sm text-white/90">{label}</dt>
              <dd className={index === rows.length - 1 ? 'font-serif text-3xl font-bold' : 'text-2xl font-semibold'}>
                {formatDollars(value)}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole)

/**
 * What the figures rest on, beside them: the present value rule applied with its citation from the law
 * table (or why the market rate stands in), and the life table with its year whenever it is used.
 */
export function ResultBasis({
  inputs,
  result,
  ruleCitations,
  sources,
}: {
  inputs: LossInputs
  result: LossResult
  ruleCitations: Partial<Record<StateRule, RuleCitation>>
  sources: FigureSources
}) {
  const notes = sourceNotes(inputs, sources)
  const chosen = inputs.rule
  const citation = result.rule === 'market' ? undefined : ruleCitations[result.rule]
  const usesTable = inputs.horizon === 'life' || result.survivalWeighted
  // Only results that used the table show its source, and such results exist only once it has loaded.
  const source = usesTable ? lifeTableSource() : undefined
  return (
    <section
      aria-labelledby="calculator-basis-heading"
      className="rounded-xl border border-border p-5 text-sm leading-relaxed md:p-6"
      data-print="keep"
    >
      <h3 id="calculator-basis-heading" className="text-lg font-semibold text-primary">
        {copy.results.basisHeading}
      </h3>
      <dl className="mt-3 space-y-3">
        <div>
          <dt className="font-semibold">{copy.fields.rule.label}</dt>
          <dd>
            <p>
              {copy.ruleOptions[result.rule]}. {copy.ruleNotes[result.rule]}
            </p>
            {chosen !== 'market' && chosen !== result.rule && <p className="mt-1">{copy.ruleNotCovered[chosen]}</p>}
            {result.michiganExempt && <p className="mt-1">{copy.michiganExemptNote}</p>}
            {inputs.state === 'texas' && inputs.caseKind !== 'care' && (
              <p className="mt-1" data-testid="calculator-texas-note">
                {copy.texasNote}
              </p>
            )}
            {citation && (
              <p className="mt-1 text-muted-foreground">
                {fill(copy.ruleCitation, { citation: citation.citation, compiled: citation.compiled })}
              </p>
            )}
          </dd>
        </div>
        {notes.length > 0 && (
          <div data-testid="calculator-sources">
            <dt className="font-semibold">{copy.publicRecord.basisHeading}</dt>
            <dd>
              <ul className="space-y-1">
                {notes.map((note) => (
                  <li key={note.field}>
                    {note.label}: {note.text}.
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        )}
        {!usesTable && (
          <div>
            <dt className="font-semibold">{copy.handoff.lifeTable}</dt>
            <dd>{copy.noLifeTable}</dd>
          </div>
        )}
        {source && (
          <div>
            <dt className="font-semibold">{copy.handoff.lifeTable}</dt>
            <dd>
              {inputs.horizon === 'life' && (
                <p>
                  {fill(copy.lifeExpectancyNote, {
                    age: formatNumber(inputs.ageAtTrial),
                    years: result.horizonYears.toFixed(2),
                  })}
                </p>
              )}
              {result.survivalWeighted && <p>{copy.survivalNote}</p>}
              <p className="text-muted-foreground">
                {fill(copy.lifeTableNote, {
                  title: source.title,
                  series: source.series,
                  publisher: source.publisher,
                  published: source.published.slice(0, 4),
                  table: copy.lifeTableNames[inputs.sex],
                })}
              </p>
            </dd>
          </div>
        )}
      </dl>
    </section>
  )
}

/** The inputs behind the figures, for print (on screen the form shows them). */
export function PrintedInputs({
  inputs,
  stateName,
  sources,
}: {
  inputs: LossInputs
  stateName?: string
  sources: FigureSources
}) {
  return (
    <section aria-labelledby="calculator-printed-inputs-heading" data-print="only">
      <h3 id="calculator-printed-inputs-heading" className="text-lg font-semibold">
        {copy.printedInputsHeading}
      </h3>
      <dl className="mt-2 grid grid-cols-2 gap-x-6 gap-y-1 text-sm">
        {describeInputs(inputs, stateName, sources).map(({ field, label, value }) => (
          <div key={field} className="contents">
            <dt>{label}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

function downloadCsv(result: LossResult, sources: readonly { label: string; text: string }[]) {
  const url = URL.createObjectURL(new Blob([scheduleToCsv(result, sources)], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = copy.actions.csvFileName
  document.body.appendChild(link)
  link.click()
  link.remove()
  window.setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/** Download, share, print, and the hand-off to the contact form. */
export function ResultActions({
  inputs,
  result,
  shareHref,
  caseTypeNames,
  stateName,
  sources,
}: {
  inputs: LossInputs
  result: LossResult
  shareHref: string
  caseTypeNames: Record<CaseKind, string>
  stateName?: string
  sources: FigureSources
}) {
  const [copyStatus, setCopyStatus] = useState('')
  const { actions } = copy
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(new URL(shareHref, window.location.href).href)
      setCopyStatus(actions.copied)
    } catch {
      setCopyStatus(actions.copyFailed)
    }
  }
  return (
    <section
      aria-labelledby="calculator-actions-heading"
      className="rounded-xl border border-border p-5 md:p-6"
      data-print="hide"
    >
      <h3 id="calculator-actions-heading" className="text-lg font-semibold text-primary">
        {actions.heading}
      </h3>
      <div className="mt-4 flex flex-col gap-3">
        <p className="text-sm" data-testid="calculator-discoverable-note">
          {actions.discoverableNote}
        </p>
        <Button asChild variant="hero" size="lg">
          <Link
            to={PAGE_LINKS.contact.to}
            onClick={() => {
              storeCalculatorHandoff(
                handoffState(inputs, result, caseTypeNames[inputs.caseKind], stateName, false, sources),
              )
              track({ name: 'calculator_to_contact', params: { event_label: 'economic_loss_calculator' } })
            }}
          >
            {actions.send}
          </Link>
        </Button>
        <Button asChild variant="outline" size="lg">
          <Link
            to={PAGE_LINKS.contact.to}
            onClick={() => {
              storeCalculatorHandoff(
                handoffState(inputs, result, caseTypeNames[inputs.caseKind], stateName, true, sources),
              )
              track({ name: 'calculator_to_contact', params: { event_label: 'economic_loss_calculator' } })
            }}
          >
            {actions.sendResultsOnly}
          </Link>
        </Button>
        <Button asChild variant="outline" size="lg">
          <Link
            to={scheduleHref(PAGE_LINKS.quote.to, { state: inputs.state, metro: metroFromQuery(shareHref) })}
            onClick={() => {
              storeCalculatorHandoff(
                handoffState(inputs, result, caseTypeNames[inputs.caseKind], stateName, false, sources),
              )
              track({ name: 'calculator_to_schedule', params: { event_label: 'economic_loss_calculator' } })
            }}
          >
            {actions.book}
          </Link>
        </Button>
        <p className="text-sm text-muted-foreground">{actions.sendNote}</p>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={() => downloadCsv(result, sourceNotes(inputs, sources))}>
            {actions.downloadCsv}
          </Button>
          <Button type="button" variant="outline" onClick={() => window.print()}>
            {actions.print}
          </Button>
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <a href={shareHref} className="font-semibold text-link underline underline-offset-4">
            {actions.shareLabel}
          </a>
          <Button type="button" variant="ghost" size="sm" onClick={() => void copyLink()}>
            {actions.copyLink}
          </Button>
          <span role="status" className="text-sm text-muted-foreground">
            {copyStatus}
          </span>
        </div>
      </div>
    </section>
  )
}
