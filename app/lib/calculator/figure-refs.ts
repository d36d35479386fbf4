import { AVERAGE_WINDOWS, type RatesData, YIELD_MATURITIES, type YieldMaturity } from '~/lib/rates/types'
import type { PercentileIndex } from '~/lib/wages/format'
import type { AreaWages, WageIndex } from '~/lib/wages/types'
import type { LossInputs } from './inputs'

/** The fields a figure from the public record can fill */
export const SOURCED_FIELDS = ['earnings', 'residual', 'growth', 'discount'] as const
export type SourcedField = (typeof SOURCED_FIELDS)[number]

type AverageWindow = (typeof AVERAGE_WINDOWS)[number]

/** Which published figure a field holds: the share link carries this, never the citation's text */
export type FigureRef =
  | { kind: 'wage'; area: string; soc: string; percentile: PercentileIndex }
  | { kind: 'yield'; window: 'latest' | AverageWindow; maturity: YieldMaturity }
  | { kind: 'growth'; series: 'medical'; years: number }
  | { kind: 'growth'; series: 'all' }

/** A figure placed in a field: the field's text when it was placed, what it is, and its source and vintage */
export interface FigureSource {
  ref: FigureRef
  value: string
  label: string
  citation: string
}

export type FigureSources = Partial<Record<SourcedField, FigureSource>>

/** The data a reference is read from; each part is fetched only when needed */
export interface PublicRecord {
  index?: WageIndex
  areas?: Readonly<Record<string, AreaWages>>
  rates?: RatesData
}

/** The share link's key for the source of a field's figure */
const sourceParam = (field: SourcedField) => `${field}-source`

/** The share link's key for the metro the occupation search starts with (set by the city pages' links) */
export const METRO_PARAM = 'metro'
/** The metro parameter of a place in no metropolitan area: the search offers the nation's figures and says why */
export const NO_METRO = 'none'

export function encodeRef(ref: FigureRef): string {
  switch (ref.kind) {
    case 'wage':
      return `wage.${ref.area}.${ref.soc}.${String(ref.percentile)}`
    case 'yield':
      return `yield.${String(ref.window)}.${String(ref.maturity)}`
    case 'growth':
      return ref.series === 'medical' ? `growth.medical.${String(ref.years)}` : 'growth.all'
  }
}

const isMaturity = (value: number): value is YieldMaturity => (YIELD_MATURITIES as readonly number[]).includes(value)
const isWindow = (value: number): value is AverageWindow => (AVERAGE_WINDOWS as readonly number[]).includes(value)

/** A reference from a share link, or undefined for anything not of the exact form encodeRef writes */
export function decodeRef(text: string): FigureRef | undefined {
  const wage = /^wage\.(\d{5}|US)\.(\d{2}-\d{4})\.([0-4])$/.exec(text)
  if (wage) return { kind: 'wage', area: wage[1]!, soc: wage[2]!, percentile: Number(wage[3]) as PercentileIndex }
  const rate = /^yield\.(latest|\d{1,2})\.(\d{1,2})$/.exec(text)
  if (rate) {
    const maturity = Number(rate[2])
    const window = rate[1] === 'latest' ? 'latest' : Number(rate[1])
    if (!isMaturity(maturity) || (window !== 'latest' && !isWindow(window))) return undefined
    return { kind: 'yield', window, maturity }
  }
  const medical = /^growth\.medical\.(10|20)$/.exec(text)
  if (medical) return { kind: 'growth', series: 'medical', years: Number(medical[1]) }
  return text === 'growth.all' ? { kind: 'growth', series: 'all' } : undefined
}

/** Whether a field's text is still the figure placed in it (typing over it drops the source) */
export function holdsFigure(text: string, source: FigureSource | undefined): source is FigureSource {
  const typed = Number(text.trim().replace(/^\$/, '').replace(/%$/, '').replace(/,/g, ''))
  return source !== undefined && text.trim() !== '' && Number.isFinite(typed) && typed === Number(source.value)
}

const INPUT_VALUE: Record<SourcedField, (inputs: LossInputs) => number> = {
  earnings: (inputs) => inputs.earnings,
  residual: (inputs) => inputs.residualEarnings,
  growth: (inputs) => inputs.growthRate * 100,
  discount: (inputs) => inputs.discountRate * 100,
}

/** The sources of the figures a calculation used: those whose figure is still the input and whose field applied */
export function sourcesUsed(
  sources: FigureSources,
  inputs: LossInputs,
  applies: (field: SourcedField) => boolean,
): FigureSources {
  const used: FigureSources = {}
  for (const field of SOURCED_FIELDS) {
    const source = sources[field]
    // A wage is no annual cost of care: switching to future care costs drops an occupation's figure.
    if (!source || !applies(field) || (source.ref.kind === 'wage' && inputs.caseKind === 'care')) continue
    if (Math.abs(INPUT_VALUE[field](inputs) - Number(source.value)) < 1e-9) used[field] = source
  }
  return used
}

/** The share link's part for the sources (and the metro the search used), after the inputs' own query */
export function sourcesQuery(sources: FigureSources, metro?: string): string {
  const params = new URLSearchParams()
  if (metro) params.set(METRO_PARAM, metro)
  for (const field of SOURCED_FIELDS) {
    const source = sources[field]
    if (source) params.set(sourceParam(field), encodeRef(source.ref))
  }
  const text = params.toString()
  return text ? `&${text}` : ''
}

/** The references a share link carries, each field's read strictly */
export function refsFromQuery(search: string): Partial<Record<SourcedField, FigureRef>> {
  const params = new URLSearchParams(search)
  const refs: Partial<Record<SourcedField, FigureRef>> = {}
  for (const field of SOURCED_FIELDS) {
    const ref = decodeRef(params.get(sourceParam(field)) ?? '')
    if (ref) refs[field] = ref
  }
  return refs
}

/** The metro a link asks the search to start with: a CBSA code, the nation, NO_METRO, or none */
export function metroFromQuery(search: string): string | undefined {
  const value = new URLSearchParams(search).get(METRO_PARAM) ?? ''
  return /^(\d{5}|US|none)$/.test(value) ? value : undefined
}
