import type * as React from 'react'
import { Button } from '~/components/ui/button'
import { NativeSelect, Textarea } from '~/components/ui/input'
import { browserSummary } from '~/lib/inbox/request-display'
import { AUDIT_ACTIONS, REQUEST_STATUSES, STATUS_LABELS, type RequestStatus } from '~/lib/inbox/vocabulary'
import { CsrfField, formatTime, InboxDocument, Notice, Panel } from './inbox-document'
import { type FieldProblem, FormProblems, messageFor, ProblemField } from './form-problems'
import { ConflictList, RequestMatter, resolutionControl } from './conflict-list'
import { DECLINE_REASON_CONTROL } from './engagement-panel'
import { PhoneActionBar, RequestHeader } from './request-header'
import type {
  AuditView,
  ConflictView,
  DeliveryView,
  FieldLine,
  InboxAssets,
  NoteView,
  StaffOption,
  Viewer,
} from './view-types'

/** The fields of the request page's own forms, as the route names a refused one. */
export type RequestField = 'status' | 'staffId' | 'body' | 'kind' | 'detail' | 'reason' | 'engagement'
/** A refused form of the request page: its problems, and what was typed, which the form shows again. */
export interface RequestRefusal {
  problems: readonly FieldProblem<RequestField>[]
  typed: Partial<Record<RequestField, string>>
  /** the register entry whose possible conflict a refused resolution was for */
  entryId?: string
}

const REQUEST_CONTROLS: Record<'status' | 'staffId' | 'body' | 'reason' | 'engagement', { id: string; label: string }> =
  {
    status: { id: 'request-status', label: 'Status' },
    staffId: { id: 'request-assignee', label: 'Assigned to' },
    body: { id: 'note-body', label: 'Add a note' },
    reason: DECLINE_REASON_CONTROL,
    engagement: { id: 'engagement', label: 'Engagement' },
  }

const controlOf = (refused: RequestRefusal | undefined) => (field: RequestField) =>
  field === 'kind' || field === 'detail' ? resolutionControl(refused?.entryId ?? '', field) : REQUEST_CONTROLS[field]

export interface RequestPageProps {
  assets: InboxAssets
  viewer: Viewer
  id: string
  title: string
  receivedAt: string
  status: RequestStatus
  spam: boolean
  urgent: boolean
  assignedTo: string | null
  fields: FieldLine[]
  caseDetails: FieldLine[]
  message: string
  calculatorFigures: FieldLine[]
  sentFrom: FieldLine[]
  /** the browser's user-agent string as sent, summarized on the page with the full string one tap away */
  userAgent: string | null
  organization: string
  caseType: string
  phone: string
  email: string
  /** the side that would retain the firm, as the request gives it */
  retainedBy: string | null
  /** the expert disclosure date the request gives (YYYY-MM-DD) */
  disclosureDeadline: string | null
  /** the firm's date today (YYYY-MM-DD) */
  today: string
  /** the booked consultation, if any */
  consultation: { at: number; personName: string } | null
  conflicts: ConflictView[]
  screened: boolean
  /** the register's matter this request became when it was retained */
  matterId?: string | null
  notes: NoteView[]
  deliveries: DeliveryView[]
  pendingNotifications: number
  audit: AuditView[]
  staff: StaffOption[]
  /** the request as plain text, for the copy button */
  plainText: string
  notice?: string
  /** a refused post of one of the page's forms */
  refused?: RequestRefusal
  /** panels other features add to the page (bookings, engagement), after the actions */
  extraPanels?: React.ReactNode
  /** actions other features add (beside status, spam and assignment) */
  extraActions?: React.ReactNode
}

function FieldList({ lines, label }: { lines: FieldLine[]; label: string }) {
  if (lines.length === 0) return <p className="text-muted-foreground">{`No ${label}.`}</p>
  return (
    <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[12rem_1fr]">
      {lines.map((line) => (
        <div key={line.label} className="contents">
          <dt className="font-medium text-muted-foreground">{line.label}</dt>
          <dd className="whitespace-pre-wrap">{line.value}</dd>
        </div>
      ))}
    </dl>
  )
}

function StatusForm({
  id,
  status,
  viewer,
  problems,
}: {
  id: string
  status: RequestStatus
  viewer: Viewer
  problems: readonly FieldProblem<RequestField>[]
}) {
  return (
    <form method="post" action={`/inbox/requests/${id}/status`} className="grid gap-2">
      <CsrfField viewer={viewer} />
      <ProblemField control={REQUEST_CONTROLS.status} name="status" message={messageFor(problems, 'status')}>
        {(props) => (
          <div className="flex flex-wrap gap-2">
            <NativeSelect {...props} defaultValue={status} className="w-auto grow">
              {REQUEST_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {STATUS_LABELS[value]}
                </option>
              ))}
            </NativeSelect>
            <Button type="submit">Save status</Button>
          </div>
        )}
      </ProblemField>
    </form>
  )
}

function AssignmentForm({
  id,
  assignedTo,
  staff,
  viewer,
  problems,
}: {
  id: string
  assignedTo: string | null
  staff: StaffOption[]
  viewer: Viewer
  problems: readonly FieldProblem<RequestField>[]
}) {
  return (
    <form method="post" action={`/inbox/requests/${id}/assign`} className="grid gap-2">
      <CsrfField viewer={viewer} />
      <ProblemField control={REQUEST_CONTROLS.staffId} name="staffId" message={messageFor(problems, 'staffId')}>
        {(props) => (
          <div className="flex flex-wrap gap-2">
            <NativeSelect {...props} defaultValue={assignedTo ?? ''} className="w-auto grow">
              <option value="">Nobody</option>
              {staff.map((person) => (
                <option key={person.id} value={person.id}>
                  {person.name}
                </option>
              ))}
            </NativeSelect>
            <Button type="submit" variant="outline">
              Assign
            </Button>
          </div>
        )}
      </ProblemField>
    </form>
  )
}

function SpamForm({ id, spam, viewer }: { id: string; spam: boolean; viewer: Viewer }) {
  return (
    <form method="post" action={`/inbox/requests/${id}/spam`} className="grid gap-2">
      <CsrfField viewer={viewer} />
      <input type="hidden" name="spam" value={spam ? 'no' : 'yes'} />
      <p className="text-sm">{spam ? 'Marked as spam: no notification was sent.' : 'Not spam.'}</p>
      <Button type="submit" variant="outline">
        {spam ? 'Mark as not spam (sends the held notifications once)' : 'Mark as spam'}
      </Button>
    </form>
  )
}

function SentFrom({ lines, userAgent }: { lines: FieldLine[]; userAgent: string | null }) {
  return (
    <Panel title="Sent from" id="sent-from">
      <FieldList lines={lines} label="details" />
      <dl className="mt-2 grid gap-x-4 gap-y-2 sm:grid-cols-[12rem_1fr]">
        <dt className="font-medium text-muted-foreground">Browser</dt>
        <dd>
          {userAgent ? (
            <>
              {browserSummary(userAgent) ?? 'Not recognized'}
              <details className="mt-1 text-sm">
                <summary className="min-h-6 cursor-pointer py-1 text-muted-foreground">Full browser string</summary>
                <code className="break-all">{userAgent}</code>
              </details>
            </>
          ) : (
            'Not recorded'
          )}
        </dd>
      </dl>
    </Panel>
  )
}

function NotesPanel({
  id,
  notes,
  viewer,
  refused,
}: {
  id: string
  notes: NoteView[]
  viewer: Viewer
  refused: RequestRefusal | undefined
}) {
  return (
    <Panel title="Notes" id="notes">
      {notes.length === 0 ? <p className="text-muted-foreground">No notes yet.</p> : null}
      <ol className="mb-4 grid gap-3">
        {notes.map((note) => (
          <li key={note.id} className="rounded-md bg-muted p-3">
            <p className="whitespace-pre-wrap">{note.body}</p>
            <p className="mt-1 text-sm text-muted-foreground">{`${note.authorName}, ${formatTime(note.createdAt)}`}</p>
          </li>
        ))}
      </ol>
      <form method="post" action={`/inbox/requests/${id}/notes`} className="grid gap-2">
        <CsrfField viewer={viewer} />
        <ProblemField control={REQUEST_CONTROLS.body} name="body" message={messageFor(refused?.problems ?? [], 'body')}>
          {(props) => <Textarea {...props} required maxLength={5000} defaultValue={refused?.typed.body ?? ''} />}
        </ProblemField>
        <div>
          <Button type="submit">Add note</Button>
        </div>
      </form>
    </Panel>
  )
}

function DeliveryLog({ deliveries, pending }: { deliveries: DeliveryView[]; pending: number }) {
  return (
    <Panel title="Delivery log" id="deliveries">
      {pending > 0 ? <p className="mb-2">{`${String(pending)} notification(s) waiting to be sent.`}</p> : null}
      {deliveries.length === 0 ? (
        <p className="text-muted-foreground">No attempt to mail or post this request yet.</p>
      ) : (
        <ol className="grid gap-2 text-sm">
          {deliveries.map((attempt, index) => (
            <li key={index}>
              {`${formatTime(attempt.startedAt)}: ${attempt.route}, ${attempt.ok === null ? 'unfinished' : attempt.ok ? 'delivered' : 'failed'}${attempt.detail ? ` (${attempt.detail})` : ''}, by ${attempt.instance}`}
            </li>
          ))}
        </ol>
      )}
    </Panel>
  )
}

function AuditLog({ audit }: { audit: AuditView[] }) {
  return (
    <Panel title="Audit log" id="audit">
      <ol className="grid gap-1 text-sm">
        {audit.map((entry, index) => (
          <li
            key={index}
          >{`${formatTime(entry.at)}: ${entry.actorName ?? 'The command line'}, ${AUDIT_ACTIONS[entry.action]}`}</li>
        ))}
      </ol>
    </Panel>
  )
}

/**
 * One request: its fields, case details, calculator figures and message; where it came from and where it
 * went; the possible conflicts; and what staff do with it. Made of panels, so later features add theirs.
 */
export function RequestPage(props: RequestPageProps) {
  const { viewer, id } = props
  const problems = props.refused?.problems ?? []
  return (
    <InboxDocument
      title={props.title}
      assets={props.assets}
      viewer={viewer}
      mainClassName="container-page py-4 max-lg:pb-24"
    >
      {props.notice ? <Notice>{props.notice}</Notice> : null}
      <FormProblems problems={problems} controlOf={controlOf(props.refused)} />
      <p className="mb-2">
        <a href="/inbox" className="text-link underline">
          All requests
        </a>
      </p>
      <RequestHeader {...props} />
      <PhoneActionBar phone={props.phone} />
      <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
        <div className="grid content-start gap-4">
          <Panel title="Possible conflicts" id="conflicts">
            {props.matterId ? <RequestMatter matterId={props.matterId} viewer={viewer} /> : null}
            <ConflictList
              id={id}
              viewer={viewer}
              conflicts={props.conflicts}
              screened={props.screened}
              retainedBy={props.retainedBy}
              refused={props.refused}
            />
          </Panel>
          <Panel title="The request" id="fields">
            <FieldList lines={props.fields} label="fields" />
          </Panel>
          <Panel title="Case details" id="case-details">
            <FieldList lines={props.caseDetails} label="case details" />
          </Panel>
          {props.calculatorFigures.length > 0 ? (
            <Panel title="Calculator figures" id="calculator">
              <FieldList lines={props.calculatorFigures} label="figures" />
            </Panel>
          ) : null}
          <Panel title="Message" id="message">
            <p className="whitespace-pre-wrap">{props.message || 'No message.'}</p>
          </Panel>
          <SentFrom lines={props.sentFrom} userAgent={props.userAgent} />
          <NotesPanel id={id} notes={props.notes} viewer={viewer} refused={props.refused} />
          <DeliveryLog deliveries={props.deliveries} pending={props.pendingNotifications} />
          <AuditLog audit={props.audit} />
        </div>
        <div className="grid content-start gap-4">
          <Panel title="Actions" id="actions">
            <div className="grid gap-5">
              <StatusForm id={id} status={props.status} viewer={viewer} problems={problems} />
              <AssignmentForm
                id={id}
                assignedTo={props.assignedTo}
                staff={props.staff}
                viewer={viewer}
                problems={problems}
              />
              <SpamForm id={id} spam={props.spam} viewer={viewer} />
              {props.extraActions}
              <div className="grid gap-2">
                <Button type="button" variant="outline" data-copy-text={props.plainText}>
                  Copy as plain text
                </Button>
                <p
                  data-copy-status
                  role="status"
                  aria-live="polite"
                  className="min-h-5 text-sm text-muted-foreground"
                />
                <a href={`/inbox/requests/${id}/text`} className="text-sm text-link underline">
                  Open as plain text
                </a>
              </div>
              {viewer.role === 'admin' ? (
                <a href={`/inbox/requests/${id}/erase`} className="text-sm text-destructive underline">
                  Erase this person&apos;s requests
                </a>
              ) : null}
            </div>
          </Panel>
          {props.extraPanels}
        </div>
      </div>
    </InboxDocument>
  )
}
