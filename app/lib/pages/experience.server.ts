import { EXPERIENCE_AREAS, EXPERIENCE_COPY, TESTIMONY_FORUMS } from '~/copy/experience'
import { DOCUMENT_LINKS, PAGE_LINKS } from '~/copy/navigation'
import { FIXED_PAGE_COPY } from '~/copy/pages'
import { listCaseTypes } from '~/lib/content-folder/case-types'
import { findService } from '~/lib/content-folder/services'
import { buildDate, siteConfig } from '~/config/site-config'
import { testimony } from '~/lib/content-folder/firm-content.server'
import { firmClaims } from '~/lib/firm/claims'
import { selectTestimony, testimonyShareSentence } from '~/lib/firm/testimony'
import { toCaseTypeLink } from './cards'
import { fixedPageMeta } from './fixed-page'
import { serviceHubPath } from '~/lib/content-folder/paths'

const OVERALL_CLAIMS = ['totalCases', 'casesAnalyzed', 'lawFirms', 'yearsExperience', 'certifications'] as const

export function buildExperiencePage(date: string = buildDate()) {
  const { claims } = siteConfig
  const shown = selectTestimony(testimony().matters, date).shown.length
  return {
    /** The figures' intro, with why the testimony list is short against them */
    overallIntro: `${EXPERIENCE_COPY.overallIntro} ${testimonyShareSentence(shown, claims.totalCases.value, siteConfig.foundingYear)}`,
    meta: fixedPageMeta('/experience'),
    intro: FIXED_PAGE_COPY['/experience'].intro,
    copy: EXPERIENCE_COPY,
    overall: OVERALL_CLAIMS.map((key) => firmClaims()[key]),
    areas: EXPERIENCE_AREAS.map((area) => {
      const service = findService(area.serviceSlug)
      if (!service) throw new Error(`Experience area "${area.key}" names an unknown service "${area.serviceSlug}"`)
      return {
        ...claims.byArea[area.key],
        id: area.key,
        text: area.text,
        matters: area.matters,
        service: { title: service.title, to: serviceHubPath(service.slug) },
      }
    }),
    testimony: testimony().summary,
    forums: TESTIMONY_FORUMS,
    documents: [PAGE_LINKS.testimony, DOCUMENT_LINKS.cv, DOCUMENT_LINKS.feeSchedule, PAGE_LINKS.fees],
    caseTypes: listCaseTypes().map(toCaseTypeLink),
  }
}

export type ExperiencePageData = ReturnType<typeof buildExperiencePage>
