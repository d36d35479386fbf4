import path from 'node:path'
import { LIVE_SERVICE_CATALOG } from '~/copy/service-catalog'
import { listStates } from '~/lib/content-folder/locations'
import { serviceCityPath, serviceHubPath, statePath } from '~/lib/content-folder/paths'
import type { State } from '~/config/content-schema/types'
import { LARGE_COUNTIES, LEGACY_AREAS, listMetroAliases } from '~/lib/legacy/places'
import { LEGACY_SECTION_TARGETS, LEGACY_SERVICE_PREFIXES, RETIRED_SERVICE_TARGETS } from '~/lib/legacy/prefixes'
import { REDIRECT_PAGES } from '~/lib/routing'
import { type BuildContext, writeFile } from './context'

/** One line of a Netlify-style `_redirects` file: the first rule that matches a request wins. */
export interface RedirectRule {
  from: string
  to: string
}

/** How a state may appear in an old URL: its slug and its code in both cases. */
function stateTokens(state: State): string[] {
  return [state.slug, state.abbreviation.toLowerCase(), state.abbreviation.toUpperCase()]
}

function codeTokens(state: State): string[] {
  return [state.abbreviation.toLowerCase(), state.abbreviation.toUpperCase()]
}

/** Cities whose slug carries the state code ("concord-ca"): old compound URLs named them without it. */
function suffixedCities(state: State): { bare: string; slug: string }[] {
  const suffix = `-${state.abbreviation.toLowerCase()}`
  return state.cities
    .filter((city) => city.slug.endsWith(suffix))
    .map((city) => ({ bare: city.slug.slice(0, -suffix.length), slug: city.slug }))
}

/**
 * The legacy rules of app/lib/legacy as host redirect patterns (`:placeholder` for one segment, `*` and
 * `:splat` for the rest). Where a rule needs data, the lines go per state or per prefix, never per URL.
 * Named areas (metros, well-known areas, counties) first redirect to `/{prefix}/{state}/{city}`, which the
 * prefix lines then send to the mapped service: two hops, one line per area instead of one per prefix.
 * A pattern cannot check that a city exists, so an unknown city under a known state is redirected to a
 * path that answers 404, where the server answers 404 at once.
 */
export function buildRedirectRules(): RedirectRule[] {
  const rules: RedirectRule[] = []
  const seen = new Set<string>()
  const add = (from: string, to: string) => {
    if (seen.has(from)) return
    seen.add(from)
    rules.push({ from, to })
  }
  const states = listStates()
  const prefixes = Object.entries(LEGACY_SERVICE_PREFIXES)

  for (const [from, to] of Object.entries(REDIRECT_PAGES)) add(from, to)

  for (const [retired, successor] of Object.entries(RETIRED_SERVICE_TARGETS)) {
    const base = `/services/${retired}`
    add(base, successor)
    for (const state of states) {
      for (const token of stateTokens(state)) {
        add(`${base}/${token}`, statePath(state.slug))
        add(`${base}/${token}/:city`, `${statePath(state.slug)}/:city`)
      }
    }
    add(`${base}/*`, successor)
  }

  for (const state of states) {
    for (const token of stateTokens(state)) {
      add(`/locations/${token}`, statePath(state.slug))
      add(`/locations/${token}/:city`, `${statePath(state.slug)}/:city`)
    }
  }

  const practiceAreas = '/practice-areas'
  for (const [prefix, service] of prefixes) add(`${practiceAreas}/${prefix}`, serviceHubPath(service))
  for (const service of LIVE_SERVICE_CATALOG) add(`${practiceAreas}/${service.slug}`, serviceHubPath(service.slug))
  for (const [retired, successor] of Object.entries(RETIRED_SERVICE_TARGETS))
    add(`${practiceAreas}/${retired}`, successor)
  for (const [section, target] of Object.entries(LEGACY_SECTION_TARGETS)) {
    add(`/${section}`, target)
    add(`/${section}/*`, target)
  }

  for (const [prefix, service] of prefixes) {
    add(`/${prefix}`, serviceHubPath(service))
    for (const state of states) {
      for (const token of stateTokens(state)) {
        add(`/${prefix}/${token}`, statePath(state.slug))
        add(`/${prefix}/${token}/:city`, serviceCityPath(service, state.slug, ':city'))
      }
    }
  }

  for (const [prefix, service] of prefixes) {
    for (const state of states)
      for (const token of stateTokens(state)) add(`/${prefix}-${token}`, statePath(state.slug))
    for (const state of states)
      for (const code of codeTokens(state)) add(`/${prefix}-*-${code}`, serviceCityPath(service, state.slug, ':splat'))
  }

  // A few city slugs carry their state code ("concord-ca"); old URLs named them without it, and the
  // patterns above land on the bare name, which has no page. One line per such city sends it on.
  for (const state of states) {
    for (const city of suffixedCities(state)) {
      add(`${statePath(state.slug)}/${city.bare}`, `${statePath(state.slug)}/${city.slug}`)
      add(serviceCityPath(':service', state.slug, city.bare), serviceCityPath(':service', state.slug, city.slug))
    }
  }

  // Named areas, longest literal first so "tampa-bay-area-*" is tried before "tampa-bay-*".
  const named: RedirectRule[] = []
  const seenCounties = new Set<string>()
  for (const county of LARGE_COUNTIES) {
    const state = states.find((candidate) => candidate.abbreviation.toLowerCase() === county.state)
    if (!state) continue
    const seat = `${statePath(state.slug)}/${county.seat}`
    const economist = serviceCityPath(
      LEGACY_SERVICE_PREFIXES['forensic-economist'] ?? 'economic-loss-assessment',
      state.slug,
      county.seat,
    )
    for (const code of codeTokens(state)) {
      named.push({ from: `/${county.county}-county-${code}-economist`, to: economist })
      named.push({ from: `/${county.county}-county-${code}-*`, to: `/:splat${seat}` })
    }
    if (!seenCounties.has(county.county)) {
      seenCounties.add(county.county)
      named.push({ from: `/${county.county}-county-economist`, to: economist })
      named.push({ from: `/${county.county}-county-*`, to: `/:splat${seat}` })
    }
  }
  for (const [area, place] of Object.entries(LEGACY_AREAS))
    named.push({ from: `/${area}-*`, to: `/:splat/${place.stateSlug}/${place.citySlug}` })
  for (const [alias, place] of listMetroAliases())
    named.push({ from: `/${alias}-metro-*`, to: `/:splat/${place.state.slug}/${place.city.slug}` })
  const literalLength = (rule: RedirectRule) => rule.from.replace(/\*.*$/, '').length
  named.sort((a, b) => literalLength(b) - literalLength(a))
  for (const rule of named) add(rule.from, rule.to)
  return rules
}

export function formatRedirectsFile(rules: readonly RedirectRule[]): string {
  return [
    "# Legacy URLs of the firm's earlier sites, the same rules the server answers with (app/lib/legacy).",
    '# First match wins; :placeholder is one path segment, * with :splat the rest.',
    ...rules.map((rule) => `${rule.from} ${rule.to} 301`),
    '',
  ].join('\n')
}

/** Writes `_redirects` for static hosts. */
export function writeRedirectsFile(context: BuildContext): { rules: number } {
  const rules = buildRedirectRules()
  writeFile(path.join(context.clientDir, '_redirects'), formatRedirectsFile(rules))
  return { rules: rules.length }
}
