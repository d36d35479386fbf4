// The /about page, its counts and hasCredential all read this list, so the page and the markup cannot count differently.
import type { Principal } from '~/config/content-schema/types'

export type CredentialCategory = 'degree' | 'certification'

export interface Credential {
  category: CredentialCategory
  name: string
  grantedBy: string
  detail?: string
  year?: number
}

export function personCredentials(person: Pick<Principal, 'degrees' | 'certifications'>): Credential[] {
  return [
    ...person.degrees.map((degree) => ({
      category: 'degree' as const,
      name: `${degree.abbreviation}, ${degree.field}`,
      grantedBy: degree.institution,
      detail: degree.detail,
      year: degree.year,
    })),
    ...person.certifications.map((certification) => ({
      category: 'certification' as const,
      name: `${certification.name} (${certification.abbreviation})`,
      grantedBy: certification.body,
    })),
  ]
}

export const principalCredentials = (principal: Principal): Credential[] => personCredentials(principal)

export function countCredentials(credentials: readonly Credential[], category: CredentialCategory): number {
  return credentials.filter((credential) => credential.category === category).length
}
