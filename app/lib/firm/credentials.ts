/**
 * A person's credentials as one list: every degree and every certification in their content file
 * (content/firm/principal.yaml, or a team member's file). The /about page, its counts and the structured
 * data's hasCredential all read this list, so the page and the markup cannot count differently.
 */
import type { Principal } from '~/config/content-types'

export type CredentialCategory = 'degree' | 'certification'

export interface Credential {
  category: CredentialCategory
  /** A degree as "abbreviation, field"; a certification as "name (abbreviation)" */
  name: string
  /** The institution for a degree, the granting body for a certification */
  grantedBy: string
  /** The degree's detail line; none for a certification */
  detail?: string
  /** The year a degree was conferred */
  year?: number
}

export function personCredentials(person: Pick<Principal, 'degrees' | 'certifications'>): Credential[] {
  return [
    ...person.degrees.map((degree) => ({ category: 'degree' as const, name: `${degree.abbreviation}, ${degree.field}`, grantedBy: degree.institution, detail: degree.detail, year: degree.year })),
    ...person.certifications.map((certification) => ({ category: 'certification' as const, name: `${certification.name} (${certification.abbreviation})`, grantedBy: certification.body })),
  ]
}

/** The principal's credentials (content/firm/principal.yaml). */
export const principalCredentials = (principal: Principal): Credential[] => personCredentials(principal)

/** How many credentials of a category the list holds. */
export function countCredentials(credentials: readonly Credential[], category: CredentialCategory): number {
  return credentials.filter((credential) => credential.category === category).length
}
