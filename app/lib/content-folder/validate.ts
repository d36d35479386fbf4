import type { z } from 'zod'
import { CaseTypeEntrySchema } from '~/config/content-schema/case-types'
import { HowToItemSchema } from '~/config/content-schema/faq'
import { StateSchema } from '~/config/content-schema/locations'
import { ServiceCatalogEntrySchema } from '~/config/content-schema/services'
import {
  SERVICES_FOLDER,
  TESTIMONIALS_FILE,
  REFERENCES_FILE,
  CASE_STUDIES_FILE,
  FAQ_FILE,
  TESTIMONY_FILE,
} from '~/config/content-schema/files'
import { CASE_TYPE_VOCABULARY } from '~/copy/case-types'
import { HOW_TO_ITEMS } from '~/copy/how-to'
import { SERVICE_CATALOG } from '~/copy/service-catalog'
import { assertClaimsAddUp } from '../firm/claims'
import { engagementSteps } from '../firm/fee-schedule'
import { teamProblems } from '../firm/team'
import { testimonyProblems } from '../firm/testimony'
import { LEGACY_PREFIXES } from '../legacy/prefixes'
import { RESERVED_TOP_LEVEL_SEGMENTS } from '../routing'
import { ContentFileError, displayName } from './content-files.server'
import {
  attorneyReferences,
  caseStudies,
  faqItems,
  feeSchedule,
  principal,
  privacyNotice,
  serviceText,
  serviceTextSlugs,
  staffRoles,
  teamMembers,
  termsNotice,
  testimonials,
  testimony,
} from './firm-content.server'
import { listStates } from './locations'

export const CONTENT_CHECK_FAILED = 'Content check failed:'

export const MIN_STATES = 51
export const MIN_CITIES = 1015

function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>()
  return [...new Set(values.filter((value) => (seen.has(value) ? true : (seen.add(value), false))))]
}

/** Every problem with the content, as readable lines; empty when the content is sound. */
export function findContentProblems(): string[] {
  const problems: string[] = []
  const fail = (where: string, error: z.ZodError) =>
    error.issues.forEach((issue) =>
      problems.push(`${where}${issue.path.length ? `.${issue.path.join('.')}` : ''}: ${issue.message}`),
    )

  const check = (where: string, schema: z.ZodType, value: unknown) => {
    const result = schema.safeParse(value)
    if (!result.success) fail(where, result.error)
  }
  const checkCollection = <T>(
    what: string,
    entries: readonly T[],
    schema: z.ZodType,
    keyOf: (entry: T) => string | undefined,
  ) => {
    entries.forEach((entry, index) => check(`${what} ${keyOf(entry) ?? index}`, schema, entry))
    for (const dup of duplicates(entries.map((entry) => keyOf(entry) ?? '')))
      problems.push(`duplicate ${what} id: ${dup}`)
  }

  const read = <T>(load: () => T): T | undefined => {
    try {
      return load()
    } catch (error) {
      if (!(error instanceof ContentFileError)) throw error
      problems.push(...error.problems.map((problem) => `${error.file}: ${problem}`))
      return undefined
    }
  }
  const checkUniqueIds = (file: string, field: string, entries: readonly { id: string }[] | undefined) => {
    for (const dup of duplicates((entries ?? []).map((entry) => entry.id)))
      problems.push(`${displayName(file)}: ${field}: the id "${dup}" is used twice`)
  }

  SERVICE_CATALOG.forEach((entry, index) =>
    check(`service catalog ${entry.slug ?? index}`, ServiceCatalogEntrySchema, entry),
  )
  for (const dup of duplicates(SERVICE_CATALOG.map((entry) => entry.slug)))
    problems.push(`duplicate service slug: ${dup}`)
  const vocabulary = new Set(CASE_TYPE_VOCABULARY.map((caseType) => caseType.name))
  const liveSlugs = new Set(SERVICE_CATALOG.filter((entry) => entry.live).map((entry) => entry.slug))
  const serviceFile = (slug: string) => displayName(SERVICES_FOLDER.path.replace('*', slug))
  const metaDescriptions: string[] = []
  const textSlugs = serviceTextSlugs()
  for (const slug of liveSlugs) {
    if (!textSlugs.includes(slug)) {
      problems.push(
        `${serviceFile(slug)}: the file is missing (every live service in app/copy/service-catalog.ts needs its text)`,
      )
      continue
    }
    const content = read(() => serviceText(slug))
    if (!content) continue
    metaDescriptions.push(content.metaDescription)
    for (const [index, name] of content.caseTypes.entries())
      if (!vocabulary.has(name))
        problems.push(
          `${serviceFile(slug)}: caseTypes[${index}]: "${name}" is not a case type of app/copy/case-types.ts`,
        )
  }
  for (const slug of textSlugs)
    if (!liveSlugs.has(slug))
      problems.push(`${serviceFile(slug)}: no live service in app/copy/service-catalog.ts has the slug "${slug}"`)
  for (const dup of duplicates(metaDescriptions)) problems.push(`two service texts share the metaDescription "${dup}"`)

  CASE_TYPE_VOCABULARY.forEach((entry, index) => check(`case type ${entry.slug ?? index}`, CaseTypeEntrySchema, entry))
  for (const dup of duplicates(CASE_TYPE_VOCABULARY.map((caseType) => caseType.slug)))
    problems.push(`duplicate case type slug: ${dup}`)
  checkCollection('how-to guide', HOW_TO_ITEMS, HowToItemSchema, (item) => item.id)

  checkUniqueIds(CASE_STUDIES_FILE.path, 'caseStudies', read(caseStudies))
  checkUniqueIds(FAQ_FILE.path, 'questions', read(faqItems))
  checkUniqueIds(REFERENCES_FILE.path, 'references', read(attorneyReferences))
  const clientTestimonials = read(testimonials)
  checkUniqueIds(TESTIMONIALS_FILE.path, 'testimonials', clientTestimonials)
  for (const [index, testimonial] of (clientTestimonials ?? []).entries()) {
    if (!liveSlugs.has(testimonial.service))
      problems.push(
        `${displayName(TESTIMONIALS_FILE.path)}: testimonials[${index}].service: "${testimonial.service}" is not a live service's slug`,
      )
  }
  read(principal)
  read(privacyNotice)
  read(termsNotice)
  const roles = read(staffRoles)
  const team = read(teamMembers)
  if (roles && team) problems.push(...teamProblems(team, roles).map((problem) => displayName(problem)))
  const record = read(testimony)
  const matters = record?.matters
  if (record)
    problems.push(
      ...testimonyProblems(
        record.challenges.map((challenge) => ({ caption: challenge.matter, court: challenge.court })),
      ).map((problem) => `${displayName(TESTIMONY_FILE.path)}: challenges: ${problem}`),
    )
  if (matters) {
    problems.push(...testimonyProblems(matters).map((problem) => `${displayName(TESTIMONY_FILE.path)}: ${problem}`))
    for (const dup of duplicates(matters.map((entry) => `${entry.caption} (${entry.date}, ${entry.type})`)))
      problems.push(`${displayName(TESTIMONY_FILE.path)}: matters: the entry ${dup} is listed twice`)
  }
  if (read(feeSchedule)) {
    try {
      engagementSteps()
    } catch (error) {
      problems.push((error as Error).message)
    }
  }

  const states = listStates()
  states.forEach((state, index) => {
    check(`state ${state.slug ?? index}`, StateSchema, state)
    for (const dup of duplicates(state.cities.map((city) => city.slug)))
      problems.push(`state ${state.slug}: duplicate city slug ${dup}`)
  })
  for (const dup of duplicates(states.map((state) => state.slug))) problems.push(`duplicate state slug: ${dup}`)
  const reserved = new Set([...RESERVED_TOP_LEVEL_SEGMENTS, ...LEGACY_PREFIXES])
  for (const state of states)
    if (reserved.has(state.slug)) problems.push(`state slug "${state.slug}" collides with a top-level route`)
  const cityCount = states.reduce((sum, state) => sum + state.cities.length, 0)
  if (states.length < MIN_STATES) problems.push(`only ${states.length} states; expected at least ${MIN_STATES}`)
  if (cityCount < MIN_CITIES) problems.push(`only ${cityCount} cities; expected at least ${MIN_CITIES}`)
  return [...new Set(problems)]
}

/** Fails the build with every problem listed. */
export function assertContentValid(): void {
  const problems = findContentProblems()
  if (problems.length) throw new Error(`${CONTENT_CHECK_FAILED}\n  ${problems.join('\n  ')}`)
  assertClaimsAddUp()
}
