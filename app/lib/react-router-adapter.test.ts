/**
 * Contract tests of app/lib/react-router-adapter.ts: each undocumented React Router detail the site relies
 * on, checked against the installed packages. A failure names the detail and the adapter function to update.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  BUILD_TIME_REQUEST_ENV,
  dataRequestPath,
  isMissingRouteDataError,
  PRODUCTION_ENTRY_POINTS,
  prerenderDataHeaders,
  rootStylesheets,
  siteEntryExports,
  SPA_FALLBACK_FILE,
  SPA_FALLBACK_REQUEST_HEADERS,
} from './react-router-adapter'

const root = path.resolve(import.meta.dirname, '../..')
const routerDir = path.join(root, 'node_modules/react-router')
const devPackageDir = path.join(root, 'node_modules/@react-router/dev')

function sourcesOf(dir: string): string {
  return fs
    .readdirSync(dir)
    .filter((file) => /\.m?js$/.test(file))
    .map((file) => fs.readFileSync(path.join(dir, file), 'utf8'))
    .join('\n')
}

/** Both builds of react-router: the server bundle uses the development one, the browser the production one. */
const routerBuilds = {
  development: sourcesOf(path.join(routerDir, 'dist/development')),
  production: sourcesOf(path.join(routerDir, 'dist/production')),
}
const devTools = sourcesOf(path.join(devPackageDir, 'dist'))

const adapter = 'app/lib/react-router-adapter.ts'
const changed = (detail: string, update: string) => `React Router changed ${detail}: update ${update} in ${adapter}`

describe('React Router details the prerender relies on', () => {
  it.each(Object.entries(routerBuilds))(
    'its %s request handler honors the prerender data header only in a build-time request',
    (_build, source) => {
      const [name, value] = Object.entries(BUILD_TIME_REQUEST_ENV)[0]!
      expect(
        source.includes(`process.env.${name} === "${value}"`),
        changed(`the build-time request flag (${name})`, 'BUILD_TIME_REQUEST_ENV'),
      ).toBe(true)
      const [header] = Object.keys(prerenderDataHeaders(''))
      expect(
        source.includes(`"${header!}"`),
        changed(`the prerender data header (${header!})`, 'prerenderDataHeaders'),
      ).toBe(true)
    },
  )

  it.each(Object.entries(routerBuilds))(
    'its %s request handler answers, with ssr:false, only the paths of build.prerender',
    (_build, source) => {
      expect(
        /build\.prerender\.includes\(/.test(source),
        changed('where the ssr:false handler reads its page list (build.prerender)', 'withPrerenderList'),
      ).toBe(true)
    },
  )

  it('writes the data of a page to the path its client requests', () => {
    expect(
      routerBuilds.development.includes('"/_root.data"'),
      changed('the data path of the root page (/_root.data)', 'dataRequestPath'),
    ).toBe(true)
    expect(
      routerBuilds.production.includes('v8_trailingSlashAwareDataRequests'),
      changed('the trailing-slash data-path flag', 'dataRequestPath'),
    ).toBe(true)
    expect(dataRequestPath({ future: {} }, '/')).toBe('/_root.data')
    expect(dataRequestPath({ future: {} }, '/texas/houston')).toBe('/texas/houston.data')
    expect(dataRequestPath({ future: { v8_trailingSlashAwareDataRequests: true } }, '/')).toBe('/_.data')
  })

  it('marks in the server build which routes have a loader', () => {
    expect(
      /hasLoader: sourceExports\.includes\("loader"\)/.test(devTools),
      changed('the server build manifest field hasLoader', 'routeHasLoader'),
    ).toBe(true)
  })

  it('writes the not-found document under the SPA fallback name', () => {
    expect(
      devTools.includes(`"${SPA_FALLBACK_FILE.slice(1)}"`),
      changed(`the SPA fallback file name (${SPA_FALLBACK_FILE})`, 'SPA_FALLBACK_FILE'),
    ).toBe(true)
  })

  it('renders the SPA fallback with a request header the build sends', () => {
    const [[header, value]] = Object.entries(SPA_FALLBACK_REQUEST_HEADERS) as [[string, string]]
    expect(
      devTools.includes(`"${header}": "${value}"`),
      changed(`the SPA fallback request header (${header})`, 'SPA_FALLBACK_REQUEST_HEADERS'),
    ).toBe(true)
    expect(
      routerBuilds.development.includes(`"${header}"`),
      changed(`where the request handler reads the SPA fallback header (${header})`, 'SPA_FALLBACK_REQUEST_HEADERS'),
    ).toBe(true)
  })
})

describe('React Router details the browser relies on', () => {
  it.each(Object.entries(routerBuilds))(
    'its %s client reports a route without prerendered data with a known message',
    (_build, source) => {
      expect(
        source.includes('No result found for routeId'),
        changed('the message for a route without prerendered data', 'isMissingRouteDataError'),
      ).toBe(true)
      expect(isMissingRouteDataError(new Error('No result found for routeId "routes/state"'))).toBe(true)
      expect(isMissingRouteDataError(new Error('Network error'))).toBe(false)
    },
  )

  it('ships production entry points at the paths the client build aliases', () => {
    for (const entry of PRODUCTION_ENTRY_POINTS) {
      expect(
        fs.existsSync(path.join(routerDir, entry.file)),
        changed(`the production build file of ${entry.specifier} (${entry.file})`, 'PRODUCTION_ENTRY_POINTS'),
      ).toBe(true)
    }
  })
})

describe('React Router details the location pages rely on (decision 022)', () => {
  it("carries the server entry's own exports in the server build as entry.module", () => {
    expect(
      devTools.includes('export const entry = { module: entryServer };'),
      changed('how the server build exposes the server entry module', 'siteEntryExports'),
    ).toBe(true)
    const renderLocationPage = () => 'page'
    expect(
      siteEntryExports<{ renderLocationPage: () => string }>({
        entry: { module: { renderLocationPage } },
      }).renderLocationPage(),
    ).toBe('page')
  })

  it("lists the root route's stylesheets in the server build's assets manifest", () => {
    expect(
      /css: dedupe\(/.test(devTools) && devTools.includes('isRootRoute ? getClientEntryChunk'),
      changed("where the assets manifest lists a route's CSS", 'rootStylesheets'),
    ).toBe(true)
    expect(rootStylesheets({ assets: { routes: { root: { css: ['/assets/root-abc.css'] } } } })).toEqual([
      '/assets/root-abc.css',
    ])
    expect(() => rootStylesheets({ assets: { routes: { root: {} } } })).toThrow(/no stylesheet/)
  })
})
