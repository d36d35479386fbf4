import { LOCATIONS_INDEX_COPY } from '~/copy/location-copy'
import { FIXED_PAGE_COPY } from '~/copy/pages'
import { coverageCounts, listStates } from '~/lib/content-folder/locations'
import { cityPath, statePath } from '~/lib/content-folder/paths'
import { fixedPageMeta } from './fixed-page'

/** The /locations index: every state with its cities, and how nationwide work is done. */
export function buildLocationsPage() {
  const states = [...listStates()]
    .sort((a, b) => a.name.localeCompare(b.name, 'en-US'))
    .map((state) => ({
      id: `state-${state.slug}`,
      name: state.name,
      to: statePath(state.slug),
      cities: [...state.cities]
        .sort((a, b) => a.name.localeCompare(b.name, 'en-US'))
        .map((city) => ({ label: city.name, to: cityPath(state.slug, city.slug) })),
    }))
  return {
    meta: fixedPageMeta('/locations'),
    intro: FIXED_PAGE_COPY['/locations'].intro,
    nationwide: {
      heading: LOCATIONS_INDEX_COPY.nationwideHeading,
      paragraphs: LOCATIONS_INDEX_COPY.nationwide(coverageCounts()),
    },
    directory: { heading: LOCATIONS_INDEX_COPY.directoryHeading, jumpLabel: LOCATIONS_INDEX_COPY.jumpLabel, states },
  }
}
