import {
  AdvisoryApproach,
  AdvisoryAudiences,
  AdvisoryFocusAreas,
  MoreAdvisoryServices,
} from '~/components/sections/advisory/advisory-sections'
import { CtaBand } from '~/components/sections/cta-band'
import { PageHeader } from '~/components/sections/page-header'
import { buildAdvisoryPage } from '~/lib/pages/advisory.server'
import { buildMeta } from '~/lib/seo/page-meta'
import type { Route } from './+types/advisory'

export function loader() {
  return buildAdvisoryPage()
}

export const meta: Route.MetaFunction = ({ data, matches }) => buildMeta(data?.meta, matches)

export default function AdvisoryPage({ loaderData }: Route.ComponentProps) {
  const { meta, intro, copy, audiences, focusAreas, approach, moreServices } = loaderData
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
