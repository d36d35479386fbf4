// Conflict screening's one name rule: normalized names equal, or keys (sorted words) with similarity >= 0.9.

const MATCH_THRESHOLD = 0.9

const LEGAL_SUFFIXES = new Set([
  'inc',
  'incorporated',
  'llc',
  'co',
  'company',
  'corp',
  'corporation',
  'ltd',
  'lp',
  'llp',
  'pc',
  'pllc',
])

export function nameWords(name: string): string[] {
  return (
    name
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
      .replace(/&/g, ' and ')
      // Dots and apostrophes join what they separate ("l.l.c." -> "llc", "o'neil" -> "oneil"); other punctuation separates.
      .replace(/[.'’]/g, '')
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()
      .split(' ')
      .filter((word) => word !== '')
  )
}

export function normalizeName(name: string): string {
  const words = nameWords(name)
  if (words.length > 1 && words[0] === 'the') words.shift()
  while (words.length > 1 && LEGAL_SUFFIXES.has(words[words.length - 1] ?? '')) words.pop()
  return words.join(' ')
}

export function nameKey(name: string): string {
  const normalized = normalizeName(name)
  return normalized === '' ? '' : normalized.split(' ').sort().join(' ')
}

// Kept between calls: screening compares many pairs.
let previousRow = new Int32Array(64)
let currentRow = new Int32Array(64)

/** The Levenshtein distance of `a` and `b`, or `limit + 1` as soon as it is known to exceed `limit`. */
export function boundedLevenshtein(a: string, b: string, limit: number = Math.max(a.length, b.length)): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1
  if (a === b) return 0
  if (previousRow.length <= b.length) {
    previousRow = new Int32Array(b.length + 1)
    currentRow = new Int32Array(b.length + 1)
  }
  let previous = previousRow
  let current = currentRow
  for (let j = 0; j <= b.length; j += 1) previous[j] = j
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i
    let rowBest = i
    const letter = a.charCodeAt(i - 1)
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = previous[j - 1]! + (letter === b.charCodeAt(j - 1) ? 0 : 1)
      const deletion = previous[j]! + 1
      const insertion = current[j - 1]! + 1
      const value =
        substitution < deletion
          ? substitution < insertion
            ? substitution
            : insertion
          : deletion < insertion
            ? deletion
            : insertion
      current[j] = value
      if (value < rowBest) rowBest = value
    }
    // Every later cell is at least this row's best: past the limit, the answer is known.
    if (rowBest > limit) return limit + 1
    const swap = previous
    previous = current
    current = swap
  }
  return Math.min(previous[b.length]!, limit + 1)
}

export function similarity(a: string, b: string): number {
  const longer = Math.max(a.length, b.length)
  if (longer === 0) return 1
  return 1 - boundedLevenshtein(a, b) / longer
}

export function allowedDistance(lengthA: number, lengthB: number): number {
  const longer = Math.max(lengthA, lengthB)
  let distance = Math.floor(longer * (1 - MATCH_THRESHOLD) + 1e-9)
  while (distance > 0 && 1 - distance / longer < MATCH_THRESHOLD) distance -= 1
  while (1 - (distance + 1) / longer >= MATCH_THRESHOLD) distance += 1
  return distance
}

export function matchKeys(a: string, b: string): number | undefined {
  if (a === '' || b === '') return undefined
  if (a === b) return 1
  const limit = allowedDistance(a.length, b.length)
  const distance = boundedLevenshtein(a, b, limit)
  if (distance > limit) return undefined
  return 1 - distance / Math.max(a.length, b.length)
}

export function namesMatch(a: string, b: string): boolean {
  return matchKeys(nameKey(a), nameKey(b)) !== undefined
}
