/**
 * The request page's engagement: "Send engagement" once the request is cleared; then the link's state,
 * the signature's audit trail, the signed PDF, the records counsel sent (each downloaded through an
 * audited route), and the actions: resend (a new link, the old one void), withdraw, close the upload window.
 */
import { Button } from '~/components/ui/button'
import { HashValue } from '~/back-office/hash-value'
import { fileSizeLabel } from '~/lib/inbox/request-display'
import { CsrfField, formatTime, Panel } from './inbox-document'
import type { Viewer } from './view-types'
import { SendChoicesForm, type SendOptions } from './engagement-send-page'
import { ProblemField } from './form-problems'

/** The decline form's reason, which the request page's error summary links to when it is refused. */
export const DECLINE_REASON_CONTROL = {
  id: 'decline-reason',
  label: 'Or decline the engagement: the reason (counsel receives it by email)',
}

/** A refused decline: the reason's problem and what was typed. */
interface DeclineRefusal {
  message: string
  typed: string
}

interface EngagementFileView {
  id: string
  displayName: string
  size: number
  kind: string
  sha256: string
  receivedAt: number
}

interface EngagementView {
  state: 'sent' | 'signed'
  /** the signing period is over (unsigned) */
  expired: boolean
  sentAt: number
  signBy: number
  openedAt: number | null
  viewedAt: number | null
  uploadsClosedAt: number | null
  signature: {
    signerName: string
    signerTitle: string
    signerFirm: string
    signerEmail: string
    signedAt: number
    ipAddress: string
    userAgent: string
    textSha256: string
  } | null
  files: EngagementFileView[]
  /** the firm's side once counsel signed: awaiting (and whether this viewer may countersign), countersigned, declined */
  firm:
    | { kind: 'awaiting'; by: number; signatoryName: string | null }
    | {
        kind: 'countersigned'
        signerName: string
        signerTitle: string
        at: number
        certificateSubject: string
        selfSigned: boolean
      }
    | { kind: 'declined'; reason: string; at: number }
    | null
}

/** A signatory countersigns with a passkey (the inbox's script runs the ceremony), or declines with a reason. */
function FirmDecisionForms({
  leadId,
  viewer,
  signatoryName,
  refused,
}: {
  leadId: string
  viewer: Viewer
  signatoryName: string
  refused: DeclineRefusal | undefined
}) {
  return (
    <div className="mt-3 grid gap-3 rounded-md border border-border p-3">
      <div>
        <Button
          type="button"
          data-countersign={leadId}
          data-csrf={viewer.csrfToken}
        >{`Countersign as ${signatoryName} (passkey)`}</Button>
        <p className="mt-1 text-sm text-muted-foreground">
          Your passkey asks for your PIN, fingerprint or face; the final letter is then signed with the firm&apos;s
          certificate and sent to counsel and to the firm.
        </p>
        <p data-passkey-status role="status" className="mt-1 text-sm" />
      </div>
      <form method="post" action={`/inbox/requests/${leadId}/engagement/decline`} className="grid gap-2">
        <CsrfField viewer={viewer} />
        <ProblemField control={DECLINE_REASON_CONTROL} name="reason" message={refused?.message}>
          {(props) => (
            <textarea
              {...props}
              required
              maxLength={2000}
              rows={3}
              defaultValue={refused?.typed ?? ''}
              className="rounded-md border p-2"
            />
          )}
        </ProblemField>
        <div>
          <Button type="submit" variant="outline">
            Decline the engagement
          </Button>
        </div>
      </form>
    </div>
  )
}

function FirmSide({
  leadId,
  viewer,
  firm,
  declineRefused,
}: {
  leadId: string
  viewer: Viewer
  firm: NonNullable<EngagementView['firm']>
  declineRefused: DeclineRefusal | undefined
}) {
  if (firm.kind === 'countersigned')
    return (
      <p className="mt-2">
        {`Countersigned ${formatTime(firm.at)} by ${firm.signerName}, ${firm.signerTitle}; PDF signed with ${firm.certificateSubject}${firm.selfSigned ? ' (a self-signed certificate)' : ''}. `}
        <a className="text-link underline" href={`/inbox/requests/${leadId}/engagement/countersigned.pdf`}>
          Download the final letter (PDF)
        </a>
      </p>
    )
  if (firm.kind === 'declined') return <p className="mt-2">{`Declined ${formatTime(firm.at)}: ${firm.reason}`}</p>
  return (
    <>
      <p className="mt-2">
        <strong>Awaiting the firm&apos;s signature.</strong>
        {` Counsel was told the firm countersigns by ${formatTime(firm.by)}.`}
      </p>
      {firm.signatoryName ? (
        <FirmDecisionForms
          leadId={leadId}
          viewer={viewer}
          signatoryName={firm.signatoryName}
          refused={declineRefused}
        />
      ) : (
        <p className="text-sm text-muted-foreground">
          A staff account linked to a person who signs engagements countersigns here (npm run staff:add -- --person).
        </p>
      )}
    </>
  )
}

export interface EngagementPanelProps {
  leadId: string
  viewer: Viewer
  /** the request's status is cleared (an engagement may be sent) */
  cleared: boolean
  /** the build wrote the letter into the runtime file */
  available: boolean
  engagement: EngagementView | null
  /** the experts and states staff choose from when sending */
  sendOptions: SendOptions
  /** a refused decline, shown again with its message */
  declineRefused?: DeclineRefusal
}

const at = (ms: number | null) => (ms === null ? 'Not yet' : formatTime(ms))

function ActionForm({
  leadId,
  viewer,
  action,
  label,
  variant = 'outline',
}: {
  leadId: string
  viewer: Viewer
  action: string
  label: string
  variant?: 'outline' | 'default'
}) {
  return (
    <form method="post" action={`/inbox/requests/${leadId}/engagement/${action}`}>
      <CsrfField viewer={viewer} />
      <Button type="submit" variant={variant}>
        {label}
      </Button>
    </form>
  )
}

export function EngagementPanel({
  leadId,
  viewer,
  cleared,
  available,
  engagement,
  sendOptions,
  declineRefused,
}: EngagementPanelProps) {
  if (!engagement) {
    return (
      <Panel title="Engagement" id="engagement">
        {!available ? (
          <p>The engagement letter is not in this build; run the build to send engagements.</p>
        ) : cleared ? (
          <>
            <p className="mb-3">Choose the terms, then preview the letter; it is sent only after you confirm.</p>
            <SendChoicesForm
              leadId={leadId}
              options={sendOptions}
              values={{ scope: 'testifying', payer: 'law-firm' }}
            />
          </>
        ) : (
          <p>Set the status to cleared to send the engagement letter.</p>
        )}
      </Panel>
    )
  }
  const { signature } = engagement
  return (
    <Panel title="Engagement" id="engagement">
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[9rem_1fr]">
        <dt className="font-medium text-muted-foreground">State</dt>
        <dd>
          {engagement.firm?.kind === 'countersigned'
            ? 'Countersigned: retained'
            : engagement.firm?.kind === 'declined'
              ? 'Declined by the firm'
              : signature
                ? "Signed by counsel, awaiting the firm's signature"
                : engagement.expired
                  ? 'Link expired (resend)'
                  : 'Sent, awaiting signature'}
        </dd>
        <dt className="font-medium text-muted-foreground">Sent</dt>
        <dd>{at(engagement.sentAt)}</dd>
        <dt className="font-medium text-muted-foreground">Link opened</dt>
        <dd>{at(engagement.openedAt)}</dd>
        <dt className="font-medium text-muted-foreground">Letter viewed</dt>
        <dd>{at(engagement.viewedAt)}</dd>
        {signature ? (
          <>
            <dt className="font-medium text-muted-foreground">Signed</dt>
            <dd>{`${at(signature.signedAt)} by ${signature.signerName}, ${signature.signerTitle}, ${signature.signerFirm} (${signature.signerEmail})`}</dd>
            <dt className="font-medium text-muted-foreground">From</dt>
            <dd className="break-all">{`${signature.ipAddress}; ${signature.userAgent}`}</dd>
            <dt className="font-medium text-muted-foreground">Letter SHA-256</dt>
            <dd>
              <HashValue value={signature.textSha256} />
            </dd>
            <dt className="font-medium text-muted-foreground">Uploads</dt>
            <dd>{engagement.uploadsClosedAt === null ? 'Open' : `Closed ${at(engagement.uploadsClosedAt)}`}</dd>
          </>
        ) : null}
      </dl>
      {signature ? (
        <p className="mt-2">
          <a className="text-link underline" href={`/inbox/requests/${leadId}/engagement/signed.pdf`}>
            Download the letter counsel signed (PDF)
          </a>
        </p>
      ) : null}
      {engagement.firm ? (
        <FirmSide leadId={leadId} viewer={viewer} firm={engagement.firm} declineRefused={declineRefused} />
      ) : null}
      {signature ? (
        engagement.files.length ? (
          <ul className="mt-3 grid gap-2" aria-label="Records received">
            {engagement.files.map((file) => (
              <li key={file.id} className="grid">
                <a
                  className="text-link underline whitespace-pre-wrap break-all"
                  href={`/inbox/requests/${leadId}/engagement/files/${file.id}`}
                >
                  {file.displayName}
                </a>
                <span className="text-sm text-muted-foreground">{`${fileSizeLabel(file.size)}, ${file.kind}, received ${at(file.receivedAt)}`}</span>
                <span className="text-sm text-muted-foreground">
                  SHA-256 <HashValue value={file.sha256} />
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3">No records received yet.</p>
        )
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <ActionForm leadId={leadId} viewer={viewer} action="resend" label="Resend (new link)" />
        <ActionForm leadId={leadId} viewer={viewer} action="new-link" label="New link (shown once to copy)" />
        {signature && engagement.uploadsClosedAt === null ? (
          <ActionForm leadId={leadId} viewer={viewer} action="close-uploads" label="Close the upload window" />
        ) : null}
        {!signature ? <ActionForm leadId={leadId} viewer={viewer} action="withdraw" label="Withdraw" /> : null}
      </div>
    </Panel>
  )
}
