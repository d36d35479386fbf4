import { isRetainedBy, type RetainedBy } from '~/config/retained-by'

/**
 * How the request page says what the stored request holds, for people: the browser in a few words, the
 * size of a file as counsel sees it, and a possible conflict's match in words.
 */

const BROWSERS: Array<[RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
]

const SYSTEMS: Array<[RegExp, string]> = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'Mac'],
  [/\bLinux\b/, 'Linux'],
]

/** A user-agent string in a few words: "Chrome on Windows", "Safari on iPhone"; undefined when neither is known. */
export function browserSummary(userAgent: string): string | undefined {
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1]
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1]
  if (browser && system) return `${browser} on ${system}`
  return browser ?? system
}

const UNITS = ['KB', 'MB', 'GB'] as const

/** A file's size as counsel sees it (binary units, as file managers show them): "293 KB", "1.4 MB", "512 bytes". */
export function fileSizeLabel(bytes: number): string {
  if (bytes < 1024) return `${String(bytes)} ${bytes === 1 ? 'byte' : 'bytes'}`
  let value = bytes / 1024
  let unit = 0
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024
    unit += 1
  }
  const shown = value >= 100 || unit === 0 ? Math.round(value).toString() : value.toFixed(1).replace(/\.0$/, '')
  return `${shown} ${UNITS[unit] ?? 'GB'}`
}

/** How close a register name is to the request's, in words, from the screen's similarity (1 is the same name). */
export function matchWords(score: number): string {
  if (score >= 0.999) return 'same name'
  if (score >= 0.9) return 'close spelling'
  return 'similar name'
}

/** The side opposite each retaining side, where there is one. */
const OPPOSITE: Partial<Record<RetainedBy, RetainedBy>> = { plaintiff: 'defense', defense: 'plaintiff' }

/**
 * What a possible conflict means for this request: when the firm worked for the other side in the earlier
 * matter, "same party, opposite side" (or "possibly", when the names only spell alike); the same side said
 * so; nothing when either side is unknown or neutral.
 */
export function sideWords(score: number, requestSide: string | null, earlierSide: string): string | undefined {
  if (!requestSide || !isRetainedBy(requestSide) || !isRetainedBy(earlierSide)) return undefined
  const sameName = matchWords(score) === 'same name'
  if (OPPOSITE[requestSide] === earlierSide)
    return sameName ? 'same party, opposite side' : 'possibly the same party, opposite side'
  if (requestSide === earlierSide && OPPOSITE[requestSide]) return 'the firm worked for the same side'
  return undefined
}
