import { useEffect, useRef } from 'react'
import type { Step } from '~/config/content-schema/types'
import { CheckList } from '~/components/sections/check-list'
import { StepList } from '~/components/sections/step-list'
import { PhoneLink } from '~/components/site/phone-link'
import { REQUEST_RECEIVED_COPY } from '~/copy/request-received'
import { FACT_LABELS, type ConfirmationFact, type RecordsToGather } from '~/lib/leads/confirmation'
import { cn } from '~/lib/utils'

/**
 * The confirmation of a stored request, the same wherever a request is confirmed: in place of the form that
 * sent it (with JavaScript), on the request-received page (without), and on the booking page. It says what was
 * sent and under which reference, when the firm answers, what happens next, the records to gather, and the
 * phone for urgent matters. In place of a form it takes focus, so a screen reader reads it at once and the
 * keyboard starts from it; it stays until the visitor leaves or asks for a new form.
 */
export function RequestConfirmation({
  heading,
  intro,
  facts = [],
  when,
  steps = REQUEST_RECEIVED_COPY.nextSteps,
  stepsHeading = REQUEST_RECEIVED_COPY.nextStepsHeading,
  records,
  takeFocus = false,
  className,
  children,
}: {
  /** shown as a second-level heading; a page whose own heading says it leaves it out */
  heading?: string
  intro?: string
  facts?: readonly ConfirmationFact[]
  /** when the firm answers, in one sentence */
  when?: string
  steps?: readonly Step[]
  stepsHeading?: string
  records?: RecordsToGather
  takeFocus?: boolean
  className?: string
  /** what the visitor can do next (another request, the booking link) */
  children?: React.ReactNode
}) {
  const box = useRef<HTMLElement>(null)
  useEffect(() => {
    if (!takeFocus) return
    // Read from its heading: its top edge in view below the sticky header (scroll-margin).
    box.current?.focus({ preventScroll: true })
    box.current?.scrollIntoView({ block: 'start' })
  }, [takeFocus])
  // Under its own heading the sections are one level down; on a page whose heading says it, they are the page's sections.
  const Section = heading ? 'h3' : 'h2'
  const hasReference = facts.some((fact) => fact.label === FACT_LABELS.reference)
  return (
    <section
      ref={box}
      tabIndex={takeFocus ? -1 : undefined}
      aria-labelledby={heading ? 'request-confirmation-heading' : undefined}
      aria-label={heading ? undefined : REQUEST_RECEIVED_COPY.h1}
      data-slot="request-confirmation"
      className={cn('scroll-mt-24 space-y-8 focus:outline-none', className)}
    >
      {heading ? (
        <div className="rounded-md border-2 border-success bg-background p-5">
          <h2 id="request-confirmation-heading" className="font-serif text-2xl font-bold text-primary">
            {heading}
          </h2>
          {intro ? <p className="mt-2">{intro}</p> : null}
          {when ? <p className="mt-2 font-semibold">{when}</p> : null}
        </div>
      ) : intro || when ? (
        <div className="space-y-2">
          {intro ? <p>{intro}</p> : null}
          {when ? <p className="font-semibold">{when}</p> : null}
        </div>
      ) : null}
      {facts.length ? (
        <div>
          <Section className="text-lg font-semibold text-primary">{REQUEST_RECEIVED_COPY.factsHeading}</Section>
          <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
            {facts.map((fact) => (
              <div key={fact.label} className="contents">
                <dt className="font-semibold">{fact.label}</dt>
                <dd className="break-words">{fact.value}</dd>
              </div>
            ))}
          </dl>
          {hasReference ? (
            <p className="mt-2 text-sm text-muted-foreground">{REQUEST_RECEIVED_COPY.referenceNote}</p>
          ) : null}
        </div>
      ) : null}
      {steps.length ? (
        <div>
          <Section className="font-serif text-xl font-bold text-primary">{stepsHeading}</Section>
          <StepList steps={steps} columns={false} className="mt-4" headingLevel={heading ? 'h4' : 'h3'} />
        </div>
      ) : null}
      {records?.items.length ? (
        <div>
          <Section className="font-serif text-xl font-bold text-primary">{records.heading}</Section>
          <p className="mt-2 text-muted-foreground">{records.intro}</p>
          <CheckList items={records.items} className="mt-4" />
        </div>
      ) : null}
      <div className="rounded-xl border border-border bg-muted p-6">
        <Section className="text-lg font-semibold text-primary">{REQUEST_RECEIVED_COPY.urgentHeading}</Section>
        <p className="mt-2">{REQUEST_RECEIVED_COPY.urgentText}</p>
        <p className="mt-3 font-semibold">
          <PhoneLink place="request_received" className="text-primary underline underline-offset-4" />
        </p>
      </div>
      {children}
    </section>
  )
}
