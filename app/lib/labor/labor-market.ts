// BLS LAUS 2024 annual averages by county; areas, states and the nation are sums of counties.
import laborDataJson from '~/copy/labor/laus-2024.generated.json'
import { type LaborData, LaborDataSchema } from '~/copy/labor/schema'
import { county, stateCounties } from '~/lib/places/place-data'
import { listStates } from '~/lib/content-folder/locations'

const LABOR_DATA: LaborData = LaborDataSchema.parse(laborDataJson as unknown)

export interface LaborFigures {
  laborForce: number
  unemployed: number
  /** BLS's published rate for a county, else computed from the sums */
  rate: number
  computed: boolean
  countedIn: { fips: string; host: string }[]
}

export const LABOR_SOURCE = { source: LABOR_DATA.source, vintage: LABOR_DATA.vintage, year: LABOR_DATA.year }

// Integer arithmetic, so a rate exactly on the half (166 / 2,656 = 6.25) rounds up, never by a float's error.
export function unemploymentRate(unemployed: number, laborForce: number): number {
  if (!(laborForce > 0)) throw new Error(`unemploymentRate: labor force ${String(laborForce)}`)
  return Math.floor((unemployed * 2000 + laborForce) / (2 * laborForce)) / 10
}

export function countyLaborFigures(fips: string): LaborFigures | undefined {
  const row = LABOR_DATA.counties[fips]
  if (!row) return undefined
  const [laborForce, unemployed, rate] = row
  return { laborForce, unemployed, rate, computed: false, countedIn: [] }
}

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

// BLS's published U.S. rate for 2024 is 4.0%; the test checks the sum against it.
export function nationLaborFigures(): LaborFigures {
  nation ??= sumOfCounties(listStates().flatMap((state) => stateCounties(state)))
  return nation
}
