import { RECORDS_TO_GATHER } from '~/copy/records-to-gather'
import { REQUEST_RECEIVED_PATH, requestReceivedPath } from '~/lib/routing'
import { findCaseTypeByName, listCaseTypes } from './case-types'

/** The records to gather for a case type (by slug); empty for one without a list. */
export function recordsToGather(caseTypeSlug: string): readonly string[] {
  return RECORDS_TO_GATHER[caseTypeSlug] ?? []
}

export function recordsByCaseTypeName(): Record<string, readonly string[]> {
  return Object.fromEntries(listCaseTypes().map((caseType) => [caseType.name, recordsToGather(caseType.slug)]))
}

export function requestReceivedPathFor(caseTypeName: string): string {
  const caseType = findCaseTypeByName(caseTypeName.trim())
  return caseType ? requestReceivedPath(caseType.slug) : REQUEST_RECEIVED_PATH
}
