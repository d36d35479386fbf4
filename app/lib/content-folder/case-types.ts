import { CASE_TYPE_VOCABULARY } from '~/copy/case-types'
import type { CaseType, CaseTypeEntry } from '~/config/content-schema/types'
import { derivedFromContent } from './derived-content'
import { listServicesWithText } from './services'

const caseTypes = derivedFromContent(() => {
  const services = listServicesWithText()
  const list: readonly CaseType[] = CASE_TYPE_VOCABULARY.map((entry) => ({
    ...entry,
    serviceSlugs: services.filter((service) => service.caseTypes.includes(entry.name)).map((service) => service.slug),
  })).filter((caseType) => caseType.serviceSlugs.length > 0)
  return {
    list,
    bySlug: new Map(list.map((caseType) => [caseType.slug, caseType])),
    byName: new Map(list.map((caseType) => [caseType.name, caseType])),
  }
})

const vocabularyByName = new Map(CASE_TYPE_VOCABULARY.map((entry) => [entry.name, entry]))

/** A case type by name without deriving every service's text, so a page depends on its own file only. */
export function findCaseTypeEntryByName(name: string): CaseTypeEntry | undefined {
  return vocabularyByName.get(name)
}

export function listCaseTypes(): readonly CaseType[] {
  return caseTypes().list
}

export function findCaseType(caseTypeSlug: string): CaseType | undefined {
  return caseTypes().bySlug.get(caseTypeSlug)
}

export function findCaseTypeByName(name: string): CaseType | undefined {
  return caseTypes().byName.get(name)
}
