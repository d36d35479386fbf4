export type ServiceIconName =
  | 'calculator' | 'briefcase' | 'heart-pulse' | 'building' | 'accessibility' | 'gavel' | 'handshake'
  | 'trending-up' | 'tag' | 'scale' | 'users' | 'factory' | 'landmark' | 'file-check' | 'bar-chart'
  | 'stethoscope' | 'graduation-cap' | 'clipboard-check' | 'landmark-dollar' | 'globe' | 'sigma'

export type ServiceGroup = 'litigation' | 'advisory'

export interface ServiceCatalogEntry {
  id: string
  slug: string
  title: string
  icon: ServiceIconName
  group: ServiceGroup
  /** false for a retired service: its URLs are legacy redirects, it has no pages */
  live: boolean
  /** One sentence for cards and menus */
  summary: string
}

export interface ServiceReference {
  /** The published source by name, e.g. "Bureau of Labor Statistics, Current Population Survey" */
  title: string
  publisher?: string
  note?: string
}

export interface ServiceContent {
  /** 150-300 words, paragraphs separated by a blank line */
  description: string
  features: string[]
  /** Names from the case-type vocabulary in app/content/case-types.ts */
  caseTypes: string[]
  /** At most 160 characters */
  metaDescription: string
  methods?: { name: string; detail: string }[]
  standards?: { name: string; detail: string }[]
  references?: ServiceReference[]
}

export type Service = ServiceCatalogEntry & ServiceContent

export interface CaseTypeContent {
  slug: string
  name: string
  summary: string
  /** The economic questions this kind of matter raises */
  questions: string[]
}

export interface CaseType extends CaseTypeContent {
  serviceSlugs: string[]
}

export interface City {
  name: string
  slug: string
  population?: number
  metro?: string
}

export interface State {
  name: string
  slug: string
  abbreviation: string
  cities: City[]
}

/** A link a page shows: its text, its target and an optional note beside it. The one link type of the site. */
export interface PageLink {
  label: string
  to: string
  note?: string
}
