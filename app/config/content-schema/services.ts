import { z } from 'zod'
import { SlugSchema, text, wordCount } from './primitives'

export const ServiceIconNameSchema = z.enum([
  'calculator',
  'briefcase',
  'heart-pulse',
  'building',
  'accessibility',
  'gavel',
  'handshake',
  'trending-up',
  'tag',
  'scale',
  'users',
  'factory',
  'landmark',
  'file-check',
  'bar-chart',
  'stethoscope',
  'graduation-cap',
  'clipboard-check',
  'landmark-dollar',
  'globe',
  'sigma',
])

export const ServiceGroupSchema = z.enum(['litigation', 'advisory'])

export const ServiceCatalogEntrySchema = z.object({
  id: text,
  slug: SlugSchema,
  title: text,
  icon: ServiceIconNameSchema,
  group: ServiceGroupSchema,
  /** false for a retired service: its URLs are legacy redirects, it has no pages */
  live: z.boolean(),
  /** One sentence for cards and menus */
  summary: text,
})

const ServiceReferenceSchema = z.object({
  /** The published source by name, e.g. "Bureau of Labor Statistics, Current Population Survey" */
  title: text.meta({ title: 'Title', description: 'The published source by name' }),
  publisher: text.optional().meta({ title: 'Publisher' }),
  note: text.optional().meta({ title: 'Note' }),
})

const NamedDetailSchema = z.object({ name: text.meta({ title: 'Name' }), detail: text.meta({ title: 'Detail' }) })

export const ServiceContentSchema = z.object({
  /** 150-300 words, paragraphs separated by a blank line */
  description: text
    .refine((value) => wordCount(value) >= 150 && wordCount(value) <= 300, 'description must be 150-300 words')
    .meta({ title: 'Description', description: '150 to 300 words in plain paragraphs, separated by a blank line' }),
  features: z.array(text).min(4).max(8).meta({ title: 'Features', description: 'Four to eight short lines' }),
  /** Names from the case-type vocabulary in app/copy/case-types.ts */
  caseTypes: z
    .array(text)
    .min(3)
    .max(6)
    .meta({ title: 'Case types', description: 'Three to six names from the case-type list (app/copy/case-types.ts)' }),
  metaDescription: text.max(160).meta({
    title: 'Search description',
    description: 'One sentence of at most 160 characters, shown by search engines',
  }),
  methods: z.array(NamedDetailSchema).optional().meta({ title: 'Methods' }),
  standards: z.array(NamedDetailSchema).optional().meta({ title: 'Standards' }),
  references: z.array(ServiceReferenceSchema).optional().meta({ title: 'Sources' }),
})
