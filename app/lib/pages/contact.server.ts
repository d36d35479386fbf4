import { CONTACT_COPY, CONTACT_HOW_TO_IDS, CONTACT_NEXT_STEPS, SCHEDULE_AGENDA, SCHEDULE_COPY, SCHEDULE_HOW_TO_IDS } from '~/content/contact'
import { HOW_TO_ITEMS } from '~/content/how-to'
import { FIXED_PAGE_COPY } from '~/content/pages'
import { listCaseTypes } from '~/lib/content/case-types'
import { howToJsonLd } from '~/lib/seo/structured-data'
import { siteConfig } from '~/config/site-config'
import { pickInOrder } from './cards'
import { fixedPageMeta } from './fixed-page'

const CONTACT_PROMISES = ['inquiryResponse', 'emergency', 'freeReview', 'nationwide', 'rushTurnaround'] as const
const SCHEDULE_PROMISES = ['freeReview', 'inquiryResponse', 'standardAnalysis', 'complexAnalysis', 'rushTurnaround'] as const

function howTos(ids: readonly string[]) {
  return pickInOrder(HOW_TO_ITEMS, ids, (item) => item.id, 'how-to guide')
}

function caseTypeNames(): string[] {
  return listCaseTypes().map((caseType) => caseType.name)
}

export function buildContactPage() {
  const guides = howTos(CONTACT_HOW_TO_IDS)
  return {
    meta: fixedPageMeta('/contact', { structuredData: guides.map(howToJsonLd) }),
    intro: FIXED_PAGE_COPY['/contact'].intro,
    copy: CONTACT_COPY,
    nextSteps: CONTACT_NEXT_STEPS,
    promises: CONTACT_PROMISES.map((key) => siteConfig.promises[key].item),
    guides,
    caseTypeNames: caseTypeNames(),
  }
}

export function buildSchedulePage() {
  const guides = howTos(SCHEDULE_HOW_TO_IDS)
  return {
    meta: fixedPageMeta('/schedule-consultation', { structuredData: guides.map(howToJsonLd) }),
    intro: FIXED_PAGE_COPY['/schedule-consultation'].intro,
    copy: SCHEDULE_COPY,
    agenda: SCHEDULE_AGENDA,
    promises: SCHEDULE_PROMISES.map((key) => siteConfig.promises[key].item),
    guides,
    caseTypeNames: caseTypeNames(),
  }
}

export type ContactPageData = ReturnType<typeof buildContactPage>
export type SchedulePageData = ReturnType<typeof buildSchedulePage>
