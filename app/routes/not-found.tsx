import { NotFoundContent } from '~/components/sections/not-found-content'
import { NOT_FOUND_COPY } from '~/content/not-found-copy'
import { buildMeta } from '~/lib/seo/page-meta'
import type { Route } from './+types/not-found'

// No loader: a catch-all route cannot be prerendered for every path, so its meta comes from static copy.
export const meta: Route.MetaFunction = ({ matches }) => buildMeta({ ...NOT_FOUND_COPY, path: '/404', breadcrumbs: [], noindex: true }, matches)

export default function NotFoundPage() {
  return <NotFoundContent />
}
