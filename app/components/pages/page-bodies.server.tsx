import type { ReactNode } from 'react'
import type { EntryContext } from 'react-router'
import { buildCityPage } from '~/lib/pages/city.server'
import { buildServiceCityPage } from '~/lib/pages/service-city.server'
import { buildStatePage } from '~/lib/pages/state.server'
import { CityBody } from './city-body'
import { ServiceCityBody } from './service-city-body'
import { StateBody } from './state-body'

type Params = Record<string, string | undefined>

/** The routes whose body is static (decision 014), by route id, and how the server renders it. */
const PAGE_BODIES: Record<string, (params: Params) => ReactNode> = {
  'routes/service-city': (params) => <ServiceCityBody page={buildServiceCityPage(params.serviceSlug ?? '', params.stateSlug ?? '', params.citySlug ?? '')} />,
  'routes/city': (params) => <CityBody page={buildCityPage(params.stateSlug ?? '', params.citySlug ?? '')} />,
  'routes/state': (params) => <StateBody page={buildStatePage(params.stateSlug ?? '')} />,
}

/**
 * The static body of the page being rendered, or null when its route has none or its loader failed
 * (the error boundary renders instead, and the builder would only throw the same 404 again).
 */
export function pageBodyFor(context: EntryContext): ReactNode {
  const { matches, errors } = context.staticHandlerContext
  const leaf = matches[matches.length - 1]
  const render = leaf ? PAGE_BODIES[leaf.route.id] : undefined
  if (!render || errors) return null
  return render(leaf!.params)
}
