import { caseStudies } from '~/lib/content-folder/firm-content.server'
import { CASE_TYPE_PAGE_COPY } from '~/copy/service-pages'
import { findCaseType, listCaseTypes } from '~/lib/content-folder/case-types'
import { caseTypePath } from '~/lib/content-folder/paths'
import type { CaseType } from '~/config/content-schema/types'
import { MAX_DESCRIPTION_LENGTH, type PageMeta } from '~/lib/seo/page-meta'
import { fillTemplate, firstSentenceWithin } from '~/lib/text'
import { CASE_TYPES_CRUMB, trail } from './breadcrumbs'
import { toCaseTypeLink, toServiceCard } from './cards'
import { caseTypeGroup, servicesFor } from './case-types.server'
import { notFound } from './not-found'

const RELATED_CASE_TYPE_COUNT = 6

/** Other case types handled by the same services, most services in common first. */
export function relatedCaseTypes(caseType: CaseType, all: readonly CaseType[], count: number): CaseType[] {
  const services = new Set(caseType.serviceSlugs)
  return all
    .map((other, index) => ({ other, index, shared: other.serviceSlugs.filter((slug) => services.has(slug)).length }))
    .filter(({ other, shared }) => other.slug !== caseType.slug && shared > 0)
    .sort((a, b) => b.shared - a.shared || a.index - b.index)
    .slice(0, count)
    .map(({ other }) => other)
}

export function buildCaseTypePage(caseTypeSlug: string) {
  const { title: titleTemplate, h1: h1Templates, ...sectionCopy } = CASE_TYPE_PAGE_COPY
  const caseType = findCaseType(caseTypeSlug) ?? notFound()
  const path = caseTypePath(caseType.slug)
  const meta: PageMeta = {
    title: fillTemplate(titleTemplate, { name: caseType.name }),
    description: firstSentenceWithin(caseType.summary, MAX_DESCRIPTION_LENGTH),
    path,
    h1: fillTemplate(h1Templates[caseTypeGroup(caseType)], { name: caseType.name }),
    breadcrumbs: trail(CASE_TYPES_CRUMB, { name: caseType.name, path }),
  }
  return {
    meta,
    copy: {
      ...sectionCopy,
      questionsHeading: fillTemplate(CASE_TYPE_PAGE_COPY.questionsHeading, { name: caseType.name }),
      servicesHeading: fillTemplate(CASE_TYPE_PAGE_COPY.servicesHeading, { name: caseType.name }),
      ctaHeading: fillTemplate(CASE_TYPE_PAGE_COPY.ctaHeading, { name: caseType.name }),
    },
    caseType: { name: caseType.name, summary: caseType.summary, questions: caseType.questions },
    services: servicesFor(caseType).map((service) => toServiceCard(service, 3)),
    caseStudies: caseStudies().filter((study) => study.category === caseType.name),
    related: relatedCaseTypes(caseType, listCaseTypes(), RELATED_CASE_TYPE_COUNT).map(toCaseTypeLink),
  }
}

export type CaseTypePageData = ReturnType<typeof buildCaseTypePage>
