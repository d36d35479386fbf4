import { CtaBand } from '~/components/sections/cta-band'
import { EngagementSteps, FeeDocuments, FeeRates, FeeTerms, RoleRates } from '~/components/sections/fees/fees-sections'
import { PageHeader } from '~/components/sections/page-header'
import { buildFeesPage } from '~/lib/pages/fees.server'
import { buildMeta } from '~/lib/seo/page-meta'
import type { Route } from './+types/fees'

export function loader() {
  return buildFeesPage()
}

export const meta: Route.MetaFunction = ({ data, matches }) => buildMeta(data?.meta, matches)

export default function FeesPage({ loaderData }: Route.ComponentProps) {
  const { meta, intro, copy, schedule, steps, documents } = loaderData
  return (
    <>
      <PageHeader trail={meta.breadcrumbs} h1={meta.h1} intro={intro} />
      <FeeRates copy={copy} schedule={schedule} />
      <RoleRates copy={copy} rows={schedule.roleRates} />
      <FeeTerms copy={copy} terms={schedule.terms} />
      <EngagementSteps copy={copy} steps={steps} />
      <FeeDocuments copy={copy} links={documents} />
      <CtaBand heading={copy.ctaHeading} text={copy.ctaText} place="fees_cta" />
    </>
  )
}
