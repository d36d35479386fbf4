import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import type { MetaDescriptor } from '~/lib/seo/page-meta'
import { type SiteNavigation, SiteNavigationProvider } from '~/components/site/site-navigation'
import { type DirectRoute, directRouteOf } from '~/lib/page-routes'
import { buildMeta } from '~/lib/seo/page-meta'
import { rootLoaderData } from '~/lib/seo/person-node.server'
import { directPage } from '~/page-kinds.server'
import { ISLANDS, type IslandName, islandRoot } from './islands'
import { LocationDocument, type LocationPageAssets } from './location-document'

/** What rendering a page gives the build: its HTML, and the data it was rendered from (its AI copy's source). */
export interface RenderedDirectPage {
  html: string
  meta: MetaDescriptor[]
  body: ReactNode
  kind: DirectRoute['kind']
  /** The page's executable inline scripts, as the document emits them (their hashes make its script policy) */
  scripts: string[]
}

/**
 * Renders a page the build renders itself (decisions 022 and 033) with react-dom/server: its kind's
 * builder data and body component (app/page-kinds.server.tsx) in the site's shell, with the header and
 * floating menu as islands. Every page's JSON-LD carries the principal's Person node.
 */
export function renderDirectPage(pathname: string, assets: LocationPageAssets): RenderedDirectPage {
  const route = directRouteOf(pathname)
  if (!route) throw new Error(`${pathname} is no page of the site`)
  return renderRoute(route, pathname, assets)
}

/** The not-found document (NOT_FOUND_FILE), served for any unknown address. */
export function renderNotFoundPage(assets: LocationPageAssets): RenderedDirectPage {
  return renderRoute({ kind: 'not-found' }, '/404', assets)
}

function renderRoute(route: DirectRoute, pathname: string, assets: LocationPageAssets): RenderedDirectPage {
  const { meta: pageMeta, body: pageBody } = directPage(route)
  const meta = buildMeta(pageMeta, [{ id: 'root', data: rootLoaderData() }])
  const navigation: SiteNavigation = {
    pathname,
    search: '',
    navigate: () => {
      throw new Error('A page does not navigate while it is built')
    },
  }
  // A body island (the search box) may navigate, as the shell's do.
  const body = <SiteNavigationProvider value={navigation}>{pageBody}</SiteNavigationProvider>
  const islands = Object.fromEntries(
    (Object.keys(ISLANDS) as IslandName[]).map((name) => {
      const { element, options } = islandRoot(name, navigation)
      return [name, renderToString(element, options)]
    }),
  ) as Record<IslandName, string>
  const html = `<!DOCTYPE html>${renderToString(<LocationDocument meta={meta} body={body} islands={islands} assets={assets} />)}`
  return { html, meta, body, kind: route.kind, scripts: [assets.islandsStart] }
}

// Loaded once: under the build's TypeScript loader every import() goes to the loader's thread and back,
// which cost about 1.5 ms of CPU a page when each page asked again (decision 012, issue 52).
let treeRenderer: Promise<typeof import('~/lib/page-tree/render-to-tree')> | undefined

/** A page body as the build reads it for the AI copy: the host elements of <main>, rendered as data (decision 032). */
export async function directPageTree(body: ReactNode) {
  const { renderToTree } = await (treeRenderer ??= import('~/lib/page-tree/render-to-tree'))
  return renderToTree(
    <main>
      <div>{body}</div>
    </main>,
  )
}
