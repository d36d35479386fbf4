import { LABOR_COPY } from '~/copy/location-copy'
import type { City, State } from '~/config/content-schema/types'
import {
  areaLaborFigures,
  countyLaborFigures,
  LABOR_SOURCE,
  type LaborFigures,
  nationLaborFigures,
  stateLaborFigures,
  sumOfCounties,
} from '~/lib/labor/labor-market'
import { countyInProse, formatCount, stateInProse } from '~/lib/places/format'
import { cityPlace, county } from '~/lib/places/place-data'
import { buildWageSection, type WageSection } from './wage-section.server'

export interface LaborSection {
  id: string
  heading: string
  items: string[]
  notes: string[]
  source: string
  /** BLS OEWS wages of the metro beside the nation's */
  wages: WageSection
  factCount: number
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
const rateText = (rate: number) => rate.toFixed(1)

export function buildLaborSection(state: State, city: City): LaborSection {
  const primaryFips = cityPlace(state, city).counties[0]!
  const primary = county(primaryFips)
  const items: string[] = []
  const counted: LaborFigures['countedIn'] = []
  let factCount = 0

  // A county LAUS counts in another (Kalawao in Maui) is stated through its host.
  const own = countyLaborFigures(primaryFips)
  const countyFigures = own ?? sumOfCounties([primaryFips])
  counted.push(...countyFigures.countedIn)
  if (own) {
    items.push(
      LABOR_COPY.county(
        capitalized(countyInProse(primary.name)),
        formatCount(own.laborForce),
        formatCount(own.unemployed),
        rateText(own.rate),
      ),
    )
    factCount += 1
  }

  if (primary.area) {
    const area = areaLaborFigures(primary.area.code)
    counted.push(...area.countedIn)
    items.push(
      LABOR_COPY.area(
        primary.area.title,
        primary.area.kind,
        formatCount(area.laborForce),
        formatCount(area.unemployed),
        rateText(area.rate),
      ),
    )
  } else {
    items.push(LABOR_COPY.noArea(capitalized(countyInProse(primary.name))))
  }
  factCount += 1

  const stateFigures = stateLaborFigures(state)
  counted.push(...stateFigures.countedIn)
  const nation = nationLaborFigures()
  items.push(
    LABOR_COPY.state(
      capitalized(stateInProse(state)),
      formatCount(stateFigures.laborForce),
      formatCount(stateFigures.unemployed),
      rateText(stateFigures.rate),
      rateText(nation.rate),
    ),
  )
  factCount += 1

  const notes = [...new Map(counted.map((entry) => [entry.fips, entry])).values()].map((entry) =>
    LABOR_COPY.countedIn(county(entry.fips).name, county(entry.host).name),
  )
  const wages = buildWageSection(primary, countyInProse(primary.name))
  return {
    id: 'labor-market',
    heading: LABOR_COPY.heading,
    items,
    notes,
    source: LABOR_COPY.source(LABOR_SOURCE.source, LABOR_SOURCE.vintage),
    wages,
    factCount: factCount + wages.factCount,
  }
}
