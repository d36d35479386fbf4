/** What several content collections' schemas share: slugs, text, site paths, links, dates. Server and build only (zod). */
import { z } from 'zod'
import { RETAINED_BY } from '../retained-by'

// Zod compiles parsers with `new Function` unless jitless, which the CSP (no 'unsafe-eval') refuses in the browser.
z.config({ jitless: true })

/** Who retained the firm (the list in retained-by.ts, which the forms use without the schema library). */
export const RetainedBySchema = z.enum(RETAINED_BY)

export const SlugSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lowercase kebab-case slug')
export const text = z.string().trim().min(1)
export const wordCount = (value: string) => value.trim().split(/\s+/).length

/** A site path: one leading slash not followed by "/" or "\" (read as a host), no whitespace, control character or backslash. */
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const SITE_PATH_PATTERN = /^\/(?![/\\])[^\s\\\u0000-\u001f\u007f]*$/
const SitePathSchema = z
  .string()
  .regex(SITE_PATH_PATTERN, 'must be a path on this site, starting with a single "/" (no "//", backslash or spaces)')

/** An absolute https URL with a host, no user name or password and no whitespace (a profile elsewhere, a payment page). */
export const HttpsUrlSchema = z.string().refine((value) => {
  // Written out as https:// and a host: the URL parser would also take "https:///host" or "https:host".
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (!/^https:\/\/[^/]/.test(value) || /[\s\u0000-\u001f\u007f\\]/.test(value)) return false
  try {
    const url = new URL(value)
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password
  } catch {
    return false
  }
}, 'must be an absolute https:// URL with a host name')

/** A link a page shows: its text, its target and an optional note beside it. The one link type of the site. */
export const PageLinkSchema = z.object({
  label: text.meta({ title: 'Link text' }),
  to: SitePathSchema.meta({ title: 'Link target', description: 'A path on this site, e.g. "/fees"' }),
  note: text.optional().meta({ title: 'Note beside the link' }),
})

/** An optional group written empty (`{}`, or only empty values, as the editor writes it) counts as absent. */
export function absentWhenEmpty(value: unknown): unknown {
  const isEmptyGroup =
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((field) => field === undefined || field === null || field === '')
  return isEmptyGroup ? undefined : value
}

/** A calendar date written YYYY-MM-DD that exists (no 2025-02-30). */
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/
export const IsoDateSchema = z
  .string()
  .regex(ISO_DATE_PATTERN, { message: 'must be a date written YYYY-MM-DD', abort: true })
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`)
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
  }, 'must be a real calendar date')
