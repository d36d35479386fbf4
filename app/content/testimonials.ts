/**
 * Testimonials from clients who are not attorneys: business owners, public bodies, insurers.
 * Anonymized to role and kind of organization. `service` is a slug from ./service-catalog.ts.
 * They speak to method, clarity, timeliness and candor.
 */
import { siteConfig } from '~/config/site-config'

export interface Testimonial {
  id: string
  role: string
  organization: string
  text: string
  service: string
}

export const TESTIMONIALS: Testimonial[] = [
  {
    id: 'family-manufacturer-owner',
    role: 'Second-generation owner',
    organization: 'Family-owned precision machining company',
    text: `We needed a valuation we could use both to buy out a retiring cousin and to plan the gift of shares to the next generation. ${siteConfig.shortName} walked us through every adjustment to our financial statements and why it mattered, in language the whole family could follow. The report was clear about which assumptions drove the value, so both sides of the buyout could review the same analysis.`,
    service: 'business-valuation',
  },
  {
    id: 'county-economic-development',
    role: 'Director',
    organization: 'County economic development office',
    text: "Our commissioners were being asked to approve incentives for a distribution center, and we had only the developer's projections to go on. The impact study separated the jobs that would truly be new to the county from those that would simply move here, and it showed the tax revenue net of the services the site would need. Every assumption was stated, so the board could weigh them openly at a public hearing.",
    service: 'economic-impact-studies',
  },
  {
    id: 'insurer-claims-director',
    role: 'Claims Director',
    organization: 'Regional property and casualty insurer',
    text: "On our catastrophic injury claims, we ask for an independent life care plan before we set reserves. The plans are itemized, tied to the medical records and priced for the claimant's own region, and they say where the records support a care item as well as where they do not. Our adjusters can see exactly where the cost sits, and the plans arrive on the schedule we agree at the start.",
    service: 'life-care-planning',
  },
]
