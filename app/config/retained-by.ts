/**
 * Who retained the firm in a matter: one list for the testimony record on /about/testimony and for the
 * intake field of the same name on the consultation forms, so the two can never disagree. Plain data, so
 * that the forms' browser code carries no schema library; the schema is `RetainedBySchema` in content-schemas.
 */

export const RETAINED_BY = ['plaintiff', 'defense', 'neutral', 'other'] as const

export type RetainedBy = (typeof RETAINED_BY)[number]

/** Whether a value is one of the sides. */
export function isRetainedBy(value: unknown): value is RetainedBy {
  return typeof value === 'string' && (RETAINED_BY as readonly string[]).includes(value)
}

/** The label a visitor reads for each side. */
export const RETAINED_BY_LABELS: Readonly<Record<RetainedBy, string>> = {
  plaintiff: 'Plaintiff',
  defense: 'Defense',
  neutral: 'Court or neutral',
  other: 'Other',
}
