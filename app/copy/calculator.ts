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
  | 'sex'
  | 'horizon'
  | 'survival'
  | 'state'
  | 'rule'
  | 'productivity'

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
    retire: {
      label: 'Expected end of working life',
      hint: 'The age at which work would have ended; one decimal allowed.',
    },
    earnings: { label: 'Annual earnings before the injury', hint: 'In dollars a year.' },
    residual: {
      label: 'Annual residual earnings after the injury',
      hint: 'What the person can still earn, in dollars a year.',
    },
    fringe: { label: 'Fringe benefit rate', hint: 'Employer-paid benefits as a percent of earnings.' },
    growth: { label: 'Annual earnings growth rate', hint: 'Percent a year.' },
    discount: { label: 'Discount rate', hint: 'Percent a year.' },
    consumption: {
      label: 'Personal consumption rate',
      hint: 'The share of income the decedent would have spent on themselves.',
    },
    past: { label: 'Years from the injury to trial', hint: 'The past-loss period; one decimal allowed.' },
    timing: { label: 'Discounting convention' },
    sex: { label: 'Sex', hint: 'Chooses the life table: male, female, or the total population when not stated.' },
    horizon: {
      label: 'Horizon',
      hint: 'Life expectancy is e(x), the remaining years at the age at trial, unrounded from the life table; its last year counts only its fraction.',
    },
    survival: {
      label: 'Weight each year by the chance of being alive',
      hint: 'Each year’s loss is multiplied by the probability that the person is alive during that year: the average of the chances, from the life table, of being alive at its start and at its end.',
    },
    state: {
      label: 'State of the forum',
      hint: 'The calculator models the present value methods of Pennsylvania, Alaska and Michigan. For any other state it uses the market discount rate you enter.',
    },
    rule: { label: 'Present value rule' },
    productivity: {
      label: 'Productivity growth rate',
      hint: 'Percent a year; 0 unless the evidence supports productivity increases.',
    },
  } satisfies Record<CalculatorFieldName, CalculatorFieldCopy>,
  /** Labels that change for future care costs, where the annual amount is a cost, not earnings */
  careFields: {
    age: { label: 'Age at trial', hint: 'In years, from 0; one decimal allowed unless the life table is used.' },
    retire: { label: 'Age at which the care costs end', hint: 'A whole number when survival weighting is used.' },
    earnings: { label: 'Annual cost of care in today’s dollars', hint: 'In dollars a year, at today’s prices.' },
    growth: { label: 'Annual medical cost growth rate', hint: 'Percent a year.' },
  } satisfies Partial<Record<CalculatorFieldName, CalculatorFieldCopy>>,
  caseOptions: { injury: 'Personal injury', death: 'Wrongful death', care: 'Future care costs' },
  sexOptions: { total: 'Not stated (total population)', male: 'Male', female: 'Female' },
  horizonOptions: { age: 'To a stated age', life: 'Remaining life expectancy' },
  wholeAgeHint: 'In whole years, as the life table is used.',
  survivalOn: 'Yes',
  survivalOff: 'No',
  stateNotStated: 'Not stated',
  ruleOptions: {
    market: 'Market discount rate',
    pennsylvania: 'Pennsylvania: no discounting, growth at productivity only',
    alaska: 'Alaska: total offset, where the parties agree to it',
    michigan: 'Michigan: 5% a year, compounded annually',
  },
  /** What each rule does, shown beside the result with its citation from the law table */
  ruleNotes: {
    market: 'Future amounts grow at the rate you enter and are discounted at the market discount rate you enter.',
    pennsylvania:
      'Future lost earnings are not discounted: inflation is taken to offset the discount rate, and growth is limited to the productivity rate you enter. In medical professional liability cases the MCARE Act (the sections cited) instead has future lost earnings reduced to present value; this rule does not model that.',
    alaska:
      'Alaska’s statute has future economic damages reduced to present value at long-term rates (the market rate option). Where the parties agree to it, the total offset of Beaulieu v. Elliott applies instead: future lost earnings are neither grown nor discounted, growth and the discount rate being taken to offset each other entirely.',
    michigan:
      'In personal injury actions other than medical malpractice, future damages are reduced to present value at 5% a year, compounded annually, for each year in which they accrue. The words “compounded annually” came with 2012 PA 608 (effective March 28, 2013); the calculator does not model the simple discounting courts applied under the earlier text.',
  },
  ruleCitation: 'Source in the site’s law table: {citation}. Compiled from the source on {compiled}.',
  michiganExemptNote:
    'The age at trial, standing in for the age at judgment, is 60 or older. MCL 600.6311 makes certain provisions of this chapter inapplicable to a plaintiff of that age; we have not confirmed from its text which, so the calculator does not apply the statutory 5% here and discounts at the market rate you enter.',
  ruleNotCovered: {
    pennsylvania:
      'Pennsylvania’s rule covers lost earnings, not care costs: these care costs are discounted at the market rate you enter.',
    alaska:
      'Alaska’s rule covers lost earnings, not care costs: these care costs are discounted at the market rate you enter.',
    michigan:
      'Michigan’s statute addresses judgments in personal injury actions: this wrongful death figure uses the market rate you enter.',
  },
  stateWithoutRule:
    'The calculator models no prescribed method for {state}: it uses the market discount rate you enter.',
  lifeTableNote: 'Life table: {title} ({series}; {publisher}, published {published}), {table} table.',
  lifeTableNames: { total: 'total population (sex not stated)', male: 'male', female: 'female' },
  noLifeTable:
    'None used: the figures run to the stated age with no survival weighting, so no life table, male, female or total, enters them.',
  horizonEarningsNote:
    'Lost earnings run to the stated end of working life. Remaining life expectancy applies to future care costs only.',
  horizonResetNote:
    'This link asked for lost earnings over the remaining life expectancy. Lost earnings end with working life, at a stated age, so the calculator uses the stated end age instead; only future care costs may run over remaining life expectancy.',
  texasNote:
    'Texas: in a claim for lost earnings or loss of earning capacity, Tex. Civ. Prac. & Rem. Code \u00a7 18.091 requires evidence of the loss net of the federal income taxes that would have been paid. This calculator does not compute taxes: its figures are before tax.',
  /** Pennsylvania's survival action deducts the decedent's personal maintenance, not personal consumption */
  pennsylvaniaDeathField: {
    label: 'Personal maintenance rate',
    hint: 'Pennsylvania survival actions deduct the decedent’s cost of personal maintenance: what the decedent would have spent to sustain themselves (food, shelter, clothing, health care), as a share of earnings. It is narrower than personal consumption.',
  },
  lifeExpectancyNote: 'Remaining life expectancy at age {age}: {years} years.',
  survivalNote: 'Each year’s loss is weighted by the probability of being alive during that year.',
  inflationReference:
    'Price inflation, not wage growth: the CPI-U (U.S. city average, all items) rose {rate}% a year, compounded, from {first} to {last} (BLS annual averages, {firstIndex} to {lastIndex}). A past average of consumer prices, not a forecast and not a measure of earnings growth.',
  timingOptions: { end: 'End of year', mid: 'Mid-year' },
  timingHint: 'End of year treats each year’s loss as received on its last day; mid-year, halfway through it.',
  calculate: 'Calculate',
  errorSummaryHeading: 'Please correct these fields',
  staleNote:
    'The figures below are from the last inputs that passed the checks. Correct the fields marked in the form to update them.',
  noScript:
    'Your browser is not running JavaScript, so the calculator cannot compute your own figures. The results below are the worked example, computed in full.',
  messages: {
    required: '{label} is required: enter a number from {min} to {max}.',
    notNumber: '{label} must be a number from {min} to {max}.',
    range: '{label} must be from {min} to {max}.',
    decimals: '{label} takes at most {places} after the decimal point.',
    wholeYears:
      '{label} must be a whole number of years when the life table is used (life expectancy or survival weighting).',
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
    chartDescription:
      'Bars show each year’s loss before discounting, on the left scale; the line shows the present value accumulated to that year, on the right scale. The schedule table gives the same figures.',
    chartLegendLoss: 'Annual loss',
    chartLegendCumulative: 'Cumulative present value',
    scheduleHeading: 'Year-by-year schedule',
    scheduleCaption: 'Future loss by year: the loss for the year, the discount factor and its present value.',
    basisHeading: 'Basis of these figures',
    scheduleColumns: {
      year: 'Year',
      age: 'Age',
      survival: 'Survival probability',
      loss: 'Loss for the year',
      factor: 'Discount factor',
      presentValue: 'Present value',
      cumulative: 'Cumulative present value',
    },
    scheduleTotal: 'Total',
    partialYear: '{share} of a year',
    /** The toggle of the schedule's other columns on a phone, where it shows the year, loss and present value */
    scheduleAllColumns: 'Show every column',
    scheduleFewColumns: 'Show fewer columns',
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
    discoverableNote:
      'Before you send: facts, data and assumptions that counsel gives a testifying expert are discoverable (Fed. R. Civ. P. 26(b)(4)(C)(ii)\u2013(iii)). You can send the results only, without your inputs, or send nothing.',
    send: 'Send these figures with a consultation request',
    sendResultsOnly: 'Send the results only',
    book: 'Book a call about these figures',
    sendNote:
      'The first two open the contact form, the third the consultation booking, with the figures in the message, where you can edit or delete them. The figures are not put in any web address.',
  },
  /** The public-record parts beside the fields; their tables' own copy loads with them (calculator-public-record.ts) */
  publicRecord: {
    wagesSummary: 'Look up earnings by occupation and metro area (BLS OEWS)',
    residualSummary: 'Look up residual earnings by a second occupation (BLS OEWS)',
    yieldsSummary: 'Choose a discount rate from Treasury yields',
    growthSummary: 'Choose a growth rate from medical-care prices (CPI-U)',
    loading: 'Loading the figures…',
    needsScript: 'These figures load with JavaScript. Without it, type any figure in the field.',
    sourceNote: 'From the public record: {label}. Source: {citation}.',
    basisHeading: 'Figures from the public record',
    sourceOf: 'Source of {label}',
    consumptionNote:
      'There is no default: enter the share your economist supports. Forensic economists usually estimate it from the BLS Consumer Expenditure Survey by household income and size (for example the Patton-Nelson personal consumption tables; for single persons, K. V. Krueger, Journal of Forensic Economics, vol. 22, no. 2, 2011).',
    noConsumption:
      'No personal consumption deducted: enter the decedent’s personal consumption share to calculate a wrongful death loss.',
  },
  csvColumns: [
    'Year',
    'Age',
    'Share of year',
    'Loss for the year (USD)',
    'Discount factor',
    'Present value (USD)',
    'Cumulative present value (USD)',
    'Survival probability',
    'Present value rule',
  ],
  csvTotal: 'Total',
  handoff: {
    intro: 'Figures from the economic loss calculator on your site, an illustration from my own assumptions:',
    introResultsOnly: 'Totals from the economic loss calculator on your site, an illustration (inputs not included):',
    closing: 'I would like to discuss whether a full analysis is warranted.',
    caseType: 'Case type',
    lifeExpectancy: 'Remaining life expectancy (years)',
    lifeTable: 'Life table',
    past: 'Past loss',
    future: 'Future loss (present value)',
    total: 'Total',
  },
} as const

/** The page's fixed copy, sent by the loader. */
export const CALCULATOR_PAGE_COPY = {
  exampleHeading: 'The worked example',
  exampleText:
    'The page opens with this example: a personal injury claimant aged 40 at trial who would have worked to 67, earned $60,000 a year before the injury and can earn $20,000 a year after it, with fringe benefits of 20%, earnings growth of 3% a year, a discount rate of 4.5% and two years from the injury to trial, discounted at the end of each year. Earnings grow from the injury, so the first year after trial is the third year of growth. The past loss is $100,363, the future loss $1,130,115 and the total $1,230,479 (each rounded to the dollar from the unrounded sum); with mid-year discounting the future loss is $1,155,263.',
  methodHeading: 'How the figures are computed',
  methodIntro:
    'The calculator projects a stream of lost earnings or of future care costs and brings it to its value at the date of trial. These are its formulas, in words.',
  method: [
    {
      term: 'Annual loss before growth',
      text: 'Earnings before the injury minus residual earnings after it, plus fringe benefits at the rate you give. In a wrongful death case residual earnings are zero, and the decedent’s personal consumption share is deducted.',
    },
    {
      term: 'Years of future loss',
      text: 'Lost earnings run from the age at trial to the age you state: a working life ends at a stated age, not at the end of life. Only future care costs may instead run for the remaining life expectancy at the age at trial, from the life table. When the span is not a whole number of years, the last year counts only its fraction, with the same growth and discounting as a full year.',
    },
    {
      term: 'Survival weighting',
      text: 'Optional, with a stated end age: each year’s loss is multiplied by the chance that the person is alive during that year, taken from the life table as the average of the chances of being alive at the start and at the end of the year. Beyond age 100 that chance is zero.',
    },
    {
      term: 'Future care costs',
      text: 'An annual cost in today’s dollars grown at the medical cost growth rate, once for every year after trial, and brought to present value like lost earnings. There is no fringe benefit, residual earnings, consumption or past component.',
    },
    {
      term: 'Loss in each future year',
      text: 'Earnings grow from the injury, not from trial. With p the years from the injury to trial (a fraction allowed), the loss in the year ending t years after the injury is the annual loss grown for t years. The k-th year after trial therefore has p + k years of growth: with p = 2, the first year after trial has three, the tenth twelve. With p = 0 the first year after trial has one.',
    },
    {
      term: 'Present value',
      text: 'Each year’s loss divided by one plus the discount rate, raised to the number of years from trial to the end of that year. With the mid-year convention the power is half a year less, as if the loss arrived halfway through the year. The future loss is the sum over all years.',
    },
    {
      term: 'Past loss',
      text: 'The sum, for each year from the injury to trial, of the annual loss grown for that year: one year of growth for the first year after the injury, two for the second, and so on; when the years to trial are not whole, the last year counts only its fraction. It is not discounted.',
    },
    { term: 'Total', text: 'Past loss plus future loss.' },
    {
      term: 'Present value rule',
      text: 'By default, the market discount rate you enter. Pennsylvania’s rule does not discount and limits growth to the productivity rate you enter; Alaska’s total offset, where the parties agree to it, neither grows nor discounts; Michigan’s discounts at 5% a year, compounded annually, and the calculator uses the market rate instead for a plaintiff aged 60 or older (MCL 600.6311). Each applies only to the losses its source covers, and shows its citation beside the result.',
    },
  ],
  defaultsHeading: 'Where the starting figures come from',
  defaults: [
    'The form opens with the worked example above: illustrative assumptions chosen to show the method, not estimates for any person and not the firm’s view of a proper growth or discount rate. The productivity rate for Pennsylvania’s rule starts at 0.',
    'Life expectancy and survival: National Center for Health Statistics, United States Life Tables, 2023 (National Vital Statistics Reports, vol. 74, no. 6, published July 2025), unrounded.',
    'Price inflation shown beside the growth rate: U.S. Bureau of Labor Statistics, CPI-U annual averages, 2015 to 2024. It measures consumer prices, not wages, and is not a reference for earnings growth.',
    'The state rules and their citations: the site’s law tables, each row with the date it was compiled from its source.',
  ],
  limitsHeading: 'What this calculator is, and is not',
  limits: [
    'It is an illustration computed from your own assumptions, not an expert opinion and not a prediction of any award.',
    'It uses no worklife probabilities: lost earnings run to the age you state, weighted at most by the chance of being alive, with no allowance for unemployment, disability or leaving the labor force before that age.',
    'It does not deduct income or payroll taxes, and it leaves out household services and any loss besides earnings, fringe benefits and a single annual care cost; a life care plan itemizes many costs, each with its own growth and duration.',
    'Of the forum’s rules it applies only the present value methods described here for Pennsylvania, Alaska and Michigan. It leaves out the forum’s other rules on discounting, taxes, consumption, collateral sources and periodic payment, which a report for litigation follows from the records (tax returns, employment and medical files).',
  ],
  limitsLinksIntro: 'The services that cover what the calculator leaves out:',
  /** Service slugs, in the order they are linked from the limits */
  limitsServiceSlugs: ['economic-loss-assessment', 'vocational-evaluation', 'life-care-planning', 'expert-testimony'],
  ctaHeading: 'Want figures you can put before a court?',
  ctaText:
    'Send us the matter and your deadline. We will tell you which analyses it needs, the records they require and what they cost.',
} as const

/** A field's label: future care costs relabel the annual amount, its growth and the end age. */
export function fieldLabel(field: CalculatorFieldName, caseKind: string, rule?: string): string {
  if (isPennsylvaniaMaintenance(field, caseKind, rule)) return CALCULATOR_FORM_COPY.pennsylvaniaDeathField.label
  const care =
    caseKind === 'care'
      ? (CALCULATOR_FORM_COPY.careFields as Partial<Record<CalculatorFieldName, CalculatorFieldCopy>>)[field]
      : undefined
  return (care ?? CALCULATOR_FORM_COPY.fields[field]).label
}

/** Under Pennsylvania's rule, a death case's deduction is personal maintenance (the survival action), not personal consumption. */
function isPennsylvaniaMaintenance(field: CalculatorFieldName, caseKind: string, rule?: string): boolean {
  return field === 'consumption' && caseKind === 'death' && rule === 'pennsylvania'
}

/** A field's hint, relabelled like its label for future care costs. */
export function fieldHint(field: CalculatorFieldName, caseKind: string, rule?: string): string | undefined {
  if (isPennsylvaniaMaintenance(field, caseKind, rule)) return CALCULATOR_FORM_COPY.pennsylvaniaDeathField.hint
  const care =
    caseKind === 'care'
      ? (CALCULATOR_FORM_COPY.careFields as Partial<Record<CalculatorFieldName, CalculatorFieldCopy>>)[field]
      : undefined
  return (care ?? (CALCULATOR_FORM_COPY.fields[field] as CalculatorFieldCopy)).hint
}

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
  consumption: '',
  past: '2',
  timing: 'end',
  sex: 'total',
  horizon: 'age',
  survival: '',
  state: '',
  rule: 'market',
  productivity: '0',
} as const satisfies Record<CalculatorFieldName, string>

/** The case type each calculator case stands for, by slug in the case type list (the contact form names them). */
export const CALCULATOR_CASE_TYPE_SLUGS = {
  injury: 'personal-injury',
  death: 'wrongful-death',
  care: 'personal-injury',
} as const

/** A short pointer to the calculator, shown on the pages of the services and case types it illustrates. */
export const CALCULATOR_PROMO = {
  heading: 'Estimate an order of magnitude first',
  text: 'Our economic loss calculator projects lost earnings and discounts them to present value from your own assumptions, with the formula, a year-by-year schedule and its limits in plain view.',
  linkLabel: 'Open the economic loss calculator',
  /** The link from a litigation service's page for a city, with its state preselected */
  stateLinkLabel: (stateName: string) =>
    `Estimate a loss in our economic loss calculator, with ${stateName} as the forum`,
  serviceSlugs: ['economic-loss-assessment'],
  caseTypeSlugs: ['personal-injury', 'wrongful-death'],
} as const
