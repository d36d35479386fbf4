import { z } from 'zod'
import { IsoDateSchema, text } from './primitives'

const NoticeSectionSchema = z
  .object({
    heading: text.meta({ title: 'Heading' }),
    paragraphs: z.array(text).min(1).meta({ title: 'Paragraphs' }),
    items: z
      .array(text)
      .optional()
      .meta({ title: 'List', description: 'Optional: points listed after the paragraphs' }),
  })
  .strict()

const noticeFields = {
  title: text.meta({ title: 'Title' }),
  description: text.max(160).meta({
    title: 'Search description',
    description: 'One sentence of at most 160 characters, shown by search engines',
  }),
  updated: IsoDateSchema.meta({ title: 'Last updated', description: 'The day this text last changed' }),
  intro: text.meta({ title: 'Opening paragraph' }),
  sections: z
    .array(NoticeSectionSchema)
    .min(1)
    .meta({ title: 'Sections', description: 'Placeholders such as {{firm.email}} are filled in' }),
}

export const TermsNoticeSchema = z.object(noticeFields).strict()

/** The privacy notice (content/privacy.yaml). The build cannot see LEAD_RETENTION_DAYS, so the text uses {{privacy.retentionDays}}. */
export const PrivacyNoticeSchema = z
  .object({
    ...noticeFields,
    retentionDays: z.number().int().positive().max(3650).meta({
      title: 'Days a request is kept',
      description:
        'Must match the server setting LEAD_RETENTION_DAYS (see the operations guide); written into the text as {{privacy.retentionDays}}',
    }),
  })
  .strict()
