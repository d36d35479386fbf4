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
  payment: z
    .object({
      check: text.describe(
        'How to pay the retainer by check: to whom it is payable and what to write on the memo line',
      ),
      checkAddress: text
        .optional()
        .describe(
          "Where checks are mailed, when it is not the firm's office address (firm.yaml); leave it out to use that address",
        ),
      wire: text.describe('How to get wire instructions (by telephone only, never by email)'),
      link: z
        .string()
        .trim()
        .regex(/^https:\/\/[^\s/?#]+\.[^\s]+$/, 'must be an https:// address of the payment page')
        .optional()
        .describe("The payment processor's page for paying the retainer online; leave it out when the firm has none"),
      linkLabel: text.optional().describe('The payment link text (default: Pay the retainer online)'),
    })
    .strict()
    .describe('The ways to pay the retainer, shown after signing and in the mail that confirms it'),
  letter: text.describe('The letter, with placeholders'),
})

/** The consulting-only letter (content/engagement-letter-consulting.md): its own title and text, the same placeholders. */
export const ConsultingLetterSchema = z.object({
  title: text,
  letter: text.describe('The consulting-only letter, with placeholders'),
})
