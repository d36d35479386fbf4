/**
 * The words of the location pages. Every sentence here either states a fact handed in from the
 * derived place data or the legal reference data (with its source), or is a label. Nothing is
 * chosen by hash or paraphrased city by city: the service's own copy is stated once, on its hub.
 * Builders pass names already joined ("Fort Bend County, Montgomery County and Waller County").
 */
import { CALL_TO_ACTION } from '~/copy/calls-to-action'
import type { LawTopic } from '~/copy/law/schema'
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
    subdivision: (censusName: string) =>
      `Census figures on this page are for ${censusName}, a county subdivision in Census terms.`,
  },
  borough: (city: string, parent: string, countyName: string) =>
    `${city} is one of the five boroughs of ${parent}, coextensive with ${countyName}.`,
  boroughs: (city: string, list: string) =>
    `${city} is made up of five boroughs, each coextensive with a county: ${list}.`,
  countyEquivalent: (city: string, countyName: string) => `${city} is coextensive with ${countyName}.`,
  countyPopulation: (countyName: string, population: string) =>
    `${countyName} has an estimated ${population} residents (ACS 2019-2023).`,
  countyShare: (city: string, percent: string, countyName: string) =>
    `${city} holds ${percent} percent of ${countyName}'s residents.`,
  area: (countyName: string, role: 'central' | 'outlying', title: string, kind: 'metropolitan' | 'micropolitan') =>
    `In OMB's July 2023 delineation, ${countyName} is ${role === 'central' ? 'a central' : 'an outlying'} county of the ${title} ${kind} statistical area.`,
  division: (countyName: string, division: string) =>
    `Within that area, ${countyName} is part of the ${division} metropolitan division.`,
  combined: (title: string) => `The area is in turn part of the ${title} combined statistical area.`,
  facts: {
    county: 'County',
    counties: 'Counties',
    population: 'Population',
    land: 'Land area',
    federalCourt: 'Federal court',
    federalCourts: 'Federal courts',
    trialCourt: 'State trial court',
    noArea: 'Metropolitan or micropolitan area',
  },
  noAreaValue: 'None (OMB, July 2023)',
  squareMiles: (value: string) => `${value} sq mi (${AREA_SOURCE_LABEL})`,
  populationValue: (value: string) => `${value} (${POPULATION_SOURCE_LABEL})`,
}

export const NEARBY_COPY = {
  heading: 'Nearby cities',
  distance: (miles: number) => `${String(miles)} mi`,
  nearestBeyond: (name: string, miles: number) =>
    `The nearest city we list is ${name}, ${miles.toLocaleString('en-US')} miles away.`,
  partsHeading: (city: string) => `Boroughs of ${city}`,
}

export const MAP_COPY = {
  stateCaption: (state: string) =>
    `Cities in ${state} that we list, the largest named. The list of cities links to each one's page.`,
  cityCaption: (city: string, others: string) => (others ? `Map of ${city} with ${others}` : `Map of ${city}`),
}

/**
 * Agencies whose proper name takes no article in running text (North Dakota's agency calls itself
 * "Workforce Safety and Insurance", never "the Workforce Safety and Insurance").
 */
const NAMES_WITHOUT_ARTICLE: ReadonlySet<string> = new Set(['Workforce Safety and Insurance'])

/** "the Industrial Commission of Ohio", "Workforce Safety and Insurance" */
const withArticle = (name: string) =>
  name.startsWith('The ') || NAMES_WITHOUT_ARTICLE.has(name) ? name : `the ${name}`

export const COURT_COPY = {
  heading: 'Courts',
  /** "United States District Court for the Northern District of Texas, Dallas Division" */
  federalName: (court: string, division: string | undefined) => `${court}${division ? `, ${division}` : ''}`,
  cited: (text: string, citation: string) => `${text} (${citation})`,
  federalFor: (counties: string) => `For ${counties}:`,
  /** "the Houston Division of the Southern District of Texas", "the District of Kansas" */
  districtPlace: (district: string, division: string | undefined) =>
    division ? `the ${division} of the ${district}` : `the ${district}`,
  /** "Houston lies within the Houston Division of the Southern District of Texas (28 U.S.C. § 124(b)(2))." */
  liesWithin: (city: string, place: string, citation: string) => `${city} lies within ${place} (${citation}).`,
  /** A city whose counties lie in several districts or divisions: each with the counties it covers */
  liesWithinSeveral: (city: string, parts: readonly { counties: string; place: string; citation: string }[]) =>
    `${city} lies partly within ${parts.map((part) => `${part.place} (${part.citation}), for ${part.counties}`).join('; partly within ')}.`,
  /** A neighboring district that holds a served city within the radius */
  neighborDistrict: (miles: number, cities: string, district: string, citation: string, several: boolean) =>
    `Within ${String(miles)} miles, ${cities} ${several ? 'lie' : 'lies'} within ${district} (${citation}).`,
  venue:
    'Where a federal suit may be filed is governed by the venue statute (28 U.S.C. § 1391), and a suit first filed in a state court can be removed only to the federal district and division embracing the place where it is pending (28 U.S.C. § 1441(a)).',
  trialCourt: (state: string, court: string, citation: string) =>
    `In ${state}, the trial court of general jurisdiction is the ${court} (${citation}).`,
  workersCompensation: (state: string, agency: string) =>
    `Contested workers' compensation claims in ${state} are decided by ${withArticle(agency)}`,
  stateLawLink: (state: string) => `Damages law in ${state}`,
}

export const LAW_COPY = {
  /** The name of the table's scrolling box, distinct from its section's heading (which can be the same words as the caption) */
  tableRegion: (caption: string) => `Table: ${caption}`,
  tableHeading: (state: string) => `Damages law in ${state}`,
  serviceHeading: (state: string) => `${state} rules`,
  caption: (state: string) => `Rules in ${state} that shape an economic damages report`,
  columns: { topic: 'Subject', rule: 'Rule', source: 'Source', compiled: 'Compiled from source' },
  disclaimer:
    'General information, not legal advice: each entry summarizes its cited source in our own words, dated the day it was compiled from that source; it is not a review of later changes, and counsel should confirm the current law for the matter at hand.',
  topics: {
    'present-value': 'Present value of future damages',
    'tax-treatment': 'Income taxes in lost earnings',
    'periodic-payments': 'Periodic payment of future damages',
    'earning-capacity': 'Lost earning capacity',
    'no-fault-work-loss': 'No-fault work-loss benefits',
    'prejudgment-interest': 'Prejudgment interest',
    'collateral-source': 'Collateral source rule',
    'malpractice-collateral-source': 'Collateral sources in malpractice',
    'medical-expenses': 'Measure of medical expenses',
    'comparative-fault': 'Comparative fault',
    'damages-caps': 'Caps on damages',
    'malpractice-caps': 'Medical malpractice caps',
    'wrongful-death': 'Wrongful death',
    'survival-deductions': 'Deductions in survival actions',
    'limitations-personal-injury': 'Limitations: personal injury',
    'limitations-wrongful-death': 'Limitations: wrongful death',
    'expert-testimony': 'Admitting expert testimony',
    'fair-value': 'Dissenters’ rights and fair value',
    'business-court': 'Business court',
    'expert-fees': 'Who pays an expert’s deposition fee',
  } satisfies Record<LawTopic, string>,
  workersCompensationTopic: 'Workers’ compensation',
  federalDistrictTopic: 'Federal district',
}

/**
 * The rules each litigation service quotes on its city pages, in this order; the state page keeps the
 * full table. Every litigation service states the admissibility standard first (expert-testimony):
 * it decides whether any of the expert's opinions reach the jury. A state without a row for a topic
 * shows none. Advisory services quote none.
 */
export const SERVICE_LAW: Readonly<
  Record<string, { topics: readonly LawTopic[]; workersCompensation?: boolean; federalDistrict?: boolean }>
> = {
  'economic-loss-assessment': {
    topics: [
      'expert-testimony',
      'present-value',
      'tax-treatment',
      'survival-deductions',
      'prejudgment-interest',
      'collateral-source',
    ],
  },
  'life-care-planning': {
    topics: [
      'expert-testimony',
      'medical-expenses',
      'collateral-source',
      'malpractice-collateral-source',
      'damages-caps',
      'malpractice-caps',
      'periodic-payments',
      'present-value',
    ],
  },
  'business-valuation': { topics: ['expert-testimony', 'fair-value', 'business-court'] },
  'vocational-evaluation': {
    topics: ['expert-testimony', 'earning-capacity', 'no-fault-work-loss'],
    workersCompensation: true,
  },
  'disability-evaluation': {
    topics: ['expert-testimony', 'earning-capacity', 'no-fault-work-loss'],
    workersCompensation: true,
  },
  'expert-testimony': { topics: ['expert-testimony'], federalDistrict: true },
}

/** The services whose city pages state the area's labor market (BLS LAUS). */
export const LABOR_MARKET_SERVICES: readonly string[] = [
  'economic-loss-assessment',
  'vocational-evaluation',
  'disability-evaluation',
]

const figures = (laborForce: string, unemployed: string, rate: string) =>
  `a labor force of ${laborForce}, ${unemployed} unemployed, a rate of ${rate}%`

export const LABOR_COPY = {
  heading: 'Labor force and unemployment',
  /** "Harris County: a labor force of 2,497,420, 110,535 unemployed, a rate of 4.4% as BLS publishes it." */
  county: (countyName: string, laborForce: string, unemployed: string, rate: string) =>
    `${countyName}: ${figures(laborForce, unemployed, rate)} as BLS publishes it.`,
  area: (title: string, kind: 'metropolitan' | 'micropolitan', laborForce: string, unemployed: string, rate: string) =>
    `The ${title} ${kind} statistical area: ${figures(laborForce, unemployed, rate)} (computed from county figures).`,
  noArea: (countyName: string) =>
    `${countyName} is not in a metropolitan or micropolitan statistical area, so no area figure applies.`,
  /** The state, with the nation's rate for comparison (both summed from county figures) */
  state: (state: string, laborForce: string, unemployed: string, rate: string, nationRate: string) =>
    `${state} as a whole: ${figures(laborForce, unemployed, rate)}, against ${nationRate}% for the United States (50 states and DC; both computed from county figures).`,
  countedIn: (countyName: string, host: string) =>
    `LAUS publishes no figures of its own for ${countyName}: BLS counts it in ${host}.`,
  source: (source: string, vintage: string) =>
    `Source: ${source}, ${vintage}; a computed rate is the counties' unemployed over their labor force, summed, rounded half up to one decimal.`,
}

export const WAGE_COPY = {
  heading: 'Wages by occupation',
  metro: (title: string) =>
    `Annual wages in the ${title} metropolitan statistical area beside the nation's: the spread across all occupations, then the median of each major occupation group.`,
  micropolitan: (countyName: string, title: string) =>
    `${countyName} is in the ${title} micropolitan statistical area, for which OEWS publishes no wage figures, so none are estimated here; the nation's follow.`,
  noMetro: (countyName: string) =>
    `${countyName} is not in a metropolitan statistical area, and OEWS publishes no metropolitan wage figures for it, so none are estimated here; the nation's follow.`,
  allOccupationsCaption: 'All occupations, annual wage',
  groupsCaption: 'Median annual wage by major occupation group',
  percentileHeader: 'Percentile',
  groupHeader: 'Occupation group',
  nation: 'United States',
  source: (citations: string) => `Source: ${citations}; annual wages in dollars.`,
}

export const SERVICE_CITY_COPY = {
  title: (service: string, place: string) => `${service} in ${place}`,
  /** Description candidates, longest first: the first of at most 160 characters is used. */
  descriptions: (title: string, summary: string, county: string) => [
    `${title}: ${summary}`,
    `${title}, ${county}.`,
    `${title}.`,
  ],
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
    trialCourt: 'State trial court',
    workersCompensation: 'Workers’ compensation claims',
  },
  mapHeading: (state: string) => `Cities in ${state}`,
  courtsHeading: (state: string) => `Courts in ${state}`,
  stateCourtsHeading: 'State courts',
  federalCourtsHeading: 'Federal district courts',
  divisionsSummary: (count: number) => `Its ${count.toLocaleString('en-US')} divisions and the counties of each`,
  lawSummary: (count: number) =>
    `The ${count.toLocaleString('en-US')} rules, each with its source and the date it was compiled`,
  areasSummary: (count: number) => `The ${count.toLocaleString('en-US')} areas and their cities`,
  citiesSummary: (count: number) => `All ${count.toLocaleString('en-US')} cities we list, A to Z`,
  /** What a district without statutory divisions covers */
  wholeState: (state: string) => `all of ${state}`,
  servicesHeading: (state: string) => `Services in ${state}`,
  areasHeading: 'Metropolitan and micropolitan areas',
  areasIntro: `Areas as OMB delineated them in July 2023, with the cities on this site that lie in each.`,
  areaKind: { metropolitan: 'Metropolitan statistical area', micropolitan: 'Micropolitan statistical area' },
}

export const LOCATION_CTA_COPY = {
  heading: 'Talk to an economist',
  button: CALL_TO_ACTION.schedule,
  /** The short one after the page's opening lines */
  earlyHeading: 'Discuss a matter with an economist',
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
