// Each function reads its file when called, so the build records which pages read which file: never call at module level.
import {
  CASE_STUDIES_FILE,
  CONSULTING_LETTER_FILE,
  ENGAGEMENT_LETTER_FILE,
  FAQ_FILE,
  FEES_FILE,
  PRINCIPAL_FILE,
  PRIVACY_FILE,
  REFERENCES_FILE,
  SERVICES_FOLDER,
  STAFF_FILE,
  TEAM_FOLDER,
  TERMS_FILE,
  TESTIMONIALS_FILE,
  TESTIMONY_FILE,
} from '~/config/content-schema/files'
import { siteConfig } from '~/config/site-config'
import {
  ContentFileError,
  displayName,
  listCollectionEntries,
  readCollectionEntry,
  readSingleton,
} from './content-files.server'
import { fillPlaceholdersDeep } from './content-tokens'

export const ANONYMIZED_NOTICE =
  'This matter is anonymized, and names, dates, places and other details have been changed.'

export const principal = () => readSingleton(PRINCIPAL_FILE)

function placeholderValues(): Record<string, string> {
  const { name, honorific, surname } = principal()
  const { address } = siteConfig
  return {
    'principal.name': name,
    'principal.short': `${honorific} ${surname}`,
    'firm.name': siteConfig.name,
    'firm.phone': siteConfig.phone,
    'firm.email': siteConfig.email,
    'firm.hours': siteConfig.hours.label,
    'firm.cityAndState': `${address.city}, ${address.region}`,
    ...Object.fromEntries(
      Object.entries(siteConfig.promises).map(([key, promise]) => [`promise.${key}`, promise.sentence]),
    ),
  }
}

function filled<T>(value: T, relativePath: string, extra: Readonly<Record<string, string>> = {}): T {
  if (!JSON.stringify(value).includes('{{')) return value
  const result = fillPlaceholdersDeep(value, { ...placeholderValues(), ...extra })
  if (result.problems.length) throw new ContentFileError(displayName(relativePath), result.problems)
  return result.value
}

export const testimonials = () => filled(readSingleton(TESTIMONIALS_FILE).testimonials, TESTIMONIALS_FILE.path)
export const attorneyReferences = () => filled(readSingleton(REFERENCES_FILE).references, REFERENCES_FILE.path)
export const faqItems = () => filled(readSingleton(FAQ_FILE).questions, FAQ_FILE.path)
export const feeSchedule = () => readSingleton(FEES_FILE)
export const staffRoles = () => readSingleton(STAFF_FILE).roles

export function caseStudies() {
  return filled(readSingleton(CASE_STUDIES_FILE).caseStudies, CASE_STUDIES_FILE.path).map((study) => ({
    ...study,
    challenge: `${study.challenge} ${ANONYMIZED_NOTICE}`,
  }))
}

export function testimony() {
  const file = readSingleton(TESTIMONY_FILE)
  return { summary: filled(file.summary, TESTIMONY_FILE.path), matters: file.matters, challenges: file.challenges }
}

export const teamSlugs = () => listCollectionEntries(TEAM_FOLDER)

export function teamMember(slug: string) {
  return filled(readCollectionEntry(TEAM_FOLDER, slug), TEAM_FOLDER.path.replace('*', slug))
}

export const teamMembers = () => teamSlugs().map((slug) => ({ slug, ...teamMember(slug) }))

export function privacyNotice() {
  const notice = readSingleton(PRIVACY_FILE)
  return filled(notice, PRIVACY_FILE.path, { 'privacy.retentionDays': String(notice.retentionDays) })
}

export const termsNotice = () => filled(readSingleton(TERMS_FILE), TERMS_FILE.path)

export const serviceTextSlugs = () => listCollectionEntries(SERVICES_FOLDER)

export function serviceText(slug: string) {
  return filled(readCollectionEntry(SERVICES_FOLDER, slug), SERVICES_FOLDER.path.replace('*', slug))
}

/**
 * The engagement letter with the firm's, the principal's and the fee placeholders filled; the case
 * placeholders ({{case.caption}} ...) stay for the server to fill when staff send it. An unknown
 * placeholder stops the build, naming the file and field.
 */
/** The letter with the firm's and the fee placeholders filled; `left` (the case and the terms) stay for the server. */
export function engagementLetter(feeValues: Readonly<Record<string, string>>, left: readonly string[]) {
  const keep = Object.fromEntries(left.map((name) => [name, `{{${name}}}`]))
  return filled(readSingleton(ENGAGEMENT_LETTER_FILE), ENGAGEMENT_LETTER_FILE.path, { ...feeValues, ...keep })
}

export function consultingLetter(feeValues: Readonly<Record<string, string>>, left: readonly string[]) {
  const keep = Object.fromEntries(left.map((name) => [name, `{{${name}}}`]))
  return filled(readSingleton(CONSULTING_LETTER_FILE), CONSULTING_LETTER_FILE.path, { ...feeValues, ...keep })
}
