import { FIXED_PAGES } from '../routing'
import { listCaseTypes } from './case-types'
import { listCities, listStates } from './locations'
import { listServices } from './services'

export const serviceHubPath = (serviceSlug: string) => `/services/${serviceSlug}`
export const statePath = (stateSlug: string) => `/${stateSlug}`
export const cityPath = (stateSlug: string, citySlug: string) => `/${stateSlug}/${citySlug}`
export const serviceCityPath = (serviceSlug: string, stateSlug: string, citySlug: string) =>
  `/services/${serviceSlug}/${stateSlug}/${citySlug}`
export const caseTypePath = (caseTypeSlug: string) => `/case-types/${caseTypeSlug}`

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
