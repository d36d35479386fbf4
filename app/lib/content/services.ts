import { LIVE_SERVICE_CATALOG } from '~/content/service-catalog'
import { SERVICE_CONTENT } from '~/content/services'
import type { Service } from '~/config/content-types'

const LIVE_SERVICES: readonly Service[] = LIVE_SERVICE_CATALOG.map((entry) => {
  const content = SERVICE_CONTENT[entry.slug]
  if (!content) throw new Error(`Service "${entry.slug}" has no content in app/content/services.ts`)
  return { ...entry, ...content }
})

const serviceBySlug = new Map(LIVE_SERVICES.map((service) => [service.slug, service]))

/** The live services, in the firm's order. */
export function listServices(): readonly Service[] {
  return LIVE_SERVICES
}

/** A live service; a retired or unknown slug gives undefined. */
export function findService(serviceSlug: string): Service | undefined {
  return serviceBySlug.get(serviceSlug)
}
