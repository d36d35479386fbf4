import { CALCULATOR_PATH } from '../routing'

// The route table sends each (with any tail) to the legacy page; ./resolve.ts picks the target.
export const LEGACY_SERVICE_PREFIXES: Readonly<Record<string, string>> = {
  'forensic-economist': 'economic-loss-assessment',
  'personal-injury-economist': 'economic-loss-assessment',
  'wrongful-death-damages': 'economic-loss-assessment',
  'economic-damages': 'economic-loss-assessment',
  'lost-earnings': 'economic-loss-assessment',
  'present-value': 'economic-loss-assessment',
  'business-valuation': 'business-valuation',
  'business-damages': 'business-valuation',
  'commercial-damages': 'business-valuation',
  'vocational-expert': 'vocational-evaluation',
  'life-care-planner': 'life-care-planning',
  'disability-evaluation': 'disability-evaluation',
  'expert-witness': 'expert-testimony',
}

/** Old section prefixes whose pages are gone; they lead to the closest live section. */
export const LEGACY_SECTION_PREFIXES = ['practice-areas', 'vendor', 'tools', 'blog'] as const

// The old site advertised a /tools/calculator that never shipped; every /tools address now leads to the real one.
export const LEGACY_SECTION_TARGETS: Readonly<Record<(typeof LEGACY_SECTION_PREFIXES)[number], string>> = {
  'practice-areas': '/services',
  vendor: '/services',
  tools: CALCULATOR_PATH,
  blog: '/',
}

export const RETIRED_SERVICE_TARGETS: Readonly<Record<string, string>> = {
  'business-consulting': '/advisory',
}

export const LEGACY_PREFIXES: readonly string[] = [...Object.keys(LEGACY_SERVICE_PREFIXES), ...LEGACY_SECTION_PREFIXES]
