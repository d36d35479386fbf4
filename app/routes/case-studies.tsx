import { CaseStudyBrowser } from '~/components/sections/case-studies/case-study-browser'
import { CtaBand } from '~/components/sections/cta-band'
import { PageHeader } from '~/components/sections/page-header'
import { buildCaseStudiesPage } from '~/lib/pages/case-studies.server'
import { buildMeta } from '~/lib/seo/page-meta'
import type { Route } from './+types/case-studies'

export function loader() {
  return buildCaseStudiesPage()
}

export const meta: Route.MetaFunction = ({ data, matches }) => buildMeta(data?.meta, matches)

export default function CaseStudiesPage({ loaderData }: Route.ComponentProps) {
  const { meta, intro, studies, categories, copy } = loaderData
  return (
    <>
      <PageHeader trail={meta.breadcrumbs} h1={meta.h1} intro={intro} />
      <CaseStudyBrowser studies={studies} categories={categories} />
      <CtaBand heading={copy.ctaHeading} text={copy.ctaText} place="case_studies_cta" />
    </>
  )
}
