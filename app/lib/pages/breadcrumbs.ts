import { PAGE_LINKS, SECTION_CRUMB_NAMES } from '~/copy/navigation'
import type { Crumb } from '~/lib/seo/structured-data'

export const HOME_CRUMB: Crumb = { name: SECTION_CRUMB_NAMES.home, path: PAGE_LINKS.home.to }
export const SERVICES_CRUMB: Crumb = { name: SECTION_CRUMB_NAMES.services, path: PAGE_LINKS.services.to }
export const LOCATIONS_CRUMB: Crumb = { name: SECTION_CRUMB_NAMES.locations, path: PAGE_LINKS.locations.to }
export const CASE_TYPES_CRUMB: Crumb = { name: SECTION_CRUMB_NAMES.caseTypes, path: PAGE_LINKS.caseTypes.to }

export function trail(...crumbs: Crumb[]): Crumb[] {
  return [HOME_CRUMB, ...crumbs]
}
