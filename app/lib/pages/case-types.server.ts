import { CASE_TYPE_GROUP_COPY, CASE_TYPES_INDEX_COPY } from '~/copy/service-pages'
import { FIXED_PAGE_COPY } from '~/copy/pages'
import { listCaseTypes } from '~/lib/content-folder/case-types'
import { findServiceWithText } from '~/lib/content-folder/services'
import type { CaseType, Service } from '~/config/content-schema/types'
import { toCaseTypeLink, toServiceCard } from './cards'
import { fixedPageMeta } from './fixed-page'
import { SERVICE_GROUP_ORDER } from './services.server'

/** The live services that handle a case type, in the firm's order. */
export function servicesFor(caseType: CaseType): Service[] {
  return caseType.serviceSlugs.map((slug) => {
    const service = findServiceWithText(slug)
    if (!service) throw new Error(`Case type "${caseType.slug}" lists an unknown service "${slug}"`)
    return service
  })
}

/** A case type belongs with litigation when any litigation service handles it. */
export function caseTypeGroup(caseType: CaseType): Service['group'] {
  return servicesFor(caseType).some((service) => service.group === 'litigation') ? 'litigation' : 'advisory'
}

export function buildCaseTypesPage() {
  const caseTypes = listCaseTypes()
  return {
    meta: fixedPageMeta('/case-types'),
    intro: FIXED_PAGE_COPY['/case-types'].intro,
    count: caseTypes.length,
    copy: CASE_TYPES_INDEX_COPY,
    groups: SERVICE_GROUP_ORDER.map((group) => ({
      id: group,
      ...CASE_TYPE_GROUP_COPY[group],
      caseTypes: caseTypes
        .filter((caseType) => caseTypeGroup(caseType) === group)
        .map((caseType) => ({
          ...toCaseTypeLink(caseType),
          summary: caseType.summary,
          services: servicesFor(caseType).map((service) => {
            const card = toServiceCard(service)
            return { title: card.title, to: card.to }
          }),
        })),
    })),
  }
}

export type CaseTypesPageData = ReturnType<typeof buildCaseTypesPage>
