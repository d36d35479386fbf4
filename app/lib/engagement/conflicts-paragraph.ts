import { RETAINED_BY_LABELS, isRetainedBy } from '~/config/retained-by'

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

/** A prior matter the letter names as disclosed: its caption and the side the firm was retained by. */
interface DisclosedMatter {
  caption: string
  side: string
}

/**
 * Which of the letter's three conflicts paragraphs applies: no possible conflict was found; possible conflicts were
 * reviewed and found not to be the same parties; or prior matters were disclosed and counsel consents (by signing).
 * A waived hit always makes it the third: never "no conflict" once a possible conflict was waived.
 */
export type ConflictsParagraph =
  { case: 'none-found' } | { case: 'not-same-parties' } | { case: 'disclosed'; matters: DisclosedMatter[] }

export function conflictsParagraph(resolutions: readonly ConflictResolutionForLetter[]): ConflictsParagraph {
  const waived = resolutions.filter((resolution) => resolution.kind === 'waived')
  if (waived.length > 0) {
    const matters = new Map<string, DisclosedMatter>()
    for (const { matterId, caption, sideRetained } of waived)
      if (!matters.has(matterId))
        matters.set(matterId, {
          caption,
          side: isRetainedBy(sideRetained) ? RETAINED_BY_LABELS[sideRetained] : sideRetained,
        })
    return { case: 'disclosed', matters: [...matters.values()] }
  }
  return resolutions.length > 0 ? { case: 'not-same-parties' } : { case: 'none-found' }
}
