import { ABOUT_COPY, ABOUT_FIRM_PARAGRAPHS, ABOUT_SECTIONS, ABOUT_VALUES } from '~/content/about'
import { DOCUMENT_LINKS, PAGE_LINKS } from '~/content/navigation'
import { FIXED_PAGE_COPY } from '~/content/pages'
import { firmClaims } from '~/lib/firm/claims'
import { principal } from '~/lib/content/firm-content.server'
import { principalCredentials } from '~/lib/firm/credentials'
import { principalProfile } from '~/lib/firm/principal-profile.server'
import { staffingStatement } from '~/lib/firm/staffing.server'
import { profilePageJsonLd } from '~/lib/seo/structured-data'
import { fixedPageMeta } from './fixed-page'

const ABOUT_CLAIMS = ['yearsExperience', 'totalCases', 'lawFirms', 'certifications'] as const

export function buildAboutPage() {
  const copy = FIXED_PAGE_COPY['/about']
  const credentials = principalCredentials(principal())
  return {
    meta: fixedPageMeta('/about', { structuredData: [profilePageJsonLd({ path: '/about', name: copy.title, description: copy.description })] }),
    intro: copy.intro,
    copy: ABOUT_COPY,
    firm: [ABOUT_FIRM_PARAGRAPHS.practice, staffingStatement(), ABOUT_FIRM_PARAGRAPHS.independence],
    values: ABOUT_VALUES,
    claims: ABOUT_CLAIMS.map((key) => firmClaims()[key]),
    toc: ABOUT_SECTIONS,
    profile: principalProfile(),
    /** Every degree and certification: the page lists these, counts them, and the Person node carries them */
    degrees: credentials.filter((credential) => credential.category === 'degree'),
    certifications: credentials.filter((credential) => credential.category === 'certification'),
    /** The testimony list and the generated documents */
    records: [PAGE_LINKS.testimony, DOCUMENT_LINKS.cv, DOCUMENT_LINKS.feeSchedule],
  }
}

export type AboutPageData = ReturnType<typeof buildAboutPage>
