import { caseTypePath, serviceHubPath } from '~/lib/content-folder/path-builders'
import type { CaseType, PageLink, Service, ServiceCatalogEntry, ServiceIconName } from '~/config/content-schema/types'

export interface ServiceCardData {
  slug: string
  title: string
  icon: ServiceIconName
  summary: string
  features: string[]
  to: string
}

export function toServiceCard(service: ServiceCatalogEntry | Service, featureCount = 0): ServiceCardData {
  if (featureCount > 0 && !('features' in service))
    throw new Error(`toServiceCard: ${service.slug} needs its text to show ${String(featureCount)} features`)
  return {
    slug: service.slug,
    title: service.title,
    icon: service.icon,
    summary: service.summary,
    features: 'features' in service ? service.features.slice(0, featureCount) : [],
    to: serviceHubPath(service.slug),
  }
}

export function toCaseTypeLink(caseType: Pick<CaseType, 'slug' | 'name'>): PageLink {
  return { label: caseType.name, to: caseTypePath(caseType.slug) }
}

export function pickInOrder<T>(
  items: readonly T[],
  ids: readonly string[],
  idOf: (item: T) => string,
  what: string,
): T[] {
  return ids.map((id) => {
    const item = items.find((candidate) => idOf(candidate) === id)
    if (!item) throw new Error(`Unknown ${what} "${id}"`)
    return item
  })
}
