/** The site's constants, bundled into every page (a change rebuilds all). The firm's identity is content: ./firm-identity.ts. */
import { loadFirmIdentity, type OpeningHours, US_TIME_ZONES, WEEKDAYS } from './firm-identity'

export type { OpeningHours } from './firm-identity'

/** The hours as a visitor reads them; derived from OpeningHours, never typed. */
export interface OpeningHoursLabels extends OpeningHours {
  label: string
  shortLabel: string
}

/** A commitment as a list `item` and as a full `sentence`, so no page pastes a fragment into a sentence. */
interface Commitment {
  item: string
  sentence: string
  /** For a reply promised within a number of hours: that number, which the forms' confirmations repeat */
  withinHours?: number
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
  phone: string
  email: string
  address: {
    street: string
    city: string
    region: string
    postalCode: string
    country: string
  }
  hours: OpeningHoursLabels
  promises: {
    inquiryResponse: Commitment
    businessHours: Commitment
    freeReview: Commitment
    nationwide: Commitment
    rushTurnaround: Commitment
    emergency: Commitment
    standardAnalysis: Commitment
    complexAnalysis: Commitment
  }
  /**
   * Counts the site cannot compute; they must add up (checked at build): totalCases >= casesAnalyzed >= the
   * sum of byArea, and at most 150 matters a year per testifying expert since foundingYear.
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
    }
  }
  /** Only a third-party platform's rating, never the firm's own references (not eligible for review rich results). */
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

type BuildVariable =
  'SITE_URL' | 'FORM_ENDPOINT' | 'GA_MEASUREMENT_ID' | 'BUILD_DATE' | typeof CONTENT_DIR_ENV | 'NODE_ENV'

/** Build-time settings: exposed to the browser bundle by Vite's envPrefix, read from process.env elsewhere. */
function readBuildVariable(name: BuildVariable): string | undefined {
  const viteEnv = import.meta.env as Record<string, string | undefined> | undefined
  const nodeEnv = typeof process !== 'undefined' && process.env ? process.env : {}
  const value = viteEnv?.[name] ?? nodeEnv[name]
  return value ? value : undefined
}

export const CONTENT_DIR_ENV = 'CONTENT_DIR'

export function contentFolderSetting(): string | undefined {
  return readBuildVariable(CONTENT_DIR_ENV)
}

/** A production build's render (NODE_ENV=production): content files are read once, not checked again for edits. */
export function isProductionRender(): boolean {
  return readBuildVariable('NODE_ENV') === 'production'
}

export function clockLabel(time: string): string {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time)
  if (!match) throw new Error(`An opening time must read HH:MM (24-hour), not "${time}"`)
  const hours = Number(match[1])
  const minutes = match[2]
  const hour12 = hours % 12 === 0 ? 12 : hours % 12
  return `${String(hour12)}${minutes === '00' ? '' : `:${minutes ?? ''}`}${hours < 12 ? 'AM' : 'PM'}`
}

export function hoursLabels(hours: OpeningHours): OpeningHoursLabels {
  const zone = US_TIME_ZONES[hours.timeZone]
  if (!zone)
    throw new Error(`hours.timeZone "${hours.timeZone}" is not one of ${Object.keys(US_TIME_ZONES).join(', ')}`)
  const first = hours.days[0]
  const last = hours.days.at(-1)
  if (!first || !last) throw new Error('hours.days lists no day')
  const start = WEEKDAYS.indexOf(first)
  if (hours.days.some((day, index) => WEEKDAYS.indexOf(day) !== start + index))
    throw new Error('hours.days must be consecutive days, in order')
  const time = `${clockLabel(hours.opens)}-${clockLabel(hours.closes)}`
  const days = first === last ? first : `${first} to ${last}`
  const shortDays = first === last ? first.slice(0, 3) : `${first.slice(0, 3)}-${last.slice(0, 3)}`
  return { ...hours, label: `${days}, ${time} ${zone.long}`, shortLabel: `${shortDays} ${time} ${zone.short}` }
}

const INQUIRY_REPLY_HOURS = 24
const EMERGENCY_REPLY_HOURS = 2
/** content/firm/firm.yaml: bundled by the build, read from the content folder elsewhere. */
const firm = loadFirmIdentity(contentFolderSetting())
const hours = hoursLabels(firm.hours)

export const siteConfig: SiteConfig = {
  name: firm.name,
  shortName: firm.shortName,
  legalName: firm.legalName,
  tagline: 'Forensic economics, vocational and life care analysis for litigation and policy',
  siteUrl: readBuildVariable('SITE_URL') ?? 'https://www.meridian-economics.example.com',
  logoPath: '/logo.png',
  shareImagePath: '/og-default.png',
  foundingYear: 2012,
  phone: firm.phone,
  email: firm.email,
  address: { ...firm.address },
  hours,
  promises: {
    inquiryResponse: {
      item: `A reply to every inquiry within ${String(INQUIRY_REPLY_HOURS)} hours`,
      sentence: `We reply to every inquiry within ${String(INQUIRY_REPLY_HOURS)} hours.`,
      withinHours: INQUIRY_REPLY_HOURS,
    },
    businessHours: {
      item: `Available ${hours.label}`,
      sentence: `The office is open ${hours.label}.`,
    },
    freeReview: {
      item: 'A free initial case review before any retainer',
      sentence: 'The initial case review is free and comes before any retainer.',
    },
    nationwide: {
      item: 'Matters in all 50 states and the District of Columbia',
      sentence: 'We take matters in all 50 states and the District of Columbia.',
    },
    rushTurnaround: {
      item: 'Preliminary economic loss figures within 24 hours of complete records, when a deadline cannot wait',
      sentence:
        'When a mediation or disclosure deadline cannot wait, we can deliver preliminary economic loss figures within 24 hours of receiving complete earnings and employment records; the signed report follows on the standard schedule. Vocational evaluations and life care plans need an interview and a full records review, so they are not prepared on this basis.',
    },
    emergency: {
      item: `Emergency requests answered within ${String(EMERGENCY_REPLY_HOURS)} hours during business hours`,
      sentence: `We answer emergency requests within ${String(EMERGENCY_REPLY_HOURS)} hours during business hours.`,
      withinHours: EMERGENCY_REPLY_HOURS,
    },
    standardAnalysis: {
      item: 'Standard analyses in 2 to 4 weeks from complete records',
      sentence: 'A standard analysis takes 2 to 4 weeks from the day we receive a complete set of records.',
    },
    complexAnalysis: {
      item: 'Complex matters in 6 to 8 weeks',
      sentence:
        'A complex matter, for example one where a life care plan, a vocational evaluation and an economic loss report have to fit together, takes 6 to 8 weeks.',
    },
  },
  claims: {
    casesAnalyzed: { value: '1,600+', label: 'Cases analyzed' },
    yearsExperience: { value: '10+', label: 'Years of experience' },
    lawFirms: { value: '500+', label: 'Law firms served' },
    totalCases: { value: '1,800+', label: 'Total matters' },
    byArea: {
      economicLoss: { value: '500+', label: 'Economic loss assessments' },
      vocational: { value: '450+', label: 'Vocational evaluations' },
      lifeCare: { value: '250+', label: 'Life care plans' },
      businessValuation: { value: '150+', label: 'Business valuations' },
      disability: { value: '250+', label: 'Disability evaluations' },
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

/** The build day (YYYY-MM-DD, UTC): BUILD_DATE, else today. The testimony and publication windows count back from it. */
export function buildDate(): string {
  const value = readBuildVariable('BUILD_DATE')
  if (value === undefined) return new Date().toISOString().slice(0, 10)
  const parsed = new Date(`${value}T00:00:00Z`)
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(value) ||
    Number.isNaN(parsed.getTime()) ||
    parsed.toISOString().slice(0, 10) !== value
  ) {
    throw new Error(`BUILD_DATE must be a calendar date written YYYY-MM-DD, not "${value}"`)
  }
  return value
}

/** The phone number's digits, for `tel:` links: `tel:+1` followed by the digits only. */
export function telHref(phone: string = siteConfig.phone): string {
  const digits = phone.replace(/\D/g, '')
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
  return `tel:+1${national}`
}

export function absoluteUrl(path: string): string {
  const origin = siteConfig.siteUrl.replace(/\/+$/, '')
  return path === '/' ? `${origin}/` : `${origin}${path.startsWith('/') ? path : `/${path}`}`
}
