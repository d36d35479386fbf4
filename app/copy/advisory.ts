/**
 * Copy of the /advisory page: who strategic advisory is for, the seven focus areas (each tied to
 * a live service by slug) and how an advisory engagement runs.
 */
import type { Step } from '~/config/content-schema/types'

export interface AdvisoryAudience {
  id: string
  title: string
  text: string
  /** Questions this kind of client typically brings */
  examples: string[]
}

export interface AdvisoryFocusArea {
  /** A live service slug from ./service-catalog.ts */
  serviceSlug: string
  /** What the client receives, in one or two sentences */
  deliverable: string
}

export const ADVISORY_AUDIENCES: AdvisoryAudience[] = [
  {
    id: 'businesses',
    title: 'Businesses',
    text: 'Owners and executives who need an outside economic view before committing capital, changing prices or restructuring a workforce.',
    examples: [
      'How large is the market for a new product line, and how fast will it grow?',
      'What will a price increase do to volume and margin?',
      'Are our pay practices competitive and defensible across locations?',
    ],
  },
  {
    id: 'government',
    title: 'Government bodies',
    text: 'Cities, counties, states and public authorities that must justify spending, incentives and regulations to elected officials and the public.',
    examples: [
      'How many jobs and how much tax revenue will a proposed facility really add?',
      'Do the benefits of a capital project outweigh its full life-cycle cost?',
      'What will a proposed rule cost the businesses it covers, by size and industry?',
    ],
  },
  {
    id: 'policy-makers',
    title: 'Policy makers and foundations',
    text: 'Legislative staff, agencies, foundations and nonprofits that want to know whether a program works and what a policy change is likely to do.',
    examples: [
      'Did the training program raise participants\u2019 earnings, or would they have risen anyway?',
      'Who gains and who pays under each version of a proposed policy?',
      'Which of several programs delivers the most benefit per dollar?',
    ],
  },
]

/** The seven advisory disciplines the page presents, in order. */
export const ADVISORY_FOCUS_AREAS: AdvisoryFocusArea[] = [
  {
    serviceSlug: 'market-analysis-forecasting',
    deliverable:
      'A market size and demand forecast with the drivers, data sources and assumptions laid out, plus scenarios for the outcomes that would change your decision.',
  },
  {
    serviceSlug: 'pricing-strategy',
    deliverable:
      'Estimates of price sensitivity from your own transactions or survey data, and a pricing structure tested against the revenue and margin it would produce.',
  },
  {
    serviceSlug: 'cost-benefit-roi-analysis',
    deliverable:
      'A cost-benefit or return-on-investment model that monetizes effects in a consistent year, discounts them properly and shows which assumptions drive the answer.',
  },
  {
    serviceSlug: 'labor-economics-consulting',
    deliverable:
      'Evidence on wages, hiring and compensation drawn from labor market data and your payroll records, written so that managers and boards can act on it.',
  },
  {
    serviceSlug: 'economic-impact-studies',
    deliverable:
      'Direct, indirect and induced effects on jobs, output and tax revenue, with new activity separated from activity that would simply move from elsewhere.',
  },
  {
    serviceSlug: 'program-evaluation',
    deliverable:
      'An evaluation design that compares participants with a credible comparison group, and findings on what the program achieved, for whom and at what cost.',
  },
  {
    serviceSlug: 'econometrics-data-science',
    deliverable:
      'Regression and causal-inference analysis of large or messy data sets, documented so that another analyst can rerun every step.',
  },
]

export const ADVISORY_APPROACH: Step[] = [
  {
    name: 'Frame the decision',
    text: 'We start with the choice you face and the people who will review it, and agree on the questions the analysis must answer before any data is gathered.',
  },
  {
    name: 'Assemble the evidence',
    text: 'We combine public data from federal statistical agencies with your own records, and document the source and vintage of every series we use.',
  },
  {
    name: 'Build and test the model',
    text: 'Methods come from the peer-reviewed literature. We test each key assumption against reasonable alternatives so you can see how sturdy the result is.',
  },
  {
    name: 'Explain the findings',
    text: 'You receive a written report with an executive summary in plain language, and we present the results to boards, councils or staff when asked.',
  },
  {
    name: 'Stand behind the work',
    text: 'Because our analysis is built to forensic standards, it holds up when it is challenged in a public hearing, an audit or a later dispute.',
  },
]

export const ADVISORY_COPY = {
  audiencesHeading: 'Who we advise',
  audiencesIntro: 'The same discipline that supports expert testimony serves decisions made outside the courtroom.',
  focusHeading: 'Seven areas of strategic advisory',
  focusIntro:
    'Most advisory engagements draw on one or more of these disciplines. Each links to the full description of the service.',
  approachHeading: 'How an advisory engagement runs',
  moreHeading: 'All strategic advisory services',
  moreIntro:
    'Beyond the seven core areas, our economists take on public policy, regulatory, health, education, finance and development work.',
  ctaHeading: 'Bring us the decision you are weighing',
  ctaText:
    'Describe the question, the deadline and who will review the result. We will tell you what analysis it calls for and what it would take.',
} as const
