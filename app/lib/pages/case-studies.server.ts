import { CASE_STUDIES } from '~/content/case-studies'
import { FIXED_PAGE_COPY } from '~/content/pages'
import { CASE_STUDIES_PAGE_COPY } from '~/content/service-pages'
import { fixedPageMeta } from './fixed-page'

/** The categories in the order they first appear, for the filter. */
export function caseStudyCategories(studies: readonly { category: string }[]): string[] {
  return [...new Set(studies.map((study) => study.category))]
}

export function buildCaseStudiesPage() {
  return {
    meta: fixedPageMeta('/case-studies'),
    intro: FIXED_PAGE_COPY['/case-studies'].intro,
    studies: CASE_STUDIES,
    categories: caseStudyCategories(CASE_STUDIES),
    copy: CASE_STUDIES_PAGE_COPY,
  }
}
