import { z } from 'zod'
import { SlugSchema, text } from './primitives'

export const CitySchema = z.object({
  name: text,
  slug: SlugSchema,
  population: z.number().int().positive().optional(),
  metro: text.optional(),
})

export const StateSchema = z.object({
  name: text,
  slug: SlugSchema,
  abbreviation: z.string().regex(/^[A-Z]{2}$/, 'must be a USPS state code'),
  cities: z.array(CitySchema).min(1),
})

/** app/copy/locations.json: the firm's list of states and cities (names, slugs and order only). */
export const LocationsFileSchema = z.object({ states: z.array(StateSchema).min(1) })
