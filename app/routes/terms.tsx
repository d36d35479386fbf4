import { NoticeBody } from '~/components/sections/notice-body'
import { buildTermsPage } from '~/lib/pages/notice.server'
import { buildMeta } from '~/lib/seo/page-meta'
import type { Route } from './+types/terms'

export function loader() {
  return buildTermsPage()
}

export const meta: Route.MetaFunction = ({ data, matches }) => buildMeta(data?.meta, matches)

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  return <NoticeBody data={loaderData} />
}
