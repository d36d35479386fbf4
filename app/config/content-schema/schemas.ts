/** Zod schemas of every content collection; ./content-types.ts infers the types. Server and build only (zod). */
import { z } from 'zod'
import { US_TIME_ZONES, WEEKDAYS } from '../firm-identity'
import { RETAINED_BY } from '../retained-by'

// Zod compiles parsers with `new Function` unless jitless, which the CSP (no 'unsafe-eval') refuses in the browser.
z.config({ jitless: true })

/** Who retained the firm (the list in retained-by.ts, which the forms use without the schema library). */
const RetainedBySchema = z.enum(RETAINED_BY)

const SlugSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lowercase kebab-case slug')
const text = z.string().trim().min(1)
const wordCount = (value: string) => value.trim().split(/\s+/).length

export const ServiceIconNameSchema = z.enum([
  'calculator',
  'briefcase',
  'heart-pulse',
  'building',
  'accessibility',
  'gavel',
  'handshake',
  'trending-up',
  'tag',
  'scale',
  'users',
  'factory',
  'landmark',
  'file-check',
  'bar-chart',
  'stethoscope',
  'graduation-cap',
  'clipboard-check',
  'landmark-dollar',
  'globe',
  'sigma',
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
  /** Names from the case-type vocabulary in app/copy/case-types.ts */
  caseTypes: z
    .array(text)
    .min(3)
    .max(6)
    .meta({ title: 'Case types', description: 'Three to six names from the case-type list (app/copy/case-types.ts)' }),
  metaDescription: text.max(160).meta({
    title: 'Search description',
    description: 'One sentence of at most 160 characters, shown by search engines',
  }),
  methods: z.array(NamedDetailSchema).optional().meta({ title: 'Methods' }),
  standards: z.array(NamedDetailSchema).optional().meta({ title: 'Standards' }),
  references: z.array(ServiceReferenceSchema).optional().meta({ title: 'Sources' }),
})

export const CaseTypeContentSchema = z.object({
  slug: SlugSchema,
  name: text,
  summary: text,
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

/** app/copy/locations.json: the firm's list of states and cities (names, slugs and order only). */
export const LocationsFileSchema = z.object({ states: z.array(StateSchema).min(1) })

/** A site path: one leading slash not followed by "/" or "\" (read as a host), no whitespace, control character or backslash. */
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const SITE_PATH_PATTERN = /^\/(?![/\\])[^\s\\\u0000-\u001f\u007f]*$/
const SitePathSchema = z
  .string()
  .regex(SITE_PATH_PATTERN, 'must be a path on this site, starting with a single "/" (no "//", backslash or spaces)')

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

/** An optional group written empty (`{}`, or only empty values, as the editor writes it) counts as absent. */
function absentWhenEmpty(value: unknown): unknown {
  const isEmptyGroup =
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((field) => field === undefined || field === null || field === '')
  return isEmptyGroup ? undefined : value
}

export const StepSchema = z.object({ name: text, text })

export const HowToItemSchema = z.object({
  id: SlugSchema,
  title: text,
  description: text,
  steps: z.array(StepSchema).min(2),
})

export const FaqItemSchema = z.object({
  id: SlugSchema.meta({
    title: 'ID',
    description: 'A short name in lowercase words joined by hyphens, unique among the questions',
  }),
  question: text
    .refine((value) => value.endsWith('?'), 'a question must end with a question mark')
    .meta({ title: 'Question', description: 'Ends with a question mark' }),
  answer: text.meta({ title: 'Answer' }),
  link: z.preprocess(absentWhenEmpty, PageLinkSchema.optional()).meta({
    title: 'Link',
    description: 'Optional: a page the answer points to, shown after it. Leave all three empty for none.',
  }),
})

export const CaseStudyBadgeSchema = z.enum(['High Impact', 'Complex Case', 'Expert Testimony'])

export const CaseStudySchema = z.object({
  id: SlugSchema.meta({
    title: 'ID',
    description: 'A short name in lowercase words joined by hyphens, unique among the case studies',
  }),
  title: text.meta({ title: 'Title' }),
  /** The filter the case studies page offers; where it is a case type's name, the case type page shows the study */
  category: text.meta({
    title: 'Category',
    description: "The filter on the case studies page; a case type's name shows the study on that case type's page",
  }),
  challenge: text.meta({ title: 'Challenge' }),
  outcome: text.meta({
    title: 'Outcome',
    description: 'What our work established and delivered; never a verdict or an amount won',
  }),
  duration: text.meta({ title: 'Duration', description: 'From retention to the end of our work, e.g. "7 months"' }),
  highlights: z.array(text).min(1).meta({ title: 'Highlights' }),
  badge: CaseStudyBadgeSchema.meta({ title: 'Badge' }),
})

export const AttorneyReferenceSchema = z.object({
  id: SlugSchema.meta({
    title: 'ID',
    description: 'A short name in lowercase words joined by hyphens, unique among the references',
  }),
  role: text.meta({ title: 'Role', description: 'e.g. "Managing Partner"' }),
  /** The kind of firm, never its name */
  firm: text.meta({ title: 'Firm', description: 'The kind of firm, never its name' }),
  location: text.meta({ title: 'Location' }),
  text: text.meta({ title: 'Reference', description: 'What the attorney said of the work; never who won' }),
  caseType: text.meta({ title: 'Kind of matter', description: 'Shown as a tag' }),
})

export const TestimonialSchema = z
  .object({
    id: SlugSchema.meta({
      title: 'ID',
      description: 'A short name in lowercase words joined by hyphens, unique among the testimonials',
    }),
    role: text.meta({ title: 'Role', description: 'The client\'s role, e.g. "Claims Director"' }),
    organization: text.meta({ title: 'Organization', description: 'The kind of organization, never its name' }),
    text: text.meta({
      title: 'Testimonial',
      description: 'What the client said, in plain sentences; never an outcome or an amount',
    }),
    // The editor offers the live services by title (choices: 'live-services'); the content check refuses any other.
    service: SlugSchema.meta({
      title: 'Service',
      description: 'The service it concerns, one of the live services',
      choices: 'live-services',
    }),
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

/** Where the testimony was given: a federal district by id, a state trial court with its county, or another forum (checked at build). */
const TestimonyCourtSchema = z
  .discriminatedUnion('kind', [
    z
      .object({
        kind: z.literal('federal'),
        district: z
          .string()
          .regex(/^[a-z]{3,5}$/, 'must be a district id from app/copy/law/districts, e.g. "paed"')
          .meta({ title: 'District', description: 'Federal: the district id, e.g. "paed"' }),
      })
      .strict(),
    z
      .object({
        kind: z.literal('state'),
        state: z
          .string()
          .regex(/^[A-Z]{2}$/, 'must be a USPS state code')
          .meta({ title: 'State', description: 'State: the USPS code, e.g. "PA"' }),
        county: text.optional().meta({ title: 'County', description: 'State, optional: e.g. "Philadelphia County"' }),
        division: text.optional().meta({
          title: 'Division',
          description: 'State, optional: the division where the state names one, e.g. "Chancery Division"',
        }),
        part: text
          .optional()
          .meta({ title: 'Part', description: 'State, optional: the part within the division, e.g. "Family Part"' }),
      })
      .strict(),
    z
      .object({
        kind: z.literal('other'),
        name: text.meta({
          title: 'Forum',
          description: 'Other: the forum by name, e.g. "Private commercial arbitration"',
        }),
      })
      .strict(),
  ])
  .meta({
    title: 'Court',
    description:
      'Federal: fill in the district. State: the state and, if you like, the county, division and part. Other: the forum. Leave the other boxes empty.',
  })

/**
 * A testimony-list entry: only what Fed. R. Civ. P. 26(a)(2)(B)(v) asks, never an outcome or amount.
 * A confidential matter shows its forum and year only.
 */
export const TestimonyEntrySchema = z
  .object({
    caption: text.optional().meta({
      title: 'Caption',
      description: 'The case name as captioned; leave empty only for a confidential matter',
    }),
    court: TestimonyCourtSchema,
    date: IsoDateSchema.meta({
      title: 'Date',
      description: 'The day of the testimony (a confidential matter shows its year only)',
    }),
    type: TestimonyTypeSchema.meta({ title: 'Type' }),
    retainedBy: RetainedBySchema.meta({ title: 'Retained by' }),
    docket: text.optional().meta({ title: 'Docket', description: 'Optional: the docket or case number, where public' }),
    retainingFirm: text.optional().meta({
      title: "Retaining counsel's firm",
      description:
        'The law firm (or agency) that retained the expert, or for a neutral appointment the counsel or court that made it; leave empty only for a confidential matter',
    }),
    confidential: z.boolean().optional().meta({
      title: 'Confidential',
      description: 'Listed with its forum and year only, without caption, party names, docket or firm',
    }),
  })
  .strict()
  .superRefine((entry, context) => {
    if (entry.confidential) return
    if (entry.caption === undefined)
      context.addIssue({
        code: 'custom',
        path: ['caption'],
        message: 'a matter that is not confidential needs its caption',
      })
    if (entry.retainingFirm === undefined)
      context.addIssue({
        code: 'custom',
        path: ['retainingFirm'],
        message: "a matter that is not confidential needs the retaining counsel's firm",
      })
  })

/** What a court ruled on a motion to exclude or limit the expert's testimony (never the case's result). */
export const CHALLENGE_OUTCOMES = ['denied', 'granted-in-part', 'granted', 'withdrawn', 'not-decided'] as const

/** One motion to exclude or limit the expert's testimony; the outcome is the ruling on it, never the case's result. */
export const ChallengeSchema = z
  .object({
    matter: text.meta({
      title: 'Matter',
      description: 'The case as captioned, or "Confidential matter" for one listed without its caption',
    }),
    standard: text.meta({
      title: 'Standard',
      description:
        'The standard the motion was decided under: "Fed. R. Evid. 702 (Daubert)", "Frye", or the state rule, e.g. "N.J.R.E. 702"',
    }),
    court: TestimonyCourtSchema,
    rulingDate: IsoDateSchema.meta({ title: 'Date of the ruling' }),
    outcome: z.enum(CHALLENGE_OUTCOMES).meta({
      title: 'Ruling',
      description:
        'The ruling on the motion: denied, granted in part, granted, withdrawn (by the moving party) or not decided',
    }),
    summary: text.meta({
      title: 'Summary',
      description: 'One neutral sentence: what the motion challenged and what the court ruled on it',
    }),
    citation: text
      .optional()
      .meta({ title: 'Citation', description: 'Optional: the citation, where the ruling is reported' }),
  })
  .strict()

const HourlyRateSchema = z
  .object({
    label: text,
    rate: z.number().int().positive().max(5_000),
    minimumHours: z.number().positive().max(24).optional(),
  })
  .strict()

const RoleRateSchema = z
  .object({
    role: text.meta({ title: 'Role', description: 'Singular, as the fees page names it: "Vocational expert"' }),
    analysis: z.number().int().positive().max(5_000).meta({ title: 'Analysis and reports ($ an hour)' }),
    testimony: z
      .number()
      .int()
      .positive()
      .max(5_000)
      .optional()
      .meta({ title: 'Deposition and trial ($ an hour)', description: 'Leave empty for a role that does not testify' }),
  })
  .strict()

/** The fee schedule (content/fees.yaml): /fees, the fee-schedule PDF, the team's pages and the engagement letter's terms. */
export const FeeScheduleSchema = z
  .object({
    effectiveDate: IsoDateSchema,
    rates: z
      .object({
        review: HourlyRateSchema,
        report: HourlyRateSchema,
        deposition: HourlyRateSchema,
        trial: HourlyRateSchema,
      })
      .strict(),
    staffRates: z
      .object({ vocationalExpert: RoleRateSchema, lifeCarePlanner: RoleRateSchema, associateEconomist: RoleRateSchema })
      .strict()
      .meta({ title: 'Rates of the other roles', description: "The principal economist's rates are the rates above" }),
    rush: z
      .object({ rate: z.number().int().positive().max(5_000), terms: text })
      .strict()
      .meta({
        title: 'Expedited work',
        description:
          'The hourly rate for work done on an expedited schedule, and the terms of the 24-hour preliminary figures',
      }),
    retainer: z.object({ amount: z.number().int().positive(), terms: text }).strict(),
    deposition: z
      .object({
        paidBy: text,
        terms: text,
        preparation: text.meta({
          title: 'Preparation',
          description: 'Who pays for the time spent preparing for a deposition',
        }),
      })
      .strict(),
    travel: text,
    cancellation: text,
    payment: text,
    paymentMethods: z.array(text).min(1).meta({ title: 'Payment methods' }),
    consulting: text.meta({
      title: 'Consulting-only engagement',
      description: 'The terms of work as a non-testifying consulting expert',
    }),
    recordsRetention: text.meta({
      title: 'Records retention',
      description: 'What is kept after the matter closes, for how long, and what is returned or destroyed',
    }),
    taxForms: text.meta({ title: 'Tax forms', description: 'e.g. "Form W-9 on request"' }),
  })
  .strict()

const DegreeSchema = z
  .object({
    abbreviation: text.meta({ title: 'Abbreviation', description: 'As written after a name, with its periods' }),
    field: text.meta({ title: 'Field' }),
    year: z
      .number()
      .int()
      .min(1950)
      .max(2100)
      .meta({ title: 'Year', description: 'The year the degree was conferred' }),
    detail: text.meta({ title: 'Detail', description: 'Concentration, thesis or other detail' }),
    institution: text.meta({
      title: 'Institution',
      description: 'Described generically unless the firm wants to name the school',
    }),
  })
  .strict()

const CertificationSchema = z
  .object({
    name: text.meta({ title: 'Name' }),
    abbreviation: text.meta({ title: 'Abbreviation' }),
    body: text.meta({ title: 'Granted by' }),
    headline: z.boolean().meta({
      title: 'Headline',
      description: 'Shown with the name on the home page, the profile and the structured data',
    }),
  })
  .strict()

const PublicationSchema = z
  .object({
    title: text.meta({ title: 'Title' }),
    authors: text.optional().meta({ title: 'Co-authors', description: 'Optional: the other authors, as printed' }),
    venue: text.meta({ title: 'Venue', description: 'The journal, book or program where it appeared, by its name' }),
    volume: text.optional().meta({ title: 'Volume', description: 'Optional: the volume (and issue), e.g. "31(2)"' }),
    pages: text.optional().meta({ title: 'Pages', description: 'Optional: the first and last page, e.g. "45-67"' }),
    year: z.number().int().min(1950).max(2100).meta({ title: 'Year' }),
  })
  .strict()

const PositionSchema = z
  .object({
    title: text.meta({ title: 'Title' }),
    employer: text.meta({ title: 'Employer' }),
    startYear: z.number().int().min(1950).max(2100).meta({ title: 'From (year)' }),
    endYear: z
      .number()
      .int()
      .min(1950)
      .max(2100)
      .optional()
      .meta({ title: 'To (year)', description: 'Leave empty for a current position' }),
  })
  .strict()
  .refine((position) => position.endYear === undefined || position.endYear >= position.startYear, {
    message: 'endYear must not be before startYear',
    path: ['endYear'],
  })

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
    recognition: z
      .array(text)
      .meta({ title: 'Recognition', description: 'Invited lectures, committees and similar, one line each' }),
    publications: z
      .array(PublicationSchema)
      .meta({ title: 'Publications', description: 'The site and the CV show those of the last 10 years' }),
    positions: z.array(PositionSchema).meta({
      title: 'Earlier positions',
      description:
        'Title, employer and years, newest first; the current position is added from the firm name and founding year',
    }),
    career: z.array(text).meta({
      title: 'Other experience',
      description:
        'Other experience, one line each (never where the principal may testify: the site states that from the testimony list)',
    }),
    biography: z.array(text).min(1).meta({
      title: 'Biography',
      description: 'Paragraphs after the opening line the site composes (name, title, firm, founding year)',
    }),
    sameAs: z.array(HttpsUrlSchema).optional().meta({
      title: 'Profiles elsewhere',
      description: 'Absolute URLs of the principal on other sites (a directory, a professional network)',
    }),
  })
  .strict()

/** The roles a team member's file can name: the staff roles that sign reports and testify, besides the principal. */
const TEAM_ROLES = ['vocationalExpert', 'lifeCarePlanner'] as const

/** A kind of professional on staff and what the role does (content/firm/staff.yaml). */
export const StaffRoleSchema = z
  .object({
    role: text.meta({
      title: 'Role',
      description: 'Plural, lower case where it is a common noun: "associate economists"',
    }),
    count: z.number().int().positive().meta({ title: 'How many' }),
    testifies: z.boolean().meta({
      title: 'Signs reports and testifies',
      description: 'Counts toward the testifying experts the site states',
    }),
    work: text.meta({
      title: 'Work',
      description: 'What they do, as a predicate: "interview the evaluee and sign the vocational report"',
    }),
    teamRole: z.enum(TEAM_ROLES).optional().meta({
      title: 'Team role',
      description:
        "For a role that testifies besides the principal: the role the team's files name (vocationalExpert, lifeCarePlanner); there must be one file per person counted",
    }),
  })
  .strict()

/** A team member who signs reports (content/firm/people/{slug}.yaml); the rates are their role's, stated once in fees.yaml. */
export const TeamMemberSchema = z
  .object({
    name: text.meta({
      title: 'Full name',
      description: 'As written in full, with the honorific: "Ms. Avery R. Sample"',
    }),
    honorific: text.meta({ title: 'Honorific', description: '"Dr.", "Ms.", "Mr."' }),
    surname: text.meta({ title: 'Surname' }),
    title: text.meta({ title: 'Title', description: '"Vocational Expert"' }),
    role: z.enum(TEAM_ROLES).meta({
      title: 'Role',
      description:
        'vocationalExpert or lifeCarePlanner: counts toward that role in content/firm/staff.yaml and sets the rates from content/fees.yaml',
    }),
    summary: text.meta({ title: 'Summary', description: 'One or two sentences on the work they sign and testify to' }),
    degrees: z.array(DegreeSchema).min(1).meta({ title: 'Degrees', description: 'Highest first' }),
    certifications: z.array(CertificationSchema).meta({ title: 'Certifications' }),
    positions: z
      .array(PositionSchema)
      .min(1)
      .meta({ title: 'Positions', description: 'Title, employer and years, newest first, the current one included' }),
    affiliations: z.array(text).meta({ title: 'Affiliations' }),
    publications: z
      .array(PublicationSchema)
      .meta({ title: 'Publications', description: 'The page and the CV show those of the last 10 years' }),
    matters: z.array(TestimonyEntrySchema).meta({
      title: 'Testimony',
      description: 'Every deposition, trial, hearing and arbitration, newest first. Never an outcome or an amount.',
    }),
    challenges: z.array(ChallengeSchema).meta({
      title: 'Challenges',
      description:
        "Every motion to exclude or limit this expert's testimony. The outcome is the ruling on the motion, never the case's result.",
    }),
  })
  .strict()

const NoticeSectionSchema = z
  .object({
    heading: text.meta({ title: 'Heading' }),
    paragraphs: z.array(text).min(1).meta({ title: 'Paragraphs' }),
    items: z
      .array(text)
      .optional()
      .meta({ title: 'List', description: 'Optional: points listed after the paragraphs' }),
  })
  .strict()

const noticeFields = {
  title: text.meta({ title: 'Title' }),
  description: text.max(160).meta({
    title: 'Search description',
    description: 'One sentence of at most 160 characters, shown by search engines',
  }),
  updated: IsoDateSchema.meta({ title: 'Last updated', description: 'The day this text last changed' }),
  intro: text.meta({ title: 'Opening paragraph' }),
  sections: z
    .array(NoticeSectionSchema)
    .min(1)
    .meta({ title: 'Sections', description: 'Placeholders such as {{firm.email}} are filled in' }),
}

export const TermsNoticeSchema = z.object(noticeFields).strict()

/** The privacy notice (content/privacy.yaml). The build cannot see LEAD_RETENTION_DAYS, so the text uses {{privacy.retentionDays}}. */
export const PrivacyNoticeSchema = z
  .object({
    ...noticeFields,
    retentionDays: z.number().int().positive().max(3650).meta({
      title: 'Days a request is kept',
      description:
        'Must match the server setting LEAD_RETENTION_DAYS (see the operations guide); written into the text as {{privacy.retentionDays}}',
    }),
  })
  .strict()

/** A clock time written as 24-hour "HH:MM". */
const ClockSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a 24-hour time written HH:MM, e.g. "09:00" or "16:30"')

export const AVAILABILITY_WEEKDAYS = WEEKDAYS

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
    reason: text.meta({
      title: 'Reason',
      description: 'For the office, e.g. "Thanksgiving Day"; visitors never see it',
    }),
  })
  .strict()

/** "principal", or the slug of a person of content/firm/people/ (checked against that folder at build). */
const CONSULTANT_ID_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/

/** One person who takes consultations and when (content/firm/availability.yaml). */
const ConsultantSchema = z
  .object({
    id: z
      .string()
      .regex(CONSULTANT_ID_PATTERN, 'must be "principal" or the slug of a person in content/firm/people/')
      .meta({
        title: 'Who',
        description: '"principal", or the file name (without .yaml) of a person in content/firm/people/',
      }),
    hours: z.array(ConsultationHoursSchema).optional().meta({
      title: 'Hours',
      description: "Leave empty to offer the firm's opening hours; otherwise one block per weekday and time range",
    }),
    slotMinutes: z.number().int().min(10).max(240).meta({ title: 'Consultation length (minutes)' }),
    bufferMinutes: z.number().int().min(0).max(120).meta({ title: 'Buffer between consultations (minutes)' }),
    minimumNoticeBusinessHours: z.number().int().min(0).max(80).meta({
      title: 'Minimum notice (business hours)',
      description: 'The earliest slot offered is at least this many hours of open time away',
    }),
    horizonDays: z
      .number()
      .int()
      .min(1)
      .max(90)
      .meta({ title: 'Booking horizon (days)', description: 'How far ahead a consultation may be booked' }),
    closedDates: z.array(ClosedDateSchema).meta({
      title: 'Closed dates',
      description: 'Holidays and days out of the office: no consultation is offered on them',
    }),
  })
  .strict()

export const AvailabilitySchema = z
  .object({
    people: z
      .array(ConsultantSchema)
      .min(1)
      .meta({ title: 'People who take consultations', description: 'In the order the schedule page offers them' }),
  })
  .strict()
  .refine((file) => new Set(file.people.map((person) => person.id)).size === file.people.length, {
    message: 'lists a person twice',
    path: ['people'],
  })

/** A US phone number as the site prints it: "(215) 555-0142". */
const US_PHONE_PATTERN = /^\(\d{3}\) \d{3}-\d{4}$/
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i

/** content/firm/firm.yaml: the firm's name, phone, email, office address and opening hours (./firm-identity.ts). */
export const FirmIdentitySchema = z
  .object({
    name: text.meta({
      title: 'Firm name',
      description: 'As the site writes it in headings, the footer and the page titles',
    }),
    shortName: text.meta({
      title: 'Short name',
      description: 'One word or two, for tight places such as the app name on a phone',
    }),
    legalName: text.meta({
      title: 'Legal name',
      description: 'The registered name, with its LLC or PC, for the footer and the structured data',
    }),
    phone: text
      .regex(US_PHONE_PATTERN, 'must be written like (215) 555-0142')
      .meta({ title: 'Phone', description: 'Written like (215) 555-0142' }),
    email: text
      .regex(EMAIL_PATTERN, 'must be an email address, like consult@example.com')
      .meta({ title: 'Email', description: 'Where inquiries are sent and what the site shows' }),
    address: z
      .object({
        street: text.meta({ title: 'Street', description: 'Street and suite' }),
        city: text.meta({ title: 'City' }),
        region: z
          .string()
          .regex(/^[A-Z]{2}$/, 'must be a two-letter state code, like PA')
          .meta({ title: 'State', description: 'Two capital letters, like PA' }),
        postalCode: z
          .string()
          .regex(/^\d{5}(-\d{4})?$/, 'must be a ZIP code, like 19102')
          .meta({ title: 'ZIP code' }),
        country: z.enum(['US']).meta({ title: 'Country' }),
      })
      .strict()
      .meta({ title: 'Office address' }),
    hours: z
      .object({
        days: z
          .array(z.enum(WEEKDAYS))
          .min(1)
          .meta({ title: 'Open on', description: 'Consecutive days, in order, e.g. Monday to Friday' }),
        opens: ClockSchema.meta({ title: 'Opens at', description: '24-hour time, like 08:00' }),
        closes: ClockSchema.meta({ title: 'Closes at', description: '24-hour time, like 18:00' }),
        timeZone: z.enum(Object.keys(US_TIME_ZONES) as [string, ...string[]]).meta({
          title: 'Time zone',
          description: "The office's time zone (an IANA name); the hours and the booking times are in it",
        }),
      })
      .strict()
      .refine(
        (hours) =>
          hours.days.every(
            (day, index) => index === 0 || WEEKDAYS.indexOf(day) === WEEKDAYS.indexOf(hours.days[index - 1]!) + 1,
          ),
        'the days must be consecutive, in order',
      )
      .refine((hours) => hours.opens < hours.closes, 'the office must close after it opens')
      .meta({ title: 'Opening hours' }),
  })
  .strict()

/**
 * The engagement letter (content/engagement-letter.md) with placeholders filled when staff send it.
 * Card data never touches the site: a payment link goes to the processor's page.
 */
export const EngagementLetterSchema = z.object({
  title: text,
  consent: text.describe(
    'The consent to do business electronically, shown above the box the attorney ticks: the right to a paper copy and how to ask for one, how to withdraw consent, and what is needed to open the PDF.',
  ),
  paymentByCheck: text.describe('How to pay the retainer by check'),
  paymentByWire: text.describe('How to get wire instructions (by telephone only, never by email)'),
  paymentLinkUrl: z
    .string()
    .trim()
    .regex(/^https:\/\/[^\s/?#]+\.[^\s]+$/, 'must be an https:// address of the payment page')
    .optional()
    .describe("The payment processor's page for paying the retainer online; leave it out when the firm has none"),
  paymentLinkLabel: text.optional().describe('The payment link text (default: Pay the retainer online)'),
  letter: text.describe('The letter, with placeholders'),
})
