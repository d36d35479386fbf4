import type { PageLink } from '~/config/content-schema/types'
import { CALL_TO_ACTION } from '~/copy/calls-to-action'
import { LIVE_SERVICE_CATALOG } from '~/copy/service-catalog'

function serviceLink(slug: string): PageLink {
  const service = LIVE_SERVICE_CATALOG.find((entry) => entry.slug === slug)
  if (!service) throw new Error(`Navigation names an unknown service: ${slug}`)
  return { label: service.title, to: `/services/${service.slug}` }
}

export const PAGE_LINKS = {
  home: { label: 'Home', to: '/' },
  services: { label: 'All Services', to: '/services' },
  advisory: { label: 'Strategic Advisory', to: '/advisory' },
  caseTypes: { label: 'Case Types', to: '/case-types' },
  about: { label: 'About', to: '/about' },
  experience: { label: 'Experience', to: '/experience' },
  caseStudies: { label: 'Case Studies', to: '/case-studies' },
  locations: { label: 'Locations', to: '/locations' },
  contact: { label: 'Contact', to: '/contact' },
  quote: { label: CALL_TO_ACTION.schedule, to: '/schedule-consultation' },
  search: { label: 'Search', to: '/search' },
  calculator: { label: 'Economic Loss Calculator', to: '/economic-loss-calculator' },
  fees: { label: 'Fees and Engagement', to: '/fees' },
  testimony: { label: 'Testimony List', to: '/about/testimony' },
  privacy: { label: 'Privacy notice', to: '/privacy' },
  terms: { label: 'Terms of use', to: '/terms' },
} as const satisfies Record<string, PageLink>

/** The line beside every form's send button, around the links to the privacy notice and the terms of use. */
export const LEGAL_NOTE = {
  before: 'What you send is handled as the ',
  between: ' describes. Sending it creates no engagement; see the ',
  after: '.',
} as const

/** The links at the foot of every page. */
export const LEGAL_LINKS: PageLink[] = [PAGE_LINKS.privacy, PAGE_LINKS.terms]

/** The documents the build generates from the firm's data (scripts/build-steps/documents): where each is published. */
export const DOCUMENT_LINKS = {
  cv: { label: 'Curriculum vitae (PDF)', to: '/downloads/cv.pdf' },
  feeSchedule: { label: 'Fee schedule (PDF)', to: '/downloads/fee-schedule.pdf' },
  sampleEngagementLetter: { label: 'Sample engagement letter (PDF)', to: '/downloads/sample-engagement-letter.pdf' },
} as const satisfies Record<string, PageLink>

/** The names the breadcrumb trails give the site's sections (shorter than some menu labels). */
export const SECTION_CRUMB_NAMES = {
  home: PAGE_LINKS.home.label,
  services: 'Services',
  locations: PAGE_LINKS.locations.label,
  caseTypes: PAGE_LINKS.caseTypes.label,
} as const

/** The litigation services first (the work most visitors come for), then the firm's other ways in. */
export const SERVICES_MENU: { heading: string; links: PageLink[] }[] = [
  {
    heading: 'Litigation Services',
    links: LIVE_SERVICE_CATALOG.filter((service) => service.group === 'litigation').map((service) =>
      serviceLink(service.slug),
    ),
  },
  {
    heading: 'Our Services',
    links: [PAGE_LINKS.services, PAGE_LINKS.advisory, PAGE_LINKS.caseTypes, PAGE_LINKS.calculator],
  },
]

/** The About menu: the firm first, then what counsel checks before retaining (fees, testimony list). */
export const ABOUT_MENU: PageLink[] = [
  PAGE_LINKS.about,
  PAGE_LINKS.experience,
  PAGE_LINKS.caseStudies,
  PAGE_LINKS.locations,
  PAGE_LINKS.fees,
  PAGE_LINKS.testimony,
]

export const MOBILE_MENU: PageLink[] = [
  PAGE_LINKS.services,
  PAGE_LINKS.caseTypes,
  PAGE_LINKS.about,
  PAGE_LINKS.experience,
  PAGE_LINKS.locations,
  PAGE_LINKS.contact,
  PAGE_LINKS.fees,
  PAGE_LINKS.testimony,
  PAGE_LINKS.caseStudies,
  PAGE_LINKS.calculator,
]

export const FOOTER_PAGES: PageLink[] = [
  PAGE_LINKS.home,
  PAGE_LINKS.services,
  PAGE_LINKS.advisory,
  PAGE_LINKS.caseTypes,
  PAGE_LINKS.about,
  PAGE_LINKS.experience,
  PAGE_LINKS.caseStudies,
  PAGE_LINKS.locations,
  PAGE_LINKS.contact,
  PAGE_LINKS.quote,
  PAGE_LINKS.calculator,
  PAGE_LINKS.search,
  PAGE_LINKS.fees,
  PAGE_LINKS.testimony,
  DOCUMENT_LINKS.cv,
  DOCUMENT_LINKS.feeSchedule,
]

export const FOOTER_SERVICES: PageLink[] = LIVE_SERVICE_CATALOG.map((service) => serviceLink(service.slug))
