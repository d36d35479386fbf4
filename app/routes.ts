import { route, type RouteConfig } from '@react-router/dev/routes'
import { LEGACY_PREFIXES } from './lib/legacy/prefixes'
import { FIXED_PAGES } from './lib/routing'

const legacy = (path: string) => route(path, 'routes/legacy.tsx', { id: `legacy:${path}` })

/**
 * React Router's pages: search and the calculator. The pages the build renders itself (the
 * content and location pages: app/page-kinds.server.tsx, decisions 022 and 033) are not among them, and
 * the catch-all answers their addresses in the app.
 */
export default [
  ...FIXED_PAGES.flatMap((page) => ('file' in page ? [route(page.path.slice(1), page.file)] : [])),
  route('emergency-consultation', 'routes/emergency-consultation.tsx'),
  legacy('services/business-consulting/*'),
  legacy('services/business-consulting/:stateSlug/:citySlug'),
  legacy('locations/*'),
  ...LEGACY_PREFIXES.map((prefix) => legacy(`${prefix}/*`)),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
