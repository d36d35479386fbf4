import { NotFoundContent } from '~/components/sections/not-found-content'
import { fixedPageMeta } from '~/lib/pages/fixed-page'
import { buildMeta } from '~/lib/seo/page-meta'
import type { Route } from './+types/not-found'

// No loader: a catch-all route cannot be prerendered for every path, so its meta comes from static copy.
export const meta: Route.MetaFunction = () => buildMeta(fixedPageMeta('/404', { noindex: true }))

export default function NotFoundPage() {
  return <NotFoundContent />
}
