/**
 * The principal's profile as the /about, /experience and home pages and the CV show it, composed from
 * content/firm/principal.yaml, content/firm/testimony.yaml and site-config. Nothing here names the
 * principal or a credential: edit the content files instead.
 */
import type { Publication } from '~/config/content-types'
import { siteConfig } from '~/config/site-config'
import { principal as readPrincipal, testimony } from '../content/firm-content.server'

export interface PrincipalProfile {
  name: string
  honorific: string
  title: string
  /** The highest degree and the headline certifications, one line each ("Degree, Field", "Name (ABBR)") */
  credentials: string[]
  /** Paragraphs, in order */
  bio: string[]
  cvHighlights: string[]
  affiliations: string[]
  recognition: string[]
  publications: Publication[]
  testimonyExperience: string
}

export function principalProfile(): PrincipalProfile {
  const principal = readPrincipal()
  return {
    name: principal.name,
    honorific: principal.honorific,
    title: principal.title,
    credentials: [
      ...principal.degrees.slice(0, 1).map((degree) => `${degree.abbreviation}, ${degree.field}`),
      ...principal.certifications.filter((certification) => certification.headline).map((certification) => `${certification.name} (${certification.abbreviation})`),
    ],
    bio: [`${principal.name}, ${principal.title}, founded ${siteConfig.name} in ${String(siteConfig.foundingYear)}.`, ...principal.biography].reduce<string[]>(
      // The opening line and the first biography paragraph read as one paragraph.
      (paragraphs, paragraph, index) => (index === 1 ? [`${paragraphs[0] ?? ''} ${paragraph}`] : [...paragraphs, paragraph]),
      [],
    ),
    cvHighlights: [`${principal.title}, ${siteConfig.name}, ${String(siteConfig.foundingYear)} to present`, ...principal.career],
    affiliations: principal.affiliations,
    recognition: principal.recognition,
    publications: principal.publications,
    testimonyExperience: testimony().summary,
  }
}
