// The /fees page and the fee schedule PDF both read this, so a rate is typed once.
import type { FeeSchedule } from '~/config/content-schema/types'
import { siteConfig } from '~/config/site-config'
import { ENGAGEMENT_STEP_REFERENCES, FEES_COPY } from '~/copy/fees'
import { HOW_TO_ITEMS } from '~/copy/how-to'
import { feeSchedule } from '../content-folder/firm-content.server'
import { formatLongDate } from './dates'

const RATE_ORDER = ['review', 'report', 'deposition', 'trial'] as const

export function formatDollars(amount: number): string {
  return `$${amount.toLocaleString('en-US')}`
}

interface RateRow {
  key: (typeof RATE_ORDER)[number]
  work: string
  rate: string
  minimum: string
}

interface FeeTerm {
  label: string
  text: string
}

interface RoleRateRow {
  role: string
  analysis: string
  testimony: string
}

export interface FeeScheduleView {
  effective: string
  effectiveDate: string
  rates: RateRow[]
  roleRates: RoleRateRow[]
  terms: FeeTerm[]
}

const perHour = (amount: number) => `${formatDollars(amount)} an hour`

export function roleRates(role: keyof FeeSchedule['staffRates'], fees: FeeSchedule = feeSchedule()): RoleRateRow {
  const line = fees.staffRates[role]
  return {
    role: line.role,
    analysis: perHour(line.analysis),
    testimony: line.testimony ? perHour(line.testimony) : FEES_COPY.doesNotTestify,
  }
}

function hoursLabel(hours: number): string {
  return `${String(hours)} ${hours === 1 ? 'hour' : 'hours'}`
}

/** The fee schedule's rates and terms, in the order the page and the PDF show them. */
export function feeScheduleView(
  fees: FeeSchedule = feeSchedule(),
  freeReview: string = siteConfig.promises.freeReview.sentence,
): FeeScheduleView {
  return {
    effective: formatLongDate(fees.effectiveDate),
    effectiveDate: fees.effectiveDate,
    rates: RATE_ORDER.map((key) => {
      const line = fees.rates[key]
      return {
        key,
        work: line.label,
        rate: perHour(line.rate),
        minimum: line.minimumHours ? hoursLabel(line.minimumHours) : FEES_COPY.noMinimum,
      }
    }),
    roleRates: [
      {
        role: FEES_COPY.principalRole,
        analysis: perHour(fees.rates.review.rate),
        testimony: perHour(fees.rates.deposition.rate),
      },
      ...(['vocationalExpert', 'lifeCarePlanner', 'associateEconomist'] as const).map((role) => roleRates(role, fees)),
    ],
    terms: [
      { label: FEES_COPY.freeReviewLabel, text: freeReview },
      { label: FEES_COPY.retainerLabel, text: `${formatDollars(fees.retainer.amount)}. ${fees.retainer.terms}` },
      { label: FEES_COPY.rushLabel, text: `${perHour(fees.rush.rate)}. ${fees.rush.terms}` },
      { label: FEES_COPY.depositionLabel, text: `${fees.deposition.paidBy}. ${fees.deposition.terms}` },
      { label: FEES_COPY.preparationLabel, text: fees.deposition.preparation },
      { label: FEES_COPY.consultingLabel, text: fees.consulting },
      { label: FEES_COPY.travelLabel, text: fees.travel },
      { label: FEES_COPY.cancellationLabel, text: fees.cancellation },
      { label: FEES_COPY.paymentLabel, text: fees.payment },
      { label: FEES_COPY.paymentMethodsLabel, text: `${fees.paymentMethods.join('; ')}. ${fees.taxForms}` },
      { label: FEES_COPY.retentionLabel, text: fees.recordsRetention },
    ],
  }
}

export interface EngagementStep {
  name: string
  text: string
}

/** The steps of an engagement, each taken from its how-to guide; throws, naming it, when a step is not there. */
export function engagementSteps(
  guides: readonly { id: string; steps: readonly EngagementStep[] }[] = HOW_TO_ITEMS,
): EngagementStep[] {
  return ENGAGEMENT_STEP_REFERENCES.map((reference) => {
    const step = guides
      .find((guide) => guide.id === reference.guide)
      ?.steps.find((candidate) => candidate.name === reference.step)
    if (!step)
      throw new Error(
        `app/copy/fees.ts names the step "${reference.step}" of the how-to guide "${reference.guide}", which app/copy/how-to.ts does not have`,
      )
    return { name: step.name, text: step.text }
  })
}
