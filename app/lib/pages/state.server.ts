import { STATE_PAGE_COPY } from '~/content/location-copy'
import { findState } from '~/lib/content/locations'
import { cityPath, serviceCityPath, serviceHubPath, statePath } from '~/lib/content/paths'
import { countNoun, formatPopulation, joinNames, pickVariant } from '~/lib/content/place-facts'
import { listServices } from '~/lib/content/services'
import type { ServiceGroup, State } from '~/lib/content/types'
import type { PageMeta } from '~/lib/seo/page-meta'
import { LOCATIONS_CRUMB, trail } from './breadcrumbs'
import { notFound } from './not-found'
import { fitDescription, PLACES, type PlaceFact, stateContext, stateInProse } from './place-context.server'

const CITIES_PER_SERVICE = 3
const GROUP_HEADINGS: Record<ServiceGroup, string> = { litigation: 'Litigation services', advisory: 'Strategic advisory services' }

function describe(state: State): string {
  const facts = PLACES.stateFacts(state)
  const lead = `Forensic economic, vocational, life care and valuation experts across ${stateInProse(state)}: ${countNoun(facts.cityCount, 'city', 'cities')} served`
  const names = facts.largestCities.map((city) => city.name)
  return fitDescription([
    ...[3, 2, 1].filter((count) => names.length >= count && facts.cityCount > 1).map((count) => `${lead}, including ${joinNames(names.slice(0, count))}.`),
    `${lead}.`,
  ])
}

export function buildStatePage(stateSlug: string) {
  const state = findState(stateSlug) ?? notFound()
  const path = statePath(state.slug)
  const facts = PLACES.stateFacts(state)
  const c = stateContext(state)
  const key = `state/${state.slug}`
  const pick = <T>(options: readonly T[], salt: string) => pickVariant(options, key, salt)

  const meta: PageMeta = {
    title: `Forensic Economist in ${stateInProse(state)}`,
    description: describe(state),
    path,
    h1: `Forensic economics and expert witness services in ${stateInProse(state)}`,
    breadcrumbs: trail(LOCATIONS_CRUMB, { name: state.name, path }),
  }

  const factList: PlaceFact[] = [{ label: 'Cities we serve', value: String(facts.cityCount) }]
  if (facts.largestCity?.population !== undefined) {
    factList.push({ label: 'Largest by population', value: `${facts.largestCity.name} (${formatPopulation(facts.largestCity.population)})` })
  }
  if (facts.metroAreas.length) factList.push({ label: 'Metro areas represented', value: String(facts.metroAreas.length) })

  const featured = (facts.largestCities.length ? facts.largestCities : state.cities).slice(0, CITIES_PER_SERVICE)
  const services = {
    heading: `Services in ${stateInProse(state)}`,
    intro: pick(STATE_PAGE_COPY.servicesIntro, 'services-intro')(c),
    groups: (['litigation', 'advisory'] as const).map((group) => ({
      id: `${group}-services`,
      heading: GROUP_HEADINGS[group],
      services: listServices()
        .filter((service) => service.group === group)
        .map((service) => ({
          label: service.title,
          to: serviceHubPath(service.slug),
          cities: featured.map((city) => ({ label: city.name, to: serviceCityPath(service.slug, state.slug, city.slug) })),
        })),
    })),
  }

  const metroAreas = {
    heading: STATE_PAGE_COPY.metroHeading,
    intro: STATE_PAGE_COPY.metroIntro(c),
    areas: facts.metroAreas.map((area) => ({
      name: area.name,
      ...(area.crossesStateLines ? { note: STATE_PAGE_COPY.crossesStateLinesNote } : {}),
      links: area.cities.map((city) => ({ label: city.name, to: cityPath(state.slug, city.slug) })),
    })),
  }

  const cities = {
    heading: STATE_PAGE_COPY.citiesHeading(c),
    intro: STATE_PAGE_COPY.citiesIntro(c),
    links: [...state.cities]
      .sort((a, b) => a.name.localeCompare(b.name, 'en-US'))
      .map((city) => ({
        label: city.name,
        to: cityPath(state.slug, city.slug),
        ...(city.population === undefined ? {} : { note: formatPopulation(city.population) }),
      })),
  }

  return {
    meta,
    intro: pick(STATE_PAGE_COPY.intro, 'intro')(c),
    facts: factList,
    services,
    metroAreas,
    cities,
    cta: { heading: pick(STATE_PAGE_COPY.ctaHeading, 'cta-heading')(c), text: pick(STATE_PAGE_COPY.ctaText, 'cta-text')(c) },
  }
}
