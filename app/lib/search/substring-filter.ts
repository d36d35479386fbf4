/**
 * Which strings of a fixed list contain a piece of text, answered without scanning the list.
 *
 * Calling `includes` on each of a thousand short strings costs 30 to 50 µs in V8 (a runtime call
 * per string), over the search budget on its own. Instead every distinct sequence of one, two or
 * three characters keeps the sorted positions of the strings that contain it: a piece of up to
 * three characters is one lookup, and a longer piece is confirmed with `includes` only on the
 * strings that contain its rarest three-character sequence.
 */
export interface SubstringFilter {
  /** How many strings the filter holds. */
  readonly size: number
  /**
   * Finds the strings that contain `piece`, at most `max` of them, and returns how many: their
   * positions, in list order, are then the first entries of `found` (until the next call).
   */
  find(piece: string, max?: number): number
  /** The positions the last `find` wrote (reused between calls, so a query allocates nothing) */
  readonly found: Int32Array
}

const NO_CHAR = -1
/**
 * Characters get small ids so that every sequence of up to three has a slot in a dense table.
 * Past this many distinct characters the rarer ones share the last id, and pieces holding
 * one of them are confirmed with `includes`.
 */
const MAX_ALPHABET = 64

export function createSubstringFilter(strings: readonly string[]): SubstringFilter {
  const size = strings.length

  // Ids by frequency, so that only the rarest characters can end up sharing one.
  const asciiCounts = new Int32Array(128)
  const otherCounts = new Map<number, number>()
  for (const text of strings) {
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i)
      if (code < 128) asciiCounts[code]! += 1
      else otherCounts.set(code, (otherCounts.get(code) ?? 0) + 1)
    }
  }
  const countOf = (code: number) => (code < 128 ? asciiCounts[code]! : otherCounts.get(code)!)
  const byFrequency = [...asciiCounts.keys()].filter((code) => asciiCounts[code]! > 0).concat([...otherCounts.keys()])
  byFrequency.sort((a, b) => countOf(b) - countOf(a) || a - b)
  const shared = byFrequency.length > MAX_ALPHABET ? MAX_ALPHABET - 1 : NO_CHAR
  const asciiIds = new Int8Array(128).fill(NO_CHAR)
  const otherIds = new Map<number, number>()
  byFrequency.forEach((code, rank) => {
    const id = shared !== NO_CHAR && rank >= shared ? shared : rank
    if (code < 128) asciiIds[code] = id
    else otherIds.set(code, id)
  })
  const idOf = (code: number): number => (code < 128 ? asciiIds[code]! : (otherIds.get(code) ?? NO_CHAR))
  const base = Math.max(1, Math.min(byFrequency.length, MAX_ALPHABET))
  // One table, with distinct ranges for sequences of one, two and three characters.
  const pairsFrom = base
  const triplesFrom = base + base * base
  const key1 = (first: number) => first
  const key2 = (first: number, second: number) => pairsFrom + first * base + second
  const key3 = (first: number, second: number, third: number) => triplesFrom + (first * base + second) * base + third
  const keys = triplesFrom + base * base * base

  // Every (sequence, string) pair, listed once per string in a first walk; then the strings are
  // counted per sequence and placed in each sequence's list (ascending by construction).
  // The walk is the one hot loop of the build, so it is written out flat.
  let total = 0
  for (const text of strings) total += text.length * 3
  const pairKeys = new Int32Array(total)
  const pairPositions = new Int32Array(total)
  const lastSeen = new Int32Array(keys).fill(-1)
  let pairs = 0
  for (let position = 0; position < size; position++) {
    const text = strings[position]!
    let twoBack = NO_CHAR
    let oneBack = NO_CHAR
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i)
      const current = code < 128 ? asciiIds[code]! : otherIds.get(code)!
      let key = current
      if (lastSeen[key] !== position) {
        lastSeen[key] = position
        pairKeys[pairs] = key
        pairPositions[pairs++] = position
      }
      if (oneBack !== NO_CHAR) {
        key = pairsFrom + oneBack * base + current
        if (lastSeen[key] !== position) {
          lastSeen[key] = position
          pairKeys[pairs] = key
          pairPositions[pairs++] = position
        }
        if (twoBack !== NO_CHAR) {
          key = triplesFrom + (twoBack * base + oneBack) * base + current
          if (lastSeen[key] !== position) {
            lastSeen[key] = position
            pairKeys[pairs] = key
            pairPositions[pairs++] = position
          }
        }
      }
      twoBack = oneBack
      oneBack = current
    }
  }
  const bounds = new Int32Array(keys + 1)
  for (let i = 0; i < pairs; i++) bounds[pairKeys[i]! + 1]! += 1
  for (let key = 0; key < keys; key++) bounds[key + 1]! += bounds[key]!
  const positions = new Int32Array(pairs)
  const next = bounds.slice(0, keys)
  for (let i = 0; i < pairs; i++) positions[next[pairKeys[i]!]!++] = pairPositions[i]!

  const found = new Int32Array(size)

  function find(piece: string, max = size): number {
    if (!(max > 0)) return 0
    if (!piece) {
      const count = Math.min(size, max)
      for (let i = 0; i < count; i++) found[i] = i
      return count
    }
    // A piece of up to three characters is one sequence, whose list is the answer; a longer one is
    // confirmed on the strings of its rarest three-character sequence.
    let exact = piece.length <= 3
    let best = -1
    let twoBack = NO_CHAR
    let oneBack = NO_CHAR
    for (let i = 0; i < piece.length; i++) {
      const current = idOf(piece.charCodeAt(i))
      if (current === NO_CHAR) return 0
      if (current === shared) exact = false
      let key = -1
      if (piece.length === 1) key = key1(current)
      else if (piece.length === 2 && i === 1) key = key2(oneBack, current)
      else if (i >= 2) key = key3(twoBack, oneBack, current)
      if (key >= 0) {
        const length = bounds[key + 1]! - bounds[key]!
        if (!length) return 0
        if (best < 0 || length < bounds[best + 1]! - bounds[best]!) best = key
      }
      twoBack = oneBack
      oneBack = current
    }
    let count = 0
    for (let i = bounds[best]!, end = bounds[best + 1]!; i < end; i++) {
      const position = positions[i]!
      if (exact || strings[position]!.includes(piece)) {
        found[count++] = position
        if (count >= max) break
      }
    }
    return count
  }

  return { size, find, found }
}
