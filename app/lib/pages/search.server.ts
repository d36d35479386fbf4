import type { PageLink } from '~/config/content-schema/types'
import { PAGE_LINKS } from '~/copy/navigation'
import { FIXED_PAGE_COPY } from '~/copy/pages'
import { SEARCH_PAGE_COPY } from '~/copy/search'
import { cityLabel } from '~/lib/content-folder/locations'
import { cityPath, serviceHubPath } from '~/lib/content-folder/paths'
import { listServices } from '~/lib/content-folder/services'
import { fixedPageMeta } from './fixed-page'
import { largestCitiesNationally } from '~/lib/places/population'

const POPULAR_CITY_COUNT = 8

/** The /search page as prerendered; results are ranked in the browser from the search index. */
export function buildSearchPage() {
  return {
    meta: fixedPageMeta('/search'),
    intro: FIXED_PAGE_COPY['/search'].intro,
    popular: {
      services: [
        ...listServices()
          .filter((service) => service.group === 'litigation')
          .map((service): PageLink => ({ label: service.title, to: serviceHubPath(service.slug) })),
        { label: PAGE_LINKS.services.label, to: PAGE_LINKS.services.to },
      ],
      places: [
        ...largestCitiesNationally(POPULAR_CITY_COUNT).map(({ state, city }): PageLink => ({
          label: cityLabel(city, state),
          to: cityPath(state.slug, city.slug),
        })),
        { label: SEARCH_PAGE_COPY.allLocations, to: PAGE_LINKS.locations.to },
      ],
    },
  }
}
