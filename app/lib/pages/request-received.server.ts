import { REQUEST_RECEIVED_COPY } from '~/content/request-received'
import { REQUEST_RECEIVED_PATH } from '~/lib/routing'
import type { PageMeta } from '~/lib/seo/page-meta'
import { HOME_CRUMB } from './breadcrumbs'

export function buildRequestReceivedPage() {
  const { title, description, h1, ...copy } = REQUEST_RECEIVED_COPY
  const meta: PageMeta = { title, description, h1, path: REQUEST_RECEIVED_PATH, breadcrumbs: [HOME_CRUMB, { name: h1, path: REQUEST_RECEIVED_PATH }], noindex: true }
  return { meta, copy }
}
