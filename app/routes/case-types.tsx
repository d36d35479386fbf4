import { CaseTypeGroups } from '~/components/sections/case-types/case-type-sections'
import { CtaBand } from '~/components/sections/cta-band'
import { PageHeader } from '~/components/sections/page-header'
import { buildCaseTypesPage } from '~/lib/pages/case-types.server'
import { buildMeta } from '~/lib/seo/page-meta'
import type { Route } from './+types/case-types'

export function loader() {
  return buildCaseTypesPage()
}

export const meta: Route.MetaFunction = ({ data, matches }) => buildMeta(data?.meta, matches)

export default function CaseTypesPage({ loaderData }: Route.ComponentProps) {
  const { meta, intro, count, groups, copy } = loaderData
  return (
    <>
      <PageHeader trail={meta.breadcrumbs} h1={meta.h1} intro={intro} eyebrow={`${count} kinds of matters`} />
      <CaseTypeGroups groups={groups} />
      <CtaBand heading={copy.ctaHeading} text={copy.ctaText} place="case_types_cta" />
    </>
  )
}
