import { RequestReceivedBody } from '~/components/sections/request-received-body'
import { buildRequestReceivedPage } from '~/lib/pages/request-received.server'
import { buildMeta } from '~/lib/seo/page-meta'
import type { Route } from './+types/request-received'

export function loader() {
  return buildRequestReceivedPage()
}

export const meta: Route.MetaFunction = ({ data, matches }) => buildMeta(data?.meta, matches)

export default function RequestReceivedPage({ loaderData }: Route.ComponentProps) {
  return <RequestReceivedBody page={loaderData} />
}
