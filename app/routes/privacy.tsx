import { NoticeBody } from '~/components/sections/notice-body'
import { buildPrivacyPage } from '~/lib/pages/notice.server'
import { buildMeta } from '~/lib/seo/page-meta'
import type { Route } from './+types/privacy'

export function loader() {
  return buildPrivacyPage()
}

export const meta: Route.MetaFunction = ({ data, matches }) => buildMeta(data?.meta, matches)

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  return <NoticeBody data={loaderData} />
}
