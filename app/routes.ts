import { index, route, type RouteConfig } from '@react-router/dev/routes'
import { firmHasTeamPages } from './lib/firm/team-route.server'
import { LEGACY_PREFIXES } from './lib/legacy/prefixes'
import { FIXED_PAGES, NOINDEX_PAGES, REQUEST_RECEIVED_PATH } from './lib/routing'

const legacy = (path: string) => route(path, 'routes/legacy.tsx', { id: `legacy:${path}` })

/**
 * React Router's pages. The state, city and service-in-city pages are not among them: the build renders
 * them itself (decision 022, lib/location-routes), and the catch-all answers their addresses in the app.
 */
export default [
  index('routes/home.tsx'),
  ...FIXED_PAGES.filter((page) => page.path !== '/').map((page) => route(page.path.slice(1), page.file)),
  ...NOINDEX_PAGES.map((page) => route(page.path.slice(1), page.file)),
  route(`${REQUEST_RECEIVED_PATH.slice(1)}/:caseTypeSlug`, 'routes/request-received-case-type.tsx'),
  route('emergency-consultation', 'routes/emergency-consultation.tsx'),
  route('case-types/:caseTypeSlug', 'routes/case-type.tsx'),
  // Only for a firm with team members: a route with a loader needs a page to prerender (lib/firm/team-route.server).
  ...(firmHasTeamPages() ? [route('about/team/:teamSlug', 'routes/team-member.tsx')] : []),
  legacy('services/business-consulting/*'),
  legacy('services/business-consulting/:stateSlug/:citySlug'),
  route('services/:serviceSlug', 'routes/service-hub.tsx'),
  legacy('locations/*'),
  ...LEGACY_PREFIXES.map((prefix) => legacy(`${prefix}/*`)),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
