import { describe, expect, test } from 'vitest'
import { CALL_TO_ACTION } from './calls-to-action'
import { ABOUT_MENU, FOOTER_PAGES, MOBILE_MENU, PAGE_LINKS, SERVICES_MENU } from './navigation'
import { LIVE_SERVICE_CATALOG } from './service-catalog'

describe('menus name what counsel looks for', () => {
  test('the About menu keeps its items in order, then adds Fees and the Testimony list', () => {
    expect(ABOUT_MENU).toEqual([
      PAGE_LINKS.about,
      PAGE_LINKS.experience,
      PAGE_LINKS.caseStudies,
      PAGE_LINKS.locations,
      PAGE_LINKS.fees,
      PAGE_LINKS.testimony,
    ])
  })

  test('the mobile menu keeps its items in order, then adds Fees, the Testimony list, Case Studies and the calculator', () => {
    expect(MOBILE_MENU.map((link) => link.to)).toEqual([
      '/services',
      '/case-types',
      '/about',
      '/experience',
      '/locations',
      '/contact',
      '/fees',
      '/about/testimony',
      '/case-studies',
      '/economic-loss-calculator',
    ])
  })
})

describe('the Services menu leads with the litigation services', () => {
  test('its first group is every litigation service, Expert Testimony included, and no advisory service', () => {
    const litigation = LIVE_SERVICE_CATALOG.filter((service) => service.group === 'litigation')
    expect(SERVICES_MENU[0]!.links.map((link) => link.to)).toEqual(
      litigation.map((service) => `/services/${service.slug}`),
    )
    expect(SERVICES_MENU[0]!.links.map((link) => link.label)).toContain('Expert Testimony')
    const advisory = new Set(
      LIVE_SERVICE_CATALOG.filter((service) => service.group === 'advisory').map(
        (service) => `/services/${service.slug}`,
      ),
    )
    expect(SERVICES_MENU.flatMap((group) => group.links).filter((link) => advisory.has(link.to))).toEqual([])
  })
})

describe('one name for the consultation call to action', () => {
  test('every link to /schedule-consultation in the menus is labelled with the one constant', () => {
    expect(PAGE_LINKS.quote.label).toBe(CALL_TO_ACTION.schedule)
    const links = [...Object.values(PAGE_LINKS), ...FOOTER_PAGES, ...MOBILE_MENU, ...ABOUT_MENU]
    for (const link of links.filter((entry) => entry.to === '/schedule-consultation'))
      expect(link.label).toBe(CALL_TO_ACTION.schedule)
  })
})
