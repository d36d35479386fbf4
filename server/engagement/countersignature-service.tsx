/**
 * The firm's side of an engagement counsel signed: a staff member linked to a signatory countersigns (after a
 * fresh passkey assertion, checked by the inbox), and only then is the request retained and the final PDF, with
 * both signature blocks and both audit trails and signed as a PDF with the firm's certificate, mailed to both
 * sides; or the firm declines, with a reason, which closes the upload window and is mailed to counsel.
 * See docs/decisions/046-countersignature-and-pdf-signature.md.
 */
import { createHash } from 'node:crypto'
import { renderToBuffer } from '@react-pdf/renderer'
import type { FastifyBaseLogger } from 'fastify'
import { siteConfig } from '~/config/site-config'
import { firmTimeZone } from '~/lib/booking/firm-zone'
import { longZonedDateTime } from '~/lib/booking/zoned-time'
import { letterhead } from '~/lib/firm/documents'
import type { FirmSide } from '~/engagement/signed-page-parts'
import type { Signatory } from '~/lib/runtime-file-schema'
import { EngagementLetterPdf } from '../../app/documents/engagement-letter-pdf'
import { registerDocumentFonts } from '../../app/documents/pdf-theme'
import type { StoredLead } from '../shared/database/store-types'
import type { MailTransport } from '../shared/outbox/outbox-sender'
import type { CountersignatureInput } from './countersignature-record'
import type { CountersignatureStore, FirmDecision } from './countersignature-store'
import { counselAuditTrail, type EngagementRequests } from './engagement-service'
import type { Engagement, EngagementStore, Signature } from './engagement-store'
import { signPdfAsFirm, type FirmCertificate } from './firm-signing'

const sha256Hex = (data: Buffer) => createHash('sha256').update(data).digest('hex')
const when = (ms: number) => longZonedDateTime(ms, firmTimeZone())

/** The staff member who countersigns, as the inbox verified them, and the passkey that asserted it. */
export interface Countersigner {
  staffId: string
  signatory: Signatory
  credentialId: string
}

export interface CountersignatureServiceOptions {
  decisions: CountersignatureStore
  engagements: EngagementStore
  inbox: EngagementRequests
  /** The firm's certificate, read (or generated) on first use */
  certificate: () => FirmCertificate
  title: () => string
  /** How to pay the retainer this engagement's letter asks for, as the mails after signing list it */
  paymentText: (engagement: Engagement) => Promise<string>
  transport: MailTransport | undefined
  firmAddress: string
  fromAddress: string
  log: FastifyBaseLogger
  now?: () => number
}

export type CountersignOutcome = 'countersigned' | 'not_signed' | 'decided'

export class CountersignatureService {
  private readonly now: () => number

  constructor(private readonly options: CountersignatureServiceOptions) {
    this.now = options.now ?? Date.now
  }

  decision(engagementId: string): Promise<FirmDecision> {
    return this.options.decisions.decision(engagementId)
  }

  /** The firm's side as counsel's page shows it; `awaitingBy` is when counsel was told the firm countersigns. */
  async counselSide(engagementId: string, awaitingBy: number): Promise<FirmSide> {
    const decision = await this.decision(engagementId)
    if (decision.kind === 'countersigned') {
      const { signerName: name, countersignedAt: at } = decision.countersignature
      return { kind: 'countersigned', name, at }
    }
    if (decision.kind === 'declined')
      return { kind: 'declined', reason: decision.declined.reason, at: decision.declined.declinedAt }
    return { kind: 'awaiting', by: awaitingBy }
  }

  finalPdf(engagementId: string): Promise<Buffer | undefined> {
    return this.options.decisions.finalPdf(engagementId)
  }

  async countersign(
    engagement: Engagement,
    lead: StoredLead,
    signer: Countersigner,
    client: { ip: string; userAgent: string },
  ): Promise<CountersignOutcome> {
    const signature = await this.options.engagements.signature(engagement.id)
    if (!signature || engagement.state !== 'signed') return 'not_signed'
    if ((await this.decision(engagement.id)).kind !== 'awaiting') return 'decided'
    const certificate = this.options.certificate()
    const countersignedAt = this.now()
    const record: Omit<CountersignatureInput, 'pdf' | 'pdfSha256'> = {
      staffId: signer.staffId,
      personId: signer.signatory.personId,
      signerName: signer.signatory.name,
      signerTitle: signer.signatory.title,
      credentialId: signer.credentialId,
      ipAddress: client.ip,
      userAgent: client.userAgent.slice(0, 500),
      countersignedAt,
      counselPdfSha256: signature.pdfSha256,
      certificateSubject: certificate.subject,
      selfSigned: certificate.selfSigned,
    }
    const unsigned = await this.renderFinalPdf(signature, record)
    const pdf = await signPdfAsFirm(unsigned, certificate, {
      reason: `${this.options.title()}, countersigned for ${siteConfig.legalName}`,
      contact: siteConfig.email,
      location: `${siteConfig.address.city}, ${siteConfig.address.region}`,
      signingTime: new Date(countersignedAt),
    })
    const stored = await this.options.decisions.countersign(engagement.id, lead.id, {
      ...record,
      pdf,
      pdfSha256: sha256Hex(pdf),
    })
    if (!stored) return 'decided'
    await this.onRetained(lead, engagement, signature.signerFirm, countersignedAt)
    await this.options.inbox.audit(signer.staffId, 'engagement.countersigned', {
      leadId: lead.id,
      subjectId: engagement.id,
    })
    await this.mailFinalPdf(lead, engagement, signature, signer.signatory, pdf)
    return 'countersigned'
  }

  /**
   * The one place where a request becomes retained: after the firm's countersignature, in one transaction with the
   * matter it enters in the register (the inbox's, given by the application).
   */
  private async onRetained(request: StoredLead, engagement: Engagement, counselFirm: string, at: number) {
    await this.options.inbox.retain(request.id, { engagementId: engagement.id, counselFirm, at })
  }

  async decline(engagement: Engagement, lead: StoredLead, staffId: string, reason: string): Promise<boolean> {
    const declined = await this.options.decisions.decline(engagement.id, staffId, reason, this.now())
    if (!declined) return false
    await this.options.inbox.audit(staffId, 'engagement.declined', { leadId: lead.id, subjectId: engagement.id })
    const signature = await this.options.engagements.signature(engagement.id)
    if (signature)
      await this.send('engagement.declined_mail_failed', {
        to: signature.signerEmail,
        subject: `${siteConfig.name}: your engagement letter`,
        text: [
          `Dear ${signature.signerName},`,
          '',
          `Thank you for signing the engagement letter in ${String(engagement.caseDetails.caption ?? 'your matter')}. ${siteConfig.name} has decided not to countersign it, so the firm is not engaged in this matter. The upload link no longer accepts records, and no fee is due.`,
          '',
          `The firm's reason: ${reason}`,
          '',
          `Questions: ${siteConfig.phone} or ${siteConfig.email}.`,
        ].join('\n'),
      })
    return true
  }

  private async renderFinalPdf(
    signature: Signature,
    firm: Omit<CountersignatureInput, 'pdf' | 'pdfSha256'>,
  ): Promise<Buffer> {
    registerDocumentFonts()
    const title = this.options.title()
    const body = signature.letterText.split('\n').slice(2).join('\n')
    const date = new Date(firm.countersignedAt)
    const certificateNote = firm.selfSigned
      ? `Self-signed by ${siteConfig.legalName}: a PDF reader shows the signature's validity as unknown, since no certification authority vouches for this certificate. The SHA-256 values above, and the firm's records, show whether the file changed.`
      : `Issued to ${firm.certificateSubject}.`
    return renderToBuffer(
      <EngagementLetterPdf
        input={{
          letterhead: letterhead(),
          title,
          letter: body,
          note: `Signed electronically by ${signature.signerName} on ${when(signature.signedAt)}; countersigned for ${siteConfig.name} by ${firm.signerName} on ${when(firm.countersignedAt)}`,
          signatureBlocks: [
            {
              party: 'Counsel',
              lines: [
                `${signature.signerName}, ${signature.signerTitle}, ${signature.signerFirm}`,
                `Signed electronically on ${when(signature.signedAt)}`,
              ],
            },
            {
              party: siteConfig.legalName,
              lines: [
                `${firm.signerName}, ${firm.signerTitle}`,
                `Countersigned electronically on ${when(firm.countersignedAt)}`,
              ],
            },
          ],
          certificateSections: [
            { title: "Counsel's signature", lines: counselAuditTrail(signature) },
            {
              title: "The firm's countersignature",
              lines: [
                { label: 'Countersigned by', value: `${firm.signerName}, ${firm.signerTitle}` },
                { label: 'Countersigned', value: when(firm.countersignedAt) },
                { label: 'Verified by', value: 'A passkey with user verification (PIN, fingerprint or face)' },
                { label: 'IP address', value: firm.ipAddress },
                { label: 'Browser', value: firm.userAgent || 'Not given' },
                { label: 'SHA-256 of the PDF counsel signed', value: firm.counselPdfSha256 },
              ],
            },
            {
              title: "The firm's PDF signature",
              lines: [
                { label: 'Certificate', value: firm.certificateSubject },
                { label: 'About it', value: certificateNote },
              ],
            },
          ],
          footer: `${siteConfig.name}: countersigned engagement letter`,
        }}
        meta={{
          title: `${title}, countersigned`,
          author: siteConfig.legalName,
          subject: `Signed by ${signature.signerName}; countersigned by ${firm.signerName}`,
          creator: siteConfig.name,
          producer: siteConfig.name,
          language: 'en-US',
          creationDate: date,
          modificationDate: date,
        }}
      />,
    )
  }

  private async mailFinalPdf(
    lead: StoredLead,
    engagement: Engagement,
    signature: Signature,
    firm: Signatory,
    pdf: Buffer,
  ): Promise<void> {
    const attachments = [
      { filename: 'countersigned-engagement-letter.pdf', content: pdf, contentType: 'application/pdf' },
    ]
    await this.send(
      'engagement.countersigned_mail_failed',
      {
        to: signature.signerEmail,
        subject: `${siteConfig.name}: your countersigned engagement letter`,
        text: [
          `Dear ${signature.signerName},`,
          '',
          `${firm.name} has countersigned the engagement letter for ${siteConfig.name}. The final letter is attached, with both signatures, the signature certificate and the firm's digital signature. The link you signed from shows it too.`,
          '',
          await this.options.paymentText(engagement),
          '',
          `Questions: ${siteConfig.phone} or ${siteConfig.email}.`,
        ].join('\n'),
      },
      attachments,
    )
    await this.send(
      'engagement.countersigned_mail_failed',
      {
        to: this.options.firmAddress,
        subject: `Engagement countersigned: ${lead.firstName} ${lead.lastName}`,
        text: `${firm.name} countersigned the engagement letter ${signature.signerName} (${signature.signerFirm}) signed. The final PDF is attached; the request is now retained.`,
      },
      attachments,
    )
  }

  private async send(
    failureEvent: string,
    message: { to: string; subject: string; text: string },
    attachments: Array<{ filename: string; content: Buffer; contentType: string }> = [],
  ): Promise<void> {
    const { transport } = this.options
    if (!transport) return
    try {
      await transport.sendMail({
        from: { name: siteConfig.name, address: this.options.fromAddress },
        replyTo: { name: siteConfig.name, address: this.options.firmAddress },
        ...message,
        headers: {},
        attachments,
      })
    } catch (error) {
      this.options.log.error(
        { event: failureEvent, err: { message: (error as Error).message } },
        'engagement mail failed',
      )
    }
  }
}
