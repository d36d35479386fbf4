/** Copy of the /search page and of the search suggestions (the page's title, h1 and intro are in ./pages.ts). */

export const SEARCH_PAGE_COPY = {
  boxLabel: 'Search again',
  searching: (term: string) => `Searching for “${term}”`,
  popularServicesHeading: 'Popular services',
  popularPlacesHeading: 'Popular locations',
  allLocations: 'All locations',
  guidance: {
    emptyHeading: 'What are you looking for?',
    noResultsHeading: (term: string) => `No results for “${term}”`,
    failedHeading: 'Search is not available right now',
    failedNote: 'Please try again in a moment, or start from one of the pages below.',
    howTo: (minLength: number) =>
      `Type at least ${minLength} characters: a service such as “life care planning”, a city or state such as “Dallas” or “Ohio”, or both, as in “business valuation in Houston” or “vocational evaluation, California”.`,
  },
  resultsHeading: (count: number, term: string) => `${count} ${count === 1 ? 'result' : 'results'} for “${term}”`,
  groupHeadings: {
    'service-location': 'Services by location',
    service: 'Services',
    location: 'Locations',
  },
} as const

/** The one-line descriptions of location suggestions (a service's comes from the service). */
export const SUGGESTION_COPY = {
  state: (state: string) => `Forensic economics and expert witness services across ${state}.`,
  city: (city: string, state: string) => `Forensic economics and expert witness services in ${city}, ${state}.`,
  serviceInCity: (service: string, city: string, state: string) => `${service} for matters in ${city}, ${state}.`,
} as const
