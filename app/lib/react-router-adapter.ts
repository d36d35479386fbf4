/**
 * Every detail of React Router that its documentation does not promise, in one place. The site relies on
 * these for its own prerender (scripts/build-steps/render-pages), the deferred app start
 * (lib/html/defer-app-start), the not-found document (root.tsx) and the client build (vite.config.ts).
 * Each is checked against the installed package by react-router-adapter.test.ts, which names the detail
 * and this module when an upgrade changes it. Written against react-router and @react-router/dev 7.18.4.
 */

/**
 * The message of the error React Router raises when the not-found document hydrates at an address whose
 * route has a loader but no prerendered data (it is not exported as a constant or a type).
 */
const MISSING_ROUTE_DATA_MESSAGE = 'No result found for routeId'

export function isMissingRouteDataError(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith(MISSING_ROUTE_DATA_MESSAGE)
}

/**
 * The environment variable under which React Router's request handler honors the prerender data header:
 * it is set by its own prerender, and by ours, which renders pages from the kept server bundle.
 */
export const BUILD_TIME_REQUEST_ENV = { IS_RR_BUILD_REQUEST: 'yes' } as const

/** The header that hands a page's already-rendered loader data to the document request of a prerender. */
export function prerenderDataHeaders(dataBody: string): Record<string, string> {
  return { 'X-React-Router-Prerender-Data': encodeURI(dataBody) }
}

/**
 * The stylesheets every page links: the root route's CSS in the server build's assets manifest (what
 * <Links /> writes for the root). A location page, rendered without React Router, links the same files.
 */
export function rootStylesheets(build: { assets: { routes: Record<string, { css?: string[] } | undefined> } }): string[] {
  const css = build.assets.routes.root?.css
  if (!css?.length) throw new Error('The server build lists no stylesheet for the root route')
  return [...css]
}

/**
 * The site's own exports of the server entry (app/entry.server.tsx), which the server build carries
 * as `entry.module` beside React Router's handleRequest: the location pages' renderer (decision 022).
 */
export function siteEntryExports<T extends object>(build: { entry: { module: object } }): T {
  return build.entry.module as T
}

/** The parts of a server build the prerender reads besides the documented request handler. */
export interface ServerBuildInternals {
  routes: Record<string, { id: string; parentId?: string; path?: string; index?: boolean; module?: { default?: unknown; ErrorBoundary?: unknown } } | undefined>
  assets: { routes: Record<string, { hasLoader?: boolean } | undefined> }
  future: object
  /** With ssr:false the request handler refuses any path this list does not hold */
  prerender: string[]
}

/**
 * A copy of the server build whose prerender list is `pages`, an array the caller may change between
 * requests: with ssr:false the request handler answers only the paths in that list.
 */
export function withPrerenderList<T extends ServerBuildInternals>(build: T, pages: string[]): T {
  return { ...build, prerender: pages }
}

/** Whether a route of the server build has a server loader, so its page has a .data file. */
export function routeHasLoader(build: ServerBuildInternals, routeId: string): boolean {
  return Boolean(build.assets.routes[routeId]?.hasLoader)
}

/** The data request React Router's client makes for a page ("/about" -> "/about.data", "/" -> "/_root.data"). */
export function dataRequestPath(build: Pick<ServerBuildInternals, 'future'>, pagePath: string): string {
  const trailingSlashAware = Boolean((build.future as Record<string, unknown>).v8_trailingSlashAwareDataRequests)
  if (trailingSlashAware) return pagePath.endsWith('/') ? `${pagePath}_.data` : `${pagePath}.data`
  return pagePath === '/' ? '/_root.data' : `${pagePath.replace(/\/$/, '')}.data`
}

/** How `<Scripts />` writes the module preloads of a page: one `<link>` per module. */
export const MODULEPRELOAD_MARKUP = /<link rel="modulepreload" href="[^"]*"\/>/g
/** How `<Scripts />` writes the bootstrap: one async module script that imports the manifest, the route modules and the client entry. */
export const BOOTSTRAP_SCRIPT_MARKUP = /<script type="module" async="">([\s\S]*?)<\/script>/

/**
 * The file React Router writes, with ssr:false, for addresses that were not prerendered: the root's
 * HydrateFallback, which the build turns into 404.html.
 */
export const SPA_FALLBACK_FILE = '/__spa-fallback.html'

/**
 * The header React Router's build sends to render that fallback from the home address (the root's
 * HydrateFallback with the home route's data); the incremental build renders it the same way.
 */
export const SPA_FALLBACK_REQUEST_HEADERS = { 'X-React-Router-SPA-Mode': 'yes' } as const

/**
 * React Router's package maps every import to its development build (remix-run/react-router#14102), so a
 * browser bundle would carry its development warnings. These are its production entry points, relative to
 * the package folder, for the client build's aliases.
 */
export const PRODUCTION_ENTRY_POINTS: ReadonlyArray<{ specifier: 'react-router' | 'react-router/dom'; file: string }> = [
  { specifier: 'react-router', file: 'dist/production/index.mjs' },
  { specifier: 'react-router/dom', file: 'dist/production/dom-export.mjs' },
]
