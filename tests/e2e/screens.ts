/** One page of every screen type, for the browser checks that walk them all (new checks use this list). */
export const ONE_PAGE_OF_EVERY_SCREEN = [
  '/',
  '/services',
  '/advisory',
  '/about',
  '/about/testimony',
  '/experience',
  '/fees',
  '/contact',
  '/case-studies',
  '/schedule-consultation',
  '/locations',
  '/search?q=texas',
  '/case-types',
  '/case-types/wrongful-death',
  '/economic-loss-calculator',
  '/services/economic-loss-assessment',
  '/ohio',
  '/ohio/columbus',
  '/services/vocational-evaluation/ohio/columbus',
  '/no-such-page',
] as const

/** The longest names the layout must hold: the longest city name and the longest service title. */
export const LONGEST_NAME_PAGES = [
  '/vermont/white-river-junction',
  '/services/international-development-economics/vermont/white-river-junction',
  '/services/international-development-economics',
  '/texas',
] as const
