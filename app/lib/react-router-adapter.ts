/** React Router details its documentation does not promise, each pinned by react-router-adapter.test.ts (written against 7.18.4). */

// Raised when the not-found document hydrates a route with a loader but no data; React Router does not export it.
const MISSING_ROUTE_DATA_MESSAGE = 'No result found for routeId'

export function isMissingRouteDataError(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith(MISSING_ROUTE_DATA_MESSAGE)
}

/** The flag under which React Router's request handler honors the prerender data header. */
export const BUILD_TIME_REQUEST_ENV = { IS_RR_BUILD_REQUEST: 'yes' } as const

/** The header that hands a page's already-rendered loader data to the document request of a prerender. */
export function prerenderDataHeaders(dataBody: string): Record<string, string> {
  return { 'X-React-Router-Prerender-Data': encodeURI(dataBody) }
}

/** The root route's stylesheets; a location page, rendered without React Router, links the same files. */
export function rootStylesheets(build: {
  assets: { routes: Record<string, { css?: string[] } | undefined> }
}): string[] {
  const css = build.assets.routes.root?.css
  if (!css?.length) throw new Error('The server build lists no stylesheet for the root route')
  return [...css]
}

/** The site's own exports of app/entry.server.tsx, carried as `entry.module` (decision 022). */
export function siteEntryExports<T extends object>(build: { entry: { module: object } }): T {
  return build.entry.module as T
}

/** The parts of a server build the prerender reads besides the documented request handler. */
export interface ServerBuildInternals {
  routes: Record<
    string,
    | {
        id: string
        parentId?: string
        path?: string
        index?: boolean
        module?: { default?: unknown; ErrorBoundary?: unknown }
      }
    | undefined
  >
  assets: { routes: Record<string, { hasLoader?: boolean } | undefined> }
  future: object
  prerender: string[]
}

export function dataRequestPath(build: Pick<ServerBuildInternals, 'future'>, pagePath: string): string {
  const trailingSlashAware = Boolean((build.future as Record<string, unknown>).v8_trailingSlashAwareDataRequests)
  if (trailingSlashAware) return pagePath.endsWith('/') ? `${pagePath}_.data` : `${pagePath}.data`
  return pagePath === '/' ? '/_root.data' : `${pagePath.replace(/\/$/, '')}.data`
}

/** The ssr:false fallback for paths not prerendered; the build turns it into 404.html. */
export const SPA_FALLBACK_FILE = '/__spa-fallback.html'

export const SPA_FALLBACK_REQUEST_HEADERS = { 'X-React-Router-SPA-Mode': 'yes' } as const

// React Router maps every import to its development build (remix-run/react-router#14102): these are its production entries.
export const PRODUCTION_ENTRY_POINTS: ReadonlyArray<{ specifier: 'react-router' | 'react-router/dom'; file: string }> =
  [
    { specifier: 'react-router', file: 'dist/production/index.mjs' },
    { specifier: 'react-router/dom', file: 'dist/production/dom-export.mjs' },
  ]
