import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import type { MetaDescriptor } from 'react-router'
import { CityBody } from '~/components/pages/city-body'
import { ServiceCityBody } from '~/components/pages/service-city-body'
import { StateBody } from '~/components/pages/state-body'
import type { SiteNavigation } from '~/components/site/site-navigation'
import { type LocationRoute, locationRouteOf } from '~/lib/location-routes'
import { buildCityPage } from '~/lib/pages/city.server'
import { buildServiceCityPage } from '~/lib/pages/service-city.server'
import { buildStatePage } from '~/lib/pages/state.server'
import { buildMeta, type PageMeta } from '~/lib/seo/page-meta'
import { rootLoaderData } from '~/lib/seo/person-node.server'
import { ISLANDS, type IslandName, islandRoot } from './islands'
import { LocationDocument, type LocationPageAssets } from './location-document'

/** A location page's data and body, from its page builder. */
function locationPage(route: LocationRoute): { meta: PageMeta; body: ReactNode } {
  switch (route.kind) {
    case 'state': {
      const page = buildStatePage(route.stateSlug)
      return { meta: page.meta, body: <StateBody page={page} /> }
    }
    case 'city': {
      const page = buildCityPage(route.stateSlug, route.citySlug)
      return { meta: page.meta, body: <CityBody page={page} /> }
    }
    case 'service-city': {
      const page = buildServiceCityPage(route.serviceSlug, route.stateSlug, route.citySlug)
      return { meta: page.meta, body: <ServiceCityBody page={page} /> }
    }
  }
}

/** What rendering a location page gives the build: its HTML, and the data it was rendered from (its AI copy's source). */
export interface RenderedLocationPage {
  html: string
  meta: MetaDescriptor[]
  body: ReactNode
}

/**
 * Renders a state, city or service-in-city page with react-dom/server (decision 022): its builder's
 * data, its body component and the site's shell, with the header and floating menu as islands.
 * Every page's JSON-LD carries the principal's Person node, as the root route gives every other page.
 */
export function renderLocationPage(pathname: string, assets: LocationPageAssets): RenderedLocationPage {
  const route = locationRouteOf(pathname)
  if (!route) throw new Error(`${pathname} is not a state, city or service-in-city page`)
  const { meta: pageMeta, body } = locationPage(route)
  const meta = buildMeta(pageMeta, [{ id: 'root', data: rootLoaderData() }])
  const navigation: SiteNavigation = {
    pathname,
    search: '',
    navigate: () => {
      throw new Error('A location page does not navigate while it is built')
    },
  }
  const islands = Object.fromEntries(
    (Object.keys(ISLANDS) as IslandName[]).map((name) => {
      const { element, options } = islandRoot(name, navigation)
      return [name, renderToString(element, options)]
    }),
  ) as Record<IslandName, string>
  const html = `<!DOCTYPE html>${renderToString(<LocationDocument meta={meta} body={body} islands={islands} assets={assets} />)}`
  return { html, meta, body }
}
