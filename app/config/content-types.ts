/**
 * The content types, each inferred from its schema in ./content-schemas.ts (the one description of a
 * collection). Type-only: importing these costs a page nothing at run time.
 */
import type { z } from 'zod'
import type {
  AttorneyReferenceSchema,
  CaseStudyBadgeSchema,
  CaseStudySchema,
  ChallengeSchema,
  CaseTypeContentSchema,
  CitySchema,
  FeeScheduleSchema,
  HowToItemSchema,
  PageLinkSchema,
  PrincipalSchema,
  ServiceCatalogEntrySchema,
  ServiceContentSchema,
  ServiceGroupSchema,
  ServiceIconNameSchema,
  StaffRoleSchema,
  StateSchema,
  StepSchema,
  TeamMemberSchema,
  TestimonyEntrySchema,
} from './content-schemas'

export type ServiceIconName = z.infer<typeof ServiceIconNameSchema>
export type ServiceGroup = z.infer<typeof ServiceGroupSchema>
export type ServiceCatalogEntry = z.infer<typeof ServiceCatalogEntrySchema>
type ServiceContent = z.infer<typeof ServiceContentSchema>
export type Service = ServiceCatalogEntry & ServiceContent

export type CaseTypeContent = z.infer<typeof CaseTypeContentSchema>
/** A case type with the services that handle it (derived from the services' case types) */
export type CaseType = CaseTypeContent & { serviceSlugs: string[] }

export type City = z.infer<typeof CitySchema>
export type State = z.infer<typeof StateSchema>

export type PageLink = z.infer<typeof PageLinkSchema>
export type Step = z.infer<typeof StepSchema>
export type HowToItem = z.infer<typeof HowToItemSchema>
export type CaseStudyBadge = z.infer<typeof CaseStudyBadgeSchema>
export type CaseStudy = z.infer<typeof CaseStudySchema>

/** The principal expert (content/firm/principal.yaml) */
export type Principal = z.infer<typeof PrincipalSchema>
export type Publication = Principal['publications'][number]
/** A kind of professional on staff (content/firm/staff.yaml) */
export type StaffRole = z.infer<typeof StaffRoleSchema>
/** One matter of testimony (content/firm/testimony.yaml) */
export type TestimonyEntry = z.infer<typeof TestimonyEntrySchema>
export type AttorneyReference = z.infer<typeof AttorneyReferenceSchema>
/** Rates and terms (content/fees.yaml) */
export type FeeSchedule = z.infer<typeof FeeScheduleSchema>
/** A motion to exclude or limit an expert's testimony (a challenge record) */
export type Challenge = z.infer<typeof ChallengeSchema>
/** A team member who signs reports and testifies (content/firm/people/{slug}.yaml) */
export type TeamMember = z.infer<typeof TeamMemberSchema>
