import { z } from 'zod'
import { SlugSchema, text } from './primitives'

export const CaseStudyBadgeSchema = z.enum(['High Impact', 'Complex Case', 'Expert Testimony'])

export const CaseStudySchema = z.object({
  id: SlugSchema.meta({
    title: 'ID',
    description: 'A short name in lowercase words joined by hyphens, unique among the case studies',
  }),
  title: text.meta({ title: 'Title' }),
  /** The filter the case studies page offers; where it is a case type's name, the case type page shows the study */
  category: text.meta({
    title: 'Category',
    description: "The filter on the case studies page; a case type's name shows the study on that case type's page",
  }),
  challenge: text.meta({ title: 'Challenge' }),
  outcome: text.meta({
    title: 'Outcome',
    description: 'What our work established and delivered; never a verdict or an amount won',
  }),
  duration: text.meta({ title: 'Duration', description: 'From retention to the end of our work, e.g. "7 months"' }),
  highlights: z.array(text).min(1).meta({ title: 'Highlights' }),
  badge: CaseStudyBadgeSchema.meta({ title: 'Badge' }),
})
