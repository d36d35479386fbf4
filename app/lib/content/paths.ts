import { FIXED_PAGES, NOINDEX_PAGES, requestReceivedPath } from '../routing'
import { listCaseTypes } from './case-types'
import { listCities, listStates } from './locations'
import { indexesCityPages } from './index-policy'
import { caseTypePath, cityPath, serviceCityPath, serviceHubPath, statePath } from './path-builders'
import { teamMemberPath } from '../firm/team'
import { teamSlugs } from './firm-content.server'
import { listServices } from './services'

export { caseTypePath, cityPath, serviceCityPath, serviceHubPath, statePath }

export function listFixedPagePaths(): string[] {
  return FIXED_PAGES.map((page) => page.path)
}

/** The pages of the team members who sign reports and testify (one per file in content/firm/people/). */
export function listTeamPagePaths(): string[] {
  return teamSlugs().map(teamMemberPath)
}

export function listServiceHubPaths(): string[] {
  return listServices().map((service) => serviceHubPath(service.slug))
}

export function listCaseTypePaths(): string[] {
  return listCaseTypes().map((caseType) => caseTypePath(caseType.slug))
}

export function listStatePaths(): string[] {
  return listStates().map((state) => statePath(state.slug))
}

export function listCityPaths(): string[] {
  return listCities().map(({ state, city }) => cityPath(state.slug, city.slug))
}

/** Every service in every city, indexed or not. */
export function listServiceCityPaths(indexed?: boolean): string[] {
  const places = listCities()
  return listServices()
    .filter((service) => indexed === undefined || indexesCityPages(service) === indexed)
    .flatMap((service) => places.map(({ state, city }) => serviceCityPath(service.slug, state.slug, city.slug)))
}

/** The service-in-city pages that are indexed: the litigation services' (decision 017). */
export function listIndexedServiceCityPaths(): string[] {
  return listServiceCityPaths(true)
}

/**
 * Pages that are prerendered and answer 200 but are not indexed: the request-received page and one per case
 * type (the collector's landing after a form post), and the advisory services' city pages (decision 017).
 */
export function listNoindexPagePaths(): string[] {
  return [
    ...NOINDEX_PAGES.map((page) => page.path),
    ...listCaseTypes().map((caseType) => requestReceivedPath(caseType.slug)),
    ...listServiceCityPaths(false),
  ]
}

/** Every indexable page of the site. */
export function listPagePaths(): string[] {
  return [
    ...listFixedPagePaths(),
    ...listTeamPagePaths(),
    ...listServiceHubPaths(),
    ...listCaseTypePaths(),
    ...listStatePaths(),
    ...listCityPaths(),
    ...listIndexedServiceCityPaths(),
  ]
}

/** Every page the build renders: the indexable pages, then the noindex ones. */
export function listPrerenderPaths(): string[] {
  return [...listPagePaths(), ...listNoindexPagePaths()]
}
