import { REQUEST_RECEIVED_COPY } from '~/copy/request-received'
import { RECORDS_COPY } from '~/copy/records-to-gather'
import { findCaseType } from '~/lib/content-folder/case-types'
import { recordsToGather } from '~/lib/content-folder/records'
import type { RecordsToGather } from '~/lib/leads/confirmation'
import { REQUEST_RECEIVED_PATH, requestReceivedPath } from '~/lib/routing'
import type { PageMeta } from '~/lib/seo/page-meta'
import { HOME_CRUMB } from './breadcrumbs'
import { notFound } from './not-found'

export function buildRequestReceivedPage(caseTypeSlug?: string) {
  const { title, description, h1, ...copy } = REQUEST_RECEIVED_COPY
  const caseType = caseTypeSlug === undefined ? undefined : (findCaseType(caseTypeSlug) ?? notFound())
  const path = caseType ? requestReceivedPath(caseType.slug) : REQUEST_RECEIVED_PATH
  const items = caseType ? recordsToGather(caseType.slug) : []
  // A case type without its list fails the build here, at its page, not the visitor.
  if (caseType && items.length === 0)
    throw new Error(`app/copy/records-to-gather.ts has no records for the case type "${caseType.slug}"`)
  const records: RecordsToGather | undefined = caseType
    ? { heading: RECORDS_COPY.heading(caseType.name), intro: RECORDS_COPY.intro, items }
    : undefined
  const meta: PageMeta = {
    title: caseType ? `${title}: ${caseType.name}` : title,
    description,
    h1,
    path,
    breadcrumbs: [HOME_CRUMB, { name: h1, path }],
    noindex: true,
  }
  return { meta, copy, records }
}
