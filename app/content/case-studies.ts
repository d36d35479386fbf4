/**
 * Anonymized matters for the case studies page. No party, court or counsel is named, details have
 * been changed, and no settlement, verdict or other confidential term is reported. Each outcome says
 * what the analysis established and how it was tested, not which side prevailed.
 * `duration` is the length of the engagement from retention to the end of our work on the matter,
 * not report turnaround.
 */

import type { CaseStudy } from '~/config/content-types'

/** Closes every challenge, so the notice shows wherever a case study is shown. */
const ANONYMIZED = 'This matter is anonymized, and names, dates, places and other details have been changed.'

export const CASE_STUDIES: CaseStudy[] = [
  {
    id: 'electrician-crane-collapse',
    title: 'Lost earning capacity of a 34-year-old electrician after a crane collapse',
    category: 'Personal Injury',
    challenge: `Retained by plaintiff's counsel. A union journeyman electrician suffered a lumbar fracture and a crush injury to his dominant hand when a crane's load line failed on a commercial job site. The defense position was that he would return to the trade after rehabilitation, which would limit the loss to about a year of wages. The question for the analysis was what his working life was worth with and without the injury. ${ANONYMIZED}`,
    outcome:
      "A vocational evaluation built on his physiatrist's permanent restrictions established that he could no longer perform medium or heavy electrical work, and a survey of local employers placed his residual earning capacity in light-duty estimating and inspection roles. The economic report valued the wage difference together with the pension, annuity and health fund contributions he would no longer earn, at the rates in the local collective bargaining agreement. The report also calculated the loss under the defense's return-to-work assumption, so the difference between the two positions could be traced to that one assumption, and a sensitivity analysis showed how the totals moved with the discount rate and the retirement age. When the defense vocational expert questioned the labor market survey, a supplemental report documented each employer contact and the job requirements behind each wage figure.",
    duration: '10 weeks',
    highlights: [
      'Vocational and economic opinions built on the same set of physician restrictions',
      'Residual earning capacity supported by a documented labor market survey of local employers',
      'Fringe benefits valued from the local collective bargaining agreement, not a national average',
      "Loss shown under both sides' return-to-work assumptions and tested with a sensitivity analysis",
    ],
    badge: 'High Impact',
  },
  {
    id: 'dispatcher-wrongful-death',
    title: 'Economic loss from the death of a 52-year-old freight dispatcher and father of two',
    category: 'Wrongful Death',
    challenge: `Retained by counsel for the estate. A freight dispatcher was killed when a delivery truck ran a red light. The defense economist deducted personal consumption at a rate drawn from single-person households and assigned no value to the household services he provided, from home repairs to driving his children to school and practice. The two economic reports were far apart on both the loss of financial support and the value of those services. ${ANONYMIZED}`,
    outcome:
      "Our report applied a consumption deduction matched to the family's size and income and valued household services from national time-use data, adjusted for the tasks family members described in their depositions. It also showed the loss at the defense economist's consumption rate, so the effect of that single assumption could be seen on its own. At trial, cross-examination concentrated on worklife expectancy and on the hours assigned to household services, and each figure was traced on the stand to its published source.",
    duration: '5 months',
    highlights: [
      'Personal consumption deduction matched to household size and income',
      'Household services valued from time-use survey data and family testimony',
      'Effect of the opposing consumption rate shown separately',
      'Worklife expectancy and household services figures tested on cross-examination at trial',
    ],
    badge: 'Expert Testimony',
  },
  {
    id: 'hvac-distributor-fair-value',
    title: 'Fair value of a minority stake in a family-owned HVAC distributor',
    category: 'Business Valuation',
    challenge: `Retained by counsel for the minority shareholders. Two siblings together held a 30 percent interest in a regional heating and air-conditioning distributor; their brother, who controlled and ran the company, offered to buy them out at a price that applied steep discounts for lack of control and marketability. The company's books also carried an above-market salary and personal expenses for the controlling shareholder. In the oppression action, the court had to decide both the value of the business and whether any discount applied. ${ANONYMIZED}`,
    outcome:
      "We normalized owner compensation against industry salary data, removed non-operating expenses, and reconciled income and market approaches to a single conclusion of value. The report stated the interest without minority or marketability discounts, as the fair value standard in that state required, and showed separately what those discounts would do, so the court could decide that legal question on its own. The company's appraiser criticized the compensation adjustment; our response documented the salary survey percentiles used and restated the value at the appraiser's compensation figure, and the adjustments were then tested on cross-examination at the bench trial.",
    duration: '4 months',
    highlights: [
      'Owner compensation normalized against industry salary surveys',
      'Income and market approaches reconciled to one conclusion',
      'Discount question isolated so the court could decide it on its own',
      "Compensation adjustment tested against the opposing appraiser's critique and on cross-examination",
    ],
    badge: 'Complex Case',
  },
  {
    id: 'birth-injury-life-care-plan',
    title: 'Reviewing the life care plan for a child with a hypoxic brain injury at birth',
    category: 'Medical Malpractice',
    challenge: `Retained by counsel for the hospital and its insurer. A delayed emergency delivery left an infant with spastic quadriplegic cerebral palsy and a seizure disorder. The plaintiff's life care plan called for a high level of attendant care throughout adulthood and priced several items at national rather than regional rates, and the parties disagreed on the child's life expectancy. Counsel asked for an independent review of the plan and a present value analysis. ${ANONYMIZED}`,
    outcome:
      "Working with a consulting physiatrist, we checked every line item in the plaintiff's plan against the treating records and the treating physicians' depositions. The review found most items medically supported and accepted them as written. It identified where the adult attendant care level and several equipment replacement cycles went beyond what the treating physicians had recommended, and repriced items at current regional rates. The economic report projected each category at its own medical cost growth rate and showed present values under both sides' life expectancy assumptions. The plaintiff's life care planner answered the review in a rebuttal report and at deposition, and the remaining disagreement narrowed to the level of adult attendant care, which the report had set out as a separate, clearly labeled scenario.",
    duration: '14 weeks',
    highlights: [
      'Each line item checked against the treating records and physician depositions',
      'Medically supported items accepted as written in the review',
      'Equipment, home modifications and therapies priced at regional rates with replacement cycles',
      "Present values under both life expectancy assumptions, tested against the opposing planner's rebuttal",
    ],
    badge: 'Complex Case',
  },
  {
    id: 'sales-manager-age-discrimination',
    title: 'Back pay, front pay and mitigation for a 58-year-old regional sales manager',
    category: 'Employment',
    challenge: `Retained by counsel for the employer. A regional sales manager was let go in a reorganization and her territory given to a much younger colleague. The plaintiff's economist projected front pay to age 67 with no allowance for re-employment, and the employer questioned whether her job search had been adequate. Counsel asked for an independent measure of back pay, mitigation and front pay. ${ANONYMIZED}`,
    outcome:
      'We measured her search against the number of comparable openings posted in her metropolitan area. The analysis found the search reasonable for her occupation and age, and the report said so and computed back pay on that basis, with base salary, commissions and employer retirement contributions each taken from payroll records rather than estimated. Front pay was presented under several end dates tied to published re-employment data for displaced workers of her age and occupation, so the court could choose among them. The plaintiff moved to exclude the testimony under Rule 702, and at deposition we set out each step of the method and the published source behind it.',
    duration: '7 weeks',
    highlights: [
      'Mitigation measured against local job posting data',
      'Front pay shown under alternative end dates tied to published re-employment data',
      'Salary, commission and retirement contributions taken from payroll records',
      'Each step of the method tied to its published source in answer to a Rule 702 motion to exclude',
    ],
    badge: 'Expert Testimony',
  },
  {
    id: 'paid-sick-leave-ordinance',
    title: 'Regulatory impact of a proposed paid sick leave ordinance for a mid-sized city',
    category: 'Public Policy',
    challenge: `A city council was weighing an ordinance that would require employers to provide paid sick leave, and small retailers and restaurants warned of layoffs and reduced hours. The council asked for an independent estimate of the costs to employers and the benefits to workers and the public, broken out by industry and business size. ${ANONYMIZED}`,
    outcome:
      'Using Quarterly Census of Employment and Wages data, County Business Patterns and published research on earlier sick leave mandates, we estimated compliance costs as a share of payroll by industry and employer size, alongside savings from lower turnover and fewer contagious employees at work. The analysis established that costs would fall most heavily on the smallest employers and estimated how a phased start for businesses below a size threshold would change that. A sensitivity analysis showed how the results moved with the assumed rate of leave use and the size of the turnover savings, and the findings were presented and questioned at a public council work session.',
    duration: '12 weeks',
    highlights: [
      'Costs estimated by industry and employer size',
      'Benefits and costs stated on the same annual basis',
      'Phased start for small employers analyzed as an option',
      'Results tested under alternative leave-use and turnover assumptions and reviewed in public session',
    ],
    badge: 'High Impact',
  },
  {
    id: 'self-employed-landscaper',
    title: 'Reconstructing the earnings of a self-employed landscaper after a highway collision',
    category: 'Personal Injury',
    challenge: `Retained by the defendant's auto insurer through defense counsel. A landscaping contractor who worked alongside a small crew suffered shoulder and neck injuries in a rear-end collision and could no longer do the physical work. His tax returns showed little net profit because he had expensed new trucks and mowers in the years he bought them, while the plaintiff's economist measured the loss from the gross receipts of the business. Counsel needed a defensible measure of what his own labor had been worth to the business. ${ANONYMIZED}`,
    outcome:
      "We rebuilt his earnings from the general ledger and bank deposits and added back the accelerated equipment deductions, which put his operating profit well above the figure on his tax returns, and the report said so plainly. We then separated the return on his labor from the return on the trucks and equipment the business owned and from the work of his crew, and priced the cost of hiring a working foreman to do what he no longer could. The plaintiff's economist criticized the rate of return assigned to the equipment; the report answered with a sensitivity table showing the result across a range of published rates.",
    duration: '9 weeks',
    highlights: [
      'Earnings rebuilt from the general ledger, not taxable income alone',
      'Accelerated depreciation added back to show true operating profit',
      "Owner's labor separated from the return on business equipment and the crew's work",
      "Return on equipment tested with a sensitivity analysis in answer to the opposing economist's critique",
    ],
    badge: 'Complex Case',
  },
  {
    id: 'dental-practice-goodwill',
    title: 'Valuing a dental practice in a divorce with a goodwill dispute',
    category: 'Business Valuation',
    challenge: `Retained by counsel for the spouse who owned the practice. In a divorce, the spouses disagreed on the value of a solo dental practice. The other spouse's appraiser applied a revenue multiple that captured the dentist's personal reputation and patient relationships along with the practice itself. Because personal goodwill was not divisible marital property in that state, the split between personal and enterprise goodwill was the central valuation question. ${ANONYMIZED}`,
    outcome:
      "We valued the practice on capitalized earnings after a market-rate salary for the dentist, then separated personal from enterprise goodwill by examining referral sources, staff tenure, location, payer mix and the absence of any non-compete agreement. The enterprise goodwill tied to the location, staff and systems stayed in the value, as the state's law required. The report also restated the value using the other appraiser's revenue multiple, so the court could see exactly where the two appraisals differed, and the goodwill allocation was tested attribute by attribute on cross-examination at trial in family court.",
    duration: '3 months',
    highlights: [
      'Market-rate compensation for the dentist deducted before capitalizing earnings',
      'Personal and enterprise goodwill separated attribute by attribute',
      "Value restated under the opposing appraiser's method to show where the two differed",
      'Goodwill allocation tested on cross-examination at trial in family court',
    ],
    badge: 'Expert Testimony',
  },
]
