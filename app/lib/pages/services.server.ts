import { FIXED_PAGE_COPY } from '~/copy/pages'
import { SERVICE_GROUP_COPY, SERVICES_PAGE_COPY } from '~/copy/service-pages'
import { listCaseTypes } from '~/lib/content-folder/case-types'
import { listServices } from '~/lib/content-folder/services'
import type { ServiceGroup } from '~/config/content-schema/types'
import { toServiceCard } from './cards'
import { fixedPageMeta } from './fixed-page'

export const SERVICE_GROUP_ORDER: readonly ServiceGroup[] = ['litigation', 'advisory']

export function buildServicesPage() {
  const services = listServices()
  return {
    meta: fixedPageMeta('/services'),
    intro: FIXED_PAGE_COPY['/services'].intro,
    copy: SERVICES_PAGE_COPY,
    groups: SERVICE_GROUP_ORDER.map((group) => ({
      id: group,
      ...SERVICE_GROUP_COPY[group],
      services: services.filter((service) => service.group === group).map((service) => toServiceCard(service)),
    })),
    serviceCount: services.length,
    caseTypeCount: listCaseTypes().length,
  }
}

export type ServicesPageData = ReturnType<typeof buildServicesPage>
