import { listStates } from '~/lib/content/locations'
import { recordsByCaseTypeName } from '~/lib/content/records'
import { listCourtSuggestions, type CourtSuggestion } from '~/lib/law/court-suggestions'

// Travels with the contact and schedule pages' data only, never in the code every page loads.
export interface IntakeOptions {
  states: { code: string; name: string }[]
  courts: CourtSuggestion[]
  records: Record<string, readonly string[]>
}

export function buildIntakeOptions(): IntakeOptions {
  return {
    states: listStates()
      .map((state) => ({ code: state.abbreviation, name: state.name }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en')),
    courts: listCourtSuggestions(),
    records: recordsByCaseTypeName(),
  }
}
