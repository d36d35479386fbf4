import { ADVISORY_APPROACH, ADVISORY_AUDIENCES, ADVISORY_COPY, ADVISORY_FOCUS_AREAS } from '~/copy/advisory'
import { FIXED_PAGE_COPY } from '~/copy/pages'
import { findServiceWithText, listServices } from '~/lib/content-folder/services'
import { pickInOrder, toServiceCard } from './cards'
import { fixedPageMeta } from './fixed-page'

export function buildAdvisoryPage() {
  const advisory = listServices().filter((service) => service.group === 'advisory')
  const focusSlugs = ADVISORY_FOCUS_AREAS.map((area) => area.serviceSlug)
  const focusServices = pickInOrder(advisory, focusSlugs, (service) => service.slug, 'advisory focus service')
  return {
    meta: fixedPageMeta('/advisory'),
    intro: FIXED_PAGE_COPY['/advisory'].intro,
    copy: ADVISORY_COPY,
    audiences: ADVISORY_AUDIENCES,
    focusAreas: focusServices.map((service, index) => ({
      ...toServiceCard(findServiceWithText(service.slug)!, 3),
      deliverable: ADVISORY_FOCUS_AREAS[index]?.deliverable ?? '',
    })),
    approach: ADVISORY_APPROACH,
    moreServices: advisory
      .filter((service) => !focusSlugs.includes(service.slug))
      .map((service) => toServiceCard(service)),
  }
}

export type AdvisoryPageData = ReturnType<typeof buildAdvisoryPage>
