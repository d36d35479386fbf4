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

export const checkAddressLine = (payment: Payment) => `Mail checks to: ${payment.checkAddress}.`

export const PAYMENT_PAGE_NOTE =
  "The payment page belongs to the firm's payment processor; no card number is ever entered on this site."

/** The plain-text lines of a mail: the amount, each way to pay, the warning and the W-9 (absolute addresses). */
export function paymentMailLines(
  payment: Payment,
  retainer: string,
  site: { phone: string; origin: string },
): string[] {
  return [
    `How to pay the retainer (${retainer}):`,
    `- ${payment.check} ${checkAddressLine(payment)}`,
    `- ${payment.wire}`,
    ...(payment.link ? [`- ${payment.linkLabel}: ${payment.link} (${PAYMENT_PAGE_NOTE})`] : []),
    '',
    wireWarning(site.phone),
    `The firm's Form W-9: ${site.origin}${W9_PATH}`,
  ]
}
