/**
 * Copy of the economic loss calculator: field labels, messages, the formulas in plain words, the
 * calculator's limits and the worked example. The interactive parts import CALCULATOR_FORM_COPY; the
 * page builder sends the rest through the loader, so it is not shipped twice.
 */

/** The inputs, in the order the form shows them; the same names are the share link's query keys. */
export type CalculatorFieldName =
  | 'case'
  | 'age'
  | 'retire'
  | 'earnings'
  | 'residual'
  | 'fringe'
  | 'growth'
  | 'discount'
  | 'consumption'
  | 'past'
  | 'timing'

export interface CalculatorFieldCopy {
  label: string
  hint?: string
}

export const CALCULATOR_FORM_COPY = {
  formHeading: 'Your assumptions',
  formIntro: 'Every figure below comes from these inputs. Change any of them and calculate again.',
  printedInputsHeading: 'Inputs behind these figures',
  fields: {
    case: { label: 'Case type' },
    age: { label: 'Age at trial', hint: 'In years; one decimal allowed, for example 40.5.' },
    retire: { label: 'Expected end of working life', hint: 'The age at which work would have ended; one decimal allowed.' },
    earnings: { label: 'Annual earnings before the injury', hint: 'In dollars a year.' },
    residual: { label: 'Annual residual earnings after the injury', hint: 'What the person can still earn, in dollars a year.' },
    fringe: { label: 'Fringe benefit rate', hint: 'Employer-paid benefits as a percent of earnings.' },
    growth: { label: 'Annual earnings growth rate', hint: 'Percent a year.' },
    discount: { label: 'Discount rate', hint: 'Percent a year.' },
    consumption: { label: 'Personal consumption rate', hint: 'The share of income the decedent would have spent on themselves.' },
    past: { label: 'Years from the injury to trial', hint: 'The past-loss period; one decimal allowed.' },
    timing: { label: 'Discounting convention' },
  } satisfies Record<CalculatorFieldName, CalculatorFieldCopy>,
  caseOptions: { injury: 'Personal injury', death: 'Wrongful death' },
  timingOptions: { end: 'End of year', mid: 'Mid-year' },
  timingHint: 'End of year treats each year’s loss as received on its last day; mid-year, halfway through it.',
  calculate: 'Calculate',
  errorSummaryHeading: 'Please correct these fields',
  staleNote: 'The figures below are from the last inputs that passed the checks. Correct the fields marked in the form to update them.',
  noScript: 'Your browser is not running JavaScript, so the calculator cannot compute your own figures. The results below are the worked example, computed in full.',
  messages: {
    required: '{label} is required: enter a number from {min} to {max}.',
    notNumber: '{label} must be a number from {min} to {max}.',
    range: '{label} must be from {min} to {max}.',
    decimals: '{label} takes at most {places} after the decimal point.',
    retireAfterAge: '{label} must be later than the age at trial ({age}).',
    residualAboveEarnings: '{label} cannot be more than the annual earnings before the injury ({earnings}).',
  },
  results: {
    heading: 'Results',
    summaryHeading: 'Summary',
    past: 'Past loss (injury to trial, not discounted)',
    future: 'Future loss (present value at trial)',
    total: 'Total economic loss',
    chartHeading: 'Annual loss and cumulative present value',
    chartDescription: 'Bars show each year’s loss before discounting, on the left scale; the line shows the present value accumulated to that year, on the right scale. The schedule table gives the same figures.',
    chartLegendLoss: 'Annual loss',
    chartLegendCumulative: 'Cumulative present value',
    scheduleHeading: 'Year-by-year schedule',
    scheduleCaption: 'Future loss by year: the loss for the year, the discount factor and its present value.',
    scheduleColumns: { year: 'Year', age: 'Age', loss: 'Loss for the year', factor: 'Discount factor', presentValue: 'Present value', cumulative: 'Cumulative present value' },
    scheduleTotal: 'Total',
    partialYear: '{share} of a year',
  },
  actions: {
    heading: 'Use these figures',
    downloadCsv: 'Download the schedule (CSV)',
    csvFileName: 'economic-loss-schedule.csv',
    shareLabel: 'Link to these results',
    copyLink: 'Copy the link',
    copied: 'Link copied.',
    copyFailed: 'The link could not be copied; select it and copy it instead.',
    print: 'Print',
    send: 'Send these figures with a consultation request',
    sendNote: 'Opens the contact form with your inputs and totals in the message, where you can edit them. The figures are not put in any web address.',
  },
  csvColumns: ['Year', 'Age', 'Share of year', 'Loss for the year (USD)', 'Discount factor', 'Present value (USD)', 'Cumulative present value (USD)'],
  csvTotal: 'Total',
  handoff: {
    intro: 'Figures from the economic loss calculator on your site, an illustration from my own assumptions:',
    closing: 'I would like to discuss whether a full analysis is warranted.',
    caseType: 'Case type',
    past: 'Past loss',
    future: 'Future loss (present value)',
    total: 'Total',
  },
} as const

/** The page's fixed copy, sent by the loader. */
export const CALCULATOR_PAGE_COPY = {
  exampleHeading: 'The worked example',
  exampleText:
    'The page opens with this example: a personal injury claimant aged 40 at trial who would have worked to 67, earned $60,000 a year before the injury and can earn $20,000 a year after it, with fringe benefits of 20%, earnings growth of 3% a year, a discount rate of 4.5% and two years from the injury to trial, discounted at the end of each year. The past loss is $96,000, the future loss $1,065,242 and the total $1,161,242; with mid-year discounting the future loss is $1,088,946.',
  methodHeading: 'How the figures are computed',
  methodIntro: 'The calculator does one thing: it projects a lost earnings stream and discounts it to the date of trial. These are its formulas, in words.',
  method: [
    {
      term: 'Annual loss before growth',
      text: 'Earnings before the injury minus residual earnings after it, plus fringe benefits at the rate you give. In a wrongful death case residual earnings are zero, and the decedent’s personal consumption share is deducted.',
    },
    {
      term: 'Years of future loss',
      text: 'From the age at trial to the end of working life. When that span is not a whole number of years, the last year counts only its fraction, with the same growth and discounting as a full year.',
    },
    {
      term: 'Loss in each future year',
      text: 'The annual loss grown at the earnings growth rate, compounded once for every year after trial: the first year has one year of growth, the tenth year ten.',
    },
    {
      term: 'Present value',
      text: 'Each year’s loss divided by one plus the discount rate, raised to the number of years from trial to the end of that year. With the mid-year convention the power is half a year less, as if the loss arrived halfway through the year. The future loss is the sum over all years.',
    },
    {
      term: 'Past loss',
      text: 'The annual loss before growth, multiplied by the years from the injury to trial. It is neither grown nor discounted.',
    },
    { term: 'Total', text: 'Past loss plus future loss.' },
  ],
  limitsHeading: 'What this calculator is, and is not',
  limits: [
    'It is an illustration computed from your own assumptions, not an expert opinion and not a prediction of any award.',
    'It uses no worklife or life expectancy tables: the end of working life is whatever you enter, with no allowance for the chance of death, disability or unemployment before it.',
    'It does not deduct income or payroll taxes, and it leaves out household services, medical and life care costs, and any other loss besides earnings and fringe benefits.',
    'A report for litigation works from the records (tax returns, employment and medical files) and follows the rules of the forum on discounting, taxes, consumption and collateral sources, which differ from state to state.',
  ],
  limitsLinksIntro: 'The services that cover what the calculator leaves out:',
  /** Service slugs, in the order they are linked from the limits */
  limitsServiceSlugs: ['economic-loss-assessment', 'vocational-evaluation', 'life-care-planning', 'expert-testimony'],
  ctaHeading: 'Want figures you can put before a court?',
  ctaText: 'Send us the matter and your deadline. We will tell you which analyses it needs, the records they require and what they cost.',
} as const

/** The inputs the page opens with: the worked example above, as the form shows it. */
export const CALCULATOR_EXAMPLE = {
  case: 'injury',
  age: '40',
  retire: '67',
  earnings: '60000',
  residual: '20000',
  fringe: '20',
  growth: '3',
  discount: '4.5',
  consumption: '0',
  past: '2',
  timing: 'end',
} as const satisfies Record<CalculatorFieldName, string>

/** The case type each calculator case stands for, by slug in the case type list (the contact form names them). */
export const CALCULATOR_CASE_TYPE_SLUGS = { injury: 'personal-injury', death: 'wrongful-death' } as const

/** A short pointer to the calculator, shown on the pages of the services and case types it illustrates. */
export const CALCULATOR_PROMO = {
  heading: 'Estimate an order of magnitude first',
  text: 'Our economic loss calculator projects lost earnings and discounts them to present value from your own assumptions, with the formula, a year-by-year schedule and its limits in plain view.',
  linkLabel: 'Open the economic loss calculator',
  serviceSlugs: ['economic-loss-assessment'],
  caseTypeSlugs: ['personal-injury', 'wrongful-death'],
} as const
