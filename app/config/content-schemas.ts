/**
 * The shape of every content collection, as zod schemas. The TypeScript types in ./content-types.ts
 * are inferred from these, so a collection is described once; app/lib/content/validate.ts checks the
 * content against them at build, and app/lib/content/locations.ts parses locations.json with them.
 * Only server code and the build import this module (it carries zod); pages import the types.
 */
import { z } from 'zod'
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

/**
 * A path on this site: one leading slash not followed by another slash or a backslash (which browsers read
 * as a host, "//evil.example"), and no whitespace, control character or backslash anywhere.
 */
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const SITE_PATH_PATTERN = /^\/(?![/\\])[^\s\\\u0000-\u001f\u007f]*$/
const SitePathSchema = z.string().regex(SITE_PATH_PATTERN, 'must be a path on this site, starting with a single "/" (no "//", backslash or spaces)')

/** An absolute https URL with a host, no user name or password and no whitespace (a profile elsewhere, a payment page). */
const HttpsUrlSchema = z.string().refine((value) => {
  // Written out as https:// and a host: the URL parser would also take "https:///host" or "https:host".
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (!/^https:\/\/[^/]/.test(value) || /[\s\u0000-\u001f\u007f\\]/.test(value)) return false
  try {
    const url = new URL(value)
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password
  } catch {
    return false
  }
}, 'must be an absolute https:// URL with a host name')

/** A link a page shows: its text, its target and an optional note beside it. The one link type of the site. */
export const PageLinkSchema = z.object({
  label: text.meta({ title: 'Link text' }),
  to: SitePathSchema.meta({ title: 'Link target', description: 'A path on this site, e.g. "/fees"' }),
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
    service: SlugSchema.meta({ title: 'Service', description: "The slug of the service it concerns (a live service in app/content/service-catalog.ts), e.g. \"business-valuation\"" }),
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
      .array(HttpsUrlSchema)
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

/** A clock time written as 24-hour "HH:MM". */
const ClockSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a 24-hour time written HH:MM, e.g. "09:00" or "16:30"')

export const AVAILABILITY_WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const

/** One block of consultation hours on a weekday, in the firm's time zone. */
const ConsultationHoursSchema = z
  .object({
    day: z.enum(AVAILABILITY_WEEKDAYS).meta({ title: 'Day' }),
    opens: ClockSchema.meta({ title: 'From', description: '24-hour time in the firm\'s time zone, e.g. "09:00"' }),
    closes: ClockSchema.meta({ title: 'Until', description: 'The last consultation ends by this time, e.g. "17:00"' }),
  })
  .strict()
  .refine((block) => block.opens < block.closes, { message: 'must close after it opens', path: ['closes'] })

const ClosedDateSchema = z
  .object({
    date: IsoDateSchema.meta({ title: 'Date', description: 'YYYY-MM-DD' }),
    reason: text.meta({ title: 'Reason', description: 'For the office, e.g. "Thanksgiving Day"; visitors never see it' }),
  })
  .strict()

/** "principal", or the slug of a person of content/firm/people/ (checked against that folder at build). */
const CONSULTANT_ID_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/

/** One person who takes consultations and when (content/firm/availability.yaml). */
const ConsultantSchema = z
  .object({
    id: z.string().regex(CONSULTANT_ID_PATTERN, 'must be "principal" or the slug of a person in content/firm/people/').meta({ title: 'Who', description: '"principal", or the file name (without .yaml) of a person in content/firm/people/' }),
    hours: z.array(ConsultationHoursSchema).optional().meta({ title: 'Hours', description: "Leave empty to offer the firm's opening hours; otherwise one block per weekday and time range" }),
    slotMinutes: z.number().int().min(10).max(240).meta({ title: 'Consultation length (minutes)' }),
    bufferMinutes: z.number().int().min(0).max(120).meta({ title: 'Buffer between consultations (minutes)' }),
    minimumNoticeBusinessHours: z.number().int().min(0).max(80).meta({ title: 'Minimum notice (business hours)', description: 'The earliest slot offered is at least this many hours of open time away' }),
    horizonDays: z.number().int().min(1).max(90).meta({ title: 'Booking horizon (days)', description: 'How far ahead a consultation may be booked' }),
    closedDates: z.array(ClosedDateSchema).meta({ title: 'Closed dates', description: 'Holidays and days out of the office: no consultation is offered on them' }),
  })
  .strict()

export const AvailabilitySchema = z
  .object({
    people: z.array(ConsultantSchema).min(1).meta({ title: 'People who take consultations', description: 'In the order the schedule page offers them' }),
  })
  .strict()
  .refine((file) => new Set(file.people.map((person) => person.id)).size === file.people.length, { message: 'lists a person twice', path: ['people'] })
