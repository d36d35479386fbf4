import {
  AdvisoryApproach,
  AdvisoryAudiences,
  AdvisoryFocusAreas,
  MoreAdvisoryServices,
} from '~/components/sections/advisory/advisory-sections'
import { CtaBand } from '~/components/sections/cta-band'
import { PageHeader } from '~/components/sections/page-header'
import type { buildAdvisoryPage } from '~/lib/pages/advisory.server'

export function AdvisoryBody({ page }: { page: ReturnType<typeof buildAdvisoryPage> }) {
  const { meta, intro, copy, audiences, focusAreas, approach, moreServices } = page
  return (
    <>
      <PageHeader trail={meta.breadcrumbs} h1={meta.h1} intro={intro} />
      <AdvisoryAudiences heading={copy.audiencesHeading} intro={copy.audiencesIntro} audiences={audiences} />
      <AdvisoryFocusAreas heading={copy.focusHeading} intro={copy.focusIntro} areas={focusAreas} />
      <AdvisoryApproach heading={copy.approachHeading} steps={approach} />
      <MoreAdvisoryServices heading={copy.moreHeading} intro={copy.moreIntro} services={moreServices} />
      <CtaBand heading={copy.ctaHeading} text={copy.ctaText} place="advisory_cta" />
    </>
  )
}
