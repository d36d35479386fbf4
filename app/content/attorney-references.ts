/**
 * References from retaining attorneys, anonymised to role, kind of firm and city.
 * The principal's name comes from site-config so a change there reaches every quote.
 */
import { siteConfig } from '~/config/site-config'

export interface AttorneyReference {
  id: string
  role: string
  firm: string
  location: string
  text: string
  rating: 1 | 2 | 3 | 4 | 5
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
    text: `We brought ${principal.name} into a catastrophic injury case with a disclosure deadline close behind us, and the vocational and economic reports arrived as one consistent analysis rather than two experts talking past each other. At deposition, defense counsel spent most of the day on the discount rate and got nowhere. ${principalShort} explains the numbers so a jury can follow them, and that is what moved the other side at mediation.`,
    rating: 5,
    caseType: 'Personal Injury',
  },
  {
    id: 'chicago-malpractice-defense-partner',
    role: 'Managing Partner',
    firm: 'Medical malpractice defense firm',
    location: 'Chicago, IL',
    text: `We defend hospitals and physicians, and we need an economist who will tell us plainly when the plaintiff's life care plan is sound and where it overreaches. ${principal.name} reviewed every line item against the treating records and gave us a rebuttal we could put in front of a judge without hedging. The report was candid about its own assumptions, which made it far harder to attack.`,
    rating: 5,
    caseType: 'Medical Malpractice',
  },
  {
    id: 'denver-employment-partner',
    role: 'Partner',
    firm: 'Employment litigation boutique',
    location: 'Denver, CO',
    text: `Back pay and front pay in a wrongful termination case turn on mitigation, and ${principal.name} measured our client's job search against real openings in her field instead of relying on generalities. When the employer moved to exclude the economic testimony, ${principalShort} helped us answer each point with the published sources behind the report. The motion was denied and the case settled on terms our client was glad to accept.`,
    rating: 5,
    caseType: 'Employment Discrimination',
  },
]
