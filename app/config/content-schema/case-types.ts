import { z } from 'zod'
import { SlugSchema, text } from './primitives'

export const CaseTypeEntrySchema = z.object({
  slug: SlugSchema,
  name: text,
  summary: text,
  questions: z.array(text).min(3),
})
