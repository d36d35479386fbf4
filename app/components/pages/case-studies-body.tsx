import { CaseStudyBrowser } from '~/components/sections/case-studies/case-study-browser'
import { Island } from '~/components/islands/island'
import { CtaBand } from '~/components/sections/cta-band'
import { PageHeader } from '~/components/sections/page-header'
import type { buildCaseStudiesPage } from '~/lib/pages/case-studies.server'

export function CaseStudiesBody({ page }: { page: ReturnType<typeof buildCaseStudiesPage> }) {
  const { meta, intro, studies, categories, copy } = page
  return (
    <>
      <PageHeader trail={meta.breadcrumbs} h1={meta.h1} intro={intro} />
      <Island name="case-study-browser" component={CaseStudyBrowser} props={{ studies, categories }} />
      <CtaBand heading={copy.ctaHeading} text={copy.ctaText} place="case_studies_cta" />
    </>
  )
}
