import { describe, expect, test } from 'vitest'
import type { FeeSchedule } from '~/config/content-schema/types'
import { siteConfig } from '~/config/site-config'
import { HOW_TO_ITEMS } from '~/copy/how-to'
import { formatLongDate } from './dates'
import { engagementSteps, feeScheduleView, formatDollars } from './fee-schedule'
import { feeSchedule } from '~/lib/content-folder/firm-content.server'

const fees: FeeSchedule = {
  effectiveDate: '2027-03-01',
  rates: {
    review: { label: 'Review and analysis', rate: 300 },
    report: { label: 'Report writing', rate: 310 },
    deposition: { label: 'Deposition', rate: 1200, minimumHours: 1 },
    trial: { label: 'Trial', rate: 1250, minimumHours: 6 },
  },
  staffRates: {
    vocationalExpert: { role: 'Vocational expert', analysis: 200, testimony: 260 },
    lifeCarePlanner: { role: 'Life care planner', analysis: 210, testimony: 270 },
    associateEconomist: { role: 'Associate economist', analysis: 150 },
  },
  rush: { rate: 900, terms: 'Figures in a day.' },
  retainer: { amount: 12500, replenishBelow: 3000, terms: 'Due at signing.' },
  deposition: {
    paidBy: 'The deposing party',
    terms: 'Paid in advance.',
    preparation: 'Preparation is billed to retaining counsel.',
  },
  travel: 'Travel at cost.',
  cancellation: 'Late cancellations are billed.',
  payment: 'Net 30.',
  paymentMethods: ['Check', 'Wire'],
  consulting: 'Consulting work under its own letter.',
  recordsRetention: 'Kept 7 years.',
  taxForms: 'W-9 on request.',
}

describe('the fee schedule, from configuration alone', () => {
  test('formats dollars and dates as a US reader expects', () => {
    expect(formatDollars(5000)).toBe('$5,000')
    expect(formatDollars(425)).toBe('$425')
    expect(formatLongDate('2026-01-01')).toBe('January 1, 2026')
  })

  test('every rate, minimum and term comes from the configuration it is given', () => {
    const view = feeScheduleView(fees, 'The first call is free.')
    expect(view.effective).toBe('March 1, 2027')
    expect(view.rates).toEqual([
      { key: 'review', work: 'Review and analysis', rate: '$300 an hour', minimum: 'None' },
      { key: 'report', work: 'Report writing', rate: '$310 an hour', minimum: 'None' },
      { key: 'deposition', work: 'Deposition', rate: '$1,200 an hour', minimum: '1 hour' },
      { key: 'trial', work: 'Trial', rate: '$1,250 an hour', minimum: '6 hours' },
    ])
    expect(view.terms).toEqual([
      { label: 'Initial case review', text: 'The first call is free.' },
      { label: 'Retainer', text: '$12,500. Due at signing.' },
      { label: 'Expedited work and 24-hour preliminary figures', text: '$900 an hour. Figures in a day.' },
      { label: 'Who pays for the deposition itself', text: 'The deposing party. Paid in advance.' },
      { label: 'Who pays for deposition preparation', text: 'Preparation is billed to retaining counsel.' },
      { label: 'Consulting-only engagements', text: 'Consulting work under its own letter.' },
      { label: 'Travel', text: 'Travel at cost.' },
      { label: 'Cancellation', text: 'Late cancellations are billed.' },
      { label: 'Payment', text: 'Net 30.' },
      { label: 'Payment methods and tax forms', text: 'Check; Wire. W-9 on request.' },
      { label: 'Records after the matter closes', text: 'Kept 7 years.' },
    ])
  })

  test('a rate for every role on staff: the principal from the rates by work, the others from staffRates', () => {
    expect(feeScheduleView(fees).roleRates).toEqual([
      { role: 'Principal economist', analysis: '$300 an hour', testimony: '$1,200 an hour' },
      { role: 'Vocational expert', analysis: '$200 an hour', testimony: '$260 an hour' },
      { role: 'Life care planner', analysis: '$210 an hour', testimony: '$270 an hour' },
      { role: 'Associate economist', analysis: '$150 an hour', testimony: 'Does not testify' },
    ])
  })

  test("the site's schedule: the four rates, the deposition paid by the deposing party, the free review as the site states it", () => {
    const view = feeScheduleView()
    expect(view.rates.map((row) => row.rate)).toEqual(
      Object.values(feeSchedule().rates).map((line) => `${formatDollars(line.rate)} an hour`),
    )
    expect(view.terms[0]?.text).toBe(siteConfig.promises.freeReview.sentence)
    expect(view.terms.find((term) => term.label === 'Who pays for the deposition itself')?.text).toMatch(
      /^The party taking the deposition\. .*in advance.*26\(b\)\(4\)\(E\)/,
    )
    expect(view.terms.find((term) => term.label === 'Who pays for deposition preparation')?.text).toMatch(
      /billed to the retaining side at the review rate/,
    )
    expect(view.terms.find((term) => term.label === 'Payment methods and tax forms')?.text).toMatch(/W-9 on request/)
    expect(view.terms.find((term) => term.label === 'Consulting-only engagements')?.text).toMatch(/26\(b\)\(4\)\(D\)/)
    expect(view.terms.find((term) => term.label === 'Expedited work and 24-hour preliminary figures')?.text).toMatch(
      /24 hours/,
    )
    expect(view.terms.find((term) => term.label === 'Payment')?.text).toMatch(/never depend on the outcome/)
  })
})

describe('the steps of an engagement', () => {
  test('come from the how-to guides, in the order of an engagement', () => {
    const steps = engagementSteps()
    expect(steps.map((step) => step.name)).toEqual([
      'Clear conflicts',
      'Engagement letter and retainer',
      'Send the records',
      'Preliminary findings to counsel',
      'Written report',
      'Deposition and trial',
    ])
    const guideSteps = HOW_TO_ITEMS.flatMap((guide) => guide.steps)
    for (const step of steps) expect(guideSteps).toContainEqual(step)
  })

  test('a step the guides do not have fails, naming it', () => {
    expect(() => engagementSteps([{ id: 'retain', steps: [{ name: 'Contact us', text: 'Call.' }] }])).toThrow(
      /names the step "Clear conflicts" of the how-to guide "retain"/,
    )
  })
})
