import type { AddressInfo } from 'node:net'

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]']
const UNSPECIFIED = new Set(['0.0.0.0', '::'])

/**
 * The origins a browser sends for pages this server itself serves, from the address it is bound to (never
 * from a request header): http://ADDRESS:PORT, and the loopback names when it listens on loopback or on
 * every interface. Empty before the server listens.
 */
export function ownOrigins(address: AddressInfo | string | null): string[] {
  if (!address || typeof address === 'string') return []
  const port = String(address.port)
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address
  const loopback = address.address === '127.0.0.1' || address.address === '::1' || UNSPECIFIED.has(address.address)
  const hosts = new Set([...(UNSPECIFIED.has(address.address) ? [] : [host]), ...(loopback ? LOOPBACK_NAMES : [])])
  return [...hosts].map((name) => `http://${name}:${port}`)
}
