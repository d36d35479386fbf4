// One list for the testimony record and the intake field, so they never disagree; plain data keeps zod out of the forms' bundle.

export const RETAINED_BY = ['plaintiff', 'defense', 'neutral', 'other'] as const

export type RetainedBy = (typeof RETAINED_BY)[number]

export function isRetainedBy(value: unknown): value is RetainedBy {
  return typeof value === 'string' && (RETAINED_BY as readonly string[]).includes(value)
}

export const RETAINED_BY_LABELS: Readonly<Record<RetainedBy, string>> = {
  plaintiff: 'Plaintiff',
  defense: 'Defense',
  neutral: 'Court or neutral',
  other: 'Other',
}
