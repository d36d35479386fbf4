import { scheduleHref } from '~/lib/calculator/handoff-state'
import { PAGE_LINKS } from '~/copy/navigation'
import { LABOR_MARKET_SERVICES, NEARBY_COPY, SERVICE_CITY_COPY } from '~/copy/location-copy'
import { findCaseTypeEntryByName } from '~/lib/content-folder/case-types'
import { cityLabel, findCity, findState } from '~/lib/content-folder/locations'
import { caseTypePath, cityPath, serviceCityPath, serviceHubPath, statePath } from '~/lib/content-folder/paths'
import { indexesCityPages } from '~/lib/content-folder/index-policy'
import { findServiceWithText, listServices } from '~/lib/content-folder/services'
import type { PageLink } from '~/config/content-schema/types'
import { federalCourtsFor } from '~/lib/law/courts'
import { stateInProse } from '~/lib/places/format'
import { cityPlace, county } from '~/lib/places/place-data'
import { MAX_DESCRIPTION_LENGTH, type PageMeta, withServiceNode } from '~/lib/seo/page-meta'
import { firstThatFits } from '~/lib/text'
import type { ServiceArea } from '~/lib/seo/structured-data'
import { SERVICES_CRUMB, trail } from './breadcrumbs'
import { buildLaborSection } from './labor-section.server'
import { buildServiceLawSection } from './law-section.server'
import { notFound } from './not-found'
import { buildCourtSection, buildNearbySection, buildPlaceSection } from './place-section.server'
import { calculatorStateLink } from '~/lib/calculator/page.server'

export const buildServiceCityPage = (serviceSlug: string, stateSlug: string, citySlug: string) => {
  const service = findServiceWithText(serviceSlug) ?? notFound()
  const state = findState(stateSlug) ?? notFound()
  const city = findCity(stateSlug, citySlug) ?? notFound()
  const path = serviceCityPath(service.slug, state.slug, city.slug)
  const label = cityLabel(city, state)
  const place = cityPlace(state, city)
  const primaryCounty = county(place.counties[0]!).name

  const title = SERVICE_CITY_COPY.title(service.title, label)
  const description = firstThatFits(
    SERVICE_CITY_COPY.descriptions(title, service.summary, primaryCounty),
    MAX_DESCRIPTION_LENGTH,
  )
  const areaServed: ServiceArea = { type: 'City', name: city.name, containedIn: state.name }
  const meta: PageMeta = withServiceNode(
    {
      title,
      description,
      path,
      h1: title,
      ...(indexesCityPages(service) ? {} : { noindex: true }),
      breadcrumbs: trail(
        SERVICES_CRUMB,
        { name: service.title, path: serviceHubPath(service.slug) },
        { name: state.name, path: statePath(state.slug) },
        { name: city.name, path },
      ),
    },
    areaServed,
  )

  const sameService = (otherState: typeof state, otherCity: typeof city) =>
    serviceCityPath(service.slug, otherState.slug, otherCity.slug)
  const placeSection = buildPlaceSection(state, city)
  const litigation = service.group === 'litigation'
  const labor = LABOR_MARKET_SERVICES.includes(service.slug) ? buildLaborSection(state, city) : undefined
  const law = litigation ? buildServiceLawSection(service, state, federalCourtsFor(place.counties)) : undefined
  const courtSection = litigation ? buildCourtSection(state, city) : undefined
  // The law table links the state's full table: the court section would link it a second time.
  const courts = courtSection && law ? { ...courtSection, stateLink: undefined } : courtSection
  const nearby = buildNearbySection(state, city, NEARBY_COPY.heading, sameService)

  const caseTypes = service.caseTypes
    .map((name) => findCaseTypeEntryByName(name))
    .filter((caseType) => caseType !== undefined)
    .map((caseType): PageLink => ({ label: caseType.name, to: caseTypePath(caseType.slug) }))

  return {
    meta,
    areaServed,
    intro: service.summary,
    hubLink: { label: SERVICE_CITY_COPY.hubLink, to: serviceHubPath(service.slug) },
    scheduleLink: scheduleHref(PAGE_LINKS.quote.to, { service: service.slug, state: state.slug }),
    place: placeSection,
    ...(labor ? { labor } : {}),
    ...(courts ? { courts } : {}),
    ...(law ? { law } : {}),
    ...(litigation ? { calculatorLink: calculatorStateLink(state, county(place.counties[0]!)) } : {}),
    caseTypes: { heading: SERVICE_CITY_COPY.caseTypesHeading, links: caseTypes },
    nearby,
    otherServices: {
      heading: SERVICE_CITY_COPY.otherServicesHeading(city.name),
      links: listServices()
        .filter((other) => other.slug !== service.slug)
        .map((other): PageLink => ({ label: other.title, to: serviceCityPath(other.slug, state.slug, city.slug) })),
    },
    related: {
      heading: SERVICE_CITY_COPY.relatedHeading,
      links: [
        { label: SERVICE_CITY_COPY.stateLink(stateInProse(state)), to: statePath(state.slug) },
        { label: SERVICE_CITY_COPY.cityLink(city.name), to: cityPath(state.slug, city.slug) },
      ],
    },
    /** Facts from the place and law data this page renders (the uniqueness benchmark reports them) */
    factCount:
      placeSection.factCount +
      nearby.factCount +
      (labor?.factCount ?? 0) +
      (courts?.factCount ?? 0) +
      (law?.factCount ?? 0),
  }
}
