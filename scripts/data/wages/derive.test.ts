import fs from 'node:fs'
import { beforeAll, describe, expect, test } from 'vitest'
import { formatWage, NOT_PUBLISHED } from '../../../app/lib/wages/format'
import type { AreaWages } from '../../../app/lib/wages/types'
import { type DerivedWages, deriveWages, GROUP_WAGES_FILE, projectPath, WAGES_DIR, wageFiles } from './derive'

describe('derived OEWS May 2024 wages (npm run data:wages)', () => {
  let derived: DerivedWages
  let area: (code: string) => AreaWages
  beforeAll(async () => {
    derived = await deriveWages()
    area = (code) => derived.areas.find((entry) => entry.area === code)!
  }, 60_000)

  test('deriving again gives the committed files, byte for byte, and no other file (run npm run data:wages after changing a source)', () => {
    const files = wageFiles(derived)
    const committed = fs.readdirSync(projectPath(WAGES_DIR)).map((name) => `${WAGES_DIR}/${name}`)
    expect(committed.sort()).toEqual([...files.keys()].filter((file) => file.startsWith(WAGES_DIR)).sort())
    const differing = [...files].filter(([file, text]) => fs.readFileSync(projectPath(file), 'utf8') !== text)
    expect(differing.map(([file]) => file)).toEqual([])
    expect(files.has(GROUP_WAGES_FILE)).toBe(true)
  })

  test('393 metros and the nation, one file each, and the index records both inputs with their checksums', () => {
    expect(derived.index.metros).toHaveLength(393)
    expect(derived.areas).toHaveLength(394)
    expect(derived.index.inputs).toEqual([
      { file: 'sources/oews/oews-may2024-msa-annual-percentiles.csv.gz', sha256: '4028eb3ae7530d772e574fac97c285966786c7ad3c297b02af46583c917c95e0' },
      { file: 'sources/bls/raw/national_M2024_dl.xlsx', sha256: 'accad8fea8ff8b70180c80a127a2b43f8fd9b819a058ca86024e14d33ab4f0ea' },
    ])
    expect(derived.index.vintage).toBe('May 2024')
  })

  test('reproduces the hand-checked cells: Houston all occupations, Yuma office clerks, the nation', () => {
    const houston = area('26420')
    expect(houston.name).toBe('Houston-Pasadena-The Woodlands, TX')
    expect(houston.wages['00-0000']).toEqual([26_670, 34_860, 48_490, 77_670, 125_730])
    expect(area('49740').name).toBe('Yuma, AZ')
    expect(area('49740').wages['43-9061']?.[2]).toBe(37_840)
    expect(area('US').wages['00-0000']).toEqual([29_990, 36_730, 49_500, 78_810, 125_720])
    expect(derived.index.occupations).toContainEqual(['53-3032', 'Heavy and Tractor-Trailer Truck Drivers'])
  })

  test('a withheld or top-coded figure derives as not published, and a row with none is left out', () => {
    // Houston, Chief Executives: 10th and 25th published, the rest empty in the source
    const chiefs = area('26420').wages['11-1011']!
    expect(chiefs.slice(2)).toEqual([null, null, null])
    expect(formatWage(chiefs[2])).toBe('not published (withheld, or $239,200 or more)')
    expect(NOT_PUBLISHED).toBe('not published (withheld, or $239,200 or more)')
    // Houston, Epidemiologists: every cell empty
    expect(area('26420').wages['19-1041']).toBeUndefined()
    // the national workbook's "#" (top-coded): Management Occupations' 90th percentile
    expect(area('US').wages['11-0000']).toEqual([57_010, 79_900, 122_090, 171_610, null])
  })

  test('the location pages get all occupations and the 22 major groups of every metro and the nation', () => {
    const { groups } = derived
    expect(groups.groups).toHaveLength(22)
    expect(groups.groups[0]).toEqual(['11-0000', 'Management Occupations'])
    expect(groups.areas['26420']!.slice(0, 5)).toEqual([26_670, 34_860, 48_490, 77_670, 125_730])
    expect(groups.nation[5]).toBe(122_090)
    expect(Object.keys(groups.areas)).toHaveLength(393)
  })
})
