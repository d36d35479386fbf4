/**
 * The parts of counsel's page after signing: the firm's side (awaiting its signature, countersigned or declined),
 * the ways to pay the retainer, and the records to gather for the case type.
 */
import { siteConfig } from '~/config/site-config'
import { firmTimeZone } from '~/lib/booking/firm-zone'
import { longZonedDateTime } from '~/lib/booking/zoned-time'
import { paymentWays } from '~/lib/engagement/payment-ways'
import type { EngagementContent } from '~/lib/runtime-file-schema'
import { SectionHeading } from './engage-document'

/** The ways to pay the retainer, from content: on the letter before signing and on the page after. */
export function PaymentWays({ payment }: { payment: EngagementContent['payment'] }) {
  return (
    <>
      <p>Ways to pay it:</p>
      <ul className="ml-5 list-disc">
        {paymentWays(payment).map((way) =>
          way.kind === 'text' ? (
            <li key={way.text}>{way.text}</li>
          ) : (
            <li key={way.href}>
              {`${way.label}: `}
              <a href={way.href} rel="noopener noreferrer" className="text-link underline break-all">
                {way.href}
              </a>
              {`. ${way.note}`}
            </li>
          ),
        )}
      </ul>
    </>
  )
}

/** The firm's side after counsel signed: awaiting its signature (by when), countersigned, or declined. */
export type FirmSide =
  | { kind: 'awaiting'; by: number }
  | { kind: 'countersigned'; name: string; at: number }
  | { kind: 'declined'; reason: string; at: number }

export const counselTime = (instant: number) => longZonedDateTime(instant, firmTimeZone())

export function FirmSideNote({ firm, base }: { firm: FirmSide; base: string }) {
  if (firm.kind === 'awaiting')
    return (
      <p className="mt-3 rounded-md border border-border bg-muted p-3">
        <strong>Awaiting the firm&apos;s signature.</strong>
        {` ${siteConfig.name} will countersign by ${counselTime(firm.by)}. You will receive the final letter, with both signatures, by email; it will also be here. You can send records now.`}
      </p>
    )
  if (firm.kind === 'declined')
    return (
      <p className="mt-3 rounded-md border border-destructive bg-background p-3">
        <strong>The firm declined this engagement</strong>
        {` on ${counselTime(firm.at)}, so it is not engaged in this matter and no fee is due. The firm's reason: ${firm.reason}`}
      </p>
    )
  return (
    <p className="mt-3">
      {`Countersigned for ${siteConfig.name} by ${firm.name} on ${counselTime(firm.at)}. `}
      <a href={`${base}/countersigned.pdf`} className="text-link underline">
        Download the final letter, signed by both sides (PDF)
      </a>
    </p>
  )
}

export function Checklist({ checklist }: { checklist: { caseType: string; records: readonly string[] } }) {
  if (checklist.records.length === 0) return null
  return (
    <section aria-labelledby="checklist">
      <SectionHeading id="checklist">{`Records to send for a ${checklist.caseType.toLowerCase()} matter`}</SectionHeading>
      <ul className="ml-5 list-disc">
        {checklist.records.map((record) => (
          <li key={record}>{record}</li>
        ))}
      </ul>
    </section>
  )
}
