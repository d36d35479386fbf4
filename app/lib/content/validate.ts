import type { z } from 'zod'
import {
  AttorneyReferenceSchema,
  CaseStudySchema,
  CaseTypeContentSchema,
  FaqItemSchema,
  HowToItemSchema,
  ServiceCatalogEntrySchema,
  FeeScheduleSchema,
  ServiceContentSchema,
  StateSchema,
  TestimonialSchema,
  TestimonyEntrySchema,
} from '~/config/content-schemas'
import { firmProfile } from '~/config/firm-profile'
import { siteConfig } from '~/config/site-config'
import { CASE_STUDIES } from '~/content/case-studies'
import { CASE_TYPE_CONTENT } from '~/content/case-types'
import { FAQ_ITEMS } from '~/content/faq'
import { HOW_TO_ITEMS } from '~/content/how-to'
import { SERVICE_CATALOG } from '~/content/service-catalog'
import { SERVICE_CONTENT } from '~/content/services'
import { assertClaimsAddUp } from '../firm/claims'
import { engagementSteps } from '../firm/fee-schedule'
import { testimonyProblems } from '../firm/testimony'
import { LEGACY_PREFIXES } from '../legacy/prefixes'
import { RESERVED_TOP_LEVEL_SEGMENTS } from '../routing'
import { listStates } from './locations'

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
    error.issues.forEach((issue) => problems.push(`${where}${issue.path.length ? `.${issue.path.join('.')}` : ''}: ${issue.message}`))

  const check = (where: string, schema: z.ZodType, value: unknown) => {
    const result = schema.safeParse(value)
    if (!result.success) fail(where, result.error)
  }
  /** Each entry against its schema, named by its key (or its position when it has none), then duplicate keys. */
  const checkCollection = <T>(what: string, entries: readonly T[], schema: z.ZodType, keyOf: (entry: T) => string | undefined) => {
    entries.forEach((entry, index) => check(`${what} ${keyOf(entry) ?? index}`, schema, entry))
    for (const dup of duplicates(entries.map((entry) => keyOf(entry) ?? ''))) problems.push(`duplicate ${what} id: ${dup}`)
  }

  SERVICE_CATALOG.forEach((entry, index) => check(`service catalog ${entry.slug ?? index}`, ServiceCatalogEntrySchema, entry))
  for (const dup of duplicates(SERVICE_CATALOG.map((entry) => entry.slug))) problems.push(`duplicate service slug: ${dup}`)
  const vocabulary = new Set(CASE_TYPE_CONTENT.map((caseType) => caseType.name))
  const liveSlugs = new Set(SERVICE_CATALOG.filter((entry) => entry.live).map((entry) => entry.slug))
  for (const entry of SERVICE_CATALOG.filter((catalogEntry) => catalogEntry.live)) {
    const content = SERVICE_CONTENT[entry.slug]
    if (!content) {
      problems.push(`service ${entry.slug}: no content`)
      continue
    }
    check(`service ${entry.slug}`, ServiceContentSchema, content)
    for (const name of content.caseTypes) if (!vocabulary.has(name)) problems.push(`service ${entry.slug}: unknown case type "${name}"`)
  }
  for (const dup of duplicates(Object.values(SERVICE_CONTENT).map((content) => content.metaDescription))) problems.push(`duplicate service meta description: ${dup}`)

  CASE_TYPE_CONTENT.forEach((entry, index) => check(`case type ${entry.slug ?? index}`, CaseTypeContentSchema, entry))
  for (const dup of duplicates(CASE_TYPE_CONTENT.map((caseType) => caseType.slug))) problems.push(`duplicate case type slug: ${dup}`)

  checkCollection('case study', CASE_STUDIES, CaseStudySchema, (study) => study.id)
  checkCollection('FAQ item', FAQ_ITEMS, FaqItemSchema, (item) => item.id)
  checkCollection('how-to guide', HOW_TO_ITEMS, HowToItemSchema, (item) => item.id)
  checkCollection('attorney reference', firmProfile.references, AttorneyReferenceSchema, (reference) => reference.id)
  checkCollection('testimonial', firmProfile.testimonials, TestimonialSchema, (testimonial) => testimonial.id)
  for (const testimonial of firmProfile.testimonials) {
    if (!liveSlugs.has(testimonial.service)) problems.push(`testimonial ${testimonial.id}: unknown service "${testimonial.service}"`)
  }

  const { principal } = firmProfile
  principal.testimonyList.forEach((entry, index) => check(`principal.testimonyList ${String(index)}`, TestimonyEntrySchema, entry))
  if (principal.testimonyList.every((entry) => TestimonyEntrySchema.safeParse(entry).success)) problems.push(...testimonyProblems(principal.testimonyList))
  for (const dup of duplicates(principal.testimonyList.map((entry) => `${entry.caption} (${entry.date}, ${entry.type})`))) problems.push(`principal.testimonyList: duplicate entry ${dup}`)
  for (const [index, url] of (principal.sameAs ?? []).entries()) if (!/^https:\/\/[^\s/]+\.[^\s]+$/.test(url)) problems.push(`principal.sameAs ${String(index)}: "${url}" must be an absolute https URL`)
  check('site-config fees', FeeScheduleSchema, siteConfig.fees)
  try {
    engagementSteps()
  } catch (error) {
    problems.push((error as Error).message)
  }

  const states = listStates()
  states.forEach((state, index) => {
    check(`state ${state.slug ?? index}`, StateSchema, state)
    for (const dup of duplicates(state.cities.map((city) => city.slug))) problems.push(`state ${state.slug}: duplicate city slug ${dup}`)
  })
  for (const dup of duplicates(states.map((state) => state.slug))) problems.push(`duplicate state slug: ${dup}`)
  const reserved = new Set([...RESERVED_TOP_LEVEL_SEGMENTS, ...LEGACY_PREFIXES])
  for (const state of states) if (reserved.has(state.slug)) problems.push(`state slug "${state.slug}" collides with a top-level route`)
  const cityCount = states.reduce((sum, state) => sum + state.cities.length, 0)
  if (states.length < MIN_STATES) problems.push(`only ${states.length} states; expected at least ${MIN_STATES}`)
  if (cityCount < MIN_CITIES) problems.push(`only ${cityCount} cities; expected at least ${MIN_CITIES}`)
  return problems
}

/** Fails the build with every problem listed. */
export function assertContentValid(): void {
  const problems = findContentProblems()
  if (problems.length) throw new Error(`Content check failed:\n  ${problems.join('\n  ')}`)
  assertClaimsAddUp()
}
