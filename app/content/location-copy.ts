/**
 * The words of the location pages. Every sentence here either states a fact handed in from the
 * derived place data or the legal reference data (with its source), or is a label. Nothing is
 * chosen by hash or paraphrased city by city: the service's own copy is stated once, on its hub.
 * Builders pass names already joined ("Fort Bend County, Montgomery County and Waller County").
 */
import { CALL_TO_ACTION } from '~/content/calls-to-action'
import type { LawTopic } from '~/content/law/schema'
import { siteConfig } from '~/config/site-config'

const { promises } = siteConfig

/** The Census vintage and table named beside every population figure. */
const POPULATION_SOURCE_LABEL = 'ACS 2019-2023 5-year estimate'
const AREA_SOURCE_LABEL = '2025 Census Gazetteer'

export const PLACE_COPY = {
  glanceHeading: (city: string) => `${city} at a glance`,
  /** Which Census geography the figures describe, where it is not a plain incorporated place */
  geographyNote: {
    cdp: (name: string) => `Census figures on this page are for ${name}, a census-designated place.`,
    balance: (censusName: string) =>
      `Census figures on this page are for the ${censusName}: the consolidated government without the separately incorporated places inside it.`,
    subdivision: (censusName: string) => `Census figures on this page are for ${censusName}, a county subdivision in Census terms.`,
  },
  borough: (city: string, parent: string, countyName: string) => `${city} is one of the five boroughs of ${parent}, coextensive with ${countyName}.`,
  boroughs: (city: string, list: string) => `${city} is made up of five boroughs, each coextensive with a county: ${list}.`,
  countyEquivalent: (city: string, countyName: string) => `${city} is coextensive with ${countyName}.`,
  oneCounty: (city: string, countyName: string) => `${city} lies in ${countyName}.`,
  severalCounties: (city: string, primary: string, others: string) => `${city} lies in ${primary} and extends into ${others}.`,
  population: (city: string, population: string) =>
    `The American Community Survey puts ${city}'s population at ${population} (2019-2023 5-year estimate).`,
  housing: (city: string, housingUnits: string) => `The same survey counts ${housingUnits} housing units in ${city}.`,
  land: (city: string, squareMiles: string, density: string) =>
    `${city} covers ${squareMiles} square miles of land, about ${density} residents per square mile.`,
  countyPopulation: (countyName: string, population: string) => `${countyName} has an estimated ${population} residents (ACS 2019-2023).`,
  countyShare: (city: string, percent: string, countyName: string) => `${city} holds ${percent} percent of ${countyName}'s residents.`,
  countyOfState: (countyName: string, count: number, kind: string, state: string) => `${countyName} is one of the ${String(count)} ${kind} of ${state}.`,
  area: (countyName: string, role: 'central' | 'outlying', title: string, kind: 'metropolitan' | 'micropolitan') =>
    `In OMB's July 2023 delineation, ${countyName} is ${role === 'central' ? 'a central' : 'an outlying'} county of the ${title} ${kind} statistical area.`,
  division: (countyName: string, division: string) => `Within that area, ${countyName} is part of the ${division} metropolitan division.`,
  combined: (title: string) => `The area is in turn part of the ${title} combined statistical area.`,
  /** What a state's county-level areas are called, plural */
  countyKind: (abbreviation: string) =>
    ({ LA: 'parishes', AK: 'boroughs and census areas', CT: 'planning regions', VA: 'counties and independent cities', MD: 'counties and county-equivalents', MO: 'counties and county-equivalents', NV: 'counties and county-equivalents' })[abbreviation] ?? 'counties',
  facts: {
    county: 'County',
    counties: 'Counties',
    borough: 'Borough of',
    population: 'Population',
    land: 'Land area',
    metropolitan: 'Metropolitan statistical area',
    micropolitan: 'Micropolitan statistical area',
    federalCourt: 'Federal court',
    federalCourts: 'Federal courts',
    trialCourt: 'State trial court',
  },
  squareMiles: (value: string) => `${value} sq mi (${AREA_SOURCE_LABEL})`,
  populationValue: (value: string) => `${value} (${POPULATION_SOURCE_LABEL})`,
}

export const NEARBY_COPY = {
  heading: 'Nearby cities',
  distance: (miles: number) => `${String(miles)} mi`,
  nearestBeyond: (name: string, miles: number) => `The nearest city we list is ${name}, ${miles.toLocaleString('en-US')} miles away.`,
  partsHeading: (city: string) => `Boroughs of ${city}`,
}

export const MAP_COPY = {
  stateCaption: (state: string) => `Cities in ${state}. Each dot links to its city page.`,
  cityCaption: (city: string, others: string) => (others ? `Map of ${city} with ${others}` : `Map of ${city}`),
  dotName: (city: string) => `${city}: city page`,
}

export const COURT_COPY = {
  heading: 'Courts',
  /** "United States District Court for the Northern District of Texas, Dallas Division" */
  federalName: (court: string, division: string | undefined) => `${court}${division ? `, ${division}` : ''}`,
  cited: (text: string, citation: string) => `${text} (${citation})`,
  federalFor: (counties: string) => `For ${counties}:`,
  federalIntro: (city: string) => `Federal cases arising in ${city} are heard in the United States District Court named below, under 28 U.S.C. chapter 5.`,
  trialCourt: (state: string, court: string, citation: string) => `In ${state}, the trial court of general jurisdiction is the ${court} (${citation}).`,
  workersCompensation: (state: string, agency: string) =>
    `Contested workers' compensation claims in ${state} are decided by ${agency.startsWith('The ') ? agency : `the ${agency}`}`,
  stateLawLink: (state: string) => `Damages law in ${state}`,
}

export const LAW_COPY = {
  tableHeading: (state: string) => `Damages law in ${state}`,
  serviceHeading: (state: string) => `${state} rules`,
  caption: (state: string) => `Rules of ${state} law that shape an economic damages report`,
  columns: { topic: 'Subject', rule: 'Rule', source: 'Source', compiled: 'Compiled from source' },
  disclaimer:
    'General information, not legal advice. Each entry summarizes its cited source in our own words, and its date is the day it was compiled from that source; it is not a review of later changes. Counsel should confirm the current law for the matter at hand.',
  fullTable: (state: string) => `All damages rules for ${state}`,
  topics: {
    'present-value': 'Present value of future damages',
    'tax-treatment': 'Income taxes in lost earnings',
    'periodic-payments': 'Periodic payment of future damages',
    'earning-capacity': 'Lost earning capacity',
    'prejudgment-interest': 'Prejudgment interest',
    'collateral-source': 'Collateral source rule',
    'medical-expenses': 'Measure of medical expenses',
    'comparative-fault': 'Comparative fault',
    'damages-caps': 'Caps on damages',
    'malpractice-caps': 'Medical malpractice caps',
    'wrongful-death': 'Wrongful death',
    'limitations-personal-injury': 'Limitations: personal injury',
    'limitations-wrongful-death': 'Limitations: wrongful death',
    'expert-testimony': 'Admitting expert testimony',
    'fair-value': 'Dissenters’ rights and fair value',
    'business-court': 'Business court',
  } satisfies Record<LawTopic, string>,
  workersCompensationTopic: 'Workers’ compensation',
  federalDistrictTopic: 'Federal district',
}

/**
 * The rules each litigation service quotes on its city pages; other rows stay on the state page.
 * Advisory services quote none.
 */
export const SERVICE_LAW: Readonly<Record<string, { topics: readonly LawTopic[]; workersCompensation?: boolean; federalDistrict?: boolean }>> = {
  'economic-loss-assessment': { topics: ['present-value', 'collateral-source', 'prejudgment-interest'] },
  'life-care-planning': { topics: ['collateral-source', 'medical-expenses'] },
  'business-valuation': { topics: ['fair-value'] },
  'vocational-evaluation': { topics: [], workersCompensation: true },
  'disability-evaluation': { topics: [], workersCompensation: true },
  'expert-testimony': { topics: ['expert-testimony'], federalDistrict: true },
}

export const SERVICE_CITY_COPY = {
  title: (service: string, place: string) => `${service} in ${place}`,
  /** Description candidates, longest first: the first of at most 160 characters is used. */
  descriptions: (title: string, summary: string, county: string) => [`${title}: ${summary}`, `${title}, ${county}.`, `${title}.`],
  hubLink: 'About this service',
  caseTypesHeading: 'Matters this covers',
  otherServicesHeading: (city: string) => `Other services in ${city}`,
  relatedHeading: 'See also',
  stateLink: (state: string) => `Forensic economics in ${state}`,
  cityLink: (city: string) => `Every service in ${city}`,
}

export const CITY_PAGE_COPY = {
  title: (label: string) => `Forensic Economist in ${label}`,
  h1: (label: string) => `Forensic economics and expert witness services in ${label}`,
  /** Description candidates, longest first: the first of at most 160 characters is used. */
  descriptions: (label: string, county: string) => {
    const lead = `Forensic economists, vocational experts and life care planners for matters in ${label}`
    return [`${lead} (${county}): local facts, courts and services.`, `${lead} (${county}).`, `${lead}.`]
  },
  serviceLink: (service: string, city: string) => `${service} in ${city}`,
  intro: (label: string) =>
    `Economic damages, vocational, life care planning and business valuation experts for matters in ${label}, and economic advisory work for its businesses and public bodies.`,
  servicesHeading: (city: string) => `Services in ${city}`,
}

export const STATE_PAGE_COPY = {
  title: (state: string) => `Forensic Economist in ${state}`,
  h1: (state: string) => `Forensic economics and expert witness services in ${state}`,
  /** Description candidates, longest first: the first of at most 160 characters is used. */
  descriptions: (state: string, trialCourt: string | undefined) => {
    const lead = `Forensic economic, vocational, life care and valuation experts in ${state}`
    return [
      `${lead}: federal courts, ${trialCourt ? `the ${trialCourt}, ` : ''}damages rules and the cities we serve.`,
      `${lead}: federal courts, damages rules and cities.`,
      `${lead}.`,
    ]
  },
  intro: (state: string) =>
    `Economic damages, vocational, life care planning and business valuation experts for matters in ${state}, and economic advisory work for its businesses and public bodies.`,
  facts: {
    counties: (kind: string) => `${kind} (${AREA_SOURCE_LABEL})`,
    districts: 'Federal judicial districts',
    trialCourt: 'State trial court',
    workersCompensation: 'Workers’ compensation claims',
  },
  countyKind: (abbreviation: string) =>
    abbreviation === 'LA' ? 'Parishes' : abbreviation === 'AK' ? 'Boroughs and census areas' : abbreviation === 'CT' ? 'Planning regions' : abbreviation === 'DC' ? 'County-equivalents' : 'Counties and equivalents',
  mapHeading: (state: string) => `Cities in ${state}`,
  courtsHeading: (state: string) => `Federal courts in ${state}`,
  districtCounties: (count: number, kind: string) => `${count.toLocaleString('en-US')} ${kind.toLowerCase()}`,
  servicesHeading: (state: string) => `Services in ${state}`,
  areasHeading: 'Metropolitan and micropolitan areas',
  areasIntro: `Areas as OMB delineated them in July 2023, with the cities on this site that lie in each.`,
  areaKind: { metropolitan: 'Metropolitan statistical area', micropolitan: 'Micropolitan statistical area' },
}

export const LOCATION_CTA_COPY = {
  heading: 'Talk to an economist',
  button: CALL_TO_ACTION.schedule,
}

/* ------------------------------------------------------------------------------------------
 * Locations index
 * ---------------------------------------------------------------------------------------- */

export const LOCATIONS_INDEX_COPY = {
  nationwideHeading: 'Nationwide service',
  nationwide: (counts: { cities: number }): string[] => [
    `${promises.nationwide.sentence} Below, the ${counts.cities.toLocaleString('en-US')} cities on our list are grouped by state; a matter in a place not listed is handled the same way.`,
    'The analysis is done remotely: records, data and drafts move electronically, and interviews can be held by video. We travel for depositions, trial testimony and public hearings wherever the matter is heard.',
    `${promises.inquiryResponse.sentence} ${promises.freeReview.sentence}`,
  ],
  directoryHeading: 'States and cities',
  jumpLabel: 'Jump to a state',
}
