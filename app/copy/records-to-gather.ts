/**
 * What to gather before the first call, by case type (keyed by the case type's slug). A retained
 * expert who receives the records at the start, instead of a late bulk production, can build the
 * analysis once. The forms show the list when a case type is chosen, and /request-received/{slug}
 * repeats it. Nothing is sent through the forms: these are records to have ready.
 */

/** Five years of personal earnings records: the base of any projection of lost earnings. */
const EARNINGS_RECORDS = [
  'Federal tax returns with all schedules, and W-2s and 1099s, for the last 5 years',
  'The employment file: job title, pay history, performance reviews and the reason employment ended, if it did',
  'Benefits statements: health insurance, retirement plan, pension and any other employer-paid benefits',
] as const

/** Five years of business financial records: the base of a valuation or a lost-profits analysis. */
const BUSINESS_FINANCIALS = [
  'Financial statements (balance sheet, income statement, cash flows) for the last 5 years, audited or reviewed where they exist',
  'Business tax returns with all schedules for the same 5 years',
] as const

export const RECORDS_TO_GATHER: Readonly<Record<string, readonly string[]>> = {
  'personal-injury': [
    ...EARNINGS_RECORDS,
    'The life care plan, if one has been prepared',
    "Any vocational assessment and the treating providers' work restrictions",
  ],
  'wrongful-death': [
    ...EARNINGS_RECORDS,
    'The death certificate and the dates of birth of the decedent and of each survivor',
    'A description of the household services the decedent provided (childcare, home upkeep, transportation)',
  ],
  'medical-malpractice': [
    ...EARNINGS_RECORDS,
    'The life care plan, if one has been prepared',
    "For an injured child: the parents' education and occupations, and school records when they exist",
  ],
  'catastrophic-injury': [
    ...EARNINGS_RECORDS,
    'The life care plan, if one has been prepared',
    'Any vocational assessment, and the equipment, home modification and attendant care already paid for',
  ],
  'employment-discrimination': [
    ...EARNINGS_RECORDS,
    "The employer's payroll or personnel data as produced in discovery (for a statistical analysis)",
    'Records of the job search since the adverse decision and of any earnings from new work',
  ],
  'wrongful-termination': [
    ...EARNINGS_RECORDS,
    'The employment agreement, offer letter, bonus and commission plans, and any severance terms',
    'Records of the job search since the termination and of any earnings from new work',
  ],
  'workers-compensation': [
    'Wage statements for the 52 weeks before the injury, and the W-2s for the last 5 years',
    'The claim file: indemnity payments made, the average weekly wage used, and any settlement offers',
    "The treating physicians' work restrictions and any impairment rating",
    'Any vocational assessment or return-to-work offer',
  ],
  'product-liability': [
    ...EARNINGS_RECORDS,
    'The life care plan, if one has been prepared',
    'For claims by many plaintiffs: the list of claimants with their injuries, ages and earnings, as far as known',
  ],
  'commercial-damages': [
    ...BUSINESS_FINANCIALS,
    'The contract or agreement at issue, and any amendments',
    'Budgets, forecasts and business plans prepared before the dispute began',
    'Monthly sales and cost records for the period of the loss',
  ],
  'shareholder-disputes': [
    ...BUSINESS_FINANCIALS,
    'The operating agreement or bylaws and any shareholder or buy-sell agreement',
    'The capitalization table and any prior valuations or offers for the company or its shares',
    'Owner compensation and related-party transactions for the same years',
  ],
  'marital-dissolution': [
    'Personal tax returns with all schedules for the last 5 years',
    'For a business interest: its financial statements and tax returns for 5 years, and the operating agreement',
    'Retirement, pension and deferred compensation statements, with the plan documents',
    'Any prenuptial or postnuptial agreement',
  ],
  'estate-and-gift-tax': [
    ...BUSINESS_FINANCIALS,
    'The operating agreement or partnership agreement, and any transfer restrictions',
    'The date of death or gift, and the gift or estate tax return if filed',
    'Prior appraisals of the interest or of the assets the entity holds',
  ],
  'social-security-disability': [
    'The Social Security earnings record (available from ssa.gov) and W-2s for the last 5 years',
    'The notices of award or denial, with the dates of onset and of entitlement',
    "Benefits statements, including any offsets from workers' compensation or disability insurance",
  ],
  'long-term-disability-claims': [
    'The policy or plan document, with its definitions of disability and of earnings',
    'Pre-disability earnings records: W-2s and pay statements for the last 5 years',
    "The claim file: benefits paid, offsets taken (Social Security, workers' compensation) and the denial or termination letters",
  ],
  antitrust: [
    'Transaction-level sales data (prices, quantities, customers) for the affected products and period',
    'Cost data for the same products and period',
    'Industry reports, market share estimates and documents that describe competitors',
    'The complaint, or a description of the conduct and the period it covers',
  ],
  'intellectual-property-damages': [
    'The patents, registrations or agreements at issue, and the dates of the alleged infringement',
    'Sales, price and cost data for the products involved, by month or quarter',
    'Existing licenses for comparable technology or marks',
    'Financial statements for the last 5 years',
  ],
  'wage-and-hour-disputes': [
    'Payroll data for the class period: pay rates, hours paid, pay dates, by employee',
    'Timekeeping records (punches, schedules) for the same period',
    'The pay policies, handbooks and any meal and rest break policies that applied',
  ],
  'securities-and-investment-disputes': [
    'Account statements for the full period at issue',
    'Trade confirmations and the account opening documents, including the stated investment objectives',
    'Any written recommendations, offering documents or prospectuses',
  ],
  'economic-development-projects': [
    'The project description: investment by year, construction schedule and expected operations',
    'Expected employment and payroll by year, and any incentive agreement',
    'Any feasibility or market studies already prepared',
  ],
  'regulatory-rulemaking': [
    "The proposed rule or draft, and the agency's own analysis if published",
    'Data on the entities affected: their number, size and current practices',
    'Comment deadlines and any earlier comments filed',
  ],
  'pricing-decisions': [
    'Price, volume and discount history for the products or services, by month',
    'Cost data for the same products or services',
    'Competitor prices and any customer research already done',
  ],
  'public-program-funding': [
    "The program's budget and spending by year",
    'Participant counts and outcome data collected so far',
    'Any earlier evaluations or audits of the program',
  ],
  'workforce-planning': [
    'Current headcount by role, with pay ranges and turnover for the last 3 to 5 years',
    'Expected growth or changes in operations that drive staffing needs',
    'The region or labor markets the organization hires from',
  ],
  'healthcare-policy': [
    'The proposal or policy change being considered',
    'Claims, enrollment or utilization data for the population affected',
    'Any actuarial or budget analyses already prepared',
  ],
  'education-policy': [
    'The reform, funding formula or program under review',
    'Enrollment, spending and achievement data for the schools or students affected',
    'Any earlier evaluations of the program',
  ],
  'development-program-appraisal': [
    'The project appraisal document or proposal, with its cost and benefit assumptions',
    'Baseline data for the households or region the project serves',
    'The financing terms and the disbursement schedule',
  ],
  'market-entry-and-expansion': [
    'The business plan for the product, territory or capacity under consideration',
    'Sales history for comparable products or markets, by month',
    'What is known of competitors in the target market',
  ],
}

/** The copy around the list on the forms and on the request-received pages. */
export const RECORDS_COPY = {
  /** "What to gather for Personal Injury" */
  heading: (caseTypeName: string) => `What to gather for ${caseTypeName}`,
  intro:
    'Having these records ready when the firm is retained lets the analysis start at once, instead of waiting on a late production of documents.',
  /** The form's plain statement: the form is not a way to send records */
  noDocuments:
    'Please do not send medical records or any other documents through this form. Once the firm is retained, we will tell you which records we need and how to send them.',
} as const
