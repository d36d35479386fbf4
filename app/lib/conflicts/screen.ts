import { allowedDistance, boundedLevenshtein, matchKeys, nameKey, nameWords, similarity } from './names'

export type ScreenedField = 'plaintiff' | 'defendant' | 'counsel' | 'organization'

export interface ScreenedName {
  field: ScreenedField
  name: string
}

export interface RequestParties {
  plaintiffs?: string | null
  defendants?: string | null
  counselFirm?: string | null
  organization?: string | null
}

// Separated by semicolons, or written one a line.
export function splitParties(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/[;\n]/)
    .map((part) => part.trim())
    .filter((part) => part !== '')
}

export function screenedNames(request: RequestParties): ScreenedName[] {
  const names: ScreenedName[] = [
    ...splitParties(request.plaintiffs).map((name) => ({ field: 'plaintiff' as const, name })),
    ...splitParties(request.defendants).map((name) => ({ field: 'defendant' as const, name })),
  ]
  const counsel = request.counselFirm?.trim()
  if (counsel) names.push({ field: 'counsel', name: counsel })
  const organization = request.organization?.trim()
  if (organization) names.push({ field: 'organization', name: organization })
  return names
}

export interface RegisterName {
  id: string
  name: string
}

interface PreparedName {
  id: string
  key: string
  /** one bit per letter or digit the key holds: a cheap first test */
  mask: number
  counts: Uint8Array
}

const COUNT_SLOTS = 28

function letterCounts(key: string): Uint8Array {
  const counts = new Uint8Array(COUNT_SLOTS)
  for (let index = 0; index < key.length; index += 1) {
    const code = key.charCodeAt(index)
    const slot = code >= 97 && code <= 122 ? code - 97 : code >= 48 && code <= 57 ? 26 : code === 32 ? -1 : 27
    if (slot >= 0 && counts[slot]! < 255) counts[slot]! += 1
  }
  return counts
}

// One edit changes this sum by at most two.
function countDistance(a: Uint8Array, b: Uint8Array, limit: number): number {
  let total = 0
  for (let slot = 0; slot < COUNT_SLOTS; slot += 1) {
    total += Math.abs(a[slot]! - b[slot]!)
    if (total > limit) return total
  }
  return total
}

export interface RegisterIndex {
  byLength: Map<number, PreparedName[]>
  byKey: Map<string, PreparedName[]>
  size: number
}

function letterMask(key: string): number {
  let mask = 0
  for (let index = 0; index < key.length; index += 1) {
    const code = key.charCodeAt(index)
    if (code >= 97 && code <= 122) mask |= 1 << (code - 97)
    else if (code >= 48 && code <= 57) mask |= 1 << 26
    else if (code !== 32) mask |= 1 << 27
  }
  return mask
}

function bitCount(value: number): number {
  let count = 0
  for (let rest = value; rest !== 0; rest &= rest - 1) count += 1
  return count
}

export function buildRegisterIndex(entries: readonly RegisterName[]): RegisterIndex {
  const byLength = new Map<number, PreparedName[]>()
  const byKey = new Map<string, PreparedName[]>()
  let size = 0
  for (const entry of entries) {
    const key = nameKey(entry.name)
    if (key === '') continue
    const prepared = { id: entry.id, key, mask: letterMask(key), counts: letterCounts(key) }
    const sameLength = byLength.get(key.length) ?? []
    sameLength.push(prepared)
    byLength.set(key.length, sameLength)
    const sameKey = byKey.get(key) ?? []
    sameKey.push(prepared)
    byKey.set(key, sameKey)
    size += 1
  }
  return { byLength, byKey, size }
}

export interface ConflictHit {
  entryId: string
  field: ScreenedField
  leadName: string
  score: number
}

// Only keys whose length and letters could be within the allowed distance are compared letter by letter; the decision is always `matchKeys`.
export function screenNames(names: readonly ScreenedName[], index: RegisterIndex): ConflictHit[] {
  const hits: ConflictHit[] = []
  for (const { field, name } of names) {
    const key = nameKey(name)
    if (key === '') continue
    const seen = new Set<string>()
    for (const entry of index.byKey.get(key) ?? []) {
      seen.add(entry.id)
      hits.push({ entryId: entry.id, field, leadName: name, score: 1 })
    }
    const mask = letterMask(key)
    const counts = letterCounts(key)
    const longest = Math.ceil(key.length / 0.9) + 1
    for (
      let length = Math.max(1, key.length - allowedDistance(key.length, key.length));
      length <= longest;
      length += 1
    ) {
      const candidates = index.byLength.get(length)
      if (!candidates) continue
      const limit = allowedDistance(key.length, length)
      if (Math.abs(length - key.length) > limit) continue
      for (const entry of candidates) {
        if (
          seen.has(entry.id) ||
          bitCount(entry.mask ^ mask) > 2 * limit ||
          countDistance(entry.counts, counts, 2 * limit) > 2 * limit
        )
          continue
        if (boundedLevenshtein(key, entry.key, limit) > limit) continue
        const score = matchKeys(key, entry.key)
        if (score === undefined) continue
        seen.add(entry.id)
        hits.push({ entryId: entry.id, field, leadName: name, score })
      }
    }
  }
  return hits
}

export interface NamePart {
  text: string
  matched: boolean
}

export function highlightMatchedWords(name: string, otherName: string): NamePart[] {
  const otherWords = nameWords(otherName)
  const parts: NamePart[] = []
  for (const piece of name.split(/(\s+)/)) {
    if (piece === '') continue
    const [word] = nameWords(piece)
    const matched =
      word !== undefined &&
      otherWords.some(
        (other) => other === word || (Math.min(other.length, word.length) >= 4 && similarity(other, word) >= 0.8),
      )
    parts.push({ text: piece, matched })
  }
  return parts
}
