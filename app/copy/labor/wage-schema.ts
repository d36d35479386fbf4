/**
 * The shape of oews-2024.generated.json (written by `npm run data:wages`; never edited by hand): the
 * all-occupations percentiles and the 22 major groups' medians of the nation and every metropolitan area.
 */
import { z } from 'zod'

const dollars = z.number().int().positive().nullable()

/** 10th, 25th, 50th, 75th, 90th percentile of all occupations, then the median of each group in `groups` order */
const FiguresSchema = z.array(dollars).length(27)

export const GroupWageDataSchema = z.object({
  source: z.string().min(1),
  vintage: z.string().min(1),
  referenceMonth: z.string().regex(/^\d{4}-\d{2}$/),
  inputs: z.array(z.object({ file: z.string(), sha256: z.string().regex(/^[0-9a-f]{64}$/) })),
  /** [SOC code, title] of the 22 major groups */
  groups: z.array(z.tuple([z.string(), z.string()])).length(22),
  nation: FiguresSchema,
  /** by CBSA code */
  areas: z.record(z.string().regex(/^\d{5}$/), FiguresSchema),
})

export type GroupWageData = z.infer<typeof GroupWageDataSchema>
