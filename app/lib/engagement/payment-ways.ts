/**
 * The ways to pay the retainer as counsel reads them after signing, on the signed page and in the mails:
 * check (and where to mail it), wire instructions by telephone only, the payment link when the firm has one,
 * and the firm's Form W-9.
 */
import type { EngagementContent } from '~/lib/runtime-file-schema'

export const W9_PATH = '/downloads/w9.pdf'

type Payment = EngagementContent['payment']

export const wireWarning = (phone: string) =>
  `The firm never sends wire instructions by email. If an email gives you bank details or asks you to change them, do not pay: call ${phone}.`

const checkAddressLine = (payment: Payment) => `Mail checks to: ${payment.checkAddress}.`

const PAYMENT_PAGE_NOTE =
  "The payment page belongs to the firm's payment processor; no card number is ever entered on this site."

/** One way to pay: a sentence, or the firm's payment page (a link with its note). */
type PaymentWay = { kind: 'text'; text: string } | { kind: 'link'; label: string; href: string; note: string }

/** The ways to pay from the content's payment group, in order: check and its address, wire by telephone, the link. */
export function paymentWays(payment: Payment): PaymentWay[] {
  return [
    { kind: 'text', text: `${payment.check} ${checkAddressLine(payment)}` },
    { kind: 'text', text: payment.wire },
    ...(payment.link
      ? [{ kind: 'link' as const, label: payment.linkLabel, href: payment.link, note: PAYMENT_PAGE_NOTE }]
      : []),
  ]
}

/** The plain-text lines of a mail: the amount, each way to pay, the warning and the W-9 (absolute addresses). */
export function paymentMailLines(
  payment: Payment,
  retainer: string,
  site: { phone: string; origin: string },
): string[] {
  return [
    `How to pay the retainer (${retainer}):`,
    ...paymentWays(payment).map((way) =>
      way.kind === 'text' ? `- ${way.text}` : `- ${way.label}: ${way.href} (${way.note})`,
    ),
    '',
    wireWarning(site.phone),
    `The firm's Form W-9: ${site.origin}${W9_PATH}`,
  ]
}
