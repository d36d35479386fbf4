import { z } from 'zod'
import { IsoDateSchema, text } from './primitives'

const HourlyRateSchema = z
  .object({
    label: text,
    rate: z.number().int().positive().max(5_000),
    minimumHours: z.number().positive().max(24).optional(),
  })
  .strict()

const RoleRateSchema = z
  .object({
    role: text.meta({ title: 'Role', description: 'Singular, as the fees page names it: "Vocational expert"' }),
    analysis: z.number().int().positive().max(5_000).meta({ title: 'Analysis and reports ($ an hour)' }),
    testimony: z
      .number()
      .int()
      .positive()
      .max(5_000)
      .optional()
      .meta({ title: 'Deposition and trial ($ an hour)', description: 'Leave empty for a role that does not testify' }),
  })
  .strict()

/** The fee schedule (content/fees.yaml): /fees, the fee-schedule PDF, the team's pages and the engagement letter's terms. */
export const FeeScheduleSchema = z
  .object({
    effectiveDate: IsoDateSchema,
    rates: z
      .object({
        review: HourlyRateSchema,
        report: HourlyRateSchema,
        deposition: HourlyRateSchema,
        trial: HourlyRateSchema,
      })
      .strict(),
    staffRates: z
      .object({ vocationalExpert: RoleRateSchema, lifeCarePlanner: RoleRateSchema, associateEconomist: RoleRateSchema })
      .strict()
      .meta({ title: 'Rates of the other roles', description: "The principal economist's rates are the rates above" }),
    rush: z
      .object({ rate: z.number().int().positive().max(5_000), terms: text })
      .strict()
      .meta({
        title: 'Expedited work',
        description:
          'The hourly rate for work done on an expedited schedule, and the terms of the 24-hour preliminary figures',
      }),
    retainer: z
      .object({
        amount: z.number().int().positive(),
        replenishBelow: z.number().int().positive().meta({
          title: 'Replenish below',
          description:
            'In whole dollars: when the unused retainer falls below this amount, the engagement letter asks for it to be restored in full',
        }),
        terms: text,
      })
      .strict()
      .refine((retainer) => retainer.replenishBelow < retainer.amount, {
        message: 'must be less than the retainer',
        path: ['replenishBelow'],
      }),
    deposition: z
      .object({
        paidBy: text,
        terms: text,
        preparation: text.meta({
          title: 'Preparation',
          description: 'Who pays for the time spent preparing for a deposition',
        }),
      })
      .strict(),
    travel: text,
    cancellation: text,
    payment: text,
    paymentMethods: z.array(text).min(1).meta({ title: 'Payment methods' }),
    consulting: text.meta({
      title: 'Consulting-only engagement',
      description: 'The terms of work as a non-testifying consulting expert',
    }),
    recordsRetention: text.meta({
      title: 'Records retention',
      description: 'What is kept after the matter closes, for how long, and what is returned or destroyed',
    }),
    taxForms: text.meta({ title: 'Tax forms', description: 'e.g. "Form W-9 on request"' }),
  })
  .strict()
