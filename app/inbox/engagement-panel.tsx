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

export function EngagementPanel({ leadId, viewer, cleared, available, engagement, sendOptions }: EngagementPanelProps) {
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
        <dd>{signature ? 'Signed' : engagement.expired ? 'Link expired (resend)' : 'Sent, awaiting signature'}</dd>
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
            Download the signed letter (PDF)
          </a>
        </p>
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
