import { StaticPageContent } from '~/components/site/static-page-content'
import { buildServiceCityPage } from '~/lib/pages/service-city.server'
import { loadStaticPage } from '~/lib/pages/static-page-loader'
import { buildMeta, withServiceNode } from '~/lib/seo/page-meta'
import type { Route } from './+types/service-city'

/**
 * The page's meta only, its body being static (components/pages/service-city-body.tsx, decision 014);
 * the Service node is made again from the area served rather than carried in the data.
 */
export function loader({ params }: Route.LoaderArgs) {
  const { meta, areaServed } = buildServiceCityPage(params.serviceSlug, params.stateSlug, params.citySlug)
  const { structuredData: _node, ...rest } = meta
  return { meta: rest, areaServed }
}

export const clientLoader = (args: Route.ClientLoaderArgs) => loadStaticPage(args)

export const meta: Route.MetaFunction = ({ data, matches }) => buildMeta(data && withServiceNode(data.meta, data.areaServed), matches)

export default function ServiceCityPage({ loaderData }: Route.ComponentProps) {
  return <StaticPageContent html={'html' in loaderData ? loaderData.html : undefined} />
}
