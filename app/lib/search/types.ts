import type { ServiceIconName } from '~/config/content-schema/types'

/**
 * The search index: the static JSON file the build writes and the browser fetches on first focus.
 * Every field matched by the ranking has a pre-lowercased twin (`...Lower`), so a query lowercases
 * only itself.
 */
export interface SearchIndex {
  /** The live services, in the firm's order */
  services: SearchIndexService[]
  /** The states, in data order */
  states: SearchIndexState[]
  /** Every city, in data order (state by state) */
  cities: SearchIndexCity[]
}

export interface SearchIndexService {
  slug: string
  title: string
  icon: ServiceIconName
  /** The full description, whitespace collapsed to single spaces */
  description: string
  titleLower: string
  descriptionLower: string
  featuresLower: string[]
}

export interface SearchIndexState {
  name: string
  slug: string
  abbreviation: string
  nameLower: string
}

export interface SearchIndexCity {
  name: string
  slug: string
  /** Position of the city's state in `SearchIndex.states` */
  state: number
  nameLower: string
}

export type SuggestionType = 'service' | 'location' | 'service-location'

/** A service's catalog icon, or the pin every place gets. */
type SuggestionIcon = ServiceIconName | 'map-pin'

export interface Suggestion {
  type: SuggestionType
  title: string
  /** At most 120 characters, then an ellipsis */
  description: string
  url: string
  icon: SuggestionIcon
  relevanceScore: number
}
