/**
 * The engagement pages counsel sees at /engage/{token}: plain HTML forms that read and sign without
 * JavaScript (the upload's resumable client is the one script), in the back office's look, noindex.
 */
import { HashValue } from '~/back-office/hash-value'
import type { BackOfficeAssets } from '~/back-office/back-office-document'
import { ErrorSummary, type SummaryProblem } from '~/components/forms/error-summary'
import { FormField } from '~/components/forms/lead-form-parts'
import { Button } from '~/components/ui/button'
import { Input, Label } from '~/components/ui/input'
import { siteConfig } from '~/config/site-config'
import type { EngagementContent } from '~/lib/runtime-file-schema'
import { Checklist, counselTime, FirmSideNote, PaymentWays, type FirmSide } from './signed-page-parts'
import { letterParagraphs } from '~/lib/engagement/letter'
import { W9_PATH, wireWarning } from '~/lib/engagement/payment-ways'
import { isTableBlock, withPeriod } from '~/lib/engagement/letter-terms'
import { LetterTable } from './letter-table'
import { fileSizeLabel } from '~/lib/inbox/request-display'
import { EngageDocument, EngageHeading, OfficeEmail, OfficePhone, SectionHeading } from './engage-document'

export type EngageLinkProblem = 'invalid' | 'expired' | 'changed' | 'withdrawn'

const PROBLEMS: Record<EngageLinkProblem, { title: string; text: string }> = {
  invalid: {
    title: 'This link is not valid',
    text: 'The link may have been cut short or changed when it was copied, or a newer link replaced it.',
  },
  expired: {
    title: 'This link has expired',
    text: 'A link to sign the engagement letter works for 14 days. The firm can send you a new one.',
  },
  changed: {
    title: 'This letter has changed',
    text: 'The engagement letter or the fee terms changed after this link was sent, so the link no longer works. The firm will send you a new link with the current letter.',
  },
  withdrawn: {
    title: 'This engagement was withdrawn',
    text: 'The firm withdrew this engagement letter, so the link no longer works.',
  },
}

const buttonLink = 'btn btn-primary btn-md rounded-md no-underline'

export function LinkProblemPage({ problem, assets }: { problem: EngageLinkProblem; assets: BackOfficeAssets }) {
  const { title, text } = PROBLEMS[problem]
  return (
    <EngageDocument title={title} assets={assets}>
      <EngageHeading>{title}</EngageHeading>
      <p>
        {`${text} Please call the office at `}
        <OfficePhone />
        {' or write to '}
        <OfficeEmail />.
      </p>
    </EngageDocument>
  )
}

export function MessagePage({ title, message, assets }: { title: string; message: string; assets: BackOfficeAssets }) {
  return (
    <EngageDocument title={title} assets={assets}>
      <EngageHeading>{title}</EngageHeading>
      <p>{message}</p>
    </EngageDocument>
  )
}

/** The landing page of the link: who it is for, and the button to the letter. */
export function LandingPage({
  base,
  counselName,
  caption,
  signBy,
  assets,
}: {
  base: string
  counselName: string
  caption: string
  signBy: number
  assets: BackOfficeAssets
}) {
  return (
    <EngageDocument title="Your engagement letter" assets={assets}>
      <EngageHeading>Your engagement letter</EngageHeading>
      <div className="grid gap-3">
        <p>{withPeriod(`For ${counselName}, in ${caption || 'your matter'}`)}</p>
        <p>{`${siteConfig.name} has cleared conflicts on this matter. The next page shows the engagement letter, the fee schedule and the retainer. You can sign it there until ${counselTime(signBy)}.`}</p>
        <p>
          <a className={buttonLink} href={`${base}/letter`}>
            Read the engagement letter
          </a>
        </p>
      </div>
    </EngageDocument>
  )
}

function FeeSection({ content }: { content: EngagementContent }) {
  return (
    <section aria-labelledby="fees">
      <SectionHeading id="fees">Fee schedule</SectionHeading>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[minmax(0,1fr)_auto]">
        {content.feeLines.map((line) => (
          <div key={line.label} className="contents">
            <dt>{line.label}</dt>
            <dd className="font-semibold sm:text-right">{line.value}</dd>
          </div>
        ))}
      </dl>
      <SectionHeading>{`Retainer: ${content.retainer}`}</SectionHeading>
      <PaymentWays payment={content.payment} />
    </section>
  )
}

type SignerField = 'name' | 'title' | 'firm' | 'email'

/** One reason a signature was refused: the form's control it belongs to (`letter`: the letter itself) and the message. */
export interface SignerProblem {
  field: SignerField | 'consent' | 'letter'
  message: string
}

export interface LetterPageProps {
  base: string
  content: EngagementContent
  letterText: string
  textSha256: string
  defaults: { name: string; firm: string; email: string }
  values?: Partial<Record<SignerField, string>> & { consent?: boolean }
  problems?: readonly SignerProblem[]
}

const SIGNER_FIELDS: Array<{
  name: SignerField
  label: string
  autoComplete: string
  type?: string
  maxLength: number
}> = [
  { name: 'name', label: 'Your full name', autoComplete: 'name', maxLength: 200 },
  { name: 'title', label: 'Your title', autoComplete: 'organization-title', maxLength: 200 },
  { name: 'firm', label: 'Your firm', autoComplete: 'organization', maxLength: 200 },
  { name: 'email', label: 'Email for the signed letter', autoComplete: 'email', type: 'email', maxLength: 254 },
]

const CONSENT_LABEL = 'I consent to do business electronically and have read the letter above.'

const errorId = (field: SignerProblem['field']) => `${field}-error`

/** A refusal as the error summary lists it: a link to the control it names; the letter's own problem has none. */
function summaryLine({ field, message }: SignerProblem): SummaryProblem {
  if (field === 'letter') return { label: 'The letter', message }
  if (field === 'consent') return { fieldId: 'consent', label: 'Consent', message }
  const label = SIGNER_FIELDS.find((signer) => signer.name === field)?.label ?? field
  return { fieldId: field, label, message }
}

/** The letter, the fees, the retainer and how to pay, the text download and its SHA-256, and the signing form. */
export function LetterPage(props: LetterPageProps & { assets: BackOfficeAssets }) {
  const value = (name: SignerField) => props.values?.[name] ?? (name === 'title' ? '' : props.defaults[name])
  const [title, ...body] = props.letterText.split('\n\n')
  const problems = props.problems ?? []
  const messageOf = (field: SignerProblem['field']) => problems.find((problem) => problem.field === field)?.message
  return (
    <EngageDocument title="Engagement letter" assets={props.assets}>
      {problems.length ? (
        <div className="mb-6">
          <ErrorSummary problems={problems.map(summaryLine)} focusOnLoad />
        </div>
      ) : null}
      <article aria-labelledby="letter-title" className="rounded-lg border border-border bg-background p-4 sm:p-6">
        <EngageHeading id="letter-title">{title ?? ''}</EngageHeading>
        <div className="grid gap-3">
          {letterParagraphs(body.join('\n\n')).map((paragraph, index) =>
            isTableBlock(paragraph) ? <LetterTable key={index} block={paragraph} /> : <p key={index}>{paragraph}</p>,
          )}
        </div>
      </article>
      <p className="mt-4">
        <a href={`${props.base}/letter.txt`} download="engagement-letter.txt" className="text-link underline">
          Download the letter as plain text
        </a>
        . Its SHA-256 is{' '}
        <code className="font-mono text-sm break-all" data-letter-sha256="">
          {props.textSha256}
        </code>
        ; the signature certificate records the same value.
      </p>
      <FeeSection content={props.content} />
      <form
        method="post"
        action={`${props.base}/sign`}
        className="mt-8 grid gap-4 rounded-lg border border-border bg-background p-4 sm:p-6"
      >
        <h2 className="font-serif text-xl font-semibold">Sign the letter</h2>
        <input type="hidden" name="textSha256" value={props.textSha256} />
        {SIGNER_FIELDS.map((field) => {
          const error = messageOf(field.name)
          return (
            <FormField
              key={field.name}
              htmlFor={field.name}
              label={field.label}
              error={error}
              errorId={errorId(field.name)}
              className="gap-1"
            >
              <Input
                id={field.name}
                name={field.name}
                type={field.type ?? 'text'}
                autoComplete={field.autoComplete}
                required
                maxLength={field.maxLength}
                defaultValue={value(field.name)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId(field.name) : undefined}
              />
            </FormField>
          )
        })}
        <p className="text-sm text-muted-foreground">{props.content.consent}</p>
        <div data-slot="form-field" className="grid scroll-mt-24 gap-1">
          <label className="flex items-start gap-3">
            <input
              id="consent"
              type="checkbox"
              name="consent"
              value="yes"
              required
              defaultChecked={props.values?.consent === true}
              aria-invalid={messageOf('consent') ? true : undefined}
              aria-describedby={messageOf('consent') ? errorId('consent') : undefined}
              className="mt-1 size-5 shrink-0"
            />
            <span>{CONSENT_LABEL}</span>
          </label>
          {messageOf('consent') ? (
            <p id={errorId('consent')} className="text-sm font-medium text-destructive">
              {messageOf('consent')}
            </p>
          ) : null}
        </div>
        <div>
          <Button type="submit">Sign the engagement letter</Button>
        </div>
      </form>
    </EngageDocument>
  )
}

interface ReceivedFileView {
  displayName: string
  kindLabel: string
  size: number
  sha256: string
}

export interface SignedPageProps {
  base: string
  signerName: string
  signedAt: number
  textSha256: string
  firm: FirmSide
  /** the retainer and the ways to pay it, when the letter is in this build */
  retainer?: { amount: string; payment: EngagementContent['payment'] }
  files: readonly ReceivedFileView[]
  /** the records to gather for the request's case type (the forms' and /request-received's list) */
  checklist: { caseType: string; records: readonly string[] }
  uploadsOpen: boolean
  notice?: string
}

function Receipt({ base, files }: { base: string; files: readonly ReceivedFileView[] }) {
  if (files.length === 0) return <p>No files received yet.</p>
  return (
    <>
      <table className="w-full border-collapse text-left text-sm max-sm:stacked-table [&_td]:border-b [&_td]:border-border [&_td]:p-2 [&_th]:p-2">
        <caption className="mb-2 text-left font-semibold">Files received</caption>
        <thead className="border-b border-border">
          <tr>
            <th scope="col">File</th>
            <th scope="col">Type</th>
            <th scope="col" className="whitespace-nowrap">
              Size
            </th>
            <th scope="col">SHA-256</th>
          </tr>
        </thead>
        <tbody>
          {files.map((file, index) => (
            <tr key={`${file.sha256}-${String(index)}`}>
              <td className="engage-filename">{file.displayName}</td>
              <td data-label="Type">{file.kindLabel}</td>
              <td data-label="Size" className="whitespace-nowrap">
                {fileSizeLabel(file.size)}
              </td>
              <td data-label="SHA-256">
                <HashValue value={file.sha256} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-3">
        <a href={`${base}/receipt.txt`} download="records-receipt.txt" className="text-link underline">
          Download the list of files received
        </a>
      </p>
    </>
  )
}

function Upload() {
  return (
    <section
      aria-labelledby="upload"
      data-engage-upload
      className="mt-6 rounded-lg border border-border bg-background p-4"
    >
      <h2 id="upload" className="font-serif text-xl font-semibold">
        Send records securely
      </h2>
      <p className="mt-2">
        Drop files here or choose them. Accepted: PDF, JPEG, PNG, TIFF, ZIP, DOCX, XLSX and CSV, up to 200 MB a file and
        2 GB in all. Files are encrypted as they arrive; a dropped connection resumes where it stopped.
      </p>
      <div
        data-drop-zone
        className="mt-3 grid gap-2 rounded-md border-2 border-dashed border-border-strong p-4 data-[over=true]:border-primary"
      >
        <Label htmlFor="records">Choose files</Label>
        <input id="records" type="file" multiple data-file-input />
      </div>
      <ul
        data-progress
        aria-live="polite"
        className="mt-3 grid gap-1 text-sm [&_[data-state=refused]]:text-destructive"
      />
      <noscript>
        <p>
          Sending files needs JavaScript, so that a large file can resume after a dropped connection. Without it, call
          the office at <OfficePhone /> to arrange another way.
        </p>
      </noscript>
    </section>
  )
}

/** After signing: the signed letter, the upload (while the window is open) and the receipt of files received. */
export function SignedPage(props: SignedPageProps & { assets: BackOfficeAssets }) {
  return (
    <EngageDocument title="Engagement signed" assets={props.assets} withScripts={props.uploadsOpen}>
      {props.notice ? (
        <p role="status" className="mb-4 rounded-md border border-success bg-background p-3 text-success">
          {props.notice}
        </p>
      ) : null}
      <EngageHeading>Engagement signed</EngageHeading>
      <div>
        {`Signed by ${props.signerName} on ${counselTime(props.signedAt)}. The letter's SHA-256 is `}
        <HashValue value={props.textSha256} />
      </div>
      <FirmSideNote firm={props.firm} base={props.base} />
      <p className="mt-3">
        <a href={`${props.base}/signed.pdf`} className="text-link underline">
          Download the signed letter (PDF)
        </a>
        {' · '}
        <a href={`${props.base}/letter.txt`} download="engagement-letter.txt" className="text-link underline">
          the letter as plain text
        </a>
        {' · '}
        <a href={W9_PATH} className="text-link underline">
          the firm&apos;s Form W-9 (PDF)
        </a>
      </p>
      {props.retainer && props.firm.kind !== 'declined' ? (
        <section aria-labelledby="pay">
          <SectionHeading id="pay">{`How to pay the retainer (${props.retainer.amount})`}</SectionHeading>
          <PaymentWays payment={props.retainer.payment} />
          <p className="mt-2">
            <strong>{wireWarning(siteConfig.phone)}</strong>
          </p>
        </section>
      ) : null}
      {props.uploadsOpen ? <Checklist checklist={props.checklist} /> : null}
      {props.uploadsOpen ? (
        <Upload />
      ) : (
        <p className="mt-6">The upload window for this engagement is closed. To send more records, call the office.</p>
      )}
      <section aria-labelledby="received">
        <SectionHeading id="received">Records received</SectionHeading>
        <Receipt base={props.base} files={props.files} />
      </section>
    </EngageDocument>
  )
}
