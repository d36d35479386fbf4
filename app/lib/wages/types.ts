/**
 * The shape of the derived OEWS wage files (written by `npm run data:wages` from sources/oews and
 * sources/bls; never edited by hand): public/data/wages/index.json, one file per metropolitan area and
 * one for the nation, fetched by the calculator when needed.
 */

/** The nation's file code, beside the CBSA codes */
export const NATION_AREA = 'US'

/** Annual wages in dollars: 10th, 25th, 50th (median), 75th and 90th percentiles; null where BLS published no figure */
export type Percentiles = readonly [number | null, number | null, number | null, number | null, number | null]

interface WageInput {
  /** path in the project, e.g. "sources/oews/oews-may2024-msa-annual-percentiles.csv.gz" */
  file: string
  sha256: string
}

export interface WageIndex {
  /** The publication, as it should be cited */
  source: string
  /** "May 2024" */
  vintage: string
  /** The survey's reference month, "2024-05" */
  referenceMonth: string
  inputs: WageInput[]
  /** [CBSA code, BLS area title], by title */
  metros: [string, string][]
  /** [SOC code, title], by code: every code with a published figure in a metro or the nation */
  occupations: [string, string][]
}

/** One area's figures: every occupation with at least one published percentile */
export interface AreaWages {
  /** CBSA code, or "US" for the nation */
  area: string
  name: string
  vintage: string
  wages: Record<string, Percentiles>
}
