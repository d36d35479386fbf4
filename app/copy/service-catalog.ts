/**
 * The firm's list of services: identity only (slug, title, icon, group, a one-line summary).
 * Navigation imports this small module; the full copy lives in ./services.ts and reaches
 * the browser only through route loaders.
 */
import type { ServiceCatalogEntry } from '~/config/content-schema/types'

export const SERVICE_CATALOG: readonly ServiceCatalogEntry[] = [
  { id: 'economic-loss-assessment', slug: 'economic-loss-assessment', title: 'Economic Loss Assessment', icon: 'calculator', group: 'litigation', live: true, summary: 'Lost earnings, benefits and household services measured and valued as the forum’s present-value rule requires.' },
  { id: 'vocational-evaluation', slug: 'vocational-evaluation', title: 'Vocational Evaluation', icon: 'briefcase', group: 'litigation', live: true, summary: 'Pre- and post-injury earning capacity, employability and transferable skills.' },
  { id: 'life-care-planning', slug: 'life-care-planning', title: 'Life Care Planning', icon: 'heart-pulse', group: 'litigation', live: true, summary: 'Lifetime medical and care needs itemized, priced and projected.' },
  { id: 'business-valuation', slug: 'business-valuation', title: 'Business Valuation', icon: 'building', group: 'litigation', live: true, summary: 'Fair market and fair value opinions for disputes, transactions and estates.' },
  { id: 'disability-evaluation', slug: 'disability-evaluation', title: 'Disability Evaluation', icon: 'accessibility', group: 'litigation', live: true, summary: 'Functional limitations translated into work capacity and economic consequences.' },
  { id: 'expert-testimony', slug: 'expert-testimony', title: 'Expert Testimony', icon: 'gavel', group: 'litigation', live: true, summary: 'Reports, depositions and trial testimony that state every method, source and assumption so another expert can check them.' },
  { id: 'business-consulting', slug: 'business-consulting', title: 'Business Consulting', icon: 'handshake', group: 'advisory', live: false, summary: 'Retired service; its work continues under strategic advisory.' },
  { id: 'market-analysis-forecasting', slug: 'market-analysis-forecasting', title: 'Market Analysis & Forecasting', icon: 'trending-up', group: 'advisory', live: true, summary: 'Demand, market size and sales forecasts grounded in data and explicit assumptions.' },
  { id: 'pricing-strategy', slug: 'pricing-strategy', title: 'Pricing Strategy', icon: 'tag', group: 'advisory', live: true, summary: 'Price elasticity, willingness to pay and pricing structures that hold up.' },
  { id: 'cost-benefit-roi-analysis', slug: 'cost-benefit-roi-analysis', title: 'Cost-Benefit & ROI Analysis', icon: 'scale', group: 'advisory', live: true, summary: 'Benefits and costs of a project or policy monetized, discounted and compared.' },
  { id: 'labor-economics-consulting', slug: 'labor-economics-consulting', title: 'Labor Economics Consulting', icon: 'users', group: 'advisory', live: true, summary: 'Wage, hiring and compensation questions answered with labor market evidence.' },
  { id: 'economic-impact-studies', slug: 'economic-impact-studies', title: 'Economic Impact Studies', icon: 'factory', group: 'advisory', live: true, summary: 'Jobs, output and tax effects of projects, facilities and events.' },
  { id: 'public-policy-analysis', slug: 'public-policy-analysis', title: 'Public Policy Analysis', icon: 'landmark', group: 'advisory', live: true, summary: 'Evidence on who gains, who pays and what a policy change is likely to do.' },
  { id: 'regulatory-impact-assessments', slug: 'regulatory-impact-assessments', title: 'Regulatory Impact Assessments', icon: 'file-check', group: 'advisory', live: true, summary: 'Compliance costs, benefits and alternatives for proposed rules.' },
  { id: 'labor-market-employment-studies', slug: 'labor-market-employment-studies', title: 'Labor Market & Employment Studies', icon: 'bar-chart', group: 'advisory', live: true, summary: 'Employment, wages and workforce supply measured for a region or industry.' },
  { id: 'health-economics', slug: 'health-economics', title: 'Health Economics', icon: 'stethoscope', group: 'advisory', live: true, summary: 'Cost of care, cost-effectiveness and health outcomes valued in dollars.' },
  { id: 'education-economics', slug: 'education-economics', title: 'Education Economics', icon: 'graduation-cap', group: 'advisory', live: true, summary: 'Returns to schooling, education finance and program effects on earnings.' },
  { id: 'program-evaluation', slug: 'program-evaluation', title: 'Program Evaluation', icon: 'clipboard-check', group: 'advisory', live: true, summary: 'Whether a program works, for whom and at what cost, measured rigorously.' },
  { id: 'finance-investment-economics', slug: 'finance-investment-economics', title: 'Finance & Investment Economics', icon: 'landmark-dollar', group: 'advisory', live: true, summary: 'Discount rates, investment returns and financial damages analyzed.' },
  { id: 'international-development-economics', slug: 'international-development-economics', title: 'International Development Economics', icon: 'globe', group: 'advisory', live: true, summary: 'Project appraisal and impact evidence for development programs.' },
  { id: 'econometrics-data-science', slug: 'econometrics-data-science', title: 'Econometrics & Data Science', icon: 'sigma', group: 'advisory', live: true, summary: 'Regression, causal inference and large-data analysis for disputes and decisions.' },
]

export const LIVE_SERVICE_CATALOG: readonly ServiceCatalogEntry[] = SERVICE_CATALOG.filter((service) => service.live)
