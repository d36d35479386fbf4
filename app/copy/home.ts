import { CALL_TO_ACTION } from './calls-to-action'

/**
 * Copy of the home page sections (the hero's heading and intro are in ./pages.ts) and which
 * services, case studies and references it features. Facts and promises come from site-config.
 */

/** The nine services the home page shows as cards, in order. */
export const FEATURED_SERVICE_SLUGS = [
  'economic-loss-assessment',
  'vocational-evaluation',
  'life-care-planning',
  'business-valuation',
  'disability-evaluation',
  'expert-testimony',
  'cost-benefit-roi-analysis',
  'labor-economics-consulting',
  'econometrics-data-science',
] as const

/** Three case studies for the home page: one of each badge. */
export const FEATURED_CASE_STUDY_IDS = [
  'electrician-crane-collapse',
  'dispatcher-wrongful-death',
  'hvac-distributor-fair-value',
] as const

/**
 * What a folded section's toggle says on a phone, where the home page folds the sections below the
 * services so that it stays short ({count}: how many items the fold holds).
 */
export const HOME_FOLDS = {
  caseStudies: 'Show {count} recent matters',
  references: 'Read what {count} retaining attorneys say',
  testimonials: 'Read what {count} other clients say',
  profile: '{name}: background, credentials and experience',
  faq: 'Show {count} questions and answers',
} as const

export const HOME_COPY = {
  hero: {
    eyebrow: 'Forensic economists and rehabilitation experts',
    primaryCta: CALL_TO_ACTION.schedule,
    secondaryCta: 'Explore strategic advisory',
    commitmentsHeading: 'What you can count on',
  },
  trust: {
    label: 'The firm at a glance',
  },
  services: {
    heading: 'Damages and economic analysis, built on published data',
    intro:
      'Each engagement starts from the records and ends with opinions that another economist can reproduce. These are the services attorneys and organizations ask us for most often.',
    allLink: 'See all {count} services',
    caseTypesLink: 'Browse by case type',
  },
  caseStudies: {
    heading: 'Recent matters',
    intro:
      'Anonymized examples of the questions we have been asked to answer, the analysis behind each report and how it was tested.',
    allLink: 'All case studies',
  },
  references: {
    heading: 'What retaining attorneys say',
    intro:
      'Counsel on both sides of the courtroom retain us. These references are shared with permission and anonymized to role and practice.',
  },
  testimonials: {
    heading: 'What our other clients say',
    intro: 'Business owners, public agencies and insurers rely on the same analysis outside the courtroom.',
  },
  profile: {
    heading: 'Who does the work',
    affiliationsHeading: 'Professional affiliations',
    credentialsLink: 'Credentials and CV',
    publicationsLink: 'Publications',
  },
  faq: {
    heading: 'Questions attorneys ask before retaining us',
    intro: 'Fees, timing, records, testimony and jurisdiction: the answers counsel usually want on the first call.',
    moreQuestions: 'Another question?',
    askLink: 'Ask us directly',
  },
  contact: {
    heading: 'Tell us about your matter',
    intro:
      'A short description and your deadline are enough to start. We check for conflicts before you send anything confidential.',
  },
} as const
