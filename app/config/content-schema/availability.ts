import { z } from 'zod'
import { WEEKDAYS } from '../firm-identity'
import { IsoDateSchema, text } from './primitives'

/** A clock time written as 24-hour "HH:MM". */
export const ClockSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a 24-hour time written HH:MM, e.g. "09:00" or "16:30"')

export const AVAILABILITY_WEEKDAYS = WEEKDAYS

const ConsultationHoursSchema = z
  .object({
    day: z.enum(AVAILABILITY_WEEKDAYS).meta({ title: 'Day' }),
    opens: ClockSchema.meta({ title: 'From', description: '24-hour time in the firm\'s time zone, e.g. "09:00"' }),
    closes: ClockSchema.meta({ title: 'Until', description: 'The last consultation ends by this time, e.g. "17:00"' }),
  })
  .strict()
  .refine((block) => block.opens < block.closes, { message: 'must close after it opens', path: ['closes'] })

const ClosedDateSchema = z
  .object({
    date: IsoDateSchema.meta({ title: 'Date', description: 'YYYY-MM-DD' }),
    reason: text.meta({
      title: 'Reason',
      description: 'For the office, e.g. "Thanksgiving Day"; visitors never see it',
    }),
  })
  .strict()

/** "principal", or the slug of a person of content/firm/people/ (checked against that folder at build). */
const CONSULTANT_ID_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/

/** One person who takes consultations and when (content/firm/availability.yaml). */
const ConsultantSchema = z
  .object({
    id: z
      .string()
      .regex(CONSULTANT_ID_PATTERN, 'must be "principal" or the slug of a person in content/firm/people/')
      .meta({
        title: 'Who',
        description: '"principal", or the file name (without .yaml) of a person in content/firm/people/',
      }),
    hours: z.array(ConsultationHoursSchema).optional().meta({
      title: 'Hours',
      description: "Leave empty to offer the firm's opening hours; otherwise one block per weekday and time range",
    }),
    slotMinutes: z.number().int().min(10).max(240).meta({ title: 'Consultation length (minutes)' }),
    bufferMinutes: z.number().int().min(0).max(120).meta({ title: 'Buffer between consultations (minutes)' }),
    minimumNoticeBusinessHours: z.number().int().min(0).max(80).meta({
      title: 'Minimum notice (business hours)',
      description: 'The earliest slot offered is at least this many hours of open time away',
    }),
    horizonDays: z
      .number()
      .int()
      .min(1)
      .max(90)
      .meta({ title: 'Booking horizon (days)', description: 'How far ahead a consultation may be booked' }),
    closedDates: z.array(ClosedDateSchema).meta({
      title: 'Closed dates',
      description: 'Holidays and days out of the office: no consultation is offered on them',
    }),
  })
  .strict()

export const AvailabilitySchema = z
  .object({
    people: z
      .array(ConsultantSchema)
      .min(1)
      .meta({ title: 'People who take consultations', description: 'In the order the schedule page offers them' }),
  })
  .strict()
  .refine((file) => new Set(file.people.map((person) => person.id)).size === file.people.length, {
    message: 'lists a person twice',
    path: ['people'],
  })
