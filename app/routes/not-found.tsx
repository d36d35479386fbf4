import { LegacyRedirect } from '~/components/sections/legacy-redirect'
import { NOT_FOUND_COPY } from '~/copy/not-found-copy'
import { buildMeta } from '~/lib/seo/page-meta'
import type { Route } from './+types/not-found'

// No loader: a catch-all route cannot be prerendered for every path, so its meta comes from static copy.
export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta({ ...NOT_FOUND_COPY, path: '/404', breadcrumbs: [], noindex: true }, matches)

/**
 * Not found, unless the address is a legacy one only the browser can resolve (as the state and city
 * routes' error boundary did for one- and two-segment addresses before decision 022 took those routes out).
 */
export default function NotFoundPage() {
  return <LegacyRedirect initiallyNotFound />
}
