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

/** Prerendered 200 pages kept out of the index: request-received pages and advisory services' city pages (decision 017). */
export function listNoindexPagePaths(): string[] {
  return [
    ...NOINDEX_PAGES.map((page) => page.path),
    ...listCaseTypes().map((caseType) => requestReceivedPath(caseType.slug)),
    ...listServiceCityPaths(false),
  ]
}

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

export function listPrerenderPaths(): string[] {
  return [...listPagePaths(), ...listNoindexPagePaths()]
}
