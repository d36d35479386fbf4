import { z } from 'zod'
import { SlugSchema, text } from './primitives'

export const AttorneyReferenceSchema = z.object({
  id: SlugSchema.meta({
    title: 'ID',
    description: 'A short name in lowercase words joined by hyphens, unique among the references',
  }),
  role: text.meta({ title: 'Role', description: 'e.g. "Managing Partner"' }),
  /** The kind of firm, never its name */
  firm: text.meta({ title: 'Firm', description: 'The kind of firm, never its name' }),
  location: text.meta({ title: 'Location' }),
  text: text.meta({ title: 'Reference', description: 'What the attorney said of the work; never who won' }),
  caseType: text.meta({ title: 'Kind of matter', description: 'Shown as a tag' }),
})

export const TestimonialSchema = z
  .object({
    id: SlugSchema.meta({
      title: 'ID',
      description: 'A short name in lowercase words joined by hyphens, unique among the testimonials',
    }),
    role: text.meta({ title: 'Role', description: 'The client\'s role, e.g. "Claims Director"' }),
    organization: text.meta({ title: 'Organization', description: 'The kind of organization, never its name' }),
    text: text.meta({
      title: 'Testimonial',
      description: 'What the client said, in plain sentences; never an outcome or an amount',
    }),
    // The editor offers the live services by title (choices: 'live-services'); the content check refuses any other.
    service: SlugSchema.meta({
      title: 'Service',
      description: 'The service it concerns, one of the live services',
      choices: 'live-services',
    }),
  })
  .strict()
