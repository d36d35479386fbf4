import { useState } from 'react'
import { Link } from '~/components/ui/link'
import { Button } from '~/components/ui/button'
import { PAGE_LINKS } from '~/content/navigation'
import { CALCULATOR_FORM_COPY } from '~/content/calculator'
import { track } from '~/lib/analytics/track'
import { scheduleToCsv } from '~/lib/calculator/csv'
import { formatDollars, formatWithUnit } from '~/lib/calculator/format'
import { handoffState } from '~/lib/calculator/handoff'
import { FIELD_ORDER, FIELD_SPECS, fieldApplies, type CaseKind, type LossInputs } from '~/lib/calculator/inputs'
import type { LossResult } from '~/lib/calculator/model'
import { rawFromInputs } from '~/lib/calculator/query'

const copy = CALCULATOR_FORM_COPY

/** Past, future and total, announced politely to screen readers whenever a calculation changes them. */
export function ResultsSummary({ result, stale }: { result: LossResult; stale: boolean }) {
  const rows = [
    [copy.results.past, result.past],
    [copy.results.future, result.future],
    [copy.results.total, result.total],
  ] as const
  return (
    <section aria-labelledby="calculator-summary-heading" className="rounded-xl bg-primary p-5 text-primary-foreground md:p-6">
      <h3 id="calculator-summary-heading" className="text-lg font-semibold">
        {copy.results.summaryHeading}
      </h3>
      {stale && <p className="mt-2 rounded-md bg-white p-3 text-sm text-foreground">{copy.staleNote}</p>}
      <div id="calculator-summary" aria-live="polite" aria-atomic="true">
        <dl className="mt-4 space-y-3">
          {rows.map(([label, value], index) => (
            <div key={label} className={index === rows.length - 1 ? 'border-t border-white/40 pt-3' : undefined}>
              <dt className="text-sm text-white/90">{label}</dt>
              <dd className={index === rows.length - 1 ? 'font-serif text-3xl font-bold' : 'text-2xl font-semibold'}>{formatDollars(value)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}

/** The inputs behind the figures, for print (on screen the form shows them). */
export function PrintedInputs({ inputs }: { inputs: LossInputs }) {
  const raw = rawFromInputs(inputs)
  return (
    <section aria-labelledby="calculator-printed-inputs-heading" data-print="only">
      <h3 id="calculator-printed-inputs-heading" className="text-lg font-semibold">
        {copy.printedInputsHeading}
      </h3>
      <dl className="mt-2 grid grid-cols-2 gap-x-6 gap-y-1 text-sm">
        {FIELD_ORDER.filter((field) => fieldApplies(field, inputs.caseKind)).map((field) => (
          <div key={field} className="contents">
            <dt>{copy.fields[field].label}</dt>
            <dd className="font-semibold">
              {field === 'case' ? copy.caseOptions[inputs.caseKind] : field === 'timing' ? copy.timingOptions[inputs.timing] : formatWithUnit(Number(raw[field]), FIELD_SPECS[field].unit)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

function downloadCsv(result: LossResult) {
  const url = URL.createObjectURL(new Blob([scheduleToCsv(result)], { type: 'text/csv;charset=utf-8' }))
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
}: {
  inputs: LossInputs
  result: LossResult
  shareHref: string
  caseTypeNames: Record<CaseKind, string>
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
    <section aria-labelledby="calculator-actions-heading" className="rounded-xl border border-border p-5 md:p-6" data-print="hide">
      <h3 id="calculator-actions-heading" className="text-lg font-semibold text-primary">
        {actions.heading}
      </h3>
      <div className="mt-4 flex flex-col gap-3">
        <Button asChild variant="hero" size="lg">
          <Link
            to={PAGE_LINKS.contact.to}
            state={handoffState(inputs, result, caseTypeNames[inputs.caseKind])}
            onClick={() => track({ name: 'calculator_to_contact', params: { event_label: 'economic_loss_calculator' } })}
          >
            {actions.send}
          </Link>
        </Button>
        <p className="text-sm text-muted-foreground">{actions.sendNote}</p>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={() => downloadCsv(result)}>
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
