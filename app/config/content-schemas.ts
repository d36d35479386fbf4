/**
 * The shape of every content collection, as zod schemas. The TypeScript types in ./content-types.ts
 * are inferred from these, so a collection is described once; app/lib/content/validate.ts checks the
 * content against them at build, and app/lib/content/locations.ts parses locations.json with them.
 * Only server code and the build import this module (it carries zod); pages import the types.
 */
import { z } from 'zod'
import { US_TIME_ZONES, WEEKDAYS } from './firm-identity'
import { RETAINED_BY } from './retained-by'

// The browser parses locations.json with these schemas when the not-found page resolves a legacy
// address. Zod compiles object parsers with `new Function` unless told not to, which the site's
// Content-Security-Policy (no 'unsafe-eval') refuses and reports as a violation on every such page.
z.config({ jitless: true })

/** Who retained the firm (the list in retained-by.ts, which the forms use without the schema library). */
const RetainedBySchema = z.enum(RETAINED_BY)

const SlugSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lowercase kebab-case slug')
const text = z.string().trim().min(1)
const wordCount = (value: string) => value.trim().split(/\s+/).length

export const ServiceIconNameSchema = z.enum([
  'calculator', 'briefcase', 'heart-pulse', 'building', 'accessibility', 'gavel', 'handshake',
  'trending-up', 'tag', 'scale', 'users', 'factory', 'landmark', 'file-check', 'bar-chart',
  'stethoscope', 'graduation-cap', 'clipboard-check', 'landmark-dollar', 'globe', 'sigma',
])

export const ServiceGroupSchema = z.enum(['litigation', 'advisory'])

export const ServiceCatalogEntrySchema = z.object({
  id: text,
  slug: SlugSchema,
  title: text,
  icon: ServiceIconNameSchema,
  group: ServiceGroupSchema,
  /** false for a retired service: its URLs are legacy redirects, it has no pages */
  live: z.boolean(),
  /** One sentence for cards and menus */
  summary: text,
})

const ServiceReferenceSchema = z.object({
  /** The published source by name, e.g. "Bureau of Labor Statistics, Current Population Survey" */
  title: text.meta({ title: 'Title', description: 'The published source by name' }),
  publisher: text.optional().meta({ title: 'Publisher' }),
  note: text.optional().meta({ title: 'Note' }),
})

const NamedDetailSchema = z.object({ name: text.meta({ title: 'Name' }), detail: text.meta({ title: 'Detail' }) })

export const ServiceContentSchema = z.object({
  /** 150-300 words, paragraphs separated by a blank line */
  description: text
    .refine((value) => wordCount(value) >= 150 && wordCount(value) <= 300, 'description must be 150-300 words')
    .meta({ title: 'Description', description: '150 to 300 words in plain paragraphs, separated by a blank line' }),
  features: z.array(text).min(4).max(8).meta({ title: 'Features', description: 'Four to eight short lines' }),
  /** Names from the case-type vocabulary in app/content/case-types.ts */
  caseTypes: z.array(text).min(3).max(6).meta({ title: 'Case types', description: 'Three to six names from the case-type list (app/content/case-types.ts)' }),
  metaDescription: text.max(160).meta({ title: 'Search description', description: 'One sentence of at most 160 characters, shown by search engines' }),
  methods: z.array(NamedDetailSchema).optional().meta({ title: 'Methods' }),
  standards: z.array(NamedDetailSchema).optional().meta({ title: 'Standards' }),
  references: z.array(ServiceReferenceSchema).optional().meta({ title: 'Sources' }),
})

export const CaseTypeContentSchema = z.object({
  slug: SlugSchema,
  name: text,
  summary: text,
  /** The economic questions this kind of matter raises */
  questions: z.array(text).min(3),
})

export const CitySchema = z.object({
  name: text,
  slug: SlugSchema,
  population: z.number().int().positive().optional(),
  metro: text.optional(),
})

export const StateSchema = z.object({
  name: text,
  slug: SlugSchema,
  abbreviation: z.string().regex(/^[A-Z]{2}$/, 'must be a USPS state code'),
  cities: z.array(CitySchema).min(1),
})

/** app/content/locations.json: the firm's list of states and cities (names, slugs and order only). */
export const LocationsFileSchema = z.object({ states: z.array(StateSchema).min(1) })

/** A link a page shows: its text, its target and an optional note beside it. The one link type of the site. */
export const PageLinkSchema = z.object({
  label: text.meta({ title: 'Link text' }),
  to: z.string().regex(/^\/[^/]?/, 'must be a site path').meta({ title: 'Link target', description: 'A path on this site, e.g. "/fees"' }),
  note: text.optional().meta({ title: 'Note beside the link' }),
})

/**
 * An optional group of fields written with nothing in it (`{}`, or only empty values: what the content
 * editor writes for a group left empty) is the same as no group. A group with anything filled in is
 * checked in full.
 */
function absentWhenEmpty(value: unknown): unknown {
  const isEmptyGroup = typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((field) => field === undefined || field === null || field === '')
  return isEmptyGroup ? undefined : value
}

/** A numbered step: of a how-to guide, of what happens after a request, of a consultation's agenda. */
export const StepSchema = z.object({ name: text, text })

export const HowToItemSchema = z.object({
  id: SlugSchema,
  title: text,
  description: text,
  steps: z.array(StepSchema).min(2),
})

export const FaqItemSchema = z.object({
  id: SlugSchema.meta({ title: 'ID', description: 'A short name in lowercase words joined by hyphens, unique among the questions' }),
  question: text.refine((value) => value.endsWith('?'), 'a question must end with a question mark').meta({ title: 'Question', description: 'Ends with a question mark' }),
  answer: text.meta({ title: 'Answer' }),
  /** A page the answer points to, shown after it */
  link: z
    .preprocess(absentWhenEmpty, PageLinkSchema.optional())
    .meta({ title: 'Link', description: 'Optional: a page the answer points to, shown after it. Leave all three empty for none.' }),
})

export const CaseStudyBadgeSchema = z.enum(['High Impact', 'Complex Case', 'Expert Testimony'])

export const CaseStudySchema = z.object({
  id: SlugSchema.meta({ title: 'ID', description: 'A short name in lowercase words joined by hyphens, unique among the case studies' }),
  title: text.meta({ title: 'Title' }),
  /** The filter the case studies page offers; where it is a case type's name, the case type page shows the study */
  category: text.meta({ title: 'Category', description: "The filter on the case studies page; a case type's name shows the study on that case type's page" }),
  challenge: text.meta({ title: 'Challenge' }),
  outcome: text.meta({ title: 'Outcome', description: 'What our work established and delivered; never a verdict or an amount won' }),
  /** The engagement from retention to the end of our work, e.g. "7 months" */
  duration: text.meta({ title: 'Duration', description: 'From retention to the end of our work, e.g. "7 months"' }),
  highlights: z.array(text).min(1).meta({ title: 'Highlights' }),
  badge: CaseStudyBadgeSchema.meta({ title: 'Badge' }),
})

/** A reference from a retaining attorney (content/references.yaml). */
export const AttorneyReferenceSchema = z.object({
  id: SlugSchema.meta({ title: 'ID', description: 'A short name in lowercase words joined by hyphens, unique among the references' }),
  role: text.meta({ title: 'Role', description: 'e.g. "Managing Partner"' }),
  /** The kind of firm, never its name */
  firm: text.meta({ title: 'Firm', description: 'The kind of firm, never its name' }),
  location: text.meta({ title: 'Location' }),
  text: text.meta({ title: 'Reference', description: 'What the attorney said of the work; never who won' }),
  /** The kind of matter, shown as a tag */
  caseType: text.meta({ title: 'Kind of matter', description: 'Shown as a tag' }),
})

/** A testimonial from a client (content/testimonials.yaml). */
export const TestimonialSchema = z
  .object({
    id: SlugSchema.meta({ title: 'ID', description: 'A short name in lowercase words joined by hyphens, unique among the testimonials' }),
    role: text.meta({ title: 'Role', description: "The client's role, e.g. \"Claims Director\"" }),
    organization: text.meta({ title: 'Organization', description: 'The kind of organization, never its name' }),
    text: text.meta({ title: 'Testimonial', description: 'What the client said, in plain sentences; never an outcome or an amount' }),
    // The editor offers the live services by title (choices: 'live-services'); the content check refuses any other.
    service: SlugSchema.meta({ title: 'Service', description: 'The service it concerns, one of the live services', choices: 'live-services' }),
  })
  .strict()

/** A calendar date written YYYY-MM-DD that exists (no 2025-02-30). */
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/
const IsoDateSchema = z
  .string()
  .regex(ISO_DATE_PATTERN, { message: 'must be a date written YYYY-MM-DD', abort: true })
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`)
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
  }, 'must be a real calendar date')

export const TESTIMONY_TYPES = ['deposition', 'trial', 'hearing', 'arbitration'] as const
const TestimonyTypeSchema = z.enum(TESTIMONY_TYPES)

/**
 * Where the testimony was given: a United States district court by its id in app/content/law/districts
 * ("paed"), a state's trial court of general jurisdiction (the court named in
 * app/content/law/states/{st}.json, with the county where it sat), or any other forum by name. The ids,
 * codes and counties are checked against that data at build (app/lib/firm/testimony.ts).
 */
const TestimonyCourtSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('federal'), district: z.string().regex(/^[a-z]{3,5}$/, 'must be a district id from app/content/law/districts, e.g. "paed"').meta({ title: 'District', description: 'Federal: the district id, e.g. "paed"' }) }).strict(),
    z.object({ kind: z.literal('state'), state: z.string().regex(/^[A-Z]{2}$/, 'must be a USPS state code').meta({ title: 'State', description: 'State: the USPS code, e.g. "PA"' }), county: text.optional().meta({ title: 'County', description: 'State, optional: e.g. "Philadelphia County"' }) }).strict(),
    z.object({ kind: z.literal('other'), name: text.meta({ title: 'Forum', description: 'Other: the forum by name, e.g. "Private commercial arbitration"' }) }).strict(),
  ])
  .meta({ title: 'Court', description: 'Federal: fill in the district. State: the state and, if you like, the county. Other: the forum. Leave the other boxes empty.' })

/**
 * One matter in which the expert testified (the firm profile's testimony list). Strict: no outcome,
 * award or amount can be recorded, only what Fed. R. Civ. P. 26(a)(2)(B)(v) asks a disclosure to list.
 */
export const TestimonyEntrySchema = z
  .object({
    caption: text.meta({ title: 'Caption', description: 'The case name as captioned' }),
    court: TestimonyCourtSchema,
    /** The day of the testimony; the page shows its year */
    date: IsoDateSchema.meta({ title: 'Date', description: 'The day of the testimony; the site shows its year' }),
    type: TestimonyTypeSchema.meta({ title: 'Type' }),
    retainedBy: RetainedBySchema.meta({ title: 'Retained by' }),
    /** The docket or case number, where public */
    docket: text.optional().meta({ title: 'Docket', description: 'Optional: the docket or case number, where public' }),
  })
  .strict()

/** An hourly rate in whole US dollars. */
const HourlyRateSchema = z.object({ label: text, rate: z.number().int().positive().max(5_000), minimumHours: z.number().positive().max(24).optional() }).strict()

/** The firm's fee schedule (site-config's `fees`): the /fees page and /downloads/fee-schedule.pdf. */
export const FeeScheduleSchema = z
  .object({
    /** The day these rates took effect */
    effectiveDate: IsoDateSchema,
    rates: z.object({ review: HourlyRateSchema, report: HourlyRateSchema, deposition: HourlyRateSchema, trial: HourlyRateSchema }).strict(),
    retainer: z.object({ amount: z.number().int().positive(), terms: text }).strict(),
    /** Who pays for a deposition, and when */
    deposition: z.object({ paidBy: text, terms: text }).strict(),
    travel: text,
    cancellation: text,
    payment: text,
  })
  .strict()

const DegreeSchema = z
  .object({
    abbreviation: text.meta({ title: 'Abbreviation', description: 'As written after a name, with its periods' }),
    field: text.meta({ title: 'Field' }),
    detail: text.meta({ title: 'Detail', description: 'Concentration, thesis or other detail' }),
    institution: text.meta({ title: 'Institution', description: 'Described generically unless the firm wants to name the school' }),
  })
  .strict()

const CertificationSchema = z
  .object({
    name: text.meta({ title: 'Name' }),
    abbreviation: text.meta({ title: 'Abbreviation' }),
    body: text.meta({ title: 'Granted by' }),
    headline: z.boolean().meta({ title: 'Headline', description: 'Shown with the name on the home page, the profile and the structured data' }),
  })
  .strict()

const PublicationSchema = z
  .object({
    title: text.meta({ title: 'Title' }),
    venue: text.meta({ title: 'Venue', description: 'Where it appeared' }),
    year: z.number().int().min(1950).max(2100).meta({ title: 'Year' }),
  })
  .strict()

/** The principal expert (content/firm/principal.yaml). */
export const PrincipalSchema = z
  .object({
    name: text.meta({ title: 'Full name', description: 'As written in full, with the honorific: "Dr. Jane Q. Doe"' }),
    honorific: text.meta({ title: 'Honorific', description: '"Dr.", "Ms.", "Mr."' }),
    surname: text.meta({ title: 'Surname', description: 'For a second mention: the honorific and this ("Dr. Doe")' }),
    title: text.meta({ title: 'Title', description: '"Principal Economist"' }),
    degrees: z.array(DegreeSchema).min(1).meta({ title: 'Degrees', description: 'Highest first' }),
    certifications: z.array(CertificationSchema).meta({ title: 'Certifications' }),
    affiliations: z.array(text).meta({ title: 'Affiliations', description: 'Professional associations, by name' }),
    recognition: z.array(text).meta({ title: 'Recognition', description: 'Invited lectures, committees and similar, one line each' }),
    publications: z.array(PublicationSchema).meta({ title: 'Publications', description: 'The site and the CV show those of the last 10 years' }),
    career: z.array(text).meta({ title: 'Career', description: 'Earlier positions and other experience, most relevant first; the current position is added from the firm name and founding year' }),
    biography: z.array(text).min(1).meta({ title: 'Biography', description: 'Paragraphs after the opening line the site composes (name, title, firm, founding year)' }),
    sameAs: z
      .array(z.string().regex(/^https:\/\/[^\s/]+\.[^\s]+$/, 'must be an absolute https URL'))
      .optional()
      .meta({ title: 'Profiles elsewhere', description: 'Absolute URLs of the principal on other sites (a directory, a professional network)' }),
  })
  .strict()

/** A kind of professional on staff and what the role does (content/firm/staff.yaml). */
export const StaffRoleSchema = z
  .object({
    role: text.meta({ title: 'Role', description: 'Plural, lower case where it is a common noun: "associate economists"' }),
    count: z.number().int().positive().meta({ title: 'How many' }),
    testifies: z.boolean().meta({ title: 'Signs reports and testifies', description: 'Counts toward the testifying experts the site states' }),
    work: text.meta({ title: 'Work', description: 'What they do, as a predicate: "interview the evaluee and sign the vocational report"' }),
  })
  .strict()

/** A US phone number as the site prints it: "(215) 555-0142". */
const US_PHONE_PATTERN = /^\(\d{3}\) \d{3}-\d{4}$/
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i
const CLOCK_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/

/** content/firm/firm.yaml: the firm's name, phone, email, office address and opening hours (./firm-identity.ts). */
export const FirmIdentitySchema = z
  .object({
    name: text.meta({ title: 'Firm name', description: 'As the site writes it in headings, the footer and the page titles' }),
    shortName: text.meta({ title: 'Short name', description: 'One word or two, for tight places such as the app name on a phone' }),
    legalName: text.meta({ title: 'Legal name', description: 'The registered name, with its LLC or PC, for the footer and the structured data' }),
    phone: text.regex(US_PHONE_PATTERN, 'must be written like (215) 555-0142').meta({ title: 'Phone', description: 'Written like (215) 555-0142' }),
    email: text.regex(EMAIL_PATTERN, 'must be an email address, like consult@example.com').meta({ title: 'Email', description: 'Where inquiries are sent and what the site shows' }),
    address: z
      .object({
        street: text.meta({ title: 'Street', description: 'Street and suite' }),
        city: text.meta({ title: 'City' }),
        region: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter state code, like PA').meta({ title: 'State', description: 'Two capital letters, like PA' }),
        postalCode: z.string().regex(/^\d{5}(-\d{4})?$/, 'must be a ZIP code, like 19102').meta({ title: 'ZIP code' }),
        country: z.enum(['US']).meta({ title: 'Country' }),
      })
      .strict()
      .meta({ title: 'Office address' }),
    hours: z
      .object({
        days: z.array(z.enum(WEEKDAYS)).min(1).meta({ title: 'Open on', description: 'Consecutive days, in order, e.g. Monday to Friday' }),
        opens: z.string().regex(CLOCK_PATTERN, 'must be a 24-hour time, like 08:00').meta({ title: 'Opens at', description: '24-hour time, like 08:00' }),
        closes: z.string().regex(CLOCK_PATTERN, 'must be a 24-hour time, like 18:00').meta({ title: 'Closes at', description: '24-hour time, like 18:00' }),
        timeZone: z.enum(Object.keys(US_TIME_ZONES) as [string, ...string[]]).meta({ title: 'Time zone', description: 'The office\'s time zone (an IANA name); the hours and the booking times are in it' }),
      })
      .strict()
      .refine((hours) => hours.days.every((day, index) => index === 0 || WEEKDAYS.indexOf(day) === WEEKDAYS.indexOf(hours.days[index - 1]!) + 1), 'the days must be consecutive, in order')
      .refine((hours) => hours.opens < hours.closes, 'the office must close after it opens')
      .meta({ title: 'Opening hours' }),
  })
  .strict()
