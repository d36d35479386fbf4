import { CtaBand } from '~/components/sections/cta-band'
import { PageHeader } from '~/components/sections/page-header'
import { TeamMemberProfile, TeamMemberRates } from '~/components/sections/team/team-sections'
import {
  ChallengeRecord,
  RetainingSideSplit,
  TestimonyDocuments,
  TestimonyTable,
} from '~/components/sections/testimony/testimony-sections'
import type { buildTeamMemberPage } from '~/lib/pages/team-member.server'

export function TeamMemberBody({ page: data }: { page: ReturnType<typeof buildTeamMemberPage> }) {
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
