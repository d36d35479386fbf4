/**
 * What the generated documents say (scripts/build-steps/documents renders them as PDFs): the curriculum
 * vitae and the fee schedule, from the same content files, config and functions as the pages, never typed again.
 * Each carries a date taken from its content (the newest dated item), which the PDF states as its
 * creation date, so an unchanged build writes the same bytes.
 */
import { absoluteUrl, siteConfig } from '~/config/site-config'
import { DOCUMENT_LINKS, PAGE_LINKS } from '~/content/navigation'
import { principal as readPrincipal, testimony as readTestimony } from '../content/firm-content.server'
import { principalCredentials } from './credentials'
import { principalProfile } from './principal-profile.server'
import { engagementSteps, feeScheduleView, formatLongDate } from './fee-schedule'
import { recentPublications, selectTestimony, splitByRetainingSide, toTestimonyRow } from './testimony'

/** The firm as a document's letterhead shows it. */
function letterhead() {
  const { address } = siteConfig
  return {
    firm: siteConfig.legalName,
    address: `${address.street}, ${address.city}, ${address.region} ${address.postalCode}`,
    contact: `${siteConfig.phone}  |  ${siteConfig.email}  |  ${absoluteUrl('/').replace(/^https?:\/\//, '').replace(/\/$/, '')}`,
  }
}

/** The newest of some ISO dates: a document's own date. */
function newestDate(dates: readonly string[]): string {
  const newest = [...dates].sort().at(-1)
  if (!newest) throw new Error('A document needs at least one dated item to take its date from')
  return newest
}

export function buildCvDocument(buildDate: string) {
  const principal = readPrincipal()
  const profile = principalProfile()
  const testimony = selectTestimony(readTestimony().matters, buildDate)
  const publications = recentPublications(principal.publications, buildDate)
  const credentials = principalCredentials(principal)
  const date = newestDate([...testimony.shown.map((entry) => entry.date), ...publications.map((publication) => `${String(publication.year)}-01-01`), `${String(siteConfig.foundingYear)}-01-01`])
  return {
    kind: 'cv' as const,
    path: DOCUMENT_LINKS.cv.to,
    title: `Curriculum Vitae: ${principal.name}`,
    date,
    revised: formatLongDate(date),
    letterhead: letterhead(),
    name: principal.name,
    jobTitle: `${principal.title}, ${siteConfig.name}`,
    summary: profile.bio,
    degrees: credentials.filter((credential) => credential.category === 'degree'),
    certifications: credentials.filter((credential) => credential.category === 'certification'),
    positions: profile.cvHighlights,
    affiliations: principal.affiliations,
    recognition: principal.recognition,
    publications,
    testimony: testimony.shown.map(toTestimonyRow),
    split: splitByRetainingSide(testimony.shown),
    testimonyPage: absoluteUrl(PAGE_LINKS.testimony.to),
  }
}

export function buildFeeScheduleDocument() {
  const view = feeScheduleView()
  return {
    kind: 'fee-schedule' as const,
    path: DOCUMENT_LINKS.feeSchedule.to,
    title: `Fee Schedule: ${siteConfig.name}`,
    date: view.effectiveDate,
    letterhead: letterhead(),
    principal: `${readPrincipal().name}, ${readPrincipal().title}`,
    ...view,
    steps: engagementSteps(),
    feesPage: absoluteUrl(PAGE_LINKS.fees.to),
  }
}

export type CvDocument = ReturnType<typeof buildCvDocument>
export type FeeScheduleDocument = ReturnType<typeof buildFeeScheduleDocument>
