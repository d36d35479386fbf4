/**
 * Anonymised matters for the case studies page. No party, court or counsel is named, and
 * `duration` is the length of the engagement from retention to resolution, not report turnaround.
 */

export type CaseStudyBadge = 'High Impact' | 'Complex Case' | 'Expert Testimony'

export interface CaseStudy {
  id: string
  title: string
  category: string
  challenge: string
  outcome: string
  duration: string
  highlights: string[]
  badge: CaseStudyBadge
}

export const CASE_STUDIES: CaseStudy[] = [
  {
    id: 'electrician-crane-collapse',
    title: 'Lost earning capacity of a 34-year-old electrician after a crane collapse',
    category: 'Personal Injury',
    challenge:
      "A union journeyman electrician suffered a lumbar fracture and a crush injury to his dominant hand when a crane's load line failed on a commercial job site. The defense maintained that he would return to the trade after rehabilitation and offered a settlement based on about a year of lost wages. Plaintiff's counsel needed to know what his working life was worth with and without the injury.",
    outcome:
      "A vocational evaluation built on his physiatrist's permanent restrictions showed he could no longer perform medium or heavy electrical work, and a survey of local employers placed his residual earning capacity in light-duty estimating and inspection roles. The economic report valued the wage difference together with the pension, annuity and health fund contributions he would no longer earn. The case settled at mediation for roughly three times the pre-report offer.",
    duration: '10 weeks',
    highlights: [
      'Vocational and economic opinions built on the same set of physician restrictions',
      'Residual earning capacity supported by a labor market survey of local employers',
      'Fringe benefits valued from the local collective bargaining agreement, not a national average',
      'Settled at mediation before expert depositions were taken',
    ],
    badge: 'High Impact',
  },
  {
    id: 'dispatcher-wrongful-death',
    title: 'Economic loss from the death of a 52-year-old freight dispatcher and father of two',
    category: 'Wrongful Death',
    challenge:
      'A freight dispatcher was killed when a delivery truck ran a red light. The defense economist deducted personal consumption at a rate drawn from single-person households and assigned no value to the household services he provided, from home repairs to driving his children to school and practice. The two sides were far apart on both the loss of financial support and the value of those services.',
    outcome:
      "Our report applied a consumption deduction matched to the family's size and income and valued household services from national time-use data, adjusted for the tasks family members described in their depositions. At trial, cross-examination concentrated on worklife expectancy, and the opinions held. The jury's award for economic damages came in well above the defense economist's figure and close to the range in our report.",
    duration: '5 months',
    highlights: [
      'Personal consumption deduction matched to household size and income',
      'Household services valued from time-use survey data and family testimony',
      'Worklife expectancy defended on cross-examination at trial',
      'Economic damages verdict near the range presented in our report',
    ],
    badge: 'Expert Testimony',
  },
  {
    id: 'hvac-distributor-fair-value',
    title: 'Fair value of a minority stake in a family-owned HVAC distributor',
    category: 'Business Valuation',
    challenge:
      "Two siblings together held a 30 percent interest in a regional heating and air-conditioning distributor; their brother, who controlled and ran the company, offered to buy them out at a price that applied steep discounts for lack of control and marketability. The company's books also carried an above-market salary and personal expenses for the controlling shareholder. In the oppression action, the court had to decide both the value of the business and whether any discount applied.",
    outcome:
      'We normalized owner compensation against industry salary data, removed non-operating expenses, and reconciled income and market approaches to a single conclusion of value. The report stated the interest without minority or marketability discounts, as the fair value standard in that state required, and showed separately what those discounts would have done so the court could rule on the question directly. The court adopted our normalization adjustments and set a buyout price well above the original offer.',
    duration: '4 months',
    highlights: [
      'Owner compensation normalized against industry salary surveys',
      'Income and market approaches reconciled to one conclusion',
      'Discount question isolated so the court could decide it on its own',
      "Buyout price set well above the controlling shareholder's offer",
    ],
    badge: 'Complex Case',
  },
  {
    id: 'birth-injury-life-care-plan',
    title: 'Life care plan for a child with a hypoxic brain injury at birth',
    category: 'Medical Malpractice',
    challenge:
      "A delayed emergency delivery left an infant with spastic quadriplegic cerebral palsy and a seizure disorder. The family needed a plan that covered a lifetime of care, while the defense disputed the level of attendant care the child would need as an adult as well as the child's life expectancy. Any plan had to withstand a rebuttal from the defense's own life care planner.",
    outcome:
      "The plan was built with the child's pediatric neurologist, physiatrist and therapists, itemizing attendant care, therapies, medications, equipment and home modifications with replacement schedules and current regional prices. The economic report projected each category at its own medical cost growth rate and discounted the totals to present value under each side's life expectancy assumption. The defense planner accepted most line items at deposition, and the case resolved through a structured settlement funded against the plan's projections.",
    duration: '14 weeks',
    highlights: [
      'Each recommendation tied to the opinion of a treating or consulting physician',
      'Equipment and home modifications priced with replacement cycles',
      'Separate growth rates for attendant care, therapies and medications',
      'Present values shown under both life expectancy assumptions',
    ],
    badge: 'Complex Case',
  },
  {
    id: 'sales-manager-age-discrimination',
    title: 'Back pay and front pay for a 58-year-old regional sales manager',
    category: 'Employment',
    challenge:
      "A regional sales manager was let go in a reorganization and her territory given to a much younger colleague. The employer argued that she had not applied for enough positions to mitigate her loss and that any front pay should end within a year. It also moved to exclude the plaintiff's economic testimony under Rule 702.",
    outcome:
      'We measured her search against the number of comparable openings posted in her metropolitan area, showing that it was reasonable for her occupation and age, and presented front pay under several end dates so the court could choose among them. Base salary, commissions and employer retirement contributions were each taken from payroll records rather than estimated. The motion to exclude was denied after our deposition, and the case settled shortly before trial.',
    duration: '7 weeks',
    highlights: [
      'Mitigation measured against local job posting data',
      'Front pay shown under alternative end dates',
      'Salary, commission and retirement contributions taken from payroll records',
      'Rule 702 motion to exclude denied',
    ],
    badge: 'Expert Testimony',
  },
  {
    id: 'paid-sick-leave-ordinance',
    title: 'Regulatory impact of a proposed paid sick leave ordinance for a mid-sized city',
    category: 'Public Policy',
    challenge:
      'A city council was weighing an ordinance that would require employers to provide paid sick leave, and small retailers and restaurants warned of layoffs and reduced hours. The council asked for an independent estimate of the costs to employers and the benefits to workers and the public, broken out by industry and business size.',
    outcome:
      'Using Quarterly Census of Employment and Wages data, County Business Patterns and published research on earlier sick leave mandates, we estimated compliance costs as a share of payroll by industry and employer size, alongside savings from lower turnover and fewer contagious employees at work. The analysis showed that costs fell most heavily on the smallest employers. The council adopted the ordinance with a phased start for businesses below a size threshold, a change taken directly from the study.',
    duration: '12 weeks',
    highlights: [
      'Costs estimated by industry and employer size',
      'Benefits and costs stated on the same annual basis',
      'Findings presented at a public council work session',
      'Phased implementation for small employers adopted from the study',
    ],
    badge: 'High Impact',
  },
  {
    id: 'self-employed-landscaper',
    title: 'Reconstructing the earnings of a self-employed landscaper after a highway collision',
    category: 'Personal Injury',
    challenge:
      'A landscaping contractor who worked alongside a small crew suffered shoulder and neck injuries in a rear-end collision and could no longer do the physical work. His tax returns showed little net profit because he had expensed new trucks and mowers in the years he bought them, and the defense argued that his loss was correspondingly small. Counsel needed a defensible measure of what his own labor had been worth to the business.',
    outcome:
      'We rebuilt his earnings from the general ledger and bank deposits, added back the accelerated equipment deductions that had depressed reported profit, and separated the return on his labor from the return on the trucks and equipment the business owned. The report then priced the cost of hiring a working foreman to do what he no longer could. After reviewing the report, the insurer tendered its policy limits.',
    duration: '9 weeks',
    highlights: [
      'Earnings rebuilt from the general ledger, not taxable income alone',
      'Accelerated depreciation added back to show true operating profit',
      "Owner's labor separated from the return on business equipment",
      'Policy limits tendered after the report was served',
    ],
    badge: 'Complex Case',
  },
  {
    id: 'dental-practice-goodwill',
    title: 'Valuing a dental practice in a divorce with a goodwill dispute',
    category: 'Business Valuation',
    challenge:
      "In a divorce, the spouses disagreed on the value of a solo dental practice owned by one of them. The other spouse's appraiser applied a revenue multiple that captured the dentist's personal reputation and patient relationships along with the practice itself. Because personal goodwill was not divisible marital property in that state, the split between personal and enterprise goodwill decided the case.",
    outcome:
      'We valued the practice on capitalized earnings after a market-rate salary for the dentist, then separated personal from enterprise goodwill by examining referral sources, staff tenure, location, payer mix and the absence of any non-compete agreement. The family court accepted our goodwill allocation after trial testimony, and the marital value of the practice was set at less than half of the opposing appraisal.',
    duration: '3 months',
    highlights: [
      'Market-rate compensation for the dentist deducted before capitalizing earnings',
      'Personal and enterprise goodwill separated attribute by attribute',
      'Testified at trial in family court',
      'Marital value set at less than half of the opposing appraisal',
    ],
    badge: 'Expert Testimony',
  },
]
