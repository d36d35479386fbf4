import { describe, expect, it } from 'vitest'
import { PAGE_LINKS, FOOTER_PAGES, SERVICES_MENU } from '~/copy/navigation'
import { CALCULATOR_PATH } from '~/lib/routing'
import { resolveLegacyPath } from '~/lib/legacy/resolve'
import { FIXED_PAGE_COPY } from '~/copy/pages'
import { buildMeta, pageTitle } from '~/lib/seo/page-meta'
import { LAW_BY_STATE } from '~/copy/law/law-data'
import { buildServiceCityPage } from '~/lib/pages/service-city.server'
import { buildCalculatorPage, calculatorPromoFor, calculatorStateLink } from './page.server'
import { STATE_RULE_SPECS, type StateRule } from './rules'

describe('the calculator page', () => {
  const page = buildCalculatorPage()

  it('has its own meta and a free WebApplication in its JSON-LD', () => {
    const tags = buildMeta(page.meta)
    expect(tags).toContainEqual({ title: pageTitle(FIXED_PAGE_COPY[CALCULATOR_PATH].title) })
    const graph = (
      tags.find((tag) => 'script:ld+json' in tag) as { 'script:ld+json': { '@graph': Record<string, unknown>[] } }
    )['script:ld+json']['@graph']
    const app = graph.find((node) => node['@type'] === 'WebApplication')
    expect(app).toMatchObject({
      isAccessibleForFree: true,
      offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
      url: expect.stringMatching(/\/economic-loss-calculator$/),
    })
  })

  it('names the case types the contact form offers and links the services that cover what it leaves out', () => {
    expect(page.caseTypeNames).toEqual({ injury: 'Personal Injury', death: 'Wrongful Death', care: 'Personal Injury' })
    expect(page.limitsLinks.map((link) => link.to)).toContain('/services/life-care-planning')
  })

  it('is linked from the header Services menu (Our Services) and the footer, and /tools/* leads to it', () => {
    expect(PAGE_LINKS.calculator.to).toBe(CALCULATOR_PATH)
    expect(SERVICES_MENU.find((group) => group.heading === 'Our Services')?.links).toContainEqual(PAGE_LINKS.calculator)
    expect(FOOTER_PAGES).toContainEqual(PAGE_LINKS.calculator)
    expect(resolveLegacyPath('/tools/calculator')).toBe(CALCULATOR_PATH)
    expect(resolveLegacyPath('/tools/anything/else')).toBe(CALCULATOR_PATH)
  })

  it('takes each state rule’s citation from its law table row (topic present-value), naming the rule’s source', () => {
    // Fails while a state's row is missing or cites another source: the rule is then not offered at all.
    expect(page.ruleCitations.pennsylvania?.citation).toContain('Kaczkowski')
    expect(page.ruleCitations.alaska?.citation).toContain('Beaulieu')
    expect(page.ruleCitations.alaska?.citation).toContain('09.17.040')
    expect(page.ruleCitations.michigan?.citation).toMatch(/600\.6306\b/)
    for (const [rule, entry] of Object.entries(page.ruleCitations)) {
      const code = STATE_RULE_SPECS[rule as StateRule].stateCode
      const row = LAW_BY_STATE.get(code)?.rules.find((candidate) => candidate.topic === 'present-value')
      expect(entry.citation, rule).toBe(row?.citation)
      expect(entry.compiled, rule).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)
    }
  })

  it('offers every state as the forum, by slug', () => {
    expect(page.states).toHaveLength(51)
    expect(page.states).toContainEqual({ slug: 'pennsylvania', name: 'Pennsylvania' })
  })

  it('links from a state to the calculator with the state preselected', () => {
    expect(calculatorStateLink({ slug: 'pennsylvania', name: 'Pennsylvania' })).toEqual({
      label: expect.stringContaining('Pennsylvania'),
      to: '/economic-loss-calculator?state=pennsylvania',
    })
  })

  it('a city’s link names its metro area for the occupation search, or says the city is in none', () => {
    expect(buildServiceCityPage('economic-loss-assessment', 'texas', 'houston').calculatorLink?.to).toBe(
      '/economic-loss-calculator?state=texas&metro=26420',
    )
    expect(buildServiceCityPage('economic-loss-assessment', 'alabama', 'enterprise').calculatorLink?.to).toBe(
      '/economic-loss-calculator?state=alabama&metro=none',
    )
  })

  it('is linked, with the state preselected, from each litigation service’s page for a city, and from no advisory one', () => {
    expect(buildServiceCityPage('life-care-planning', 'pennsylvania', 'philadelphia').calculatorLink?.to).toBe(
      '/economic-loss-calculator?state=pennsylvania&metro=37980',
    )
    expect(buildServiceCityPage('economic-loss-assessment', 'ohio', 'columbus').calculatorLink?.to).toBe(
      '/economic-loss-calculator?state=ohio&metro=18140',
    )
    expect(buildServiceCityPage('pricing-strategy', 'pennsylvania', 'philadelphia').calculatorLink).toBeUndefined()
  })

  it('is pointed to from the economic loss service and the injury and death case types only', () => {
    expect(calculatorPromoFor({ serviceSlug: 'economic-loss-assessment' })?.to).toBe(CALCULATOR_PATH)
    expect(calculatorPromoFor({ caseTypeSlug: 'wrongful-death' })?.to).toBe(CALCULATOR_PATH)
    expect(calculatorPromoFor({ serviceSlug: 'business-valuation' })).toBeUndefined()
  })
})
