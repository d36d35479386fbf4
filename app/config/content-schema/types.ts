// Inferred from ./content-schemas.ts; type-only, so importing them costs a page nothing at run time.
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
} from './schemas'

export type ServiceIconName = z.infer<typeof ServiceIconNameSchema>
export type ServiceGroup = z.infer<typeof ServiceGroupSchema>
export type ServiceCatalogEntry = z.infer<typeof ServiceCatalogEntrySchema>
type ServiceContent = z.infer<typeof ServiceContentSchema>
export type Service = ServiceCatalogEntry & ServiceContent

export type CaseTypeContent = z.infer<typeof CaseTypeContentSchema>
export type CaseType = CaseTypeContent & { serviceSlugs: string[] }

export type City = z.infer<typeof CitySchema>
export type State = z.infer<typeof StateSchema>

export type PageLink = z.infer<typeof PageLinkSchema>
export type Step = z.infer<typeof StepSchema>
export type HowToItem = z.infer<typeof HowToItemSchema>
export type CaseStudyBadge = z.infer<typeof CaseStudyBadgeSchema>
export type CaseStudy = z.infer<typeof CaseStudySchema>

export type Principal = z.infer<typeof PrincipalSchema>
export type Publication = Principal['publications'][number]
export type StaffRole = z.infer<typeof StaffRoleSchema>
export type TestimonyEntry = z.infer<typeof TestimonyEntrySchema>
export type AttorneyReference = z.infer<typeof AttorneyReferenceSchema>
export type FeeSchedule = z.infer<typeof FeeScheduleSchema>
/** A motion to exclude or limit an expert's testimony */
export type Challenge = z.infer<typeof ChallengeSchema>
export type TeamMember = z.infer<typeof TeamMemberSchema>
