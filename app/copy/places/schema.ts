/**
 * The shape of the derived place data (places.generated.json, written by `npm run data:places` from
 * Census and OMB files; never edited by hand). The schemas are the types.
 */
import { z } from 'zod'

const fips = (digits: number) => z.string().regex(new RegExp(`^\\d{${String(digits)}}$`))

const CoreBasedAreaSchema = z.object({
  code: fips(5),
  /** OMB's title as written: "Houston-Pasadena-The Woodlands, TX" */
  title: z.string().min(1),
  kind: z.enum(['metropolitan', 'micropolitan']),
  /** Metropolitan division title, where the area is divided */
  division: z.string().min(1).optional(),
  /** Combined statistical area title, where the area belongs to one */
  combined: z.string().min(1).optional(),
  /** Whether OMB designates the county a central or an outlying county of the area */
  role: z.enum(['central', 'outlying']),
})

const CountySchema = z.object({
  fips: fips(5),
  /** As the Gazetteer names it: "Harris County", "Orleans Parish", "Capitol Planning Region" */
  name: z.string().min(1),
  population: z.number().int().nonnegative(),
  area: CoreBasedAreaSchema.optional(),
})

const CityPlaceSchema = z.object({
  /** "ST/slug" of app/copy/locations.json */
  key: z.string().regex(/^[A-Z]{2}\/[a-z0-9-]+$/),
  /** Which Census geography the figures describe */
  geography: z.enum(['place', 'county-subdivision', 'county']),
  geoid: z.string().regex(/^\d{5,10}$/),
  /** The Census name with its legal or statistical suffix: "Houston city", "Urban Honolulu CDP" */
  censusName: z.string().min(1),
  lat: z.number(),
  lon: z.number(),
  landSqMi: z.number().nonnegative(),
  population: z.number().int().nonnegative(),
  housingUnits: z.number().int().nonnegative(),
  /** Every county the place lies in, primary first */
  counties: z.array(fips(5)).min(1),
  /** A served city this one lies inside ("NY/new-york" for the boroughs) */
  partOf: z.string().optional(),
  /** Position on the state's map, in the map's own units */
  map: z.object({ x: z.number(), y: z.number() }),
})

const StateMapSchema = z.object({
  width: z.number().positive(),
  height: z.number().positive(),
  /** d3-geo conic conformal projection parameters, so the outline and the dots agree */
  projection: z.object({
    parallels: z.tuple([z.number(), z.number()]),
    rotate: z.tuple([z.number(), z.number()]),
    scale: z.number(),
    translate: z.tuple([z.number(), z.number()]),
  }),
})

export const PlaceDataSchema = z.object({
  sources: z.object({
    population: z.string(),
    geography: z.string(),
    counties: z.string(),
    areas: z.string(),
    boundaries: z.string(),
  }),
  /** USPS code -> the state's counties (FIPS), in FIPS order */
  stateCounties: z.record(z.string().regex(/^[A-Z]{2}$/), z.array(fips(5))),
  counties: z.record(fips(5), CountySchema),
  cities: z.array(CityPlaceSchema),
  maps: z.record(z.string().regex(/^[A-Z]{2}$/), StateMapSchema),
})

export type CountyRecord = z.infer<typeof CountySchema>
export type CityPlace = z.infer<typeof CityPlaceSchema>
export type StateMap = z.infer<typeof StateMapSchema>
export type PlaceData = z.infer<typeof PlaceDataSchema>
