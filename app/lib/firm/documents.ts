// Each document's date is its newest dated item, so an unchanged build writes the same PDF bytes.
import type { Challenge, Publication, TestimonyEntry } from '~/config/content-schema/types'
import { absoluteUrl, siteConfig } from '~/config/site-config'
import { DOCUMENT_LINKS, PAGE_LINKS } from '~/copy/navigation'
import {
  principal as readPrincipal,
  teamMember,
  testimony as readTestimony,
} from '../content-folder/firm-content.server'
import { type Credential, personCredentials } from './credentials'
import { formatLongDate } from './dates'
import { engagementSteps, feeScheduleView, roleRates } from './fee-schedule'
import { formatPosition, principalProfile, testifiedWhere } from './principal-profile.server'
import { teamCvPath, teamMemberPath } from './team'
import {
  citePublication,
  recentPublications,
  selectTestimony,
  showsPercentages,
  splitByRetainingSide,
  toChallengeRows,
  toTestimonyRow,
} from './testimony'

export function letterhead() {
  const { address } = siteConfig
  return {
    firm: siteConfig.legalName,
    address: `${address.street}, ${address.city}, ${address.region} ${address.postalCode}`,
    contact: `${siteConfig.phone}  |  ${siteConfig.email}  |  ${absoluteUrl('/')
      .replace(/^https?:\/\//, '')
      .replace(/\/$/, '')}`,
  }
}

function newestDate(dates: readonly string[]): string {
  const newest = [...dates].sort().at(-1)
  if (!newest) throw new Error('A document needs at least one dated item to take its date from')
  return newest
}

function cvCredential(credential: Credential) {
  return {
    name: credential.year ? `${credential.name}, ${String(credential.year)}` : credential.name,
    grantedBy: credential.grantedBy,
    ...(credential.detail ? { detail: credential.detail } : {}),
  }
}

interface CvPerson {
  path: string
  name: string
  jobTitle: string
  summary: string[]
  credentials: Credential[]
  positions: string[]
  affiliations: string[]
  recognition: string[]
  publications: Publication[]
  matters: readonly TestimonyEntry[]
  challenges: readonly Challenge[]
  testimonyPage: string
  testified: string
  rates?: { analysis: string; testimony: string }
}

/** A CV from one person's data: the principal's and every team member's read the same. */
function cvDocument(person: CvPerson, buildDate: string) {
  const testimony = selectTestimony(person.matters, buildDate)
  const publications = recentPublications(person.publications, buildDate)
  const challenges = toChallengeRows(person.challenges)
  const date = newestDate([
    ...testimony.shown.map((entry) => entry.date),
    ...person.challenges.map((challenge) => challenge.rulingDate),
    ...publications.map((publication) => `${String(publication.year)}-01-01`),
    `${String(siteConfig.foundingYear)}-01-01`,
  ])
  return {
    kind: 'cv' as const,
    path: person.path,
    title: `Curriculum Vitae: ${person.name}`,
    date,
    revised: formatLongDate(date),
    asOf: formatLongDate(buildDate),
    letterhead: letterhead(),
    name: person.name,
    jobTitle: person.jobTitle,
    summary: person.summary,
    degrees: person.credentials.filter((credential) => credential.category === 'degree').map(cvCredential),
    certifications: person.credentials
      .filter((credential) => credential.category === 'certification')
      .map(cvCredential),
    positions: person.positions,
    testified: person.testified,
    affiliations: person.affiliations,
    recognition: person.recognition,
    publications: publications.map(citePublication),
    testimony: testimony.shown.map(toTestimonyRow),
    split: splitByRetainingSide(testimony.shown),
    showPercent: showsPercentages(testimony.shown.length),
    challenges,
    testimonyPage: absoluteUrl(person.testimonyPage),
    ...(person.rates ? { rates: person.rates } : {}),
  }
}

export function buildCvDocument(buildDate: string) {
  const principal = readPrincipal()
  const profile = principalProfile()
  const record = readTestimony()
  return cvDocument(
    {
      path: DOCUMENT_LINKS.cv.to,
      name: principal.name,
      jobTitle: `${principal.title}, ${siteConfig.name}`,
      summary: profile.bio,
      credentials: personCredentials(principal),
      positions: [...profile.positions, ...principal.career],
      affiliations: principal.affiliations,
      recognition: principal.recognition,
      publications: principal.publications,
      matters: record.matters,
      challenges: record.challenges,
      testimonyPage: PAGE_LINKS.testimony.to,
      testified: testifiedWhere(record.matters, buildDate),
    },
    buildDate,
  )
}

export function buildTeamCvDocument(slug: string, buildDate: string) {
  const member = teamMember(slug)
  const rates = roleRates(member.role)
  return cvDocument(
    {
      path: teamCvPath(slug),
      name: member.name,
      jobTitle: `${member.title}, ${siteConfig.name}`,
      summary: [member.summary],
      credentials: personCredentials(member),
      positions: member.positions.map(formatPosition),
      affiliations: member.affiliations,
      recognition: [],
      publications: member.publications,
      matters: member.matters,
      challenges: member.challenges,
      testimonyPage: `${teamMemberPath(slug)}#testimony`,
      testified: testifiedWhere(member.matters, buildDate),
      rates: { analysis: rates.analysis, testimony: rates.testimony },
    },
    buildDate,
  )
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
