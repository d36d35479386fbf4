import { z } from 'zod'
import { PageLinkSchema, SlugSchema, absentWhenEmpty, text } from './primitives'

export const StepSchema = z.object({ name: text, text })

export const HowToItemSchema = z.object({
  id: SlugSchema,
  title: text,
  description: text,
  steps: z.array(StepSchema).min(2),
})

export const FaqItemSchema = z.object({
  id: SlugSchema.meta({
    title: 'ID',
    description: 'A short name in lowercase words joined by hyphens, unique among the questions',
  }),
  question: text
    .refine((value) => value.endsWith('?'), 'a question must end with a question mark')
    .meta({ title: 'Question', description: 'Ends with a question mark' }),
  answer: text.meta({ title: 'Answer' }),
  link: z.preprocess(absentWhenEmpty, PageLinkSchema.optional()).meta({
    title: 'Link',
    description: 'Optional: a page the answer points to, shown after it. Leave all three empty for none.',
  }),
})
