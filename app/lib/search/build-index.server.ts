import { listCities, listStates } from '~/lib/content-folder/locations'
import { listServicesWithText } from '~/lib/content-folder/services'
import type { SearchIndex } from './types'

const collapseWhitespace = (text: string) => text.replace(/\s+/g, ' ').trim()

/** The search index from the site's content: the live services, every state and every city, in data order. */
export function buildSearchIndex(): SearchIndex {
  const states = listStates()
  const statePosition = new Map(states.map((state, position) => [state.slug, position]))
  return {
    services: listServicesWithText().map((service) => {
      const description = collapseWhitespace(service.description)
      return {
        slug: service.slug,
        title: service.title,
        icon: service.icon,
        description,
        titleLower: service.title.toLowerCase(),
        descriptionLower: description.toLowerCase(),
        featuresLower: service.features.map((feature) => collapseWhitespace(feature).toLowerCase()),
      }
    }),
    states: states.map((state) => ({
      name: state.name,
      slug: state.slug,
      abbreviation: state.abbreviation,
      nameLower: state.name.toLowerCase(),
    })),
    cities: listCities().map(({ state, city }) => ({
      name: city.name,
      slug: city.slug,
      state: statePosition.get(state.slug) ?? -1,
      nameLower: city.name.toLowerCase(),
    })),
  }
}
