// Inferred from the schemas beside this file; type-only, so importing them costs a page nothing at run time.
import type { z } from 'zod'
import type { CaseStudyBadgeSchema, CaseStudySchema } from './case-studies'
import type { CaseTypeEntrySchema } from './case-types'
import type { HowToItemSchema, StepSchema } from './faq'
import type { FeeScheduleSchema } from './fees'
import type { CitySchema, StateSchema } from './locations'
import type { PrincipalSchema, StaffRoleSchema, TeamMemberSchema } from './people'
import type { PageLinkSchema } from './primitives'
import type {
  ServiceCatalogEntrySchema,
  ServiceContentSchema,
  ServiceGroupSchema,
  ServiceIconNameSchema,
} from './services'
import type { AttorneyReferenceSchema } from './testimonials'
import type { ChallengeSchema, TestimonyEntrySchema } from './testimony'

export type ServiceIconName = z.infer<typeof ServiceIconNameSchema>
export type ServiceGroup = z.infer<typeof ServiceGroupSchema>
export type ServiceCatalogEntry = z.infer<typeof ServiceCatalogEntrySchema>
type ServiceContent = z.infer<typeof ServiceContentSchema>
export type Service = ServiceCatalogEntry & ServiceContent

export type CaseTypeEntry = z.infer<typeof CaseTypeEntrySchema>
export type CaseType = CaseTypeEntry & { serviceSlugs: string[] }

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
