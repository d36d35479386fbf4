import { StaticPageContent } from '~/components/site/static-page-content'
import { buildCityPage } from '~/lib/pages/city.server'
import { loadStaticPage } from '~/lib/pages/static-page-loader'
import { buildMeta } from '~/lib/seo/page-meta'
import type { Route } from './+types/city'

/** The page's meta only: its body is static (components/pages/city-body.tsx, decision 014). */
export function loader({ params }: Route.LoaderArgs) {
  return { meta: buildCityPage(params.stateSlug, params.citySlug).meta }
}

export const clientLoader = (args: Route.ClientLoaderArgs) => loadStaticPage(args)

export const meta: Route.MetaFunction = ({ data, matches }) => buildMeta(data?.meta, matches)

export default function CityPage({ loaderData }: Route.ComponentProps) {
  return <StaticPageContent html={'html' in loaderData ? loaderData.html : undefined} />
}
