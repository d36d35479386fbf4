/**
 * Labor force and unemployment from the derived BLS LAUS county data (2024 annual averages): a
 * county as BLS publishes it, and a metropolitan or micropolitan area, a state or the nation as the
 * sum of its counties, with the rate computed from the sums.
 */
import laborDataJson from '~/content/labor/laus-2024.generated.json'
import { type LaborData, LaborDataSchema } from '~/content/labor/schema'
import { county, stateCounties } from '~/lib/places/place-data'
import { listStates } from '~/lib/content/locations'

const LABOR_DATA: LaborData = LaborDataSchema.parse(laborDataJson as unknown)

export interface LaborFigures {
  laborForce: number
  unemployed: number
  /** percent with one decimal: BLS's published rate for a county, else computed from the sums */
  rate: number
  /** whether the figures are sums of county figures (an area, a state, the nation) */
  computed: boolean
  /** counties in the group with no LAUS row of their own, and the county BLS counts each in */
  countedIn: { fips: string; host: string }[]
}

export const LABOR_SOURCE = { source: LABOR_DATA.source, vintage: LABOR_DATA.vintage, year: LABOR_DATA.year }

/**
 * unemployed / labor force in percent, rounded half up to one decimal, in integer arithmetic so that
 * a rate exactly on the half (166 / 2,656 = 6.25) rounds up and never by a float's error.
 */
export function unemploymentRate(unemployed: number, laborForce: number): number {
  if (!(laborForce > 0)) throw new Error(`unemploymentRate: labor force ${String(laborForce)}`)
  return Math.floor((unemployed * 2000 + laborForce) / (2 * laborForce)) / 10
}

/** A county's figures as BLS publishes them; undefined for a county LAUS counts in another. */
export function countyLaborFigures(fips: string): LaborFigures | undefined {
  const row = LABOR_DATA.counties[fips]
  if (!row) return undefined
  const [laborForce, unemployed, rate] = row
  return { laborForce, unemployed, rate, computed: false, countedIn: [] }
}

/** The sum of these counties' figures, the rate computed from the sums. */
export function sumOfCounties(fipsCodes: readonly string[]): LaborFigures {
  let laborForce = 0
  let unemployed = 0
  const countedIn: LaborFigures['countedIn'] = []
  for (const fips of fipsCodes) {
    const row = LABOR_DATA.counties[fips]
    const host = LABOR_DATA.countedIn[fips]
    if (row) {
      laborForce += row[0]
      unemployed += row[1]
    } else if (host) countedIn.push({ fips, host })
    else throw new Error(`No LAUS figures for county ${fips}: run npm run data:labor`)
  }
  return { laborForce, unemployed, rate: unemploymentRate(unemployed, laborForce), computed: true, countedIn }
}

let countiesByArea: Map<string, string[]> | undefined

/** The counties of a metropolitan or micropolitan statistical area (OMB code), across state lines. */
export function areaCounties(areaCode: string): readonly string[] {
  if (!countiesByArea) {
    countiesByArea = new Map()
    for (const state of listStates()) {
      for (const fips of stateCounties(state)) {
        const code = county(fips).area?.code
        if (code) countiesByArea.set(code, [...(countiesByArea.get(code) ?? []), fips])
      }
    }
  }
  return countiesByArea.get(areaCode) ?? []
}

export const areaLaborFigures = (areaCode: string) => sumOfCounties(areaCounties(areaCode))

export const stateLaborFigures = (state: { abbreviation: string }) => sumOfCounties(stateCounties(state))

let nation: LaborFigures | undefined

/** The 50 states and DC summed (BLS's published U.S. rate for 2024 is 4.0%; the test checks the sum against it). */
export function nationLaborFigures(): LaborFigures {
  nation ??= sumOfCounties(listStates().flatMap((state) => stateCounties(state)))
  return nation
}
