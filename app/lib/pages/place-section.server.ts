import { COURT_COPY, MAP_COPY, NEARBY_COPY, PLACE_COPY } from '~/copy/location-copy'
import { cityLabel } from '~/lib/content-folder/locations'
import { statePath } from '~/lib/content-folder/paths'
import type { City, PageLink, State } from '~/config/content-schema/types'
import { districtCourtName, type FederalCourtForPlace, federalCourtsFor, stateLawOf } from '~/lib/law/courts'
import { NEIGHBOR_DISTRICT_MILES, neighboringDistricts } from '~/lib/law/venue'
import {
  countyInProse,
  formatCount,
  formatPercent,
  formatSquareMiles,
  joinNames,
  stateInProse,
} from '~/lib/places/format'
import {
  labelFontSize,
  MAP_DOT_RADIUS,
  MAP_LABEL_TIERS,
  type MapLabelTier,
  type PlacedLabel,
  placeLabels,
} from '~/lib/places/map-labels'
import { type DistantCity, nearbyCities, servedParts } from '~/lib/places/nearby'
import { cityPlace, county, placeKey, stateMap } from '~/lib/places/place-data'

export interface Fact {
  label: string
  value: string
}

export interface MapDot {
  id: string
  name: string
  x: number
  y: number
  current?: boolean
  /** where its name goes in each size tier of the map, where it fits */
  labels?: Partial<Record<MapLabelTier, PlacedLabel & { fontSize: number }>>
}

export interface PlaceMap {
  src: string
  width: number
  height: number
  caption: string
  dots: MapDot[]
}

/** A state's map with the page's dots, each named where its label fits at each size tier of the map. */
export function mapWithLabels(
  state: State,
  caption: string,
  dots: Omit<MapDot, 'labels'>[],
  alwaysLabel = 1,
): PlaceMap {
  const map = stateMap(state)
  const inputs = dots.map((dot) => ({ id: dot.id, text: dot.name, x: dot.x, y: dot.y }))
  const tiers = (Object.keys(MAP_LABEL_TIERS) as MapLabelTier[]).map((tier) => {
    const fontSize = labelFontSize(map.width, tier)
    const options = { width: map.width, height: map.height, fontSize, dotRadius: MAP_DOT_RADIUS, alwaysLabel }
    return { tier, fontSize, placed: placeLabels(inputs, options) }
  })
  return {
    src: `/maps/${state.slug}.svg`,
    width: map.width,
    height: map.height,
    caption,
    dots: dots.map((dot) => {
      const labels: MapDot['labels'] = {}
      for (const { tier, fontSize, placed } of tiers) {
        const label = placed.get(dot.id)
        if (label) labels[tier] = { ...label, fontSize }
      }
      return Object.keys(labels).length ? { ...dot, labels } : dot
    }),
  }
}

const isBalance = (censusName: string) => censusName.endsWith('(balance)')

const commonName = (censusName: string) => censusName.replace(/ city$/, ' City')

/**
 * What is true of a place, each fact said once: the short figures (county, population, land, no
 * metropolitan area) in the box, and in sentences only what the box does not hold (how the place
 * relates to its county or parent city, the county's figures, its OMB area and the area's role).
 */
export interface PlaceSection {
  heading: string
  paragraphs: string[]
  facts: Fact[]
  map: PlaceMap
  factCount: number
}

export type CityHref = (state: State, city: City) => string

const NEARBY_LIMIT = 6

export function buildPlaceSection(state: State, city: City): PlaceSection {
  const place = cityPlace(state, city)
  const [primaryFips, ...otherFips] = place.counties
  const primary = county(primaryFips!)
  const paragraphs: string[] = []
  const facts: Fact[] = []
  let factCount = 0

  // A served place inside another lies in the same state (New York City's boroughs).
  const parentCity = place.partOf
    ? state.cities.find((candidate) => placeKey(state, candidate) === place.partOf)
    : undefined
  const parts = servedParts(state, city)

  // A place that is its own county (a borough, an independent city, a consolidated city-county).
  const coextensive =
    place.geography === 'county' || (place.counties.length === 1 && place.population === primary.population)
  if (place.geography === 'county' && parentCity) {
    const parentName = commonName(cityPlace(state, parentCity).censusName)
    paragraphs.push(PLACE_COPY.borough(city.name, parentName, primary.name))
    factCount += 1
  } else if (coextensive) {
    paragraphs.push(PLACE_COPY.countyEquivalent(city.name, countyInProse(primary.name)))
  } else if (parts.length) {
    const list = joinNames(
      parts.map(({ city: part }) => `${part.name} (${county(cityPlace(state, part).counties[0]!).name})`),
    )
    paragraphs.push(PLACE_COPY.boroughs(city.name, list))
    factCount += 1
  }
  // The county or counties are said once: in the sentence above when it names them, else in the box.
  if (!parts.length && !coextensive) {
    facts.push({
      label: otherFips.length ? PLACE_COPY.facts.counties : PLACE_COPY.facts.county,
      value: place.counties.map((fips) => county(fips).name).join(', '),
    })
  }
  factCount += place.counties.length

  if (place.censusName.endsWith(' CDP'))
    paragraphs.push(PLACE_COPY.geographyNote.cdp(place.censusName.slice(0, -' CDP'.length)))
  else if (isBalance(place.censusName)) paragraphs.push(PLACE_COPY.geographyNote.balance(place.censusName))
  else if (place.geography === 'county-subdivision')
    paragraphs.push(PLACE_COPY.geographyNote.subdivision(place.censusName))

  facts.push({ label: PLACE_COPY.facts.population, value: PLACE_COPY.populationValue(formatCount(place.population)) })
  factCount += 1
  if (place.landSqMi > 0) {
    facts.push({ label: PLACE_COPY.facts.land, value: PLACE_COPY.squareMiles(formatSquareMiles(place.landSqMi)) })
    factCount += 1
  }
  if (!coextensive) {
    paragraphs.push(PLACE_COPY.countyPopulation(primary.name, formatCount(primary.population)))
    factCount += 1
    if (!otherFips.length && primary.population > 0) {
      paragraphs.push(
        PLACE_COPY.countyShare(city.name, formatPercent(place.population / primary.population), primary.name),
      )
      factCount += 1
    }
  }
  if (primary.area) {
    const { title, kind, division, combined, role } = primary.area
    paragraphs.push(PLACE_COPY.area(countyInProse(primary.name), role, title, kind))
    factCount += 1
    if (division) {
      paragraphs.push(PLACE_COPY.division(countyInProse(primary.name), division))
      factCount += 1
    }
    if (combined) {
      paragraphs.push(PLACE_COPY.combined(combined))
      factCount += 1
    }
  } else {
    facts.push({ label: PLACE_COPY.facts.noArea, value: PLACE_COPY.noAreaValue })
    factCount += 1
  }

  const { nearby } = nearbyCities(state, city, NEARBY_LIMIT)
  const inState = nearby.filter((other) => other.state.slug === state.slug)
  const caption = MAP_COPY.cityCaption(
    city.name,
    joinNames(inState.map((other) => `${other.city.name} (${NEARBY_COPY.distance(other.miles)})`)),
  )
  const map = mapWithLabels(state, caption, [
    { id: place.key, name: city.name, x: place.map.x, y: place.map.y, current: true },
    ...inState.map((other) => {
      const otherPlace = cityPlace(other.state, other.city)
      return {
        id: otherPlace.key,
        name: other.city.name,
        x: otherPlace.map.x,
        y: otherPlace.map.y,
      }
    }),
  ])

  return { heading: PLACE_COPY.glanceHeading(city.name), paragraphs, facts, map, factCount }
}

export interface NearbySection {
  heading: string
  links: Required<PageLink>[]
  /** said instead of a list when no served city is within the nearby limit */
  text?: string
  factCount: number
}

const placeName = (other: DistantCity, home: State) =>
  other.state.slug === home.slug ? other.city.name : cityLabel(other.city, other.state)

export function buildNearbySection(
  state: State,
  city: City,
  heading: string,
  hrefFor: CityHref,
  limit = NEARBY_LIMIT,
): NearbySection {
  const { nearby, nearestBeyond } = nearbyCities(state, city, limit)
  const links = nearby.map((other) => ({
    label: placeName(other, state),
    to: hrefFor(other.state, other.city),
    note: NEARBY_COPY.distance(other.miles),
  }))
  if (nearestBeyond) {
    return {
      heading,
      links: [],
      text: NEARBY_COPY.nearestBeyond(placeName(nearestBeyond, state), nearestBeyond.miles),
      factCount: 1,
    }
  }
  return { heading, links, factCount: links.length }
}

interface FederalCourtLine {
  scope?: string
  court: string
}

export interface CourtSection {
  heading: string
  venue: string[]
  federal: FederalCourtLine[]
  paragraphs: string[]
  /** left out where the page quotes the state's rows with its own link to the table */
  stateLink?: PageLink
  factCount: number
}

const NEIGHBOR_CITIES_NAMED = 3

function venueSentences(state: State, city: City, courts: readonly FederalCourtForPlace[]): string[] {
  const sentences: string[] = []
  const [only] = courts
  if (only && courts.length === 1)
    sentences.push(
      COURT_COPY.liesWithin(city.name, COURT_COPY.districtPlace(only.district, only.division), only.citation),
    )
  else if (courts.length > 1) {
    sentences.push(
      COURT_COPY.liesWithinSeveral(
        city.name,
        courts.map((court) => ({
          counties: joinNames(court.counties.map((fips) => countyInProse(county(fips).name))),
          place: COURT_COPY.districtPlace(court.district, court.division),
          citation: court.citation,
        })),
      ),
    )
  }
  for (const neighbor of neighboringDistricts(state, city)) {
    const named = neighbor.cities.slice(0, NEIGHBOR_CITIES_NAMED)
    sentences.push(
      COURT_COPY.neighborDistrict(
        NEIGHBOR_DISTRICT_MILES,
        joinNames(named.map((other) => placeName(other, state))),
        COURT_COPY.districtPlace(neighbor.district, undefined),
        neighbor.citation,
        named.length > 1,
      ),
    )
  }
  sentences.push(COURT_COPY.venue)
  return sentences
}

export function buildCourtSection(state: State, city: City): CourtSection {
  const place = cityPlace(state, city)
  const courts = federalCourtsFor(place.counties)
  const venue = venueSentences(state, city, courts)
  const several = courts.length > 1
  const federal = courts.map((court) => ({
    ...(several ? { scope: COURT_COPY.federalFor(joinNames(court.counties.map((fips) => county(fips).name))) } : {}),
    court: COURT_COPY.cited(COURT_COPY.federalName(districtCourtName(court.district), court.division), court.citation),
  }))
  const law = stateLawOf(state.abbreviation)
  const paragraphs = law
    ? [
        COURT_COPY.trialCourt(stateInProse(state), law.trialCourt.name, law.trialCourt.citation),
        ...(law.trialCourt.note ? [law.trialCourt.note] : []),
        `${COURT_COPY.cited(COURT_COPY.workersCompensation(stateInProse(state), law.workersCompensation.name), law.workersCompensation.citation)}.`,
        ...(law.workersCompensation.note ? [law.workersCompensation.note] : []),
      ]
    : []
  return {
    heading: COURT_COPY.heading,
    venue,
    federal,
    paragraphs,
    stateLink: { label: COURT_COPY.stateLawLink(stateInProse(state)), to: `${statePath(state.slug)}#damages-law` },
    // The venue statute's sentence is the same everywhere, so it is not a fact of the place.
    factCount: federal.length + paragraphs.length + venue.length - 1,
  }
}
