import { isRetainedBy } from '~/config/retained-by'
import type { PartyRole, RetainedSide } from '~/lib/inbox/vocabulary'
import { nameKey } from './names'
import { splitParties } from './screen'

/** What a retained request gives its matter: the parties as the request names them, and who retained the firm. */
export interface RetainedRequestParties {
  plaintiffs: string | null
  defendants: string | null
  caseNumber: string | null
  /** the firm of the counsel who retained the firm */
  counselFirm: string
  retainedBy: string | null
}

/** One row of the register: a name in a matter, with its role. */
export interface MatterRow {
  matterId: string
  caption: string
  name: string
  role: PartyRole
  sideRetained: RetainedSide
  opened: string
  closed: string | null
}

/** The register's limits on a caption and a name (server/inbox/register-input.ts checks the same). */
export const CAPTION_MAX = 300
export const NAME_MAX = 300

const clipped = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text)

/** The names of a side, each once as the register reads names (case, spacing and punctuation aside). */
function distinctParties(text: string | null): string[] {
  const seen = new Set<string>()
  return splitParties(text).filter((name) => {
    const key = nameKey(name)
    if (key === '' || seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/** "Pell v. Acme Freight, Inc.", with "et al." for a side of more than one party. */
function sideName(names: readonly string[]): string {
  const [first] = names
  if (first === undefined) return ''
  return names.length > 1 ? `${first} et al.` : first
}

/** The caption from the parties, else the case number, else the request's own reference. */
export function captionOf(parties: RetainedRequestParties, reference: string): string {
  const plaintiffs = distinctParties(parties.plaintiffs)
  const defendants = distinctParties(parties.defendants)
  if (plaintiffs.length > 0 && defendants.length > 0)
    return clipped(`${sideName(plaintiffs)} v. ${sideName(defendants)}`, CAPTION_MAX)
  const caseNumber = parties.caseNumber?.trim()
  if (caseNumber) return clipped(`Case No. ${caseNumber}`, CAPTION_MAX)
  const named = sideName(plaintiffs) || sideName(defendants)
  return clipped(named ? `${named} (request ${reference})` : `Request ${reference}`, CAPTION_MAX)
}

/**
 * The register rows of a retained request's matter: each plaintiff and defendant with their role, and the retaining
 * counsel's firm as counsel, each name once within its role.
 */
export function matterRowsOf(
  parties: RetainedRequestParties,
  matter: { matterId: string; opened: string; reference: string },
): MatterRow[] {
  const caption = captionOf(parties, matter.reference)
  const sideRetained: RetainedSide = isRetainedBy(parties.retainedBy) ? parties.retainedBy : 'other'
  const named: Array<{ name: string; role: PartyRole }> = [
    ...distinctParties(parties.plaintiffs).map((name) => ({ name, role: 'plaintiff' as const })),
    ...distinctParties(parties.defendants).map((name) => ({ name, role: 'defendant' as const })),
    ...distinctParties(parties.counselFirm).map((name) => ({ name, role: 'counsel' as const })),
  ]
  return named.map(({ name, role }) => ({
    matterId: matter.matterId,
    caption,
    name: clipped(name, NAME_MAX),
    role,
    sideRetained,
    opened: matter.opened,
    closed: null,
  }))
}

/** The matter id the firm reads: M-{year}-{number}, the number in four digits or more. */
export const matterIdOf = (year: number, sequence: number) => `M-${String(year)}-${String(sequence).padStart(4, '0')}`
