import { buildDate, siteConfig } from '~/config/site-config'
import { PAGE_LINKS } from '~/copy/navigation'
import { TEAM_PAGE_COPY } from '~/copy/team'
import { BUILD_DATE_INPUT, recordContentRead } from '~/lib/content-folder/content-reads'
import { teamMember, teamSlugs } from '~/lib/content-folder/firm-content.server'
import { personCredentials } from '~/lib/firm/credentials'
import { formatLongDate } from '~/lib/firm/dates'
import { roleRates } from '~/lib/firm/fee-schedule'
import { formatPosition, testifiedWhere } from '~/lib/firm/principal-profile.server'
import { teamCvPath, teamMemberPath } from '~/lib/firm/team'
import {
  citePublication,
  recentPublications,
  selectTestimony,
  showsPercentages,
  splitByRetainingSide,
  toChallengeRows,
  toTestimonyRow,
} from '~/lib/firm/testimony'
import { MAX_DESCRIPTION_LENGTH, type PageMeta } from '~/lib/seo/page-meta'
import { teamMemberProfileJsonLd } from '~/lib/seo/structured-data'
import { fillTemplate, firstSentenceWithin } from '~/lib/text'
import { trail } from './breadcrumbs'
import { notFound } from './not-found'
import { portraitFor } from '~/lib/firm/portraits.server'

/** /about/team/{slug}: a team member's profile, testimony list, challenges and rates, from their file. */
export function buildTeamMemberPage(slug: string, date: string = buildDate()) {
  if (!teamSlugs().includes(slug)) notFound()
  recordContentRead(BUILD_DATE_INPUT)
  const member = teamMember(slug)
  const path = teamMemberPath(slug)
  const credentials = personCredentials(member)
  const { shown } = selectTestimony(member.matters, date)
  const rates = roleRates(member.role)
  const title = fillTemplate(TEAM_PAGE_COPY.title, { name: member.name, title: member.title })
  const meta: PageMeta = {
    title,
    description: firstSentenceWithin(
      `${member.name}, ${member.title} at ${siteConfig.name}. ${member.summary}`,
      MAX_DESCRIPTION_LENGTH,
    ),
    path,
    h1: member.name,
    breadcrumbs: trail({ name: PAGE_LINKS.about.label, path: PAGE_LINKS.about.to }, { name: member.name, path }),
    structuredData: [
      teamMemberProfileJsonLd({
        path,
        name: title,
        person: { name: member.name, honorific: member.honorific, title: member.title },
        credentials,
      }),
    ],
  }
  return {
    meta,
    copy: {
      ...TEAM_PAGE_COPY,
      testimonyIntro: fillTemplate(TEAM_PAGE_COPY.testimonyIntro, { name: member.name }),
      challengesIntro: fillTemplate(TEAM_PAGE_COPY.challengesIntro, { name: member.name }),
    },
    portrait: portraitFor(slug),
    member: { name: member.name, title: member.title, summary: member.summary, affiliations: member.affiliations },
    degrees: credentials.filter((credential) => credential.category === 'degree'),
    certifications: credentials.filter((credential) => credential.category === 'certification'),
    positions: member.positions.map(formatPosition),
    testified: testifiedWhere(member.matters, date),
    publications: recentPublications(member.publications, date).map(citePublication),
    asOf: formatLongDate(date),
    rows: shown.map(toTestimonyRow),
    split: splitByRetainingSide(shown),
    showPercent: showsPercentages(shown.length),
    total: shown.length,
    challenges: toChallengeRows(member.challenges),
    rates,
    documents: [{ label: TEAM_PAGE_COPY.cvLabel, to: teamCvPath(slug) }, PAGE_LINKS.fees, PAGE_LINKS.about],
  }
}

export type TeamMemberPageData = ReturnType<typeof buildTeamMemberPage>
