import { isRetainedBy, type RetainedBy } from '~/config/retained-by'
import type { ConflictsOutcome } from './letter-terms'

/** How staff resolved a possible conflict the screen showed, before the engagement could be sent. */
export const CONFLICT_RESOLUTION_KINDS = ['not_same_party', 'waived'] as const
export type ConflictResolutionKind = (typeof CONFLICT_RESOLUTION_KINDS)[number]

/** One resolution as the letter may use it: the register's matter by caption and side only, as the register holds it. */
export interface ConflictResolutionForLetter {
  kind: ConflictResolutionKind
  matterId: string
  caption: string
  sideRetained: string
}

/** The side the firm served in a prior matter, as the letter names it after "retained by". */
const SIDE_IN_LETTER: Readonly<Record<RetainedBy, string>> = {
  plaintiff: 'the plaintiff',
  defense: 'the defense',
  neutral: 'the court or a neutral',
  other: 'another party',
}

/**
 * Which of the letter's three conflicts paragraphs applies: no possible conflict was found; possible conflicts were
 * reviewed and found not to be the same parties; or prior matters were disclosed and counsel consents (by signing).
 * A waived hit always makes it the third: never "no conflict" once a possible conflict was waived.
 */
export function conflictsOutcome(resolutions: readonly ConflictResolutionForLetter[]): ConflictsOutcome {
  const waived = resolutions.filter((resolution) => resolution.kind === 'waived')
  if (waived.length > 0) {
    const matters = new Map<string, { caption: string; side: string }>()
    for (const { matterId, caption, sideRetained } of waived)
      if (!matters.has(matterId))
        matters.set(matterId, {
          caption,
          side: isRetainedBy(sideRetained) ? SIDE_IN_LETTER[sideRetained] : sideRetained,
        })
    return { kind: 'waived', matters: [...matters.values()] }
  }
  return resolutions.length > 0 ? { kind: 'not-same-party' } : { kind: 'none' }
}
