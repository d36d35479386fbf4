/** What the server's no-JavaScript form pages share: the parser of an HTML form post, and the pages' policy. */

/** The policy of the server's own form pages: no script; the site's own stylesheet and fonts; a form that posts back here. */
export const FORM_PAGE_POLICY =
  "default-src 'none'; style-src 'self'; font-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"

export function parseFormBody(body: string): Record<string, string | string[]> {
  const record = Object.create(null) as Record<string, string | string[]>
  for (const [name, value] of new URLSearchParams(body)) {
    const seen = record[name]
    if (seen === undefined) record[name] = value
    else record[name] = Array.isArray(seen) ? [...seen, value] : [seen, value]
  }
  return record
}
