/**
 * The booking link's pages (/booking/{id}?t=TOKEN), rendered by the server: the consultation in the attorney's
 * time zone, the open times to move it to, and a cancel that asks first, as plain HTML that works without
 * JavaScript, in the
 * back office's document and header with the site's stylesheet. A tampered or expired link gets a page
 * that says so and gives the office's phone number.
 */
import type * as React from 'react'
import { BackOfficeDocument, BackOfficeHeader } from '~/back-office/back-office-document'
import { ErrorSummary } from '~/components/forms/error-summary'
import { RequestConfirmation } from '~/components/forms/request-confirmation'
import { Button, buttonVariants } from '~/components/ui/button'
import { siteConfig, telHref } from '~/config/site-config'
import { SCHEDULE_AGENDA } from '~/copy/contact'
import { PAGE_LINKS } from '~/copy/navigation'
import { counselTime, longZonedTime } from '~/lib/booking/zoned-time'
import { FACT_LABELS } from '~/lib/leads/confirmation'
import type { Slot } from '~/lib/booking/slots'
import { MovePicker } from './move-picker'

function CallOffice() {
  return (
    <>
      {'call the office at '}
      <a href={telHref()} className="text-link underline">
        {siteConfig.phone}
      </a>
    </>
  )
}

function BookingDocument({
  title,
  stylesheets,
  children,
}: {
  title: string
  stylesheets: readonly string[]
  children: React.ReactNode
}) {
  return (
    <BackOfficeDocument
      title={`${title} | ${siteConfig.name}`}
      assets={{ styles: stylesheets, scripts: [] }}
      header={<BackOfficeHeader homeHref="/" section="Consultation" />}
      mainClassName="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6"
      footer={
        <footer className="border-t border-border bg-background">
          <p className="mx-auto max-w-3xl px-4 py-4 text-sm sm:px-6">
            {`${siteConfig.legalName} · `}
            <a href={PAGE_LINKS.privacy.to} className="text-link underline">
              {PAGE_LINKS.privacy.label}
            </a>
          </p>
        </footer>
      }
    >
      {children}
    </BackOfficeDocument>
  )
}

const heading = 'mb-4 font-serif text-2xl font-semibold sm:text-3xl'
const subheading = 'mt-6 mb-2 font-serif text-xl font-semibold'

export function BookingLinkProblemPage({
  kind,
  stylesheets,
}: {
  kind: 'invalid' | 'expired'
  stylesheets: readonly string[]
}) {
  const title = kind === 'expired' ? 'This booking link has expired' : 'This booking link is not valid'
  const why =
    kind === 'expired'
      ? 'A booking link works until the consultation starts.'
      : 'The link may have been cut short or changed when it was copied.'
  return (
    <BookingDocument title={title} stylesheets={stylesheets}>
      <h1 className={heading}>{title}</h1>
      <p>
        {`${why} To cancel or change the consultation, `}
        <CallOffice />.
      </p>
    </BookingDocument>
  )
}

export interface BookingPageProps {
  /** the consultation's start, its status and who it is with */
  startAt: number
  booked: boolean
  personName: string
  /** the firm's zone, named beside the attorney's */
  timeZone: string
  /** the attorney's zone, recorded at booking; the firm's when none was */
  attorneyTimeZone?: string | undefined
  /** the page that asks before cancelling, and where the move posts */
  cancelHref: string
  rescheduleAction: string
  /** open times the booking can move to (the person's) */
  slots: readonly Slot[]
  /** what was just done, shown first */
  notice?: string
  /** why the time picked could not be booked: shown in the error summary and at the open times */
  problem?: string
  stylesheets: readonly string[]
}

/** The first open time's id: the summary's link moves focus there, as for any group of radio buttons. */
const SLOT_FIELD_ID = 'slot-start'
const SLOT_ERROR_ID = 'slot-start-error'
const SLOT_LABEL = 'Another time'

export function BookingPage(props: BookingPageProps) {
  const notice = props.notice ? (
    <p role="status" className="mb-4 rounded-md border border-success bg-background p-3 text-success">
      {props.notice}
    </p>
  ) : null
  const summary = props.problem ? (
    <div className="mb-6">
      <ErrorSummary
        problems={[
          {
            ...(props.booked && props.slots.length ? { fieldId: SLOT_FIELD_ID } : {}),
            label: SLOT_LABEL,
            message: props.problem,
          },
        ]}
        focusOnLoad
      />
    </div>
  ) : null
  const attorneyZone = props.attorneyTimeZone ?? props.timeZone
  const when = counselTime(props.startAt, attorneyZone, props.timeZone)
  if (!props.booked) {
    return (
      <BookingDocument title="Consultation cancelled" stylesheets={props.stylesheets}>
        {notice}
        <h1 className={heading}>Consultation cancelled</h1>
        <p>
          {`The consultation of ${when} with ${props.personName} is cancelled. To book another, use the `}
          <a href={PAGE_LINKS.quote.to} className="text-link underline">
            schedule page
          </a>
          {' or '}
          <CallOffice />.
        </p>
      </BookingDocument>
    )
  }
  return (
    <BookingDocument title="Your consultation" stylesheets={props.stylesheets}>
      {summary}
      {notice}
      <h1 className={heading}>Your consultation</h1>
      <RequestConfirmation
        intro={`With ${props.personName} of ${siteConfig.name}, ${when}.`}
        facts={[
          { label: FACT_LABELS.consultation, value: when },
          { label: 'With', value: `${props.personName}, ${siteConfig.name}` },
        ]}
        steps={SCHEDULE_AGENDA}
        stepsHeading="What the consultation covers"
      />
      {props.slots.length ? (
        <form method="post" action={props.rescheduleAction}>
          <h2 className={subheading}>Pick another time</h2>
          {props.problem ? (
            <p id={SLOT_ERROR_ID} className="mt-2 text-sm font-medium text-destructive">
              {props.problem}
            </p>
          ) : null}
          <MovePicker
            slots={props.slots}
            timeZone={attorneyZone}
            firmTimeZone={props.timeZone}
            fieldId={SLOT_FIELD_ID}
            describedBy={props.problem ? SLOT_ERROR_ID : undefined}
          />
          <div className="mt-4">
            <Button type="submit">Move the consultation</Button>
          </div>
        </form>
      ) : (
        <>
          <h2 className={subheading}>Pick another time</h2>
          <p>
            {'No other time is open online just now; '}
            <CallOffice />.
          </p>
        </>
      )}
      <h2 className={subheading}>Cancel</h2>
      <p>
        <a href={props.cancelHref} className={buttonVariants({ variant: 'outline' })}>
          Cancel the consultation
        </a>
      </p>
      <p className="mt-6">
        {'Questions? '}
        <CallOffice />.
      </p>
    </BookingDocument>
  )
}

/** The question before a cancel: the consultation's time in the attorney's zone, yes posts, no goes back. */
export function CancelConfirmPage(props: {
  startAt: number
  timeZone: string
  attorneyTimeZone?: string | undefined
  cancelAction: string
  backHref: string
  stylesheets: readonly string[]
}) {
  const question = `Cancel the consultation on ${longZonedTime(props.startAt, props.attorneyTimeZone ?? props.timeZone)}?`
  return (
    <BookingDocument title="Cancel the consultation?" stylesheets={props.stylesheets}>
      <h1 className={heading}>{question}</h1>
      <p>The time is offered to others at once, and a cancellation for your calendar is sent.</p>
      <form method="post" action={props.cancelAction} className="mt-4 flex flex-wrap gap-3">
        <Button type="submit">Yes, cancel it</Button>
        <a href={props.backHref} className={buttonVariants({ variant: 'outline' })}>
          No, keep it
        </a>
      </form>
    </BookingDocument>
  )
}
