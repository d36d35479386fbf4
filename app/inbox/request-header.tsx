import { telHref } from '~/config/site-config'
import { shortCalendarDate } from '~/lib/booking/zoned-time'
import { daysLeftLabel } from '~/lib/inbox/triage'
import { STATUS_LABELS } from '~/lib/inbox/vocabulary'
import { formatTime } from './inbox-document'
import type { RequestPageProps } from './request-page'

/** The request's header: who and which firm, the deadline with days left, the booked call, and a tap-to-call phone. */
export function RequestHeader(props: RequestPageProps) {
  const left = props.disclosureDeadline ? daysLeftLabel(props.disclosureDeadline, props.today) : undefined
  const fact = 'flex flex-col'
  return (
    <header className="mb-4 rounded-lg border border-border bg-background p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h1 className="font-serif text-2xl font-semibold sm:text-3xl">{props.title}</h1>
        <p className="text-sm text-muted-foreground">{`Received ${formatTime(props.receivedAt)}`}</p>
      </div>
      <p className="mt-1 text-lg">
        {[props.organization, props.caseType].filter(Boolean).join(' · ') || 'No firm given'}
      </p>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-4" aria-label="At a glance">
        <div className={fact}>
          <dt className="text-muted-foreground">Disclosure deadline</dt>
          <dd className="font-semibold">
            {props.disclosureDeadline
              ? `${shortCalendarDate(props.disclosureDeadline)}${left ? ` (${left})` : ''}`
              : 'None given'}
          </dd>
        </div>
        <div className={fact}>
          <dt className="text-muted-foreground">Consultation</dt>
          <dd className="font-semibold">
            {props.consultation
              ? `${formatTime(props.consultation.at)} with ${props.consultation.personName}`
              : 'Not booked'}
          </dd>
        </div>
        <div className={fact}>
          <dt className="text-muted-foreground">Phone</dt>
          <dd className="font-semibold">
            {props.phone ? (
              <a href={telHref(props.phone)} className="text-link underline">
                {props.phone}
              </a>
            ) : (
              'None given'
            )}
          </dd>
        </div>
        <div className={fact}>
          <dt className="text-muted-foreground">Email</dt>
          <dd className="font-semibold break-all">
            <a href={`mailto:${props.email}`} className="text-link underline">
              {props.email}
            </a>
          </dd>
        </div>
      </dl>
      <ul className="mt-3 flex flex-wrap gap-2 text-sm" aria-label="Marks">
        <li
          className="rounded-full bg-secondary px-3 py-1 text-secondary-foreground"
          data-testid="request-status"
        >{`Status: ${STATUS_LABELS[props.status]}`}</li>
        {props.urgent ? (
          <li className="rounded-full bg-destructive px-3 py-1 font-semibold text-primary-foreground">URGENT</li>
        ) : null}
        {props.spam ? <li className="rounded-full bg-muted px-3 py-1">Spam</li> : null}
      </ul>
    </header>
  )
}

/** On a phone, the request's actions one tap away from anywhere on the page. */
export function PhoneActionBar({ phone }: { phone: string }) {
  const item = 'flex min-h-11 flex-1 items-center justify-center rounded-md px-2 text-sm font-semibold'
  return (
    <nav
      aria-label="Request actions"
      className="fixed inset-x-0 bottom-0 z-20 flex gap-2 border-t border-border bg-background p-2 shadow-lg lg:hidden"
    >
      {phone ? (
        <a href={telHref(phone)} className={`${item} bg-primary text-primary-foreground`}>
          Call
        </a>
      ) : null}
      <a href="#actions" className={`${item} border border-border text-link`}>
        Status and assignment
      </a>
      <a href="#notes" className={`${item} border border-border text-link`}>
        Notes
      </a>
    </nav>
  )
}
