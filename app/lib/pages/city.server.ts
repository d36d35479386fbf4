import { CITY_PAGE_COPY, type DataPlaceContext, type PlaceCopyContext } from '~/content/location-copy'
import { cityLabel, findCity, findState } from '~/lib/content/locations'
import { cityPath, serviceCityPath, statePath } from '~/lib/content/paths'
import { pickVariant } from '~/lib/content/place-facts'
import { listServices } from '~/lib/content/services'
import type { City, ServiceGroup, State } from '~/lib/content/types'
import type { PageMeta } from '~/lib/seo/page-meta'
import { LOCATIONS_CRUMB, trail } from './breadcrumbs'
import { notFound } from './not-found'
import { cityFacts, fitDescription, PLACES, placeContext, placeParagraphs } from './place-context.server'

const NEARBY_LINKS = 8
const GROUP_HEADINGS: Record<ServiceGroup, string> = { litigation: 'Litigation services', advisory: 'Strategic advisory services' }

const hasPlaceData = (c: PlaceCopyContext): c is DataPlaceContext => c.approx !== undefined && c.metro !== undefined

function describe(city: City, state: State): string {
  const label = cityLabel(city, state)
  const lead = `Forensic economists, vocational experts and life care planners for matters in ${label}`
  return fitDescription([
    ...(city.metro ? [`${lead} and the ${city.metro} area: reports, depositions and trial testimony.`] : []),
    `${lead}: reports, depositions and trial testimony.`,
    `${lead}.`,
  ])
}

export function buildCityPage(stateSlug: string, citySlug: string) {
  const state = findState(stateSlug) ?? notFound()
  const city = findCity(stateSlug, citySlug) ?? notFound()
  const path = cityPath(state.slug, city.slug)
  const label = cityLabel(city, state)
  const key = `city/${state.slug}/${city.slug}`
  const c = placeContext(state, city)
  const pick = <T>(options: readonly T[], salt: string) => pickVariant(options, key, salt)
  const { place, coverage } = placeParagraphs(key, c, state, city)

  const meta: PageMeta = {
    title: `Forensic Economist in ${label}`,
    description: describe(city, state),
    path,
    h1: `Forensic economics and expert witness services in ${label}`,
    breadcrumbs: trail(LOCATIONS_CRUMB, { name: state.name, path: statePath(state.slug) }, { name: city.name, path }),
  }

  const groups = (['litigation', 'advisory'] as const).map((group) => ({
    id: `${group}-services`,
    heading: GROUP_HEADINGS[group],
    intro: pick(group === 'litigation' ? CITY_PAGE_COPY.litigationIntro : CITY_PAGE_COPY.advisoryIntro, `${group}-intro`)(c),
    links: listServices()
      .filter((service) => service.group === group)
      .map((service) => ({ label: `${service.title} in ${city.name}`, to: serviceCityPath(service.slug, state.slug, city.slug), note: service.summary })),
  }))

  const peers = PLACES.metroPeers(state, city)
  const nearbyPlaces = peers.length ? peers.slice(0, NEARBY_LINKS) : PLACES.nearbyCities(state, city, NEARBY_LINKS, NEARBY_LINKS)
  const nearby = {
    heading: hasPlaceData(c) && peers.length ? CITY_PAGE_COPY.metroHeading(c) : CITY_PAGE_COPY.stateHeading(c),
    links: nearbyPlaces.map((place) => ({ label: cityLabel(place.city, place.state), to: cityPath(place.state.slug, place.city.slug) })),
  }

  return {
    meta,
    intro: pick(CITY_PAGE_COPY.intro, 'intro')(c),
    about: { heading: pick(CITY_PAGE_COPY.aboutHeading, 'about-heading')(c), paragraphs: place ? [place, coverage] : [coverage], facts: cityFacts(state, city) },
    services: { heading: pick(CITY_PAGE_COPY.servicesHeading, 'services-heading')(c), groups },
    nearby,
    cta: { heading: pick(CITY_PAGE_COPY.ctaHeading, 'cta-heading')(c), text: pick(CITY_PAGE_COPY.ctaText, 'cta-text')(c) },
  }
}
