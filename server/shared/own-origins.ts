import type { AddressInfo } from 'node:net'

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]']
const UNSPECIFIED = new Set(['0.0.0.0', '::'])

/** The origins of pages this server serves, from its bound address (never a request header); empty before it listens. */
export function ownOrigins(address: AddressInfo | string | null): string[] {
  if (!address || typeof address === 'string') return []
  const port = String(address.port)
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address
  const loopback = address.address === '127.0.0.1' || address.address === '::1' || UNSPECIFIED.has(address.address)
  const hosts = new Set([...(UNSPECIFIED.has(address.address) ? [] : [host]), ...(loopback ? LOOPBACK_NAMES : [])])
  return [...hosts].map((name) => `http://${name}:${port}`)
}
