// Pure string functions, so browser code (the legacy resolver) can use them without the services' copy.
export const serviceHubPath = (serviceSlug: string) => `/services/${serviceSlug}`
export const statePath = (stateSlug: string) => `/${stateSlug}`
export const cityPath = (stateSlug: string, citySlug: string) => `/${stateSlug}/${citySlug}`
export const serviceCityPath = (serviceSlug: string, stateSlug: string, citySlug: string) =>
  `/services/${serviceSlug}/${stateSlug}/${citySlug}`
export const caseTypePath = (caseTypeSlug: string) => `/case-types/${caseTypeSlug}`
