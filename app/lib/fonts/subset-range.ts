/**
 * The characters the site's web font files hold: printable Basic Latin, Latin-1 (accented names such as
 * Cañon City), the ligature letters and modifier marks English text meets, and the punctuation US copy
 * uses (spaces including the narrow no-break space of formatted times, hyphens and dashes, curly quotes,
 * daggers, bullets, ellipsis, primes, the euro and trademark signs, arrows, the minus sign). A character
 * outside it is drawn from the metric-matched local fallback, as `unicode-range` tells the browser.
 *
 * The one list behind both the font files (`npm run fonts:subset`) and the stylesheet's `unicode-range`
 * (app/fonts.css, checked against it by a test).
 */
const FONT_SUBSET_RANGES: readonly string[] = [
  'U+0020-007E',
  'U+00A0-00FF',
  'U+0131',
  'U+0152-0153',
  'U+02BB-02BC',
  'U+02C6',
  'U+02DA',
  'U+02DC',
  'U+2000-2015',
  'U+2018-201E',
  'U+2020-2022',
  'U+2026',
  'U+202F',
  'U+2030',
  'U+2032-2033',
  'U+2039-203A',
  'U+2044',
  'U+20AC',
  'U+2122',
  'U+2190-2193',
  'U+2212',
  'U+2215',
]

/** The value of the `unicode-range` descriptor for the list. */
export const unicodeRangeDescriptor = (): string => FONT_SUBSET_RANGES.join(', ')

/** Every code point the list covers, in order. */
export function subsetCodePoints(): number[] {
  return FONT_SUBSET_RANGES.flatMap((range) => {
    const match = /^U\+([0-9A-F]{4,6})(?:-([0-9A-F]{4,6}))?$/.exec(range)
    if (!match?.[1]) throw new Error(`Not a Unicode range: ${range}`)
    const first = Number.parseInt(match[1], 16)
    const last = match[2] ? Number.parseInt(match[2], 16) : first
    return Array.from({ length: last - first + 1 }, (_, offset) => first + offset)
  })
}

/** Whether the site's fonts hold a glyph for this character (line breaks and tabs count as covered). */
export function isInFontSubset(character: string, codePoints: ReadonlySet<number>): boolean {
  const code = character.codePointAt(0) ?? 0
  return code < 0x20 || codePoints.has(code)
}
