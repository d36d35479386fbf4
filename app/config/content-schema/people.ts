import { z } from 'zod'
import { HttpsUrlSchema, text } from './primitives'
import { ChallengeSchema, TestimonyEntrySchema } from './testimony'

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

/** Where a person's consultations happen: the firm calls the attorney, or one video link for every consultation. */
export const MeetingSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('phone') }).strict(),
    z
      .object({
        kind: z.literal('video'),
        url: HttpsUrlSchema.meta({
          title: 'Video link',
          description: 'Video: the https link of the meeting room every consultation uses',
        }),
      })
      .strict(),
  ])
  .meta({
    title: 'Consultations by',
    description:
      'phone: the firm calls the attorney at the number on the request; video: the link below. Left out: phone. Invitations and reminders say which',
  })

/** The principal expert (content/firm/principal.yaml). */
export const PrincipalSchema = z
  .object({
    name: text.meta({ title: 'Full name', description: 'As written in full, with the honorific: "Dr. Jane Q. Doe"' }),
    honorific: text.meta({ title: 'Honorific', description: '"Dr.", "Ms.", "Mr."' }),
    surname: text.meta({ title: 'Surname', description: 'For a second mention: the honorific and this ("Dr. Doe")' }),
    title: text.meta({ title: 'Title', description: '"Principal Economist"' }),
    signsEngagements: z.boolean().default(true).meta({
      title: 'Countersigns engagement letters',
      description:
        'Ticked: a staff account linked to the principal (npm run staff:add -- --person principal) countersigns engagement letters for the firm',
    }),
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
    meeting: MeetingSchema.optional(),
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
    signsEngagements: z.boolean().default(false).meta({
      title: 'Countersigns engagement letters',
      description:
        "Ticked: a staff account linked to this person (npm run staff:add -- --person followed by this file's name) countersigns engagement letters for the firm",
    }),
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
    meeting: MeetingSchema.optional(),
  })
  .strict()
