import { describe, expect, test } from 'vitest'
import { ABOUT_MENU, MOBILE_MENU, PAGE_LINKS } from './navigation'

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
