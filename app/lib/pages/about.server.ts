import { ABOUT_COPY, ABOUT_FIRM_PARAGRAPHS, ABOUT_SECTIONS, ABOUT_VALUES } from '~/copy/about'
import { DOCUMENT_LINKS, PAGE_LINKS } from '~/copy/navigation'
import { FIXED_PAGE_COPY } from '~/copy/pages'
import { firmClaims } from '~/lib/firm/claims'
import { principal, teamMembers } from '~/lib/content-folder/firm-content.server'
import { principalCredentials } from '~/lib/firm/credentials'
import { principalProfile } from '~/lib/firm/principal-profile.server'
import { staffingSegments } from '~/lib/firm/staffing.server'
import { teamCvPath, teamMemberPath } from '~/lib/firm/team'
import { citePublication } from '~/lib/firm/testimony'
import { profilePageJsonLd } from '~/lib/seo/structured-data'
import { fixedPageMeta } from './fixed-page'
import { portraitFor } from '~/lib/firm/portraits.server'

const ABOUT_CLAIMS = ['yearsExperience', 'totalCases', 'lawFirms', 'certifications'] as const

export function buildAboutPage() {
  const copy = FIXED_PAGE_COPY['/about']
  const credentials = principalCredentials(principal())
  return {
    meta: fixedPageMeta('/about', {
      structuredData: [profilePageJsonLd({ path: '/about', name: copy.title, description: copy.description })],
    }),
    intro: copy.intro,
    copy: ABOUT_COPY,
    firm: {
      practice: ABOUT_FIRM_PARAGRAPHS.practice,
      staffing: staffingSegments(),
      independence: ABOUT_FIRM_PARAGRAPHS.independence,
    },
    team: teamMembers().map((member) => ({
      slug: member.slug,
      name: member.name,
      title: member.title,
      summary: member.summary,
      credentials: member.certifications
        .filter((certification) => certification.headline)
        .map((certification) => certification.abbreviation),
      to: teamMemberPath(member.slug),
      cv: teamCvPath(member.slug),
    })),
    values: ABOUT_VALUES,
    claims: ABOUT_CLAIMS.map((key) => firmClaims()[key]),
    toc: ABOUT_SECTIONS,
    profile: principalProfile(),
    portrait: portraitFor('principal'),
    degrees: credentials.filter((credential) => credential.category === 'degree'),
    citations: [...principal().publications].sort((a, b) => b.year - a.year).map(citePublication),
    testimonyList: PAGE_LINKS.testimony,
    certifications: credentials.filter((credential) => credential.category === 'certification'),
    records: [PAGE_LINKS.testimony, DOCUMENT_LINKS.cv, DOCUMENT_LINKS.feeSchedule],
  }
}

export type AboutPageData = ReturnType<typeof buildAboutPage>
