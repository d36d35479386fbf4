import { CASE_TYPE_CONTENT } from '~/content/case-types'
import { listServices } from './services'
import type { CaseType } from '~/config/content-types'

/** Case types derived from the services' caseTypes; the vocabulary supplies each one's copy. */
const CASE_TYPES: readonly CaseType[] = CASE_TYPE_CONTENT.map((entry) => ({
  ...entry,
  serviceSlugs: listServices()
    .filter((service) => service.caseTypes.includes(entry.name))
    .map((service) => service.slug),
})).filter((caseType) => caseType.serviceSlugs.length > 0)

const caseTypeBySlug = new Map(CASE_TYPES.map((caseType) => [caseType.slug, caseType]))
const caseTypeByName = new Map(CASE_TYPES.map((caseType) => [caseType.name, caseType]))

export function listCaseTypes(): readonly CaseType[] {
  return CASE_TYPES
}

export function findCaseType(caseTypeSlug: string): CaseType | undefined {
  return caseTypeBySlug.get(caseTypeSlug)
}

export function findCaseTypeByName(name: string): CaseType | undefined {
  return caseTypeByName.get(name)
}
