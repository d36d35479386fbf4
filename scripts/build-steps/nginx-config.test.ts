import { describe, expect, it } from 'vitest'
import { listPagePaths } from '~/lib/content-folder/paths'
import { LEGACY_CASES } from '~/lib/legacy/legacy-cases'
import { COLLECTOR_BODY_BYTES, NODE_ROUTES } from '../../server/shared/node-routes'
import { legacyMapEntries, mapHashSizes, type MapEntry } from './nginx-legacy-map'

const entries = legacyMapEntries()
const pages = new Set(listPagePaths())

/**
 * How nginx reads the map: the exact keys first, in any letter case, then the regular expressions in the
 * order written, the first that matches giving the value with its captures put in.
 */
function compileMap(map: readonly MapEntry[]): (uri: string) => string | undefined {
  const exact = new Map(map.filter((entry) => !entry.regex).map((entry) => [entry.key.toLowerCase(), entry.target]))
  const patterns = map
    .filter((entry) => entry.regex)
    .map((entry) => ({ pattern: new RegExp(entry.key), target: entry.target }))
  return (uri) => {
    const found = exact.get(uri.toLowerCase())
    if (found !== undefined) return found
    for (const { pattern, target } of patterns) {
      const match = pattern.exec(uri)
      if (match) return target.replace(/\$(\d)/g, (_, index: string) => match[Number(index)] ?? '')
    }
    return undefined
  }
}

const lookup = compileMap(entries)

/** What a visitor meets through nginx: a trailing slash trimmed, then the map until a page; a path in capitals goes to the Node server. */
function throughNginx(path: string): { target: string | undefined; hops: number; toNode: boolean } {
  let current = path.length > 1 ? path.replace(/\/+$/, '') : path
  let hops = current === path ? 0 : 1
  while (hops < 4 && !pages.has(current)) {
    const next = lookup(current)
    if (next === undefined) return { target: hops ? current : undefined, hops, toNode: /[A-Z]/.test(current) }
    current = next
    hops += 1
  }
  return { target: hops ? current : undefined, hops, toNode: false }
}

describe('the nginx legacy map', () => {
  it('leads every legacy URL where the Node server sends it, in at most three hops, and the unresolvable ones to no page', () => {
    for (const [from, to] of LEGACY_CASES) {
      const { target, hops, toNode } = throughNginx(from)
      // letter case beyond what the map holds: nginx hands the path to the Node server's resolver
      if (toNode) continue
      if (to === null) {
        expect(target === undefined || !pages.has(target), `${from} -> ${target}`).toBe(true)
        continue
      }
      expect(target, from).toBe(to)
      expect(hops, from).toBeLessThanOrEqual(3)
    }
    expect(LEGACY_CASES.filter(([from]) => throughNginx(from).toNode).map(([from]) => from)).toEqual([
      '/Forensic-Economist/Texas/Houston/',
    ])
  })

  it('answers a city the site does not serve as the Node server does: not on to a page that is not there', () => {
    expect(throughNginx('/locations/texas/atlantis').target).toBeUndefined()
    expect(throughNginx('/services/business-consulting/texas/atlantis').target).toBe('/advisory')
    expect(throughNginx('/services/business-consulting/texas/houston').target).toBe('/texas/houston')
  })

  it('holds no exact key that an earlier pattern answers, nor two keys that differ only in letter case', () => {
    const exact = entries.filter((entry) => !entry.regex).map((entry) => entry.key.toLowerCase())
    expect(new Set(exact).size).toBe(exact.length)
    expect(exact.length).toBeGreaterThan(100)
    expect(entries.filter((entry) => entry.regex).length).toBeGreaterThan(100)
    // nginx reads a word of at most 4,096 bytes
    for (const entry of entries) expect(Buffer.byteLength(entry.key)).toBeLessThan(4000)
  })

  it('sizes the map hash for its exact keys', () => {
    const { maxSize, bucketSize } = mapHashSizes(entries)
    expect(maxSize).toBeGreaterThanOrEqual(entries.filter((entry) => !entry.regex).length * 4)
    expect(bucketSize).toBeGreaterThanOrEqual(128)
  })
})

describe('the paths nginx hands to the Node server', () => {
  it('lists the collector with its body limit, and the upload path streaming its larger bodies', () => {
    expect(NODE_ROUTES.find((route) => route.path === '/f/')?.bodyBytes).toBe(COLLECTOR_BODY_BYTES)
    const uploads = NODE_ROUTES.find((route) => route.path === '/engage/uploads/')
    expect(uploads?.streamBody).toBe(true)
    expect(uploads!.bodyBytes).toBeGreaterThan(COLLECTOR_BODY_BYTES)
    for (const path of ['/inbox', '/inbox/', '/booking/', '/engage/', '/healthz'])
      expect(NODE_ROUTES.map((route) => route.path)).toContain(path)
  })
})
