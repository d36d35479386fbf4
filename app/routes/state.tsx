import { StaticPageContent } from '~/components/site/static-page-content'
import { buildStatePage } from '~/lib/pages/state.server'
import { loadStaticPage } from '~/lib/pages/static-page-loader'
import { buildMeta } from '~/lib/seo/page-meta'
import type { Route } from './+types/state'

/** The page's meta only: its body is static (components/pages/state-body.tsx, decision 014). */
export function loader({ params }: Route.LoaderArgs) {
  return { meta: buildStatePage(params.stateSlug).meta }
}

export const clientLoader = (args: Route.ClientLoaderArgs) => loadStaticPage(args)

export const meta: Route.MetaFunction = ({ data, matches }) => buildMeta(data?.meta, matches)

export default function StatePage({ loaderData }: Route.ComponentProps) {
  return <StaticPageContent html={'html' in loaderData ? loaderData.html : undefined} />
}
