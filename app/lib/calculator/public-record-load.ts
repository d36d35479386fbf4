import { RATES_PATH } from '~/lib/rates/format'
import type { RatesData } from '~/lib/rates/types'
import { areaWagesPath, WAGE_INDEX_PATH } from '~/lib/wages/lookup'
import type { AreaWages, WageIndex } from '~/lib/wages/types'
import type { FigureRef, PublicRecord } from './figure-refs'

// Each file is fetched once a page, when a visitor opens the part that shows it; a failed fetch may be retried.
const loaded = new Map<string, Promise<unknown>>()

function loadJson<T>(path: string): Promise<T> {
  let promise = loaded.get(path)
  if (!promise) {
    promise = fetch(path).then(async (response) => {
      if (!response.ok) throw new Error(`${path}: HTTP ${String(response.status)}`)
      return (await response.json()) as unknown
    })
    promise.catch(() => loaded.delete(path))
    loaded.set(path, promise)
  }
  return promise as Promise<T>
}

export const loadWageIndex = () => loadJson<WageIndex>(WAGE_INDEX_PATH)
export const loadAreaWages = (area: string) => loadJson<AreaWages>(areaWagesPath(area))
export const loadRates = () => loadJson<RatesData>(RATES_PATH)

/** The data the references of a share link need, fetched together */
export async function loadRecordFor(refs: readonly FigureRef[]): Promise<PublicRecord> {
  const areaCodes = [...new Set(refs.flatMap((ref) => (ref.kind === 'wage' ? [ref.area] : [])))]
  const needsRates = refs.some((ref) => ref.kind !== 'wage')
  const [index, areas, rates] = await Promise.all([
    areaCodes.length > 0 ? loadWageIndex() : undefined,
    Promise.all(areaCodes.map((code) => loadAreaWages(code))),
    needsRates ? loadRates() : undefined,
  ])
  return { index, areas: Object.fromEntries(areas.map((area) => [area.area, area])), rates }
}
