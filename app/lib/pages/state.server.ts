import { scheduleHref } from '~/lib/calculator/handoff-state'
import { PAGE_LINKS } from '~/copy/navigation'
import { STATE_PAGE_COPY, MAP_COPY } from '~/copy/location-copy'
import { SERVICE_GROUP_COPY } from '~/copy/service-pages'
import { findState } from '~/lib/content-folder/locations'
import { cityPath, serviceCityPath, serviceHubPath, statePath } from '~/lib/content-folder/paths'
import { listServices } from '~/lib/content-folder/services'
import type { PageLink } from '~/config/content-schema/types'
import { districtCourtName, federalDistrictsOf, stateLawOf } from '~/lib/law/courts'
import { countyInProse, formatCount, joinNames, stateInProse } from '~/lib/places/format'
import { cityPlace, county } from '~/lib/places/place-data'
import { largestCities } from '~/lib/places/population'
import { MAX_DESCRIPTION_LENGTH, type PageMeta } from '~/lib/seo/page-meta'
import { firstThatFits } from '~/lib/text'
import { LOCATIONS_CRUMB, trail } from './breadcrumbs'
import { buildStateLawTable } from './law-section.server'
import { notFound } from './not-found'
import { type Fact, mapWithLabels } from './place-section.server'
import { calculatorStateLink } from '~/lib/calculator/page.server'

const CITIES_PER_SERVICE = 3
/** A state map labels its largest cities even where a label must cover a neighboring dot. */
const STATE_MAP_ALWAYS_LABELED = 5

export const buildStatePage = (stateSlug: string) => {
  const state = findState(stateSlug) ?? notFound()
  const path = statePath(state.slug)
  const prose = stateInProse(state)
  const law = stateLawOf(state.abbreviation)
  const districts = federalDistrictsOf(state.abbreviation)
  const byPopulation = largestCities(state)

  const meta: PageMeta = {
    title: STATE_PAGE_COPY.title(prose),
    description: firstThatFits(STATE_PAGE_COPY.descriptions(prose, law?.trialCourt.name), MAX_DESCRIPTION_LENGTH),
    path,
    h1: STATE_PAGE_COPY.h1(prose),
    breadcrumbs: trail(LOCATIONS_CRUMB, { name: state.name, path }),
  }

  const facts: Fact[] = []
  // The districts are named once, in the courts section; the box holds the state's own courts.
  if (law) {
    facts.push({ label: STATE_PAGE_COPY.facts.trialCourt, value: law.trialCourt.name })
    facts.push({ label: STATE_PAGE_COPY.facts.workersCompensation, value: law.workersCompensation.name })
  }

  const map = mapWithLabels(
    state,
    MAP_COPY.stateCaption(prose),
    byPopulation.map((city) => {
      const place = cityPlace(state, city)
      return { id: place.key, name: city.name, x: place.map.x, y: place.map.y }
    }),
    STATE_MAP_ALWAYS_LABELED,
  )

  const courts = {
    heading: STATE_PAGE_COPY.courtsHeading(prose),
    districts: districts.map((district) => ({
      name: districtCourtName(district.name),
      citation: district.citation,
      // A district without statutory divisions: the whole state, or its counties by name
      counties: district.divisions
        ? undefined
        : districts.length === 1
          ? STATE_PAGE_COPY.wholeState(prose)
          : joinNames(Object.keys(district.counties ?? {}).map((fips) => countyInProse(county(fips).name))),
      divisions: (district.divisions ?? []).map((division) => ({
        name: division.name,
        citation: division.citation,
        counties: Object.keys(division.counties).map((fips) => county(fips).name),
      })),
    })),
  }

  const featured = byPopulation.slice(0, CITIES_PER_SERVICE)
  const services = {
    heading: STATE_PAGE_COPY.servicesHeading(prose),
    groups: (['litigation', 'advisory'] as const).map((group) => ({
      id: `${group}-services`,
      heading: SERVICE_GROUP_COPY[group].heading,
      services: listServices()
        .filter((service) => service.group === group)
        .map((service) => ({
          label: service.title,
          to: serviceHubPath(service.slug),
          cities: featured.map((city) => ({
            label: city.name,
            to: serviceCityPath(service.slug, state.slug, city.slug),
          })),
        })),
    })),
  }

  // OMB areas holding the state's served cities, by the primary county of each city.
  const areas = new Map<string, { title: string; kind: 'metropolitan' | 'micropolitan'; links: PageLink[] }>()
  for (const city of byPopulation) {
    const area = county(cityPlace(state, city).counties[0]!).area
    if (!area) continue
    const entry = areas.get(area.code) ?? { title: area.title, kind: area.kind, links: [] }
    entry.links.push({ label: city.name, to: cityPath(state.slug, city.slug) })
    areas.set(area.code, entry)
  }

  const cities = [...state.cities]
    .sort((a, b) => a.name.localeCompare(b.name, 'en-US'))
    .map((city) => ({
      label: city.name,
      to: cityPath(state.slug, city.slug),
      note: formatCount(cityPlace(state, city).population),
    }))

  return {
    meta,
    intro: STATE_PAGE_COPY.intro(prose),
    facts,
    map: { heading: STATE_PAGE_COPY.mapHeading(prose), map, cities },
    courts,
    law: buildStateLawTable(state),
    calculatorLink: calculatorStateLink(state),
    scheduleLink: scheduleHref(PAGE_LINKS.quote.to, { state: state.slug }),
    services,
    areas: {
      heading: STATE_PAGE_COPY.areasHeading,
      intro: STATE_PAGE_COPY.areasIntro,
      list: [...areas.values()].map((area) => ({
        name: area.title,
        kind: STATE_PAGE_COPY.areaKind[area.kind],
        links: area.links,
      })),
    },
  }
}
