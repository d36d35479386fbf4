/**
 * Testimonials from clients who are not attorneys: business owners, public bodies, insurers.
 * Anonymised to role and kind of organisation. `service` is a slug from ./service-catalog.ts.
 */
import { siteConfig } from '~/config/site-config'

export interface Testimonial {
  id: string
  role: string
  organization: string
  text: string
  rating: 1 | 2 | 3 | 4 | 5
  service: string
}

export const TESTIMONIALS: Testimonial[] = [
  {
    id: 'family-manufacturer-owner',
    role: 'Second-generation owner',
    organization: 'Family-owned precision machining company',
    text: `We needed a valuation we could use both to buy out a retiring cousin and to plan the gift of shares to the next generation. ${siteConfig.shortName} walked us through every adjustment to our financial statements and why it mattered, in language the whole family could follow. Both sides of the buyout accepted the number, which kept the family intact.`,
    rating: 5,
    service: 'business-valuation',
  },
  {
    id: 'county-economic-development',
    role: 'Director',
    organization: 'County economic development office',
    text: "Our commissioners were being asked to approve incentives for a distribution center, and we had only the developer's projections to go on. The impact study separated the jobs that would truly be new to the county from those that would simply move here, and it showed the tax revenue net of the services the site would need. It gave the board a number it could defend at a public hearing.",
    rating: 5,
    service: 'economic-impact-studies',
  },
  {
    id: 'insurer-claims-director',
    role: 'Claims Director',
    organization: 'Regional property and casualty insurer',
    text: "On our catastrophic injury claims, we ask for an independent life care plan before we set reserves or sit down at mediation. The plans are itemized, tied to the medical records and priced for the claimant's own region, so our adjusters can see exactly where the cost sits. That has made our reserves more accurate and our negotiations more straightforward.",
    rating: 5,
    service: 'life-care-planning',
  },
]
