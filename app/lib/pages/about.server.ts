import { ABOUT_COPY, ABOUT_FIRM_PARAGRAPHS, ABOUT_SECTIONS, ABOUT_VALUES } from '~/content/about'
import { FIXED_PAGE_COPY } from '~/content/pages'
import { PRINCIPAL_PROFILE } from '~/content/principal-profile'
import { firmClaims } from '~/lib/firm/claims'
import { fixedPageMeta } from './fixed-page'

const ABOUT_CLAIMS = ['yearsExperience', 'totalCases', 'lawFirms', 'certifications'] as const

export function buildAboutPage() {
  return {
    meta: fixedPageMeta('/about'),
    intro: FIXED_PAGE_COPY['/about'].intro,
    copy: ABOUT_COPY,
    firm: ABOUT_FIRM_PARAGRAPHS,
    values: ABOUT_VALUES,
    claims: ABOUT_CLAIMS.map((key) => firmClaims()[key]),
    toc: ABOUT_SECTIONS,
    profile: PRINCIPAL_PROFILE,
  }
}

export type AboutPageData = ReturnType<typeof buildAboutPage>
