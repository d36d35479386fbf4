/**
 * An engagement: staff send it once conflicts clear, counsel signs the letter and sends records. One token (SHA-256 stored),
 * 14 days to sign, then uploads until staff close; a resend, withdrawal, or changed letter or fees voids it.
 */
import { ENGAGEMENT_UPLOAD_BYTES } from '../shared/node-routes'
import { createHash, randomBytes } from 'node:crypto'
import { renderToBuffer } from '@react-pdf/renderer'
import type { FastifyBaseLogger } from 'fastify'
import { siteConfig } from '~/config/site-config'
import type { EngagementContent } from '~/lib/runtime-file-schema'
import {
  caseDetailsOf,
  type CaseDetails,
  fillLetter,
  type LetterTerms,
  SAMPLE_TERMS,
  signedText,
} from '~/lib/engagement/letter'
import { letterhead } from '~/lib/firm/documents'
import { EngagementLetterPdf } from '../../app/documents/engagement-letter-pdf'
import { registerDocumentFonts } from '../../app/documents/pdf-theme'
import type { MailTransport } from '../shared/outbox/outbox-sender'
import type { StoredLead } from '../shared/database/store-types'
import { hashSecret, isSecretShaped, newSecret } from '../shared/tokens'
import type { SignerProblem } from '~/engagement/engage-pages'
import { type Engagement, EngagementStore, type Signature } from './engagement-store'
import { EngagementTermsStore } from './engagement-terms-store'
import type { CountersignatureService } from './countersignature-service'
import { signerProblems } from './signer-problems'
import { firmOpeningHours, firmTimeZone } from '~/lib/booking/firm-zone'
import { countersignBy } from '~/lib/engagement/countersign-deadline'
import { paymentMailLines } from '~/lib/engagement/payment-ways'
import { longZonedDateTime } from '~/lib/booking/zoned-time'

const SIGNING_VALID_MS = 14 * 24 * 60 * 60_000
export const MAX_FILE_BYTES = ENGAGEMENT_UPLOAD_BYTES
export const MAX_ENGAGEMENT_BYTES = 2 * 1024 * 1024 * 1024
/** What identifies the letter and fee terms a link was sent with: a change voids the link. */
function letterVersionOf(content: EngagementContent): string {
  return createHash('sha256').update(JSON.stringify(content)).digest('hex')
}

export const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex')

/** Why a link cannot be used: shown to counsel in plain words, with the office's phone number. */
export type LinkProblem = 'invalid' | 'expired' | 'changed' | 'withdrawn'

export type LinkState = { problem: LinkProblem } | { engagement: Engagement; lead: StoredLead }

export interface SignerInput {
  name: string
  title: string
  firm: string
  email: string
  consent: boolean
  textSha256: string
}

/**
 * What the engagement asks of the inbox, given by the application: once the firm countersigns, in one transaction
 * the request is retained and its matter enters the matter register; and the audit log (counsel's signature has no
 * staff actor; the firm's decision has).
 */
export interface EngagementRequests {
  retain(leadId: string, retention: { engagementId: string; counselFirm: string; at: number }): Promise<unknown>
  audit(
    actorId: string | null,
    action: 'engagement.signed' | 'engagement.countersigned' | 'engagement.declined',
    ids: { leadId: string; subjectId: string },
  ): Promise<void>
}

export interface EngagementServiceOptions {
  store: EngagementStore
  /** The firm's side once counsel signed: countersignature or decline */
  firm: CountersignatureService
  inbox: EngagementRequests
  getLead: (id: string) => Promise<StoredLead | undefined>
  content: EngagementContent | undefined
  transport: MailTransport | undefined
  firmAddress: string
  fromAddress: string
  siteUrl: string
  log: FastifyBaseLogger
  now?: () => number
}

const when = (ms: number) => longZonedDateTime(ms, firmTimeZone())

/** Counsel's audit trail, as the certificate page prints it (on counsel's PDF and on the countersigned one). */
export function counselAuditTrail(record: Omit<Signature, 'pdfSha256'>) {
  return [
    { label: 'Signed by', value: `${record.signerName}, ${record.signerTitle}, ${record.signerFirm}` },
    { label: 'Signer email', value: record.signerEmail },
    { label: 'Link opened', value: when(record.openedAt) },
    { label: 'Letter viewed', value: when(record.viewedAt) },
    { label: 'Signed', value: when(record.signedAt) },
    { label: 'IP address', value: record.ipAddress },
    { label: 'Browser', value: record.userAgent || 'Not given' },
    { label: 'Consent', value: 'Consented to do business electronically before signing' },
    { label: 'SHA-256 of the letter text', value: record.textSha256 },
  ]
}

export class EngagementService {
  readonly letterVersion: string | undefined
  private readonly now: () => number

  constructor(private readonly options: EngagementServiceOptions) {
    this.letterVersion = options.content ? letterVersionOf(options.content) : undefined
    this.now = options.now ?? Date.now
  }

  get content(): EngagementContent | undefined {
    return this.options.content
  }

  get store(): EngagementStore {
    return this.options.store
  }

  /** The firm's countersignature or decline of a letter counsel signed. */
  get firm(): CountersignatureService {
    return this.options.firm
  }

  /** The terms chosen when the engagement was sent; the defaults for one sent before terms were chosen. */
  async termsOf(engagement: Engagement): Promise<LetterTerms> {
    return (await new EngagementTermsStore(this.options.store.db).of(engagement.id)) ?? SAMPLE_TERMS
  }

  /** The letter's exact text (the one signed, downloaded and hashed) and the retainer it asks for. */
  letterFor(details: CaseDetails, terms: LetterTerms): { text: string; retainer: string } {
    const content = this.requireContent()
    const consulting = terms.scope === 'consulting'
    const letter = consulting ? content.consulting : content
    const text = fillLetter(letter.template, details, { chosen: terms, content })
    return {
      text: signedText(letter.title, text),
      retainer: consulting ? content.consultingRetainer : content.retainer,
    }
  }

  async letter(engagement: Engagement): Promise<{ text: string; retainer: string }> {
    return this.letterFor(engagement.caseDetails as CaseDetails, await this.termsOf(engagement))
  }

  async letterText(engagement: Engagement): Promise<string> {
    return (await this.letter(engagement)).text
  }

  /** The case details a request gives the letter, the court named with its state once. */
  caseDetails(lead: StoredLead): CaseDetails {
    return caseDetailsOf(lead, this.options.content?.stateNames ?? {})
  }

  private requireContent(): EngagementContent {
    if (!this.options.content) throw new Error('No engagement letter in the runtime file: run the build')
    return this.options.content
  }

  private link(token: string): string {
    return `${this.options.siteUrl}/engage/${token}`
  }

  /** Sends the letter with the terms staff chose (stored with the engagement in one transaction) and mails the link. */
  async send(lead: StoredLead, staffId: string, terms: LetterTerms = SAMPLE_TERMS): Promise<{ mailed: boolean }> {
    const letterVersion = this.letterVersion
    if (!letterVersion) throw new Error('No engagement letter in the runtime file: run the build')
    const token = newSecret()
    const id = `en_${randomBytes(16).toString('hex')}`
    const now = this.now()
    await this.options.store.db.transaction(async (db) => {
      await new EngagementStore(db).create(
        {
          id,
          leadId: lead.id,
          tokenHash: hashSecret(token),
          letterVersion,
          caseDetails: this.caseDetails(lead),
          sentBy: staffId,
          signBy: now + SIGNING_VALID_MS,
        },
        now,
      )
      await new EngagementTermsStore(db).save(id, lead.id, terms, staffId, now)
    })
    return { mailed: await this.mailLink(lead, token, false) }
  }

  /**
   * A new link shown once to staff instead of mailed (the mail may be lost): a new token replaces the old one's
   * hash, so the link already mailed stops working. The signing period and the letter stay as sent.
   */
  async newLink(engagement: Engagement): Promise<string> {
    const token = newSecret()
    await this.options.store.reissue(engagement.id, hashSecret(token), undefined, this.now())
    return this.link(token)
  }

  /** A new link for the same engagement; the old one stops working. Before signing, the letter is the current one. */
  async resend(engagement: Engagement, lead: StoredLead): Promise<{ mailed: boolean }> {
    if (!this.letterVersion) throw new Error('No engagement letter in the runtime file: run the build')
    const token = newSecret()
    const unsigned =
      engagement.state === 'sent'
        ? {
            letterVersion: this.letterVersion,
            caseDetails: this.caseDetails(lead),
            signBy: this.now() + SIGNING_VALID_MS,
          }
        : undefined
    await this.options.store.reissue(engagement.id, hashSecret(token), unsigned, this.now())
    return { mailed: await this.mailLink(lead, token, engagement.state === 'signed') }
  }

  async withdraw(engagement: Engagement): Promise<boolean> {
    return this.options.store.withdraw(engagement.id, hashSecret(newSecret()), this.now())
  }

  private async mailLink(lead: StoredLead, token: string, signed: boolean): Promise<boolean> {
    const { transport } = this.options
    if (!transport) return false
    const link = this.link(token)
    const text = signed
      ? [
          `Dear ${lead.firstName} ${lead.lastName},`,
          '',
          `Here is a new link to your engagement with ${siteConfig.name}, for sending records and downloading the signed letter. The earlier link no longer works.`,
          '',
          link,
          '',
          `Questions: ${siteConfig.phone} or ${siteConfig.email}.`,
        ]
      : [
          `Dear ${lead.firstName} ${lead.lastName},`,
          '',
          `${siteConfig.name} has completed its conflict check on your matter; the letter's conflicts paragraph says what the check found. You can read and sign the engagement letter online at the link below; it works for 14 days for signing. After signing, the same page lets you send records securely.`,
          '',
          link,
          '',
          'The link is yours alone: please do not forward it. If an earlier link reached you, it no longer works.',
          `Questions: ${siteConfig.phone} or ${siteConfig.email}.`,
        ]
    try {
      await transport.sendMail({
        from: { name: siteConfig.name, address: this.options.fromAddress },
        to: lead.email,
        replyTo: { name: siteConfig.name, address: this.options.firmAddress },
        subject: `${siteConfig.name}: engagement letter for your signature`,
        text: text.join('\n'),
        headers: {},
      })
      return true
    } catch (error) {
      this.options.log.error(
        { event: 'engagement.link_mail_failed', err: { message: (error as Error).message } },
        'engagement link mail failed',
      )
      return false
    }
  }

  async resolve(token: string | undefined): Promise<LinkState> {
    if (!isSecretShaped(token)) return { problem: 'invalid' }
    const engagement = await this.options.store.byTokenHash(hashSecret(token))
    if (!engagement) return { problem: 'invalid' }
    if (engagement.state === 'withdrawn') return { problem: 'withdrawn' }
    const lead = await this.options.getLead(engagement.leadId)
    if (!lead) return { problem: 'invalid' }
    if (engagement.state === 'sent') {
      if (this.now() > engagement.signBy) return { problem: 'expired' }
      if (engagement.letterVersion !== this.letterVersion) return { problem: 'changed' }
    }
    return { engagement, lead }
  }

  /** Signs: checks the fields, records the signature and audit trail once, makes and mails the PDF. Returns the problems, if any. */
  async sign(
    engagement: Engagement,
    lead: StoredLead,
    signer: SignerInput,
    client: { ip: string; userAgent: string },
  ): Promise<{ problems: SignerProblem[] } | { signed: true; alreadySigned?: false } | { alreadySigned: true }> {
    if (engagement.state === 'signed') return { alreadySigned: true }
    const { text: letter, retainer } = await this.letter(engagement)
    const textSha256 = sha256Hex(letter)
    const problems = signerProblems(signer, textSha256)
    if (problems.length) return { problems }
    const signedAt = this.now()
    const openedAt = engagement.openedAt ?? signedAt
    const viewedAt = engagement.viewedAt ?? signedAt
    const record: Omit<Signature, 'pdfSha256'> = {
      letterText: letter,
      textSha256,
      signerName: signer.name,
      signerTitle: signer.title,
      signerFirm: signer.firm,
      signerEmail: signer.email,
      ipAddress: client.ip,
      userAgent: client.userAgent.slice(0, 500),
      openedAt,
      viewedAt,
      signedAt,
    }
    const pdf = await this.renderSignedPdf(record)
    const stored = await this.options.store.sign(
      engagement.id,
      lead.id,
      { ...record, pdf, pdfSha256: sha256Hex(pdf) },
      signedAt,
    )
    if (!stored) return { alreadySigned: true }
    // retained only once the firm countersigns (countersignature-service.tsx)
    await this.options.inbox.audit(null, 'engagement.signed', { leadId: lead.id, subjectId: engagement.id })
    await this.mailSignedPdf(lead, signer, pdf, signedAt, retainer)
    return { signed: true }
  }

  async renderSignedPdf(record: Omit<Signature, 'pdfSha256'>): Promise<Buffer> {
    registerDocumentFonts()
    const content = this.requireContent()
    const body = record.letterText.split('\n').slice(2).join('\n')
    const certificate = counselAuditTrail(record)
    const date = new Date(record.signedAt)
    const meta = {
      title: `${content.title}, signed`,
      author: siteConfig.legalName,
      subject: `Signed by ${record.signerName}`,
      creator: siteConfig.name,
      producer: siteConfig.name,
      language: 'en-US',
      creationDate: date,
      modificationDate: date,
    }
    return renderToBuffer(
      <EngagementLetterPdf
        input={{
          letterhead: letterhead(),
          title: content.title,
          letter: body,
          note: `Signed electronically by ${record.signerName} on ${when(record.signedAt)}`,
          certificate,
          footer: `${siteConfig.name}: signed engagement letter`,
        }}
        meta={meta}
      />,
    )
  }

  /** How to pay the retainer, for counsel's mails after signing. */
  paymentText(retainer: string): string {
    const origin = this.options.siteUrl
    return paymentMailLines(this.requireContent().payment, retainer, { phone: siteConfig.phone, origin }).join('\n')
  }

  /** When the firm says it will countersign a letter signed at `signedAt` (counsel's page and mail). */
  firmCountersignsBy(signedAt: number): number {
    return countersignBy(signedAt, firmOpeningHours(), firmTimeZone())
  }

  private async mailSignedPdf(
    lead: StoredLead,
    signer: SignerInput,
    pdf: Buffer,
    signedAt: number,
    retainer: string,
  ): Promise<void> {
    const { transport } = this.options
    if (!transport) return
    const attachments = [{ filename: 'signed-engagement-letter.pdf', content: pdf, contentType: 'application/pdf' }]
    const from = { name: siteConfig.name, address: this.options.fromAddress }
    const messages = [
      {
        to: signer.email,
        subject: `${siteConfig.name}: your signed engagement letter`,
        text: `Dear ${signer.name},\n\nThank you. The engagement letter you signed is attached, with its signature certificate. ${siteConfig.name} will countersign it by ${when(this.firmCountersignsBy(signedAt))}; you will then receive the final letter with both signatures. The same link you signed from already lets you send records securely.\n\n${this.paymentText(retainer)}\n\nQuestions: ${siteConfig.phone} or ${siteConfig.email}.`,
      },
      {
        to: this.options.firmAddress,
        subject: `Engagement signed: ${lead.firstName} ${lead.lastName}`,
        text: `The engagement letter was signed by ${signer.name} (${signer.firm}). The signed PDF is attached. It awaits the firm's signature: a staff member linked to a signatory countersigns it (or declines it) on the request in the inbox, by ${when(this.firmCountersignsBy(signedAt))} as counsel was told.`,
      },
    ]
    for (const message of messages) {
      try {
        await transport.sendMail({ from, ...message, headers: {}, attachments })
      } catch (error) {
        this.options.log.error(
          { event: 'engagement.signed_mail_failed', err: { message: (error as Error).message } },
          'signed engagement mail failed',
        )
      }
    }
  }
}
