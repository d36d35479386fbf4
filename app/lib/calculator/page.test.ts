import { describe, expect, it } from 'vitest'
import { PAGE_LINKS, QUICK_NAVIGATION, FOOTER_PAGES, SERVICES_MENU } from '~/content/navigation'
import { CALCULATOR_PATH } from '~/lib/routing'
import { resolveLegacyPath } from '~/lib/legacy/resolve'
import { FIXED_PAGE_COPY } from '~/content/pages'
import { buildMeta, pageTitle } from '~/lib/seo/page-meta'
import { buildCalculatorPage, calculatorPromoFor } from './page.server'

describe('the calculator page', () => {
  const page = buildCalculatorPage()

  it('has its own meta and a free WebApplication in its JSON-LD', () => {
    const tags = buildMeta(page.meta)
    expect(tags).toContainEqual({ title: pageTitle(FIXED_PAGE_COPY[CALCULATOR_PATH].title) })
    const graph = (tags.find((tag) => 'script:ld+json' in tag) as { 'script:ld+json': { '@graph': Record<string, unknown>[] } })['script:ld+json']['@graph']
    const app = graph.find((node) => node['@type'] === 'WebApplication')
    expect(app).toMatchObject({ isAccessibleForFree: true, offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' }, url: expect.stringMatching(/\/economic-loss-calculator$/) })
  })

  it('names the case types the contact form offers and links the services that cover what it leaves out', () => {
    expect(page.caseTypeNames).toEqual({ injury: 'Personal Injury', death: 'Wrongful Death' })
    expect(page.limitsLinks.map((link) => link.to)).toContain('/services/life-care-planning')
  })

  it('is linked from the header Services menu (Our Services), the quick menu and the footer, and /tools/* leads to it', () => {
    expect(PAGE_LINKS.calculator.to).toBe(CALCULATOR_PATH)
    expect(SERVICES_MENU.find((group) => group.heading === 'Our Services')?.links).toContainEqual(PAGE_LINKS.calculator)
    expect(QUICK_NAVIGATION).toContainEqual(PAGE_LINKS.calculator)
    expect(FOOTER_PAGES).toContainEqual(PAGE_LINKS.calculator)
    expect(resolveLegacyPath('/tools/calculator')).toBe(CALCULATOR_PATH)
    expect(resolveLegacyPath('/tools/anything/else')).toBe(CALCULATOR_PATH)
  })

  it('is pointed to from the economic loss service and the injury and death case types only', () => {
    expect(calculatorPromoFor({ serviceSlug: 'economic-loss-assessment' })?.to).toBe(CALCULATOR_PATH)
    expect(calculatorPromoFor({ caseTypeSlug: 'wrongful-death' })?.to).toBe(CALCULATOR_PATH)
    expect(calculatorPromoFor({ serviceSlug: 'business-valuation' })).toBeUndefined()
  })
})
