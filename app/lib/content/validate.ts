import { z } from 'zod'
import { assertClaimsAddUp } from '../firm/claims'
import { CASE_TYPE_CONTENT } from '~/content/case-types'
import { SERVICE_CATALOG } from '~/content/service-catalog'
import { SERVICE_CONTENT } from '~/content/services'
import { LEGACY_PREFIXES } from '../legacy/prefixes'
import { RESERVED_TOP_LEVEL_SEGMENTS } from '../routing'
import { listStates } from './locations'

export const MIN_STATES = 51
export const MIN_CITIES = 1015

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lowercase kebab-case slug')
const text = z.string().trim().min(1)
const wordCount = (value: string) => value.trim().split(/\s+/).length

export const ServiceContentSchema = z.object({
  description: text.refine((value) => wordCount(value) >= 150 && wordCount(value) <= 300, 'description must be 150-300 words'),
  features: z.array(text).min(4).max(8),
  caseTypes: z.array(text).min(3).max(6),
  metaDescription: text.max(160),
  methods: z.array(z.object({ name: text, detail: text })).optional(),
  standards: z.array(z.object({ name: text, detail: text })).optional(),
  references: z.array(z.object({ title: text, publisher: text.optional(), note: text.optional() })).optional(),
})

export const CaseTypeSchema = z.object({ slug, name: text, summary: text, questions: z.array(text).min(3) })

export const CitySchema = z.object({
  name: text,
  slug,
  population: z.number().int().positive().optional(),
  metro: text.optional(),
})

export const StateSchema = z.object({ name: text, slug, abbreviation: z.string().regex(/^[A-Z]{2}$/), cities: z.array(CitySchema).min(1) })

function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>()
  return [...new Set(values.filter((value) => (seen.has(value) ? true : (seen.add(value), false))))]
}

/** Every problem with the content, as readable lines; empty when the content is sound. */
export function findContentProblems(): string[] {
  const problems: string[] = []
  const fail = (where: string, error: z.ZodError) =>
    error.issues.forEach((issue) => problems.push(`${where}${issue.path.length ? `.${issue.path.join('.')}` : ''}: ${issue.message}`))

  for (const dup of duplicates(SERVICE_CATALOG.map((s) => s.slug))) problems.push(`duplicate service slug: ${dup}`)
  const vocabulary = new Set(CASE_TYPE_CONTENT.map((c) => c.name))
  for (const entry of SERVICE_CATALOG.filter((s) => s.live)) {
    const content = SERVICE_CONTENT[entry.slug]
    if (!content) {
      problems.push(`service ${entry.slug}: no content`)
      continue
    }
    const result = ServiceContentSchema.safeParse(content)
    if (!result.success) fail(`service ${entry.slug}`, result.error)
    for (const name of content.caseTypes) if (!vocabulary.has(name)) problems.push(`service ${entry.slug}: unknown case type "${name}"`)
  }
  for (const dup of duplicates(Object.values(SERVICE_CONTENT).map((c) => c.metaDescription))) problems.push(`duplicate service meta description: ${dup}`)

  CASE_TYPE_CONTENT.forEach((entry, index) => {
    const result = CaseTypeSchema.safeParse(entry)
    if (!result.success) fail(`case type ${entry.slug ?? index}`, result.error)
  })
  for (const dup of duplicates(CASE_TYPE_CONTENT.map((c) => c.slug))) problems.push(`duplicate case type slug: ${dup}`)

  const states = listStates()
  states.forEach((state, index) => {
    const result = StateSchema.safeParse(state)
    if (!result.success) fail(`state ${state.slug ?? index}`, result.error)
    for (const dup of duplicates(state.cities.map((c) => c.slug))) problems.push(`state ${state.slug}: duplicate city slug ${dup}`)
  })
  for (const dup of duplicates(states.map((s) => s.slug))) problems.push(`duplicate state slug: ${dup}`)
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
