import { CaseTypeGroups } from '~/components/sections/case-types/case-type-sections'
import { CtaBand } from '~/components/sections/cta-band'
import { PageHeader } from '~/components/sections/page-header'
import type { buildCaseTypesPage } from '~/lib/pages/case-types.server'

export function CaseTypesBody({ page }: { page: ReturnType<typeof buildCaseTypesPage> }) {
  const { meta, intro, count, groups, copy } = page
  return (
    <>
      <PageHeader trail={meta.breadcrumbs} h1={meta.h1} intro={intro} eyebrow={`${count} kinds of matters`} />
      <CaseTypeGroups groups={groups} />
      <CtaBand heading={copy.ctaHeading} text={copy.ctaText} place="case_types_cta" />
    </>
  )
}
