/** Copy of /fees; every rate and term is read from site-config's `fees`, the steps from the how-to guides. */

/** The steps of an engagement, in order, each a step of a guide in ./how-to.ts (by guide id and step name). */
export const ENGAGEMENT_STEP_REFERENCES = [
  { guide: 'retain', step: 'Clear conflicts' },
  { guide: 'retain', step: 'Engagement letter and retainer' },
  { guide: 'retain', step: 'Send the records' },
  { guide: 'case-process', step: 'Preliminary findings to counsel' },
  { guide: 'case-process', step: 'Written report' },
  { guide: 'case-process', step: 'Deposition and trial' },
] as const

export const FEES_COPY = {
  ratesHeading: 'Hourly rates',
  ratesIntro:
    'The principal economist bills by the hour, at these rates, for the work each line names. The same rates apply whichever side retains us.',
  ratesCaption: 'Hourly rates by kind of work',
  columns: { work: 'Work', rate: 'Rate', minimum: 'Minimum' },
  noMinimum: 'None',
  roleRatesHeading: 'Rates by role',
  roleRatesIntro:
    'Each person bills at the rate of their role, whichever side retains us. Associate economists work under the principal economist and do not testify.',
  roleRatesCaption: 'Hourly rates by role',
  roleColumns: { role: 'Role', analysis: 'Analysis and reports', testimony: 'Deposition and trial' },
  principalRole: 'Principal economist',
  doesNotTestify: 'Does not testify',
  termsHeading: 'Retainer and terms',
  retainerLabel: 'Retainer',
  rushLabel: 'Expedited work and 24-hour preliminary figures',
  depositionLabel: 'Who pays for the deposition itself',
  preparationLabel: 'Who pays for deposition preparation',
  consultingLabel: 'Consulting-only engagements',
  paymentMethodsLabel: 'Payment methods and tax forms',
  retentionLabel: 'Records after the matter closes',
  travelLabel: 'Travel',
  cancellationLabel: 'Cancellation',
  paymentLabel: 'Payment',
  freeReviewLabel: 'Initial case review',
  stepsHeading: 'How an engagement proceeds',
  stepsIntro:
    'From the first call to testimony, in order. Preliminary figures are an early estimate from the records at hand, given orally or in a short memorandum and superseded by the report; the written report of a retained testifying expert is required by Fed. R. Civ. P. 26(a)(2)(B) once the expert is disclosed.',
  documentsHeading: 'The fee schedule and the CV as documents',
  documentsIntro:
    'Download the fee schedule to share with a client or an adjuster, and the curriculum vitae with the testimony list for the expert disclosure.',
  ctaHeading: 'Ask about a matter',
  ctaText:
    'Tell us about the case and the deadline. We confirm conflicts and tell you which analyses it needs before any retainer is due.',
} as const
