// Every content file and its schema: the build, the content store and the editor all read this list (decision 020).
// Only server code, the build and the editor import it (it carries zod).
import { z } from 'zod'
import { AvailabilitySchema } from './availability'
import { CaseStudySchema } from './case-studies'
import { ConsultingLetterSchema, EngagementLetterSchema } from './engagement-letter'
import { FaqItemSchema } from './faq'
import { FeeScheduleSchema } from './fees'
import { FirmIdentitySchema } from './firm'
import { PrivacyNoticeSchema, TermsNoticeSchema } from './notices'
import { PrincipalSchema, StaffRoleSchema, TeamMemberSchema } from './people'
import { ServiceContentSchema } from './services'
import { AttorneyReferenceSchema, TestimonialSchema } from './testimonials'
import { ChallengeSchema, TestimonyEntrySchema } from './testimony'

import { FIRM_IDENTITY_PATH } from '../firm-identity'

export { CONTENT_DIR_ENV } from '../site-config'

export interface ContentFileSpec {
  key: string
  label: string
  description: string
  kind: 'singleton' | 'collection'
  path: string
  schema: z.ZodObject
  contentField?: string
}

const text = z.string().trim().min(1)

export const FIRM_FILE = {
  key: 'firm',
  label: 'The firm',
  description:
    "The firm's name, phone, email, office address and opening hours (with the office's time zone). Every page shows them, so saving this file rebuilds the whole site.",
  kind: 'singleton',
  path: FIRM_IDENTITY_PATH,
  schema: FirmIdentitySchema,
} as const satisfies ContentFileSpec

/** Content files bundled into every page: a change to one plans a full incremental build. */
export const BUNDLED_CONTENT_FILES: readonly string[] = [FIRM_FILE.path]

export const PRINCIPAL_FILE = {
  key: 'principal',
  label: 'Principal expert',
  description:
    'The principal expert: name, title, degrees, certifications, affiliations, recognition, publications, career and biography. The about and experience pages, the home page profile, the CV and the structured data read it.',
  kind: 'singleton',
  path: 'firm/principal.yaml',
  schema: PrincipalSchema,
} as const satisfies ContentFileSpec

export const STAFF_FILE = {
  key: 'staff',
  label: 'Staff roles',
  description:
    'The kinds of professionals on staff, how many of each, and what each role does. The about page and the counts of testifying experts read it.',
  kind: 'singleton',
  path: 'firm/staff.yaml',
  schema: z
    .object({
      roles: z
        .array(StaffRoleSchema)
        .min(1)
        .meta({ title: 'Roles', description: 'In the order the about page lists them' }),
    })
    .strict(),
} as const satisfies ContentFileSpec

export const TESTIMONY_FILE = {
  key: 'testimony',
  label: 'Testimony',
  description:
    "Where and how the principal has testified (one paragraph), every matter of testimony, and every motion to exclude or limit the principal's testimony. The site and the CV list the matters of the last 4 years (Fed. R. Civ. P. 26(a)(2)(B)(v)) and every challenge.",
  kind: 'singleton',
  path: 'firm/testimony.yaml',
  schema: z
    .object({
      summary: text.meta({
        title: 'Summary',
        description: 'One paragraph on where and how the principal has testified, shown on the about page',
      }),
      matters: z.array(TestimonyEntrySchema).meta({
        title: 'Matters',
        description: 'Every deposition, trial, hearing and arbitration, newest first. Never an outcome or an amount.',
      }),
      challenges: z.array(ChallengeSchema).meta({
        title: 'Challenges',
        description:
          "Every motion to exclude or limit the principal's testimony, newest first. The outcome is the court's ruling on the motion, never the case's result.",
      }),
    })
    .strict(),
} as const satisfies ContentFileSpec

function listFile<K extends string, Item extends z.ZodType>(spec: {
  key: string
  label: string
  description: string
  path: string
  field: K
  title: string
  item: Item
  order: string
}) {
  const list = z.array(spec.item).meta({ title: spec.title, description: spec.order })
  return {
    key: spec.key,
    label: spec.label,
    description: spec.description,
    kind: 'singleton',
    path: spec.path,
    schema: z.object({ [spec.field]: list } as Record<K, typeof list>).strict(),
  } as const satisfies ContentFileSpec
}

export const REFERENCES_FILE = listFile({
  key: 'references',
  label: 'Attorney references',
  description: 'What retaining attorneys said of the work. The home page shows the first three.',
  path: 'references.yaml',
  field: 'references',
  title: 'References',
  item: AttorneyReferenceSchema,
  order: 'In the order the site shows them',
})

export const TESTIMONIALS_FILE = listFile({
  key: 'testimonials',
  label: 'Client testimonials',
  description:
    'What clients outside litigation (owners, public bodies, insurers) said of the work. The home page shows the first three.',
  path: 'testimonials.yaml',
  field: 'testimonials',
  title: 'Testimonials',
  item: TestimonialSchema,
  order: 'In the order the site shows them',
})

export const CASE_STUDIES_FILE = listFile({
  key: 'case-studies',
  label: 'Case studies',
  description: 'Anonymized matters: the case studies page, the home page (those it features) and the case type pages.',
  path: 'case-studies.yaml',
  field: 'caseStudies',
  title: 'Case studies',
  item: CaseStudySchema,
  order: 'In the order the case studies page shows them',
})

export const FAQ_FILE = listFile({
  key: 'faq',
  label: 'Frequently asked questions',
  description: 'The questions and answers on the home page, also given to search engines as FAQ structured data.',
  path: 'faq.yaml',
  field: 'questions',
  title: 'Questions',
  item: FaqItemSchema,
  order: 'In the order the home page shows them',
})

export const FEES_FILE = {
  key: 'fees',
  label: 'Fees and terms',
  description: 'Hourly rates, the retainer and the terms: the fees page and the fee schedule PDF.',
  kind: 'singleton',
  path: 'fees.yaml',
  schema: FeeScheduleSchema,
} as const satisfies ContentFileSpec

export const TEAM_FOLDER = {
  key: 'team',
  label: 'Team',
  description:
    "Each person besides the principal who signs reports and testifies, one file each, named by the person's id (/about/team/{id}, /downloads/cv-{id}.pdf): name, credentials, positions, publications, testimony and challenges. Their rates are their role's in the fees file; how many of each role there are must match the staff roles.",
  kind: 'collection',
  path: 'firm/people/*.yaml',
  schema: TeamMemberSchema,
} as const satisfies ContentFileSpec

export const PRIVACY_FILE = {
  key: 'privacy',
  label: 'Privacy notice',
  description:
    'The /privacy page: what the site and its forms collect, why, who receives it, how long it is kept and how to ask for erasure. The number of days stated must match the server setting LEAD_RETENTION_DAYS.',
  kind: 'singleton',
  path: 'privacy.yaml',
  schema: PrivacyNoticeSchema,
} as const satisfies ContentFileSpec

export const TERMS_FILE = {
  key: 'terms',
  label: 'Terms of use',
  description:
    'The /terms page: what the site is and is not (general information, no attorney-client or expert relationship until an engagement letter is signed).',
  kind: 'singleton',
  path: 'terms.yaml',
  schema: TermsNoticeSchema,
} as const satisfies ContentFileSpec

export const SERVICES_FOLDER = {
  key: 'services',
  label: 'Service texts',
  description:
    'The text of each service page, one file per service named by its slug (the service list itself, with titles and icons, is code: app/copy/service-catalog.ts). The body is the description; the front matter holds the features, case types, methods, standards and sources.',
  kind: 'collection',
  path: 'services/*.md',
  schema: ServiceContentSchema,
  contentField: 'description',
} as const satisfies ContentFileSpec

export const AVAILABILITY_FILE = {
  key: 'availability',
  label: 'Consultation hours',
  description:
    "Who takes consultations and when: hours (the firm's opening hours when left empty), consultation length, buffer, minimum notice, how far ahead, and closed dates. The schedule page offers the open times; the server reads the copy the build writes.",
  kind: 'singleton',
  path: 'firm/availability.yaml',
  schema: AvailabilitySchema,
} as const satisfies ContentFileSpec

export const ENGAGEMENT_LETTER_FILE = {
  key: 'engagementLetter',
  label: 'Engagement letter',
  description:
    'The letter counsel signs online once conflicts clear, and /downloads/sample-engagement-letter.pdf. Placeholders: {{firm.name}}, {{firm.phone}}, {{firm.email}}, {{firm.cityAndState}}, {{firm.state}}, {{principal.name}}; the fees {{fees.review}}, {{fees.report}}, {{fees.deposition}}, {{fees.depositionMinimumHours}}, {{fees.trial}}, {{fees.trialMinimumHours}}, {{fees.teamRates}}, {{fees.retainer}}, {{fees.consultingRetainer}}, {{fees.replenishBelow}}, {{fees.retainerTerms}}, {{fees.depositionTerms}}, {{fees.depositionPreparation}}, {{fees.travel}}, {{fees.cancellation}}, {{fees.payment}}, {{fees.recordsRetention}}; the case {{case.caption}}, {{case.court}}, {{case.retainingSide}}, {{case.caseNumber}}, {{case.counselName}}, {{case.counselFirm}}; the terms chosen when sending {{terms.expert}}, {{terms.payment}}, {{terms.expertFees}}, {{terms.conflicts}}. An unknown placeholder stops the build.',
  kind: 'singleton',
  path: 'engagement-letter.md',
  schema: EngagementLetterSchema,
  contentField: 'letter',
} as const satisfies ContentFileSpec

export const CONSULTING_LETTER_FILE = {
  key: 'consultingLetter',
  label: 'Consulting-only engagement letter',
  description: `The letter staff choose when the firm is retained as a consulting expert who will not testify, at half the retainer. The same placeholders as the engagement letter.`,
  kind: 'singleton',
  path: 'engagement-letter-consulting.md',
  schema: ConsultingLetterSchema,
  contentField: 'letter',
} as const satisfies ContentFileSpec

/** Every content file and folder, in the order the editor lists them. */
export const CONTENT_FILES: readonly ContentFileSpec[] = [
  FIRM_FILE,
  TESTIMONIALS_FILE,
  REFERENCES_FILE,
  CASE_STUDIES_FILE,
  FAQ_FILE,
  SERVICES_FOLDER,
  PRINCIPAL_FILE,
  TESTIMONY_FILE,
  TEAM_FOLDER,
  STAFF_FILE,
  FEES_FILE,
  AVAILABILITY_FILE,
  ENGAGEMENT_LETTER_FILE,
  CONSULTING_LETTER_FILE,
  PRIVACY_FILE,
  TERMS_FILE,
]
