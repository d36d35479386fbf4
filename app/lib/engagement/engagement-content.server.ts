/**
 * The engagement's runtime content, made by the build from content/engagement-letter.md and content/fees.yaml:
 * the letter with the firm's, the principal's and the fee placeholders filled, the fee lines and retainer
 * the page shows, and the ways to pay. The server reads it from build/runtime.json.
 */
import type { EngagementContent, Signatory } from '~/lib/runtime-file-schema'
import { engagementLetter, feeSchedule, principal, teamMembers } from '~/lib/content-folder/firm-content.server'
import { formatDollars } from '~/lib/firm/fee-schedule'
import { CASE_PLACEHOLDERS } from './letter'

const hourly = (rate: number) => `${formatDollars(rate)}`

/** What {{fees.NAME}} stands for in the letter. */
function feePlaceholderValues(): Record<string, string> {
  const fees = feeSchedule()
  return {
    'fees.review': hourly(fees.rates.review.rate),
    'fees.report': hourly(fees.rates.report.rate),
    'fees.deposition': hourly(fees.rates.deposition.rate),
    'fees.depositionMinimumHours': String(fees.rates.deposition.minimumHours ?? 0),
    'fees.trial': hourly(fees.rates.trial.rate),
    'fees.trialMinimumHours': String(fees.rates.trial.minimumHours ?? 0),
    'fees.retainer': formatDollars(fees.retainer.amount),
    'fees.retainerTerms': fees.retainer.terms,
    'fees.depositionTerms': fees.deposition.terms,
    'fees.travel': fees.travel,
    'fees.cancellation': fees.cancellation,
    'fees.payment': fees.payment,
  }
}

export function engagementContent(): EngagementContent {
  const fees = feeSchedule()
  const letter = engagementLetter(feePlaceholderValues(), CASE_PLACEHOLDERS)
  const rateLine = (entry: { label: string; rate: number; minimumHours?: number | undefined }) => ({
    label: entry.label,
    value: `${formatDollars(entry.rate)} an hour${entry.minimumHours ? `, ${String(entry.minimumHours)}-hour minimum` : ''}`,
  })
  return {
    title: letter.title,
    template: letter.letter,
    consent: letter.consent,
    retainer: formatDollars(fees.retainer.amount),
    feeLines: [
      rateLine(fees.rates.review),
      rateLine(fees.rates.report),
      rateLine(fees.rates.deposition),
      rateLine(fees.rates.trial),
      { label: 'Travel', value: fees.travel },
      { label: 'Cancellation', value: fees.cancellation },
      { label: 'Invoices', value: fees.payment },
    ],
    payment: {
      check: letter.paymentByCheck,
      wire: letter.paymentByWire,
      linkUrl: letter.paymentLinkUrl ?? '',
      linkLabel: letter.paymentLinkLabel ?? 'Pay the retainer online',
    },
  }
}

/** The people who countersign for the firm: the principal unless its file says otherwise, and each team member who does. */
export function engagementSignatories(): Signatory[] {
  const lead = principal()
  return [
    ...(lead.signsEngagements ? [{ personId: 'principal', name: lead.name, title: lead.title }] : []),
    ...teamMembers()
      .filter((member) => member.signsEngagements)
      .map((member) => ({ personId: member.slug, name: member.name, title: member.title })),
  ]
}
