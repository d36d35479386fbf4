import { caseTypePath, serviceHubPath } from '~/lib/content/path-builders'
import type { CaseType, PageLink, Service, ServiceCatalogEntry, ServiceIconName } from '~/config/content-types'

/** What a service card shows; loaders send this instead of the full service copy. */
export interface ServiceCardData {
  slug: string
  title: string
  icon: ServiceIconName
  summary: string
  features: string[]
  /** The service hub's path */
  to: string
}

/** A service's card; with a feature count, the service must come with its text (findServiceWithText). */
export function toServiceCard(service: ServiceCatalogEntry | Service, featureCount = 0): ServiceCardData {
  if (featureCount > 0 && !('features' in service)) throw new Error(`toServiceCard: ${service.slug} needs its text to show ${String(featureCount)} features`)
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

/** Finds each id in `items` in the given order; an unknown id fails the build rather than dropping a card. */
export function pickInOrder<T>(items: readonly T[], ids: readonly string[], idOf: (item: T) => string, what: string): T[] {
  return ids.map((id) => {
    const item = items.find((candidate) => idOf(candidate) === id)
    if (!item) throw new Error(`Unknown ${what} "${id}"`)
    return item
  })
}
