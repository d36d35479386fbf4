// Judged from prefixes alone, so a not-found page loads the resolver only for an address it might move (each rule's example is tested).
import { REDIRECT_PAGES } from '../routing'
import { LEGACY_SECTION_PREFIXES, LEGACY_SERVICE_PREFIXES, RETIRED_SERVICE_TARGETS } from './prefixes'

const SERVICE_PREFIXES = Object.keys(LEGACY_SERVICE_PREFIXES)
const SECTION_PREFIXES: readonly string[] = LEGACY_SECTION_PREFIXES

export function mayBeLegacyPath(pathname: string): boolean {
  let path = pathname
  try {
    path = decodeURIComponent(pathname)
  } catch {
    // a malformed escape is matched as written
  }
  const segments = path.toLowerCase().split('/').filter(Boolean)
  const [first, second] = segments
  if (!first) return false
  if (`/${segments.join('/')}` in REDIRECT_PAGES) return true
  if (first === 'services') return second !== undefined && second in RETIRED_SERVICE_TARGETS
  if (first === 'locations' || SECTION_PREFIXES.includes(first) || first in LEGACY_SERVICE_PREFIXES) return true
  if (segments.length !== 1) return false
  return (
    first.endsWith('-economist') ||
    SERVICE_PREFIXES.some((prefix) => first.startsWith(`${prefix}-`) || first.endsWith(`-${prefix}`))
  )
}
