import { LIVE_SERVICE_CATALOG } from '~/copy/service-catalog'
import type { Service, ServiceCatalogEntry } from '~/config/content-schema/types'
import { serviceText } from './firm-content.server'

const catalogBySlug = new Map(LIVE_SERVICE_CATALOG.map((entry) => [entry.slug, entry]))

export function listServices(): readonly ServiceCatalogEntry[] {
  return LIVE_SERVICE_CATALOG
}

export function findService(serviceSlug: string): ServiceCatalogEntry | undefined {
  return catalogBySlug.get(serviceSlug)
}

/** A live service with its text (content/services/{slug}.md), which the page then depends on. */
export function findServiceWithText(serviceSlug: string): Service | undefined {
  const entry = catalogBySlug.get(serviceSlug)
  if (!entry) return undefined
  return { ...entry, ...serviceText(entry.slug) }
}

export function listServicesWithText(): readonly Service[] {
  return LIVE_SERVICE_CATALOG.map((entry) => findServiceWithText(entry.slug)!)
}
