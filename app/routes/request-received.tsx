import { RequestReceivedBody } from '~/components/sections/request-received-body'
import { buildRequestReceivedPage } from '~/lib/pages/request-received.server'
import { buildMeta } from '~/lib/seo/page-meta'
import type { Route } from './+types/request-received'
import { withPersonNode } from '~/lib/seo/person-node.server'

export function loader() {
  return withPersonNode(buildRequestReceivedPage())
}

export const meta: Route.MetaFunction = ({ data }) => buildMeta(data?.meta)

export default function RequestReceivedPage({ loaderData }: Route.ComponentProps) {
  return <RequestReceivedBody page={loaderData} />
}
