/**
 * Reads one calendar feed (BUSY_ICS_URLS) as a blind fetch must be read: redirects followed by hand, at most 3,
 * each only to a URL the BUSY_ICS_URLS rule accepts; the address checked when the connection is made (a name
 * that resolves to a private or local address is refused, whenever it starts to); the body streamed and cut at 10 MB.
 */
import dns from 'node:dns'
import http, { type IncomingMessage } from 'node:http'
import https from 'node:https'
import net from 'node:net'
import { isOutboundUrl, LOOPBACK_HOSTS } from '../shared/outbound-url'

export const FETCH_TIMEOUT_MS = 15_000
const MAX_FEED_BYTES = 10 * 1024 * 1024
const MAX_REDIRECTS = 3

/** A feed refused for what it is or where it leads; the message is shown in the health details and the log. */
export class FeedRefused extends Error {
  override readonly name = 'FeedRefused'
}

export type Resolve = (hostname: string) => Promise<Array<{ address: string; family: number }>>

const systemResolve: Resolve = (hostname) => dns.promises.lookup(hostname, { all: true })

// Addresses no calendar service answers from: this host, private networks, link-local, shared, documentation, multicast.
const NOT_PUBLIC = new net.BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4')
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6')
const LOOPBACK = new net.BlockList()
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4')
LOOPBACK.addAddress('::1', 'ipv6')

/** Whether a feed may be fetched from `address`: a public one, or loopback when the URL itself names a loopback host. */
export function addressAllowed(address: string, loopbackHost: boolean): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1]
  const plain = mapped ?? address
  const family = net.isIP(plain) === 6 ? 'ipv6' : 'ipv4'
  if (net.isIP(plain) === 0) return false
  if (loopbackHost) return LOOPBACK.check(plain, family)
  return !NOT_PUBLIC.check(plain, family)
}

/** A `lookup` for the connection: resolves the name, then refuses it when any address it gives is not allowed. */
function checkedLookup(loopbackHost: boolean, resolve: Resolve): net.LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const usable = addresses.filter((entry) => !options.family || entry.family === options.family)
        if (usable.length === 0 || addresses.some((entry) => !addressAllowed(entry.address, loopbackHost))) {
          callback(new FeedRefused('the feed host resolves to a private or local address'), '', 0)
          return
        }
        if (options.all) (callback as unknown as (error: null, all: typeof usable) => void)(null, usable)
        else callback(null, usable[0]!.address, usable[0]!.family)
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    )
  }
}

function requestOnce(url: URL, signal: AbortSignal, resolve: Resolve): Promise<IncomingMessage> {
  const loopbackHost = LOOPBACK_HOSTS.has(url.hostname)
  const literal = url.hostname.replace(/^\[|\]$/g, '')
  if (net.isIP(literal) && !addressAllowed(literal, loopbackHost))
    return Promise.reject(new FeedRefused('the feed address is private or local'))
  return new Promise((settle, fail) => {
    const request = (url.protocol === 'https:' ? https : http).request(url, {
      method: 'GET',
      headers: { Accept: 'text/calendar' },
      agent: false,
      signal,
      lookup: checkedLookup(loopbackHost, resolve),
    })
    request.once('response', settle)
    request.once('error', fail)
    request.end()
  })
}

async function readBody(response: IncomingMessage): Promise<string> {
  const declared = Number(response.headers['content-length'] ?? 0)
  if (declared > MAX_FEED_BYTES) {
    response.destroy()
    throw new FeedRefused('feed larger than 10 MB')
  }
  const chunks: Buffer[] = []
  let received = 0
  for await (const chunk of response as AsyncIterable<Buffer>) {
    received += chunk.length
    if (received > MAX_FEED_BYTES) {
      response.destroy()
      throw new FeedRefused('feed larger than 10 MB')
    }
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** The feed's text, or an error whose message (never the URL) says why not. */
export async function fetchFeed(
  feedUrl: string,
  { resolve = systemResolve, timeoutMs = FETCH_TIMEOUT_MS }: { resolve?: Resolve; timeoutMs?: number } = {},
): Promise<string> {
  const signal = AbortSignal.timeout(timeoutMs)
  let url = new URL(feedUrl)
  for (let redirects = 0; ; redirects += 1) {
    const response = await requestOnce(url, signal, resolve)
    const status = response.statusCode ?? 0
    if (status >= 300 && status < 400 && response.headers.location !== undefined) {
      response.resume()
      if (redirects === MAX_REDIRECTS) throw new FeedRefused(`more than ${String(MAX_REDIRECTS)} redirects`)
      const next = new URL(response.headers.location, url)
      if (!isOutboundUrl(next.href)) throw new FeedRefused('redirected to an address BUSY_ICS_URLS does not accept')
      url = next
      continue
    }
    if (status < 200 || status >= 300) {
      response.resume()
      throw new Error(`HTTP ${String(status)}`)
    }
    return readBody(response)
  }
}
