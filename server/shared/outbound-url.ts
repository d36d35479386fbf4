/** The one rule for the addresses the server sends to or fetches from (WEBHOOK_URLS, BUSY_ICS_URLS). */

/** Host names whose http:// URLs are accepted (tests and a proxy on the same machine). */
export const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['127.0.0.1', 'localhost', '[::1]'])

/** https (http only on loopback), and no user name or password: fetch refuses to send credentials in a URL, so such a hook could never be delivered. */
export function isOutboundUrl(text: string): boolean {
  try {
    const url = new URL(text)
    if (url.username || url.password) return false
    return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname))
  } catch {
    return false
  }
}
