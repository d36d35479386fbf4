/**
 * Copy of the /experience page. The figures themselves live in site-config (claims.byArea);
 * this module says what each figure covers and which matters are typical of it.
 */
import type { SiteConfig } from '~/config/site-config'

type ExperienceAreaKey = keyof SiteConfig['claims']['byArea']

export interface ExperienceArea {
  key: ExperienceAreaKey
  /** The live service that does this work */
  serviceSlug: string
  text: string
  /** Representative matter types in this area */
  matters: string[]
}

export const EXPERIENCE_AREAS: ExperienceArea[] = [
  {
    key: 'economicLoss',
    serviceSlug: 'economic-loss-assessment',
    text: 'Lost earnings, fringe benefits and household services projected over a worklife and valued under the forum’s present-value rule, in injury, death and employment cases.',
    matters: [
      'Wrongful death of a primary wage earner with dependent children',
      'Lost earning capacity of a young worker with a limited earnings history',
      'Back pay and front pay after a termination or failure to promote',
      'Self-employed plaintiffs whose tax returns understate their earnings',
    ],
  },
  {
    key: 'vocational',
    serviceSlug: 'vocational-evaluation',
    text: 'Pre- and post-injury earning capacity, employability and transferable skills, supported by testing and surveys of local employers.',
    matters: [
      'Tradespeople who can no longer perform medium or heavy work',
      'Imputed income for a spouse in a divorce or support proceeding',
      'Residual employability in long-term disability and workers\u2019 compensation claims',
      'Retraining plans with program costs and realistic wage outcomes',
    ],
  },
  {
    key: 'lifeCare',
    serviceSlug: 'life-care-planning',
    text: 'Itemized lifetime plans for medical care, therapies, equipment, medication, home modification and attendant care, each item tied to medical opinion.',
    matters: [
      'Birth injuries and cerebral palsy requiring lifetime care',
      'Spinal cord injuries with paraplegia or tetraplegia',
      'Traumatic brain injury with cognitive and behavioral needs',
      'Amputations with prosthetic replacement schedules',
    ],
  },
  {
    key: 'businessValuation',
    serviceSlug: 'business-valuation',
    text: 'Fair market value and fair value opinions on closely held businesses and professional practices for disputes, transactions and estates.',
    matters: [
      'Shareholder oppression and minority buyout actions',
      'Professional practices in divorce, including goodwill allocation',
      'Lost business value after a breach of contract or interruption',
      'Gift and estate tax valuations of family-owned companies',
    ],
  },
  {
    key: 'disability',
    serviceSlug: 'disability-evaluation',
    text: 'Functional limitations translated into work capacity and economic consequences for litigation, insurance and benefit claims.',
    matters: [
      'Long-term disability claims under own-occupation and any-occupation definitions',
      'Social Security disability appeals involving residual functional capacity',
      'Chronic pain and psychiatric conditions with fluctuating capacity',
      'Partial disability and reduced-hours return to work',
    ],
  },
]

export const TESTIMONY_FORUMS: string[] = [
  'State trial courts',
  'Federal district courts',
  'Arbitration panels',
  'Administrative hearings, including workers\u2019 compensation and Social Security',
  'Family courts in divorce and support proceedings',
  'Public hearings before city councils and county commissions',
]

export const EXPERIENCE_COPY = {
  overallHeading: 'The practice in numbers',
  overallIntro: 'Figures are cumulative across the practice and are updated as matters close.',
  areasHeading: 'Experience by practice area',
  areasIntro: 'What each figure counts, and the kinds of matters behind it.',
  mattersLabel: 'Representative matters',
  testimonyHeading: 'Testimony experience',
  forumsHeading: 'Where we have testified',
  documentsHeading: 'The testimony list, CV and fees',
  caseTypesHeading: 'Case types we handle',
  caseTypesIntro:
    'Every kind of matter raises its own economic questions. Each page below lists them and the services that answer them.',
  ctaHeading: 'Discuss a matter with us',
  ctaText:
    'Tell us what the case involves and when your disclosure is due. We will tell you which analyses it calls for and which records they need; an opinion comes only once the analysis is done.',
} as const
