/**
 * The shape of the derived labor-market data (laus-2024.generated.json, written by `npm run data:labor`
 * from the BLS file in sources/bls; never edited by hand). The schemas are the types.
 */
import { z } from 'zod'

const fips = z.string().regex(/^\d{5}$/)
const count = z.number().int().nonnegative()

/** [labor force, unemployed, BLS's published unemployment rate in percent with one decimal] */
const CountyFiguresSchema = z.tuple([count, count, z.number().nonnegative()])

export const LaborDataSchema = z.object({
  /** The publication, as it should be cited */
  source: z.string().min(1),
  /** "2024 annual averages, revised April 2026" */
  vintage: z.string().min(1),
  year: z.number().int(),
  /** Counties of the Census files with no LAUS row of their own -> the county BLS counts them in */
  countedIn: z.record(fips, fips),
  /** Every county and county-equivalent of the 50 states and DC, by 5-digit FIPS code */
  counties: z.record(fips, CountyFiguresSchema),
})

export type LaborData = z.infer<typeof LaborDataSchema>
