// Nothing here names the principal or a credential: edit the content files instead.
import type { Publication, TestimonyEntry } from '~/config/content-schema/types'
import { buildDate, siteConfig } from '~/config/site-config'
import { principal as readPrincipal, testimony } from '../content-folder/firm-content.server'
import { courtName, selectTestimony } from './testimony'

export interface PrincipalProfile {
  name: string
  honorific: string
  title: string
  credentials: string[]
  bio: string[]
  positions: string[]
  cvHighlights: string[]
  affiliations: string[]
  recognition: string[]
  publications: Publication[]
  testimonyExperience: string
  testified: string
}

export function formatPosition(position: {
  title: string
  employer: string
  startYear: number
  endYear?: number | undefined
}): string {
  const years =
    position.endYear === undefined
      ? `${String(position.startYear)} to present`
      : position.endYear === position.startYear
        ? String(position.startYear)
        : `${String(position.startYear)}\u2013${String(position.endYear)}`
  return `${position.title}, ${position.employer}, ${years}`
}

/** Every court and forum a person testified in within four years: a fact the list shows, never a claim of qualification. */
export function testifiedWhere(matters: readonly TestimonyEntry[], date: string): string {
  const { shown } = selectTestimony(matters, date)
  if (!shown.length) return 'No testimony in the last four years.'
  const forums = [...new Set(shown.map((entry) => courtName(entry.court)))]
  return `Testified in the last four years in ${String(shown.length)} ${shown.length === 1 ? 'matter' : 'matters'} before: ${forums.join('; ')}.`
}

export function principalProfile(date: string = buildDate()): PrincipalProfile {
  const principal = readPrincipal()
  const positions = [
    formatPosition({ title: principal.title, employer: siteConfig.name, startYear: siteConfig.foundingYear }),
    ...principal.positions.map(formatPosition),
  ]
  const record = testimony()
  return {
    name: principal.name,
    honorific: principal.honorific,
    title: principal.title,
    credentials: [
      ...principal.degrees.slice(0, 1).map((degree) => `${degree.abbreviation}, ${degree.field}`),
      ...principal.certifications
        .filter((certification) => certification.headline)
        .map((certification) => `${certification.name} (${certification.abbreviation})`),
    ],
    bio: [
      `${principal.name}, ${principal.title}, founded ${siteConfig.name} in ${String(siteConfig.foundingYear)}.`,
      ...principal.biography,
    ].reduce<string[]>(
      // The opening line and the first biography paragraph read as one paragraph.
      (paragraphs, paragraph, index) =>
        index === 1 ? [`${paragraphs[0] ?? ''} ${paragraph}`] : [...paragraphs, paragraph],
      [],
    ),
    positions,
    cvHighlights: [...positions, ...principal.career],
    affiliations: principal.affiliations,
    recognition: principal.recognition,
    publications: principal.publications,
    testimonyExperience: record.summary,
    testified: testifiedWhere(record.matters, date),
  }
}
