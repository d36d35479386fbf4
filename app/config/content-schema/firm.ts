import { z } from 'zod'
import { US_TIME_ZONES, WEEKDAYS } from '../firm-identity'
import { ClockSchema } from './availability'
import { text } from './primitives'

/** A US phone number as the site prints it: "(215) 555-0142". */
const US_PHONE_PATTERN = /^\(\d{3}\) \d{3}-\d{4}$/
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i

/** content/firm/firm.yaml: the firm's name, phone, email, office address and opening hours (./firm-identity.ts). */
export const FirmIdentitySchema = z
  .object({
    name: text.meta({
      title: 'Firm name',
      description: 'As the site writes it in headings, the footer and the page titles',
    }),
    shortName: text.meta({
      title: 'Short name',
      description: 'One word or two, for tight places such as the app name on a phone',
    }),
    legalName: text.meta({
      title: 'Legal name',
      description: 'The registered name, with its LLC or PC, for the footer and the structured data',
    }),
    phone: text
      .regex(US_PHONE_PATTERN, 'must be written like (215) 555-0142')
      .meta({ title: 'Phone', description: 'Written like (215) 555-0142' }),
    email: text
      .regex(EMAIL_PATTERN, 'must be an email address, like consult@example.com')
      .meta({ title: 'Email', description: 'Where inquiries are sent and what the site shows' }),
    address: z
      .object({
        street: text.meta({ title: 'Street', description: 'Street and suite' }),
        city: text.meta({ title: 'City' }),
        region: z
          .string()
          .regex(/^[A-Z]{2}$/, 'must be a two-letter state code, like PA')
          .meta({ title: 'State', description: 'Two capital letters, like PA' }),
        postalCode: z
          .string()
          .regex(/^\d{5}(-\d{4})?$/, 'must be a ZIP code, like 19102')
          .meta({ title: 'ZIP code' }),
        country: z.enum(['US']).meta({ title: 'Country' }),
      })
      .strict()
      .meta({ title: 'Office address' }),
    hours: z
      .object({
        days: z
          .array(z.enum(WEEKDAYS))
          .min(1)
          .meta({ title: 'Open on', description: 'Consecutive days, in order, e.g. Monday to Friday' }),
        opens: ClockSchema.meta({ title: 'Opens at', description: '24-hour time, like 08:00' }),
        closes: ClockSchema.meta({ title: 'Closes at', description: '24-hour time, like 18:00' }),
        timeZone: z.enum(Object.keys(US_TIME_ZONES) as [string, ...string[]]).meta({
          title: 'Time zone',
          description: "The office's time zone (an IANA name); the hours and the booking times are in it",
        }),
      })
      .strict()
      .refine(
        (hours) =>
          hours.days.every(
            (day, index) => index === 0 || WEEKDAYS.indexOf(day) === WEEKDAYS.indexOf(hours.days[index - 1]!) + 1,
          ),
        'the days must be consecutive, in order',
      )
      .refine((hours) => hours.opens < hours.closes, 'the office must close after it opens')
      .meta({ title: 'Opening hours' }),
  })
  .strict()
