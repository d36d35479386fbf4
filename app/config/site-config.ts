/**
 * The firm's identity and every constant a visitor can read.
 * This is the only file that types these values: a real firm edits it and nothing else.
 * The defaults are fictional (a 555-01xx number, an example.com address).
 */

export interface OpeningHours {
  /** schema.org day names, in order */
  days: readonly ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']
  opens: string
  closes: string
  timeZone: string
  /** How the hours read to a visitor */
  label: string
  shortLabel: string
}

export interface Claim {
  value: string
  label: string
}

export interface SiteConfig {
  name: string
  shortName: string
  legalName: string
  tagline: string
  siteUrl: string
  logoPath: string
  shareImagePath: string
  foundingYear: number
  principal: {
    name: string
    honorific: string
    title: string
    credentials: readonly string[]
  }
  phone: string
  email: string
  address: {
    street: string
    city: string
    region: string
    postalCode: string
    country: string
  }
  hours: OpeningHours
  promises: {
    inquiryResponse: string
    businessHours: string
    freeReview: string
    nationwide: string
    rushTurnaround: string
    emergency: string
    standardAnalysis: string
    complexAnalysis: string
  }
  /**
   * Counts the site cannot compute. They must add up (checked at build): totalCases >= casesAnalyzed >=
   * the sum of the practice areas in byArea, and no more than 150 matters a year per testifying expert
   * since foundingYear. The number of certifications is not here: it is counted from the profile.
   */
  claims: {
    casesAnalyzed: Claim
    yearsExperience: Claim
    lawFirms: Claim
    totalCases: Claim
    byArea: {
      economicLoss: Claim
      vocational: Claim
      lifeCare: Claim
      businessValuation: Claim
      disability: Claim
      returnedToWork: Claim
    }
  }
  /**
   * Only for a rating from a third-party review platform the visitor can check, never the firm's own
   * references (self-published reviews are not eligible for review rich results). Off by default:
   * leave undefined and no aggregateRating appears in the structured data.
   */
  aggregateRating?: { ratingValue: number; reviewCount: number; bestRating: number }
  analytics: {
    measurementId: string
    debugMode: boolean
    honorGlobalPrivacyControl: boolean
  }
  forms: {
    /** Where forms post: `{endpoint}/{formId}`. The built-in collector answers at /f. */
    endpoint: string
    ids: { contact: string; schedule: string; emergency: string; quick: string }
  }
}

type BuildVariable = 'SITE_URL' | 'FORM_ENDPOINT' | 'GA_MEASUREMENT_ID'

/** Build-time settings: exposed to the browser bundle by Vite's envPrefix, read from process.env elsewhere. */
function readBuildVariable(name: BuildVariable): string | undefined {
  const viteEnv = import.meta.env as Record<string, string | undefined> | undefined
  const nodeEnv = typeof process !== 'undefined' && process.env ? process.env : {}
  const value = viteEnv?.[name] ?? nodeEnv[name]
  return value ? value : undefined
}

export const siteConfig: SiteConfig = {
  name: 'Meridian Forensic Economics',
  shortName: 'Meridian',
  legalName: 'Meridian Forensic Economics, LLC',
  tagline: 'Forensic economics, vocational and life care analysis for litigation and policy',
  siteUrl: readBuildVariable('SITE_URL') ?? 'https://www.meridian-economics.example.com',
  logoPath: '/logo.png',
  shareImagePath: '/og-default.png',
  foundingYear: 2012,
  principal: {
    name: 'Dr. Elena M. Hartwell',
    honorific: 'Dr.',
    title: 'Principal Economist',
    credentials: ['Ph.D., Economics', 'Certified Rehabilitation Counselor (CRC)', 'Certified Life Care Planner (CLCP)', 'Accredited in Business Valuation (ABV)'],
  },
  phone: '(215) 555-0142',
  email: 'consult@meridian-economics.example.com',
  address: {
    street: '1400 Market Street, Suite 800',
    city: 'Philadelphia',
    region: 'PA',
    postalCode: '19102',
    country: 'US',
  },
  hours: {
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    opens: '08:00',
    closes: '18:00',
    timeZone: 'America/New_York',
    label: 'Monday to Friday, 8AM-6PM Eastern',
    shortLabel: 'Mon-Fri 8AM-6PM ET',
  },
  promises: {
    inquiryResponse: 'A reply to every inquiry within 24 hours',
    businessHours: 'Available Monday to Friday, 8AM-6PM Eastern',
    freeReview: 'A free initial case review',
    nationwide: 'Nationwide service in all 50 states and DC',
    rushTurnaround: '24-hour turnaround available for urgent deadlines',
    emergency: 'Emergency requests answered within 2 hours during business hours',
    standardAnalysis: 'Standard analysis in 2-4 weeks',
    complexAnalysis: 'Complex matters in 6-8 weeks',
  },
  claims: {
    casesAnalyzed: { value: '1600+', label: 'Cases analyzed' },
    yearsExperience: { value: '10+', label: 'Years of experience' },
    lawFirms: { value: '500+', label: 'Law firms served' },
    totalCases: { value: '1800+', label: 'Total matters' },
    byArea: {
      economicLoss: { value: '500+', label: 'Economic loss assessments' },
      vocational: { value: '450+', label: 'Vocational evaluations' },
      lifeCare: { value: '250+', label: 'Life care plans' },
      businessValuation: { value: '150+', label: 'Business valuations' },
      disability: { value: '250+', label: 'Disability evaluations' },
      returnedToWork: { value: '25+', label: 'Evaluees returned to work' },
    },
  },
  analytics: {
    measurementId: readBuildVariable('GA_MEASUREMENT_ID') ?? 'G-MFE0123456',
    debugMode: true,
    honorGlobalPrivacyControl: true,
  },
  forms: {
    endpoint: readBuildVariable('FORM_ENDPOINT') ?? '/f',
    ids: { contact: 'contact', schedule: 'schedule', emergency: 'emergency', quick: 'quick' },
  },
}

/** The phone number's digits, for `tel:` links: `tel:+1` followed by the digits only. */
export function telHref(phone: string = siteConfig.phone): string {
  const digits = phone.replace(/\D/g, '')
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
  return `tel:+1${national}`
}

/** An absolute URL on the canonical origin. */
export function absoluteUrl(path: string): string {
  const origin = siteConfig.siteUrl.replace(/\/+$/, '')
  return path === '/' ? `${origin}/` : `${origin}${path.startsWith('/') ? path : `/${path}`}`
}
