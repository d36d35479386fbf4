import { FIXED_PAGES, NOINDEX_PAGES, requestReceivedPath } from '../routing'
import { listCaseTypes } from './case-types'
import { listCities, listStates } from './locations'
import { caseTypePath, cityPath, serviceCityPath, serviceHubPath, statePath } from './path-builders'
import { listServices } from './services'

export { caseTypePath, cityPath, serviceCityPath, serviceHubPath, statePath }

export function listFixedPagePaths(): string[] {
  return FIXED_PAGES.map((page) => page.path)
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

export function listServiceCityPaths(): string[] {
  const places = listCities()
  return listServices().flatMap((service) =>
    places.map(({ state, city }) => serviceCityPath(service.slug, state.slug, city.slug)),
  )
}

/** Pages that are prerendered but not indexed (the request-received page, and one per case type). */
function listNoindexPagePaths(): string[] {
  return [...NOINDEX_PAGES.map((page) => page.path), ...listCaseTypes().map((caseType) => requestReceivedPath(caseType.slug))]
}

/** Every indexable page of the site. */
export function listPagePaths(): string[] {
  return [
    ...listFixedPagePaths(),
    ...listServiceHubPaths(),
    ...listCaseTypePaths(),
    ...listStatePaths(),
    ...listCityPaths(),
    ...listServiceCityPaths(),
  ]
}

/** Every page the build renders: the indexable pages and the noindex ones. */
export function listPrerenderPaths(): string[] {
  return [...listPagePaths(), ...listNoindexPagePaths()]
}
