/**
 * The not-found page's copy, on its own: every page's shell can show the not-found page, so this is
 * all of the pages' copy that the shell's JavaScript carries.
 */
export const NOT_FOUND_COPY = {
  title: 'Page Not Found',
  description: 'The page you asked for does not exist. Search the site or start from one of our main sections.',
  h1: 'We could not find that page',
  intro:
    'The address may be mistyped, or the page may have moved. Search for what you need or start from one of the main sections below.',
  /** What the error boundary shows instead of the h1 and intro */
  errorH1: 'Something went wrong on this page',
  errorIntro: 'Please try again in a moment, search the site, or start from one of the main sections below.',
  searchHeading: 'Search the site',
  searchLabel: 'Search for the page',
  sectionsHeading: 'Main sections',
  servicesHeading: 'Popular services',
  helpHeading: 'Ask us instead',
  helpText: 'If you were looking for something specific, call or write and we will point you to it.',
}
