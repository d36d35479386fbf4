import { formatIsoDate } from '~/lib/places/format'
import { growthCitation, yieldCitation } from '~/lib/rates/format'
import { YIELD_MATURITIES } from '~/lib/rates/types'
import { PERCENTILE_LABELS, usableWage, wageCitation } from '~/lib/wages/format'
import { NATION_AREA, occupationWages } from '~/lib/wages/lookup'
import { PUBLIC_RECORD_COPY } from '~/copy/calculator-public-record'
import type { FigureRef, FigureSource, FigureSources, PublicRecord, SourcedField } from './figure-refs'
import { loadRecordFor } from './public-record-load'

/** The text a field takes for a figure: whole dollars, or a percent with two decimals as published */
const fieldText = (value: number, unit: 'dollars' | 'percent') =>
  unit === 'dollars' ? String(value) : value.toFixed(2)

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole)

/** The figure a reference names, with its label and citation; undefined when the data lacks it or BLS published none */
export function resolveRef(ref: FigureRef, data: PublicRecord): FigureSource | undefined {
  const copy = PUBLIC_RECORD_COPY
  if (ref.kind === 'wage') {
    const area = data.areas?.[ref.area]
    const occupation = data.index?.occupations.find(([soc]) => soc === ref.soc)
    const figure = area && usableWage(occupationWages(area, ref.soc), ref.percentile)
    if (!area || !occupation || figure === undefined) return undefined
    const areaName = ref.area === NATION_AREA ? copy.wages.nation : area.name
    return {
      ref,
      value: fieldText(figure, 'dollars'),
      label: `${PERCENTILE_LABELS[ref.percentile]}, ${occupation[1]} (SOC ${ref.soc})`,
      citation: wageCitation(area.vintage, areaName),
    }
  }
  const rates = data.rates
  if (!rates) return undefined
  if (ref.kind === 'yield') {
    const position = YIELD_MATURITIES.indexOf(ref.maturity)
    const maturity = String(ref.maturity)
    if (ref.window === 'latest') {
      return {
        ref,
        value: fieldText(rates.treasury.latest[position]!, 'percent'),
        label: fill(copy.yields.latestLabel, { maturity }),
        citation: yieldCitation(rates),
      }
    }
    const average = rates.treasury.averages.find((entry) => entry.years === ref.window)
    if (!average) return undefined
    return {
      ref,
      value: fieldText(average.yields[position]!, 'percent'),
      label: fill(copy.yields.averageLabel, { maturity, years: String(average.years), days: String(average.days) }),
      citation: `${rates.treasury.source}, ${fill(copy.yields.window, { from: formatIsoDate(average.from), to: formatIsoDate(average.to) })}`,
    }
  }
  if (ref.series === 'all') {
    const growth = rates.allItems.growth
    return {
      ref,
      value: fieldText(growth.rate, 'percent'),
      label: fill(copy.growth.allItemsLabel, { years: String(growth.years) }),
      citation: growthCitation(rates.allItems.source, growth),
    }
  }
  const growth = rates.medicalCare.growth.find((entry) => entry.years === ref.years)
  if (!growth) return undefined
  return {
    ref,
    value: fieldText(growth.rate, 'percent'),
    label: fill(copy.growth.medicalLabel, { years: String(growth.years) }),
    citation: growthCitation(rates.medicalCare.source, growth),
  }
}

/** The sources a share link names, read from the data they need; a reference the data cannot resolve is dropped */
export async function resolveShared(refs: Partial<Record<SourcedField, FigureRef>>): Promise<FigureSources> {
  const entries = Object.entries(refs) as [SourcedField, FigureRef][]
  const record = await loadRecordFor(entries.map(([, ref]) => ref))
  const sources: FigureSources = {}
  for (const [field, ref] of entries) {
    const source = resolveRef(ref, record)
    if (source) sources[field] = source
  }
  return sources
}
