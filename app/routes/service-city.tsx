import { StaticPageContent } from '~/components/site/static-page-content'
import { buildServiceCityPage } from '~/lib/pages/service-city.server'
import { loadStaticPage } from '~/lib/pages/static-page-loader'
import { buildMeta } from '~/lib/seo/page-meta'
import type { Route } from './+types/service-city'

/** The page's meta only: its body is static (components/pages/service-city-body.tsx, decision 014). */
export function loader({ params }: Route.LoaderArgs) {
  return { meta: buildServiceCityPage(params.serviceSlug, params.stateSlug, params.citySlug).meta }
}

export const clientLoader = (args: Route.ClientLoaderArgs) => loadStaticPage(args)

export const meta: Route.MetaFunction = ({ data }) => buildMeta(data?.meta)

export default function ServiceCityPage({ loaderData }: Route.ComponentProps) {
  return <StaticPageContent html={'html' in loaderData ? loaderData.html : undefined} />
}
