/**
 * The engagement's runtime content, made by the build from the letters (content/engagement-letter.md and
 * content/engagement-letter-consulting.md), content/fees.yaml, the team's files and the state law files: the
 * letters with the firm's, the principal's and the fee placeholders filled, the experts staff may choose, the
 * stored expert-fee rules, the fee lines and retainer the page shows, and the ways to pay. The server reads it
 * from build/runtime.json.
 */
import type { EngagementContent, Signatory } from '~/lib/runtime-file-schema'
import { siteConfig } from '~/config/site-config'
import {
  consultingLetter,
  engagementLetter,
  feeSchedule,
  principal,
  teamMembers,
} from '~/lib/content-folder/firm-content.server'
import { listStates } from '~/lib/content-folder/locations'
import { letterhead } from '~/lib/firm/documents'
import { formatDollars, roleRates } from '~/lib/firm/fee-schedule'
import { lawRows } from '~/lib/law/courts'
import { CASE_PLACEHOLDERS, TERMS_PLACEHOLDERS } from './letter'
import { consultingRetainer, type ExpertFeeRule, type RateRow, ratesTable } from './letter-terms'

const perHour = (rate: number) => `${formatDollars(rate)} an hour`

/** Everyone the firm may assign, with their role's rates: the principal first, then the team's files. */
function teamRateRows(): RateRow[] {
  const fees = feeSchedule()
  const lead = principal()
  const principalRow: RateRow = {
    name: lead.name,
    role: lead.title,
    analysis: perHour(fees.rates.review.rate),
    testimony: perHour(fees.rates.deposition.rate),
  }
  const team = teamMembers().map((person) => {
    const rates = roleRates(person.role)
    return { name: person.name, role: person.title, analysis: rates.analysis, testimony: rates.testimony }
  })
  return [principalRow, ...team]
}

/** What {{fees.NAME}} and the firm's state stand for in the letters. */
function feePlaceholderValues(): Record<string, string> {
  const fees = feeSchedule()
  const state = listStates().find((entry) => entry.abbreviation === siteConfig.address.region)
  return {
    'firm.state': state?.name ?? siteConfig.address.region,
    'fees.review': formatDollars(fees.rates.review.rate),
    'fees.report': formatDollars(fees.rates.report.rate),
    'fees.deposition': formatDollars(fees.rates.deposition.rate),
    'fees.depositionMinimumHours': String(fees.rates.deposition.minimumHours ?? 0),
    'fees.trial': formatDollars(fees.rates.trial.rate),
    'fees.trialMinimumHours': String(fees.rates.trial.minimumHours ?? 0),
    'fees.teamRates': ratesTable(teamRateRows()),
    'fees.retainer': formatDollars(fees.retainer.amount),
    'fees.consultingRetainer': formatDollars(consultingRetainer(fees.retainer.amount)),
    'fees.replenishBelow': formatDollars(fees.retainer.replenishBelow),
    'fees.retainerTerms': fees.retainer.terms,
    'fees.depositionTerms': fees.deposition.terms,
    'fees.depositionPreparation': fees.deposition.preparation,
    'fees.travel': fees.travel,
    'fees.cancellation': fees.cancellation,
    'fees.payment': fees.payment,
    'fees.recordsRetention': fees.recordsRetention,
  }
}

/** Each state's stored expert-fee rule (the `expert-fees` topic of the state law files). */
function expertFeeRules(): Record<string, ExpertFeeRule> {
  return Object.fromEntries(
    listStates().flatMap((state) =>
      lawRows(state.abbreviation, ['expert-fees']).map((row) => [
        state.abbreviation,
        { rule: row.rule, citation: row.citation, compiled: row.compiled },
      ]),
    ),
  )
}

export function engagementContent(): EngagementContent {
  const fees = feeSchedule()
  const left = [
    ...CASE_PLACEHOLDERS.map((name) => `case.${name}`),
    ...TERMS_PLACEHOLDERS.map((name) => `terms.${name}`),
  ]
  const values = feePlaceholderValues()
  const letter = engagementLetter(values, left)
  const consulting = consultingLetter(values, left)
  const rateLine = (entry: { label: string; rate: number; minimumHours?: number | undefined }) => ({
    label: entry.label,
    value: `${perHour(entry.rate)}${entry.minimumHours ? `, ${String(entry.minimumHours)}-hour minimum` : ''}`,
  })
  const lead = principal()
  return {
    title: letter.title,
    template: letter.letter,
    consulting: { title: consulting.title, template: consulting.letter },
    consent: letter.consent,
    retainer: formatDollars(fees.retainer.amount),
    consultingRetainer: formatDollars(consultingRetainer(fees.retainer.amount)),
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
      check: letter.payment.check,
      checkAddress: letter.payment.checkAddress ?? letterhead().address,
      wire: letter.payment.wire,
      link: letter.payment.link ?? '',
      linkLabel: letter.payment.linkLabel ?? 'Pay the retainer online',
    },
    experts: [
      { id: 'principal', name: lead.name, title: lead.title },
      ...teamMembers().map((person) => ({ id: person.slug, name: person.name, title: person.title })),
    ],
    expertFeeRules: expertFeeRules(),
    stateNames: Object.fromEntries(listStates().map((state) => [state.abbreviation, state.name])),
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
