/**
 * The shape of the firm profile (./firm-profile.ts). A firm edits the profile's values, not this file.
 */
import type { z } from 'zod'
import type { AttorneyReferenceSchema, TestimonialSchema, TestimonyEntrySchema } from './content-schemas'

export interface Pronouns {
  /** "she", "he", "they" */
  subject: string
  /** "her", "him", "them" */
  object: string
  /** "her", "his", "their" */
  possessive: string
}

interface Degree {
  /** The degree as abbreviated after a name, with its periods */
  abbreviation: string
  field: string
  /** Concentration, thesis or other detail */
  detail: string
  /** Described generically unless the firm wants to name the school */
  institution: string
}

interface Certification {
  name: string
  abbreviation: string
  /** The body that grants it */
  body: string
  /** Shown with the name in the header card, the structured data and the home page */
  headline: boolean
}

export interface Publication {
  title: string
  /** Where it appeared */
  venue: string
  year: number
}

export interface Principal {
  /** As it is written in full, with the honorific: "Dr. Jane Q. Doe" */
  name: string
  honorific: string
  /** For a second mention: the honorific and this ("Dr. Doe") */
  surname: string
  pronouns: Pronouns
  title: string
  /** Highest first */
  degrees: Degree[]
  certifications: Certification[]
  affiliations: string[]
  recognition: string[]
  publications: Publication[]
  /** Earlier positions and other experience, most relevant first; the current position is added from site-config */
  career: string[]
  /** Biography paragraphs after the opening line the site composes (name, title, firm, founding year) */
  biography: string[]
  /** One paragraph on where and how the principal has testified */
  testimony: string
  /**
   * Every matter in which the principal testified at deposition, trial, a hearing or an arbitration, any
   * date: the site and the CV show those of the 4 years before the build date (Fed. R. Civ. P.
   * 26(a)(2)(B)(v)) and leave older ones out with a build message. Caption, court, date, type and who
   * retained the firm; never an outcome or an amount (the schema refuses other fields).
   */
  testimonyList: TestimonyEntry[]
  /** Profiles of the principal on other sites (a directory, a professional network), as absolute URLs: the structured data's sameAs */
  sameAs?: string[]
}

/** A kind of professional on staff and what that role does on an engagement. */
interface StaffRole {
  /** Plural, lower case where it is a common noun: "associate economists" */
  role: string
  count: number
  /** Whether people in this role sign reports and testify (counts toward the matters ceiling) */
  testifies: boolean
  /** What they do, as a predicate: "interview the evaluee and sign the vocational report" */
  work: string
}

/** Shapes validated at build (app/config/content-schemas.ts); described there once. */
type AttorneyReference = z.infer<typeof AttorneyReferenceSchema>
type Testimonial = z.infer<typeof TestimonialSchema>
export type TestimonyEntry = z.infer<typeof TestimonyEntrySchema>

export interface FirmProfile {
  principal: Principal
  staff: StaffRole[]
  references: AttorneyReference[]
  testimonials: Testimonial[]
}
