/**
 * The principal's profile as the /about, /experience and home pages show it, composed from the firm
 * profile (app/config/firm-profile.ts) and site-config. Nothing here names the principal or a
 * credential: edit the firm profile instead.
 */
import { type Publication, firmProfile } from '~/config/firm-profile'
import { siteConfig } from '~/config/site-config'

export interface PrincipalProfile {
  name: string
  honorific: string
  title: string
  credentials: readonly string[]
  /** Paragraphs, in order */
  bio: string[]
  cvHighlights: string[]
  affiliations: string[]
  recognition: string[]
  publications: Publication[]
  testimonyExperience: string
}

const { principal } = firmProfile

export const PRINCIPAL_PROFILE: PrincipalProfile = {
  name: principal.name,
  honorific: principal.honorific,
  title: principal.title,
  credentials: siteConfig.principal.credentials,
  bio: [`${principal.name}, ${principal.title}, founded ${siteConfig.name} in ${String(siteConfig.foundingYear)}.`, ...principal.biography].reduce<string[]>(
    // The opening line and the first biography paragraph read as one paragraph.
    (paragraphs, paragraph, index) => (index === 1 ? [`${paragraphs[0] ?? ''} ${paragraph}`] : [...paragraphs, paragraph]),
    [],
  ),
  cvHighlights: [`${principal.title}, ${siteConfig.name}, ${String(siteConfig.foundingYear)} to present`, ...principal.career],
  affiliations: principal.affiliations,
  recognition: principal.recognition,
  publications: principal.publications,
  testimonyExperience: principal.testimony,
}
