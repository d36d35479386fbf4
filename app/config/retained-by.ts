/**
 * Who retained the firm in a matter: one list for the testimony record on /about/testimony and for the
 * intake field of the same name on the consultation forms, so the two can never disagree.
 */
import { z } from 'zod'

export const RETAINED_BY = ['plaintiff', 'defense', 'neutral', 'other'] as const

export const RetainedBySchema = /* @__PURE__ */ z.enum(RETAINED_BY)

export type RetainedBy = z.infer<typeof RetainedBySchema>

/** The label a visitor reads for each side. */
export const RETAINED_BY_LABELS: Readonly<Record<RetainedBy, string>> = {
  plaintiff: 'Plaintiff',
  defense: 'Defense',
  neutral: 'Court or neutral',
  other: 'Other',
}
