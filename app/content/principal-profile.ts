/**
 * The principal economist's profile page.
 * Name, honorific, title and credentials are read from site-config; the doctorate in `education`
 * and the config-listed certifications in `certifications` are derived from those credentials,
 * so editing site-config is enough to change them here.
 */
import { siteConfig } from '~/config/site-config'

export interface PrincipalEducation {
  degree: string
  field: string
  /** Concentration, thesis or other detail */
  detail: string
  /** Described generically, never a named school */
  institution: string
}

export interface PrincipalCertification {
  name: string
  body: string
}

export interface PrincipalPublication {
  title: string
  /** A generic description of where it appeared, never a real journal's name */
  venue: string
  year: number
}

export interface PrincipalProfile {
  name: string
  honorific: string
  title: string
  credentials: readonly string[]
  /** Paragraphs, in order */
  bio: string[]
  education: PrincipalEducation[]
  certifications: PrincipalCertification[]
  cvHighlights: string[]
  affiliations: string[]
  recognition: string[]
  publications: PrincipalPublication[]
  testimonyExperience: string
}

const principal = siteConfig.principal

/** A certification written as "Name (ABBR)" gives "ABBR"; a degree written as "Degree, Field" gives undefined. */
function abbreviationOf(credential: string): string | undefined {
  return /\(([^)]+)\)\s*$/.exec(credential)?.[1]
}

/** The body that grants each certification site-config may list, keyed by its abbreviation. */
const CERTIFYING_BODIES = {
  CRC: 'Commission on Rehabilitation Counselor Certification',
  CLCP: 'International Commission on Health Care Certification',
  ABV: 'American Institute of Certified Public Accountants',
  CVA: 'National Association of Certified Valuators and Analysts',
} as const
const bodyByAbbreviation: Readonly<Record<string, string | undefined>> = CERTIFYING_BODIES

/** Study details for each degree site-config may list, keyed by the degree's abbreviation. */
const DEGREE_DETAILS: Readonly<Record<string, Omit<PrincipalEducation, 'degree' | 'field'>>> = {
  'Ph.D.': {
    detail: 'Fields in labor economics and econometrics; dissertation on earnings losses after workplace injury',
    institution: 'A public research university',
  },
}

const configCertifications: PrincipalCertification[] = principal.credentials.flatMap((credential) => {
  const abbreviation = abbreviationOf(credential)
  if (!abbreviation) return []
  const body = bodyByAbbreviation[abbreviation]
  if (!body) throw new Error(`Credential "${credential}" in site-config has no certifying body in app/content/principal-profile.ts`)
  return [{ name: credential, body }]
})

const configDegrees: PrincipalEducation[] = principal.credentials
  .filter((credential) => !abbreviationOf(credential))
  .map((credential) => {
    const [degree = credential, ...rest] = credential.split(/,\s*/)
    const details = DEGREE_DETAILS[degree]
    if (!details) throw new Error(`Degree "${credential}" in site-config has no details in app/content/principal-profile.ts`)
    return { degree, field: rest.join(', '), ...details }
  })

/** Certifications held in addition to the headline credentials in site-config (skipped if site-config lists one). */
const ADDITIONAL_CERTIFICATIONS: PrincipalCertification[] = [
  { name: 'Certified Valuation Analyst (CVA)', body: CERTIFYING_BODIES.CVA },
  { name: 'Diplomate, American Board of Vocational Experts (ABVE/D)', body: 'American Board of Vocational Experts' },
].filter((certification) => {
  const abbreviation = abbreviationOf(certification.name)
  return !configCertifications.some((listed) => abbreviationOf(listed.name) === abbreviation)
})

/** Earlier degrees, which site-config does not list. */
const EARLIER_DEGREES: PrincipalEducation[] = [
  {
    degree: 'M.S.',
    field: 'Rehabilitation Counseling',
    detail: 'Clinical placement with a state vocational rehabilitation agency',
    institution: 'A state university',
  },
  {
    degree: 'B.A.',
    field: 'Economics and Mathematics',
    detail: 'Graduated with honors; senior thesis on regional wage differences',
    institution: 'A liberal arts college',
  },
]

export const PRINCIPAL_PROFILE: PrincipalProfile = {
  name: principal.name,
  honorific: principal.honorific,
  title: principal.title,
  credentials: principal.credentials,
  bio: [
    `${principal.name}, ${principal.title}, founded ${siteConfig.name} in ${siteConfig.foundingYear}. Her work sits where labor economics meets vocational rehabilitation: she measures what an injury, a death or a business dispute has cost, and she explains how each figure was reached to a judge, a jury or a city council. Before founding the firm she worked as a vocational rehabilitation counselor in a state workers' compensation program and taught labor economics as adjunct faculty, experience that shapes how she reads medical restrictions and labor market evidence.`,
    'She is retained by plaintiffs and defendants alike in personal injury, wrongful death, medical malpractice, employment and commercial matters, and by businesses and public agencies that need independent economic analysis for decisions made outside the courtroom. Every engagement follows the same discipline: published data, methods drawn from the peer-reviewed literature, and assumptions stated plainly enough that an opposing expert can reproduce the work.',
  ],
  education: [...configDegrees, ...EARLIER_DEGREES],
  certifications: [...configCertifications, ...ADDITIONAL_CERTIFICATIONS],
  cvHighlights: [
    `${principal.title}, ${siteConfig.name}, ${siteConfig.foundingYear} to present`,
    'Qualified to testify on economic damages, vocational capacity and life care costs in state and federal courts',
    'Retained by plaintiffs and defendants, applying the same methods for either side',
    "Former vocational rehabilitation counselor in a state workers' compensation program",
    'Former adjunct instructor in labor economics and applied statistics at a state university',
    'Author of economic impact and regulatory analyses for county and municipal governments',
    'Peer reviewer for a journal of forensic economics',
    'Faculty for continuing legal education programs on damages, present value and expert disclosure',
  ],
  affiliations: [
    'National Association of Forensic Economics',
    'American Rehabilitation Economics Association',
    'American Economic Association',
    'International Association of Rehabilitation Professionals',
    'American Academy of Economic and Financial Experts',
    'National Association of Certified Valuators and Analysts',
  ],
  recognition: [
    'Invited lecturer on present-value methodology for state bar continuing legal education programs',
    'Invited panelist on the medical foundation of life care plans at national rehabilitation conferences',
    'Guest lecturer on economic damages for law school trial advocacy courses',
    'Member of the program committee for a national forensic economics meeting',
  ],
  publications: [
    {
      title: 'Measuring Reasonable Mitigation: Job Search Effort and Local Labor Demand in Employment Damages',
      venue: 'Conference paper, national forensic economics meeting',
      year: 2015,
    },
    {
      title: 'Personal Versus Enterprise Goodwill in Professional Practice Valuations',
      venue: 'Practitioner journal on business valuation',
      year: 2017,
    },
    {
      title: 'Choosing a Net Discount Rate: Treasury Yields, Medical Cost Growth and the Offset Question',
      venue: 'Continuing legal education materials, state bar trial practice program',
      year: 2019,
    },
    {
      title: 'Pricing a Life Care Plan: Data Sources, Regional Adjustment and Replacement Schedules',
      venue: 'Peer-reviewed journal of life care planning',
      year: 2021,
    },
    {
      title: 'Valuing Household Services with Time-Use Data: Tasks, Hours and Replacement Cost',
      venue: 'Chapter in an edited volume on personal injury damages',
      year: 2023,
    },
  ],
  testimonyExperience: `${principal.name} has testified at deposition and trial in state and federal courts, and in arbitration and administrative hearings, on behalf of plaintiffs and defendants. Her opinions on earning capacity, life care costs and business value have been examined under both Daubert and Frye standards. Each report is written to be checked by the opposing expert, which keeps cross-examination on the facts of the case rather than the method.`,
}
