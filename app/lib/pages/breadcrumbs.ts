import type { Crumb } from '~/lib/seo/structured-data'

export const HOME_CRUMB: Crumb = { name: 'Home', path: '/' }
export const SERVICES_CRUMB: Crumb = { name: 'Services', path: '/services' }
export const LOCATIONS_CRUMB: Crumb = { name: 'Locations', path: '/locations' }
export const CASE_TYPES_CRUMB: Crumb = { name: 'Case Types', path: '/case-types' }

export function trail(...crumbs: Crumb[]): Crumb[] {
  return [HOME_CRUMB, ...crumbs]
}
