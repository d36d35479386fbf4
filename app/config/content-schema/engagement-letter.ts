import { z } from 'zod'
import { text } from './primitives'

/**
 * The engagement letter (content/engagement-letter.md) with placeholders filled when staff send it.
 * Card data never touches the site: a payment link goes to the processor's page.
 */
export const EngagementLetterSchema = z.object({
  title: text,
  consent: text.describe(
    'The consent to do business electronically, shown above the box the attorney ticks: the right to a paper copy and how to ask for one, how to withdraw consent, and what is needed to open the PDF.',
  ),
  paymentByCheck: text.describe('How to pay the retainer by check'),
  paymentByWire: text.describe('How to get wire instructions (by telephone only, never by email)'),
  paymentLinkUrl: z
    .string()
    .trim()
    .regex(/^https:\/\/[^\s/?#]+\.[^\s]+$/, 'must be an https:// address of the payment page')
    .optional()
    .describe("The payment processor's page for paying the retainer online; leave it out when the firm has none"),
  paymentLinkLabel: text.optional().describe('The payment link text (default: Pay the retainer online)'),
  letter: text.describe('The letter, with placeholders'),
})

/** The consulting-only letter (content/engagement-letter-consulting.md): its own title and text, the same placeholders. */
export const ConsultingLetterSchema = z.object({
  title: text,
  letter: text.describe('The consulting-only letter, with placeholders'),
})
