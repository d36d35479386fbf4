/** Copy of the service and case type pages that is not part of a single service or case type. */
import type { ServiceGroup } from '~/config/content-schema/types'

export interface GroupCopy {
  heading: string
  intro: string
}

/** The one heading of each service group, on the services page, the hubs and the location pages. */
export const SERVICE_GROUP_COPY: Record<ServiceGroup, GroupCopy> = {
  litigation: {
    heading: 'Litigation services',
    intro:
      'Damages, earning capacity, future care and business value measured for settlement, mediation and trial, with testimony to match.',
  },
  advisory: {
    heading: 'Strategic advisory services',
    intro:
      'Economic evidence for businesses, government bodies and policy makers facing decisions about markets, prices, programs and regulation.',
  },
}

/** Case types are grouped by whether any litigation service handles them. */
export const CASE_TYPE_GROUP_COPY: Record<ServiceGroup, GroupCopy> = {
  litigation: {
    heading: 'Litigation matters',
    intro:
      'Disputes in which damages, earning capacity or value must be proven, or rebutted, before a judge, jury or arbitrator.',
  },
  advisory: {
    heading: 'Advisory and policy work',
    intro: 'Decisions made outside the courtroom that still call for economic evidence that will stand up to scrutiny.',
  },
}

export const SERVICE_HUB_COPY = {
  overviewHeading: 'Overview',
  featuresHeading: 'What the work includes',
  caseTypesHeading: 'Matters we handle',
  methodsHeading: 'Methods',
  standardsHeading: 'Standards we work to',
  referencesHeading: 'Data and references',
  relatedHeading: 'Related services',
  sidebarHeading: 'Discuss a matter',
  sidebarLabel: '{name}: matters and next steps',
  ctaHeading: 'Talk to us about {name}',
  citiesHeading: '{name} in major cities',
  allCitiesLink: 'All {cities} cities in {states} jurisdictions',
  citiesIntro:
    'Our analysis is done from the records wherever the case is filed, and we travel for deposition and trial.',
  ctaText:
    'Tell us about the matter and your deadline, and we will tell you what the analysis involves, the records it needs and how long it takes.',
} as const

export const CASE_TYPE_PAGE_COPY = {
  eyebrow: 'Case type',
  title: '{name} Economic Analysis',
  h1: {
    litigation: '{name}: economic analysis and expert testimony',
    advisory: '{name}: economic analysis and advice',
  },
  questionsHeading: 'Economic questions in {name} matters',
  servicesHeading: 'Services for {name} matters',
  ctaHeading: 'Discuss your {name} matter',
  questionsIntro: 'The questions the economic analysis has to answer, and that opposing counsel will test.',
  servicesIntro: 'The services that measure these losses or answer these questions.',
  caseStudiesHeading: 'A matter of this kind',
  relatedHeading: 'Related case types',
  ctaText:
    'Describe the matter and the deadline, and we will tell you which analyses it needs and the records they require.',
} as const

export const SERVICES_PAGE_COPY = {
  ctaHeading: 'Not sure which service your matter needs?',
  ctaText:
    'Describe the case and we will recommend the analyses that fit it, and the order in which they should be done.',
} as const

export const CASE_STUDIES_PAGE_COPY = {
  listHeading: 'All case studies',
  filterLabel: 'Filter by category',
  /** The filter that shows every category */
  allCategories: 'All',
  ctaHeading: 'Facing a similar question?',
  ctaText:
    'Every matter is different, but the economic questions often repeat. Tell us about yours and we will explain how we would approach it.',
} as const

export const CASE_TYPES_INDEX_COPY = {
  ctaHeading: 'Not sure how to classify your matter?',
  ctaText:
    'Many cases combine several of these types. Describe yours and we will tell you which economic questions it raises.',
} as const
