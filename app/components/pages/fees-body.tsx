import { CtaBand } from '~/components/sections/cta-band'
import { EngagementSteps, FeeDocuments, FeeRates, FeeTerms, RoleRates } from '~/components/sections/fees/fees-sections'
import { PageHeader } from '~/components/sections/page-header'
import type { buildFeesPage } from '~/lib/pages/fees.server'

export function FeesBody({ page }: { page: ReturnType<typeof buildFeesPage> }) {
  const { meta, intro, copy, schedule, steps, documents } = page
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
