import { describe, expect, it } from 'vitest'
import { listCities } from '~/lib/content-folder/locations'
import { listPagePaths } from '~/lib/content-folder/paths'
import { LEGACY_CASES } from '~/lib/legacy/legacy-cases'
import { LEGACY_SERVICE_PREFIXES } from '~/lib/legacy/prefixes'
import { buildRedirectRules, formatRedirectsFile, type RedirectRule } from './redirects-file'

const rules = buildRedirectRules()
const pages = new Set(listPagePaths())

/** How a Netlify-style host reads the rules: `:name` is one segment, `*` the rest as `:splat`; first match wins. */
function compile(rule: RedirectRule): (path: string) => string | undefined {
  const names: string[] = []
  const source = rule.from
    .split(/(\*|(?<=\/):[a-z]+)/)
    .map((part) => {
      if (part === '*') {
        names.push('splat')
        return '(.+)'
      }
      if (part.startsWith(':')) {
        names.push(part.slice(1))
        return '([^/]+)'
      }
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    })
    .join('')
  const pattern = new RegExp(`^${source}$`)
  return (path) => {
    const match = pattern.exec(path)
    if (!match) return undefined
    return names.reduce((to, name, index) => to.replace(`:${name}`, match[index + 1] ?? ''), rule.to)
  }
}

const compiled = rules.map((rule) => ({ literal: rule.from.split(/[*:]/)[0] ?? '', match: compile(rule) }))

function hostRedirect(path: string): { target: string | undefined; hops: number } {
  let current = path.replace(/\/+$/, '') || '/'
  let hops = 0
  while (hops < 3 && !pages.has(current)) {
    let next: string | undefined
    for (const rule of compiled) {
      next = current.startsWith(rule.literal) ? rule.match(current) : undefined
      if (next !== undefined) break
    }
    if (next === undefined) break
    current = next
    hops += 1
  }
  return { target: hops > 0 ? current : undefined, hops }
}

/** Letter case beyond a state code is the server's job; a static host matches the lines as written. */
const SERVER_ONLY = new Set(['/Forensic-Economist/Texas/Houston/', '/lost-earnings-Nj'])

/** A pattern cannot tell that a city does not exist: the host sends these to a path that answers 404. */
const UNKNOWN_CITY = new Set(['/services/business-consulting/texas/atlantis'])

describe('_redirects', () => {
  it('answers every resolvable legacy URL of the shared table with the same page as the server, in at most three hops', () => {
    for (const [from, to] of LEGACY_CASES) {
      if (to === null || SERVER_ONLY.has(from)) continue
      const { target, hops } = hostRedirect(from)
      if (UNKNOWN_CITY.has(from)) {
        expect(pages.has(target ?? ''), from).toBe(false)
        continue
      }
      expect(target, from).toBe(to)
      expect(hops, from).toBeLessThanOrEqual(3)
    }
  })

  it('never leads an unresolvable URL to a page', () => {
    for (const [from, to] of LEGACY_CASES) {
      if (to !== null) continue
      const { target } = hostRedirect(from)
      if (target !== undefined) expect(pages.has(target), `${from} -> ${target}`).toBe(false)
    }
  })

  it('sends the compound city URLs of every served city to its service page', () => {
    for (const { state, city } of listCities()) {
      const code = state.abbreviation.toLowerCase()
      const bare = city.slug.endsWith(`-${code}`) ? city.slug.slice(0, -3) : city.slug
      expect(hostRedirect(`/life-care-planner-${bare}-${code}`).target).toBe(
        `/services/life-care-planning/${state.slug}/${city.slug}`,
      )
      expect(hostRedirect(`/expert-witness/${state.abbreviation}/${city.slug}`).target).toBe(
        `/services/expert-testimony/${state.slug}/${city.slug}`,
      )
    }
  })

  it('uses patterns: far fewer lines than the URLs they answer', () => {
    const prefixCount = Object.keys(LEGACY_SERVICE_PREFIXES).length
    const cityUrlForms = 4 // slug path, code path, compound lower, compound upper
    expect(rules.length).toBeLessThan((prefixCount * listCities().length * cityUrlForms) / 4)
    expect(rules.filter((rule) => rule.from.includes('*') || rule.from.includes(':')).length).toBeGreaterThan(100)
  })

  it('writes one "from to 301" line per rule, the emergency page first', () => {
    const text = formatRedirectsFile(rules)
    const lines = text.split('\n').filter((line) => line && !line.startsWith('#'))
    expect(lines).toHaveLength(rules.length)
    expect(lines[0]).toBe('/emergency-consultation /contact 301')
    for (const line of lines) expect(line).toMatch(/^\/\S* \/\S* 301$/)
    expect(new Set(rules.map((rule) => rule.from)).size).toBe(rules.length)
  })
})
