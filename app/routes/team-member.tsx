import { CtaBand } from '~/components/sections/cta-band'
import { PageHeader } from '~/components/sections/page-header'
import { TeamMemberProfile, TeamMemberRates } from '~/components/sections/team/team-sections'
import {
  ChallengeRecord,
  RetainingSideSplit,
  TestimonyDocuments,
  TestimonyTable,
} from '~/components/sections/testimony/testimony-sections'
import { refuseOnNotFoundDocument } from '~/lib/pages/not-found-document'
import { buildTeamMemberPage } from '~/lib/pages/team-member.server'
import { buildMeta } from '~/lib/seo/page-meta'
import type { Route } from './+types/team-member'

export function loader({ params }: Route.LoaderArgs) {
  return buildTeamMemberPage(params.teamSlug)
}

/** Prerendered data as usual; none asked for on the not-found document (lib/pages/not-found-document). */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  refuseOnNotFoundDocument(request)
  return serverLoader()
}

export const meta: Route.MetaFunction = ({ data, matches }) => buildMeta(data?.meta, matches)

export default function TeamMemberPage({ loaderData }: Route.ComponentProps) {
  const data = loaderData
  const { meta, copy, member } = data
  return (
    <>
      <PageHeader trail={meta.breadcrumbs} h1={meta.h1} intro={`${member.title}. ${member.summary}`} />
      <TeamMemberProfile data={data} />
      <TestimonyTable
        heading={copy.testimonyHeading}
        intro={copy.testimonyIntro}
        asOf={data.asOf}
        rows={data.rows}
        emptyText={copy.emptyTestimony}
      />
      <RetainingSideSplit split={data.split} total={data.total} showPercent={data.showPercent} />
      <ChallengeRecord intro={copy.challengesIntro} emptyText={copy.noChallenges} rows={data.challenges} />
      <TeamMemberRates copy={copy} rates={data.rates} />
      <TestimonyDocuments heading={copy.documentsHeading} intro={copy.documentsIntro} links={data.documents} />
      <CtaBand heading={copy.ctaHeading} text={copy.ctaText} place="team_cta" />
    </>
  )
}
