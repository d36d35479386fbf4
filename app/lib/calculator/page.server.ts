import type { WebApplication, WithContext } from 'schema-dts'
import {
  CALCULATOR_CASE_TYPE_SLUGS,
  CALCULATOR_EXAMPLE,
  CALCULATOR_PAGE_COPY,
  CALCULATOR_PROMO,
} from '~/copy/calculator'
import { FIXED_PAGE_COPY } from '~/copy/pages'
import { absoluteUrl, siteConfig } from '~/config/site-config'
import type { PageLink } from '~/config/content-schema/types'
import { LAW_BY_STATE } from '~/copy/law/law-data'
import { findCaseType } from '~/lib/content-folder/case-types'
import { listStates } from '~/lib/content-folder/locations'
import { formatIsoDate } from '~/lib/places/format'
import { serviceHubPath } from '~/lib/content-folder/paths'
import { findService } from '~/lib/content-folder/services'
import { fixedPageMeta } from '~/lib/pages/fixed-page'
import { CALCULATOR_PATH } from '~/lib/routing'
import { ORGANIZATION_ID } from '~/lib/seo/structured-data'
import { METRO_PARAM, NO_METRO } from './figure-refs'
import type { CaseKind } from './inputs'
import { citationConfirms, STATE_RULE_SPECS, type StateRule } from './rules'

export interface RuleCitation {
  citation: string
  compiled: string
}

// A rule whose law table row does not cite its sources (STATE_RULE_SPECS) is not offered.
function presentValueCitations(): Partial<Record<StateRule, RuleCitation>> {
  const citations: Partial<Record<StateRule, RuleCitation>> = {}
  for (const rule of Object.keys(STATE_RULE_SPECS) as StateRule[]) {
    const row = LAW_BY_STATE.get(STATE_RULE_SPECS[rule].stateCode)?.rules.find(
      (entry) => entry.topic === 'present-value',
    )
    if (row && citationConfirms(rule, row.citation))
      citations[rule] = { citation: row.citation, compiled: formatIsoDate(row.compiled) }
  }
  return citations
}

function calculatorJsonLd(): WithContext<WebApplication> {
  const copy = FIXED_PAGE_COPY[CALCULATOR_PATH]
  return {
    '@context': 'https://schema.org',
    '@type': 'WebApplication',
    '@id': `${absoluteUrl(CALCULATOR_PATH)}#calculator`,
    name: copy.h1.replace(/^./, (c) => c.toUpperCase()),
    description: copy.description,
    url: absoluteUrl(CALCULATOR_PATH),
    applicationCategory: 'FinanceApplication',
    operatingSystem: 'Any (runs in a web browser)',
    browserRequirements: 'Requires JavaScript to compute your own figures; the worked example reads without it.',
    isAccessibleForFree: true,
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
    provider: { '@type': 'ProfessionalService', '@id': ORGANIZATION_ID, name: siteConfig.name },
  }
}

function serviceLink(slug: string): PageLink {
  const service = findService(slug)
  if (!service) throw new Error(`The calculator links to an unknown service "${slug}"`)
  return { label: service.title, to: serviceHubPath(service.slug), note: service.summary }
}

function caseTypeName(slug: string): string {
  const caseType = findCaseType(slug)
  if (!caseType) throw new Error(`The calculator names an unknown case type "${slug}"`)
  return caseType.name
}

export function buildCalculatorPage() {
  return {
    meta: fixedPageMeta(CALCULATOR_PATH, { structuredData: [calculatorJsonLd()] }),
    intro: FIXED_PAGE_COPY[CALCULATOR_PATH].intro,
    copy: CALCULATOR_PAGE_COPY,
    example: CALCULATOR_EXAMPLE,
    limitsLinks: CALCULATOR_PAGE_COPY.limitsServiceSlugs.map(serviceLink),
    ruleCitations: presentValueCitations(),
    states: listStates().map((state) => ({ slug: state.slug, name: state.name })),
    caseTypeNames: Object.fromEntries(
      Object.entries(CALCULATOR_CASE_TYPE_SLUGS).map(([kind, slug]) => [kind, caseTypeName(slug)]),
    ) as Record<CaseKind, string>,
  }
}

export type CalculatorPageData = ReturnType<typeof buildCalculatorPage>

export function calculatorStateLink(
  state: { slug: string; name: string },
  primaryCounty?: { area?: { kind: string; code: string } },
): PageLink {
  // A city's link also names its metro for the occupation search, or says it has none (no OEWS metro figures).
  const area = primaryCounty?.area
  const metro: Record<string, string> =
    primaryCounty === undefined ? {} : { [METRO_PARAM]: area?.kind === 'metropolitan' ? area.code : NO_METRO }
  return {
    label: CALCULATOR_PROMO.stateLinkLabel(state.name),
    to: `${CALCULATOR_PATH}?${new URLSearchParams({ state: state.slug, ...metro }).toString()}`,
  }
}

/** The pointer to the calculator on a service or case type page that it illustrates; undefined elsewhere. */
export function calculatorPromoFor(page: {
  serviceSlug?: string
  caseTypeSlug?: string
}): (PageLink & { heading: string; text: string }) | undefined {
  const shown =
    (page.serviceSlug !== undefined &&
      (CALCULATOR_PROMO.serviceSlugs as readonly string[]).includes(page.serviceSlug)) ||
    (page.caseTypeSlug !== undefined &&
      (CALCULATOR_PROMO.caseTypeSlugs as readonly string[]).includes(page.caseTypeSlug))
  if (!shown) return undefined
  return {
    heading: CALCULATOR_PROMO.heading,
    text: CALCULATOR_PROMO.text,
    label: CALCULATOR_PROMO.linkLabel,
    to: CALCULATOR_PATH,
  }
}
