import { z } from 'zod'
import { IsoDateSchema, RetainedBySchema, text } from './primitives'

export const TESTIMONY_TYPES = ['deposition', 'trial', 'hearing', 'arbitration'] as const
const TestimonyTypeSchema = z.enum(TESTIMONY_TYPES)

/** Where the testimony was given: a federal district by id, a state trial court with its county, or another forum (checked at build). */
const TestimonyCourtSchema = z
  .discriminatedUnion('kind', [
    z
      .object({
        kind: z.literal('federal'),
        district: z
          .string()
          .regex(/^[a-z]{3,5}$/, 'must be a district id from app/copy/law/districts, e.g. "paed"')
          .meta({ title: 'District', description: 'Federal: the district id, e.g. "paed"' }),
      })
      .strict(),
    z
      .object({
        kind: z.literal('state'),
        state: z
          .string()
          .regex(/^[A-Z]{2}$/, 'must be a USPS state code')
          .meta({ title: 'State', description: 'State: the USPS code, e.g. "PA"' }),
        county: text.optional().meta({ title: 'County', description: 'State, optional: e.g. "Philadelphia County"' }),
        division: text.optional().meta({
          title: 'Division',
          description: 'State, optional: the division where the state names one, e.g. "Chancery Division"',
        }),
        part: text
          .optional()
          .meta({ title: 'Part', description: 'State, optional: the part within the division, e.g. "Family Part"' }),
      })
      .strict(),
    z
      .object({
        kind: z.literal('other'),
        name: text.meta({
          title: 'Forum',
          description: 'Other: the forum by name, e.g. "Private commercial arbitration"',
        }),
      })
      .strict(),
  ])
  .meta({
    title: 'Court',
    description:
      'Federal: fill in the district. State: the state and, if you like, the county, division and part. Other: the forum. Leave the other boxes empty.',
  })

/**
 * A testimony-list entry: only what Fed. R. Civ. P. 26(a)(2)(B)(v) asks, never an outcome or amount.
 * A confidential matter shows its forum and year only.
 */
export const TestimonyEntrySchema = z
  .object({
    caption: text.optional().meta({
      title: 'Caption',
      description: 'The case name as captioned; leave empty only for a confidential matter',
    }),
    court: TestimonyCourtSchema,
    date: IsoDateSchema.meta({
      title: 'Date',
      description: 'The day of the testimony (a confidential matter shows its year only)',
    }),
    type: TestimonyTypeSchema.meta({ title: 'Type' }),
    retainedBy: RetainedBySchema.meta({ title: 'Retained by' }),
    docket: text.optional().meta({ title: 'Docket', description: 'Optional: the docket or case number, where public' }),
    retainingFirm: text.optional().meta({
      title: "Retaining counsel's firm",
      description:
        'The law firm (or agency) that retained the expert, or for a neutral appointment the counsel or court that made it; leave empty only for a confidential matter',
    }),
    confidential: z.boolean().optional().meta({
      title: 'Confidential',
      description: 'Listed with its forum and year only, without caption, party names, docket or firm',
    }),
  })
  .strict()
  .superRefine((entry, context) => {
    if (entry.confidential) return
    if (entry.caption === undefined)
      context.addIssue({
        code: 'custom',
        path: ['caption'],
        message: 'a matter that is not confidential needs its caption',
      })
    if (entry.retainingFirm === undefined)
      context.addIssue({
        code: 'custom',
        path: ['retainingFirm'],
        message: "a matter that is not confidential needs the retaining counsel's firm",
      })
  })

/** What a court ruled on a motion to exclude or limit the expert's testimony (never the case's result). */
export const CHALLENGE_OUTCOMES = ['denied', 'granted-in-part', 'granted', 'withdrawn', 'not-decided'] as const

/** One motion to exclude or limit the expert's testimony; the outcome is the ruling on it, never the case's result. */
export const ChallengeSchema = z
  .object({
    matter: text.meta({
      title: 'Matter',
      description: 'The case as captioned, or "Confidential matter" for one listed without its caption',
    }),
    standard: text.meta({
      title: 'Standard',
      description:
        'The standard the motion was decided under: "Fed. R. Evid. 702 (Daubert)", "Frye", or the state rule, e.g. "N.J.R.E. 702"',
    }),
    court: TestimonyCourtSchema,
    rulingDate: IsoDateSchema.meta({ title: 'Date of the ruling' }),
    outcome: z.enum(CHALLENGE_OUTCOMES).meta({
      title: 'Ruling',
      description:
        'The ruling on the motion: denied, granted in part, granted, withdrawn (by the moving party) or not decided',
    }),
    summary: text.meta({
      title: 'Summary',
      description: 'One neutral sentence: what the motion challenged and what the court ruled on it',
    }),
    citation: text
      .optional()
      .meta({ title: 'Citation', description: 'Optional: the citation, where the ruling is reported' }),
  })
  .strict()
