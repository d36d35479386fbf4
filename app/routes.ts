import type { RouteConfig } from '@react-router/dev/routes'

/**
 * React Router renders no page (decision 043): every page kind and its renderer are in
 * app/page-kinds.server.tsx, their addresses in app/lib/page-routes.ts. React Router's build is kept,
 * for now, only to bundle the server entry the build renders pages with and the root's stylesheets.
 */
export default [] satisfies RouteConfig
