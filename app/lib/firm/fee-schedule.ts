/**
 * The fee schedule as a visitor reads it, from content/fees.yaml alone: the /fees page and the fee
 * schedule PDF both show this, so a rate is typed once. The engagement steps are steps of the how-to
 * guides, picked by name, so they read the same as on the contact pages.
 */
import type { FeeSchedule } from '~/config/content-types'
import { siteConfig } from '~/config/site-config'
import { ENGAGEMENT_STEP_REFERENCES, FEES_COPY } from '~/content/fees'
import { HOW_TO_ITEMS } from '~/content/how-to'
import { feeSchedule } from '../content/firm-content.server'

const RATE_ORDER = ['review', 'report', 'deposition', 'trial'] as const

/** "$5,000" */
export function formatDollars(amount: number): string {
  return `$${amount.toLocaleString('en-US')}`
}

/** "2026-01-01" -> "January 1, 2026" */
export function formatLongDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' })
}

interface RateRow {
  key: (typeof RATE_ORDER)[number]
  work: string
  /** "$425 an hour" */
  rate: string
  /** "2 hours", or the copy's "None" */
  minimum: string
}

interface FeeTerm {
  label: string
  text: string
}

export interface FeeScheduleView {
  /** "January 1, 2026" */
  effective: string
  effectiveDate: string
  rates: RateRow[]
  terms: FeeTerm[]
}

function hoursLabel(hours: number): string {
  return `${String(hours)} ${hours === 1 ? 'hour' : 'hours'}`
}

/** The fee schedule's rates and terms, in the order the page and the PDF show them. */
export function feeScheduleView(fees: FeeSchedule = feeSchedule(), freeReview: string = siteConfig.promises.freeReview.sentence): FeeScheduleView {
  return {
    effective: formatLongDate(fees.effectiveDate),
    effectiveDate: fees.effectiveDate,
    rates: RATE_ORDER.map((key) => {
      const line = fees.rates[key]
      return { key, work: line.label, rate: `${formatDollars(line.rate)} an hour`, minimum: line.minimumHours ? hoursLabel(line.minimumHours) : FEES_COPY.noMinimum }
    }),
    terms: [
      { label: FEES_COPY.freeReviewLabel, text: freeReview },
      { label: FEES_COPY.retainerLabel, text: `${formatDollars(fees.retainer.amount)}. ${fees.retainer.terms}` },
      { label: FEES_COPY.depositionLabel, text: `${fees.deposition.paidBy}. ${fees.deposition.terms}` },
      { label: FEES_COPY.travelLabel, text: fees.travel },
      { label: FEES_COPY.cancellationLabel, text: fees.cancellation },
      { label: FEES_COPY.paymentLabel, text: fees.payment },
    ],
  }
}

export interface EngagementStep {
  name: string
  text: string
}

/** The steps of an engagement, each taken from its how-to guide; throws, naming it, when a step is not there. */
export function engagementSteps(guides: readonly { id: string; steps: readonly EngagementStep[] }[] = HOW_TO_ITEMS): EngagementStep[] {
  return ENGAGEMENT_STEP_REFERENCES.map((reference) => {
    const step = guides.find((guide) => guide.id === reference.guide)?.steps.find((candidate) => candidate.name === reference.step)
    if (!step) throw new Error(`app/content/fees.ts names the step "${reference.step}" of the how-to guide "${reference.guide}", which app/content/how-to.ts does not have`)
    return { name: step.name, text: step.text }
  })
}
