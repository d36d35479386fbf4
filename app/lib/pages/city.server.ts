import { scheduleHref } from '~/lib/calculator/handoff-state'
import { PAGE_LINKS } from '~/copy/navigation'
import { CITY_PAGE_COPY, NEARBY_COPY } from '~/copy/location-copy'
import { SERVICE_GROUP_COPY } from '~/copy/service-pages'
import { cityLabel, findCity, findState } from '~/lib/content-folder/locations'
import { cityPath, serviceCityPath, statePath } from '~/lib/content-folder/paths'
import { listServices } from '~/lib/content-folder/services'
import { MAX_DESCRIPTION_LENGTH, type PageMeta } from '~/lib/seo/page-meta'
import { firstThatFits } from '~/lib/text'
import { cityPlace, county } from '~/lib/places/place-data'
import { servedParts } from '~/lib/places/nearby'
import { LOCATIONS_CRUMB, trail } from './breadcrumbs'
import { notFound } from './not-found'
import { buildCourtSection, buildNearbySection, buildPlaceSection } from './place-section.server'
import { calculatorStateLink } from '~/lib/calculator/page.server'

/** A city: what is true of the place, its courts, every service there, and the nearest cities by distance. */
export const buildCityPage = (stateSlug: string, citySlug: string) => {
  const state = findState(stateSlug) ?? notFound()
  const city = findCity(stateSlug, citySlug) ?? notFound()
  const path = cityPath(state.slug, city.slug)
  const label = cityLabel(city, state)
  const primaryCounty = county(cityPlace(state, city).counties[0]!).name

  const meta: PageMeta = {
    title: CITY_PAGE_COPY.title(label),
    description: firstThatFits(CITY_PAGE_COPY.descriptions(label, primaryCounty), MAX_DESCRIPTION_LENGTH),
    path,
    h1: CITY_PAGE_COPY.h1(label),
    breadcrumbs: trail(LOCATIONS_CRUMB, { name: state.name, path: statePath(state.slug) }, { name: city.name, path }),
  }

  const groups = (['litigation', 'advisory'] as const).map((group) => ({
    id: `${group}-services`,
    heading: SERVICE_GROUP_COPY[group].heading,
    links: listServices()
      .filter((service) => service.group === group)
      .map((service) => ({
        label: CITY_PAGE_COPY.serviceLink(service.title, city.name),
        to: serviceCityPath(service.slug, state.slug, city.slug),
        note: service.summary,
      })),
  }))

  const place = buildPlaceSection(state, city)
  const courts = buildCourtSection(state, city)
  const nearby = buildNearbySection(state, city, NEARBY_COPY.heading, (other, otherCity) =>
    cityPath(other.slug, otherCity.slug),
  )
  const parts = servedParts(state, city).map(({ city: part }) => ({
    label: part.name,
    to: cityPath(state.slug, part.slug),
  }))

  return {
    meta,
    intro: CITY_PAGE_COPY.intro(label),
    place,
    courts,
    calculatorLink: calculatorStateLink(state, county(cityPlace(state, city).counties[0]!)),
    scheduleLink: scheduleHref(PAGE_LINKS.quote.to, { state: state.slug }),
    services: { heading: CITY_PAGE_COPY.servicesHeading(city.name), groups },
    ...(parts.length ? { parts: { heading: NEARBY_COPY.partsHeading(city.name), links: parts } } : {}),
    nearby,
    factCount: place.factCount + courts.factCount + nearby.factCount,
  }
}
