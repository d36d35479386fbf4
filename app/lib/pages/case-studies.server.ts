import { caseStudies } from '~/lib/content-folder/firm-content.server'
import { FIXED_PAGE_COPY } from '~/copy/pages'
import { CASE_STUDIES_PAGE_COPY } from '~/copy/service-pages'
import { fixedPageMeta } from './fixed-page'

/** The categories in the order they first appear, for the filter. */
export function caseStudyCategories(studies: readonly { category: string }[]): string[] {
  return [...new Set(studies.map((study) => study.category))]
}

export function buildCaseStudiesPage() {
  const studies = caseStudies()
  return {
    meta: fixedPageMeta('/case-studies'),
    intro: FIXED_PAGE_COPY['/case-studies'].intro,
    studies,
    categories: caseStudyCategories(studies),
    copy: CASE_STUDIES_PAGE_COPY,
  }
}
