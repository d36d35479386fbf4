/**
 * References from retaining attorneys, anonymized to role, kind of firm and city.
 * They speak to method, clarity, timeliness and candor, never to the result of a case.
 * The principal's name comes from site-config so a change there reaches every quote.
 */
import { siteConfig } from '~/config/site-config'

export interface AttorneyReference {
  id: string
  role: string
  firm: string
  location: string
  text: string
  caseType: string
}

const principal = siteConfig.principal
const principalSurname = principal.name.trim().split(/\s+/).pop() ?? principal.name
/** The honorific with the surname only ("Dr. Surname"), for a second mention in a quote. */
const principalShort = `${principal.honorific} ${principalSurname}`

export const ATTORNEY_REFERENCES: AttorneyReference[] = [
  {
    id: 'houston-personal-injury-partner',
    role: 'Senior Partner',
    firm: 'Personal injury firm',
    location: 'Houston, TX',
    text: `We retained ${principal.name} in a catastrophic injury case with a disclosure deadline close behind us, and the report arrived on the date we were given. The vocational and economic opinions rested on the same physician restrictions, so they read as one consistent analysis. At deposition, the questions on the discount rate ran most of the day, and every answer matched the report and its sources. ${principalShort} explains the numbers plainly enough for a jury to follow each step.`,
    caseType: 'Personal Injury',
  },
  {
    id: 'chicago-malpractice-defense-partner',
    role: 'Managing Partner',
    firm: 'Medical malpractice defense firm',
    location: 'Chicago, IL',
    text: `We defend hospitals and physicians, and we need an economist who will tell us plainly where a plaintiff's life care plan is sound and where it goes beyond the medical records. ${principal.name} checked every line item against the treating records, told us which items were well supported, and explained the rest in terms a judge could follow. The report was candid about its own assumptions and showed how the figures would change if any of them did.`,
    caseType: 'Medical Malpractice',
  },
  {
    id: 'denver-employment-partner',
    role: 'Partner',
    firm: 'Employment litigation boutique',
    location: 'Denver, CO',
    text: `Back pay and front pay in a wrongful termination case turn on mitigation, and ${principal.name} measured our client's job search against actual openings in the field instead of relying on generalities. When the employer moved to exclude the economic testimony, ${principalShort} prepared a declaration that tied each step of the method to the published sources behind it. Every draft and schedule arrived when promised, and the explanations were clear enough to share with our client.`,
    caseType: 'Employment Discrimination',
  },
]
