import { listStates } from '~/lib/content-folder/locations'
import { recordsByCaseTypeName } from '~/lib/content-folder/records'
import { listCourtSuggestions, type CourtSuggestion } from '~/lib/law/court-suggestions'

// Travels with the contact and schedule pages' data only, never in the code every page loads.
export interface IntakeOptions {
  /** code and name; the slug is how a link names the state (`?state=texas`) */
  states: { code: string; name: string; slug: string }[]
  courts: CourtSuggestion[]
  records: Record<string, readonly string[]>
}

/** The court's state and the courts to suggest; the records to gather travel apart (a page without the app shows none). */
export function buildCourtOptions(): Omit<IntakeOptions, 'records'> {
  return {
    states: listStates()
      .map((state) => ({ code: state.abbreviation, name: state.name, slug: state.slug }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en')),
    courts: listCourtSuggestions(),
  }
}

export function buildIntakeOptions(): IntakeOptions {
  return { ...buildCourtOptions(), records: recordsByCaseTypeName() }
}
