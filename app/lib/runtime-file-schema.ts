/**
 * The runtime file: what the server needs from the content folder at run time, written by the build
 * beside the client build (build/runtime.json) and read by the server at start. Versioned and checked
 * with a schema on both sides; each feature adds its own key (availability; the engagement letter and
 * fee terms), so an older server ignores what it does not know.
 */
import { z } from 'zod'
import { AVAILABILITY_WEEKDAYS } from '~/config/content-schema/availability'
import { MeetingSchema } from '~/config/content-schema/people'
import type { Availability } from './booking/slots'

export const RUNTIME_FILE_NAME = 'runtime.json'
export const RUNTIME_FILE_VERSION = 1

const ConsultantRuntimeSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  hours: z.array(z.object({ day: z.enum(AVAILABILITY_WEEKDAYS), opens: z.string(), closes: z.string() })),
  slotMinutes: z.number().int().positive(),
  bufferMinutes: z.number().int().min(0),
  minimumNoticeBusinessHours: z.number().int().min(0),
  horizonDays: z.number().int().positive(),
  closedDates: z.array(z.string()),
  meeting: MeetingSchema.optional(),
})

/** The engagement letter (firm and fee placeholders filled, case placeholders left) and what the page shows beside it. */
const EngagementRuntimeSchema = z.object({
  title: z.string().min(1),
  template: z.string().min(1),
  consent: z.string().min(1),
  retainer: z.string().min(1),
  feeLines: z.array(z.object({ label: z.string().min(1), value: z.string().min(1) })).min(1),
  /** The ways to pay the retainer; `checkAddress` is the remittance address or else the firm's office, `link` https or empty */
  payment: z.object({
    check: z.string().min(1),
    checkAddress: z.string().min(1),
    wire: z.string().min(1),
    link: z.string(),
    linkLabel: z.string(),
  }),
  /** The consulting-only letter, chosen when sending, and its retainer (half the standard one) */
  consulting: z.object({ title: z.string().min(1), template: z.string().min(1) }),
  consultingRetainer: z.string().min(1),
  /** Whom staff may name as the expert: `principal` and each person's file name */
  experts: z.array(z.object({ id: z.string().min(1), name: z.string().min(1), title: z.string().min(1) })).min(1),
  /** Each state's stored expert-fee rule, by USPS code */
  expertFeeRules: z.record(
    z.string(),
    z.object({ rule: z.string().min(1), citation: z.string().min(1), compiled: z.string().min(1) }),
  ),
  stateNames: z.record(z.string(), z.string()),
})

/** Who may countersign engagement letters for the firm: the principal and team members with signsEngagements. */
const SignatorySchema = z.object({
  personId: z.string().min(1),
  name: z.string().min(1),
  title: z.string().min(1),
})

export const RuntimeFileSchema = z.object({
  version: z.literal(RUNTIME_FILE_VERSION),
  availability: z.object({ timeZone: z.string().min(1), people: z.array(ConsultantRuntimeSchema).min(1) }),
  /** The site's built stylesheets, which the collector's form pages link (a file from an older build has none). */
  stylesheets: z.array(z.string().regex(/^\/assets\/[\w.-]+\.css$/)).optional(),
  // Optional so that a runtime file written before the engagement existed still reads.
  engagement: EngagementRuntimeSchema.optional(),
  // Beside the letter, not in it: a change of signatory does not void the links already sent.
  signatories: z.array(SignatorySchema).optional(),
  /** The records to gather, by case type name (the lists the forms and /request-received show): the upload page's checklist. */
  recordsChecklist: z.record(z.string(), z.array(z.string())).optional(),
})

export type EngagementContent = z.infer<typeof EngagementRuntimeSchema>
export type Signatory = z.infer<typeof SignatorySchema>

export type RuntimeFile = z.infer<typeof RuntimeFileSchema>

/** The availability of a runtime file, in the shape the slot rules take. */
export function availabilityOf(content: RuntimeFile): Availability {
  return content.availability
}
