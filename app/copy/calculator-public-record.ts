/**
 * Copy of the calculator's public-record figures: occupation wages (BLS OEWS), Treasury par yields and
 * price growth (CPI-U), each placed in a field with its source and vintage.
 */
export const PUBLIC_RECORD_COPY = {
  loadFailed: 'The figures could not be loaded. The fields still take any figure you type.',
  use: 'Use',
  wages: {
    intro:
      'Annual wage percentiles for an occupation in a metropolitan area or the nation, from the Occupational Employment and Wage Statistics survey. They describe what people in the occupation earn, not what this person would have earned.',
    area: 'Metro area',
    nation: 'United States (national figures)',
    noMetro:
      'The page you came from is outside any metropolitan area; OEWS publishes no metropolitan figures for it, so the national figures are shown.',
    unknownMetro: 'OEWS publishes no figures for the metro area in this link, so the national figures are shown.',
    occupation: 'Occupation',
    occupationHint: 'Type a word of the title, for example “truck”, or the start of a SOC code.',
    matches: '{count} occupations match.',
    oneMatch: '1 occupation matches.',
    noMatch: 'No occupation title has a word starting with that.',
    noFigures: 'BLS published no figures for this occupation in this area.',
    tableCaption: '{title}, annual wages: {citation}',
    percentile: 'Percentile',
    annualWage: 'Annual wage',
    useFor: 'Use the {percentile}',
    useForResidual: 'Use the {percentile} for residual earnings',
  },
  yields: {
    intro:
      'Par yields of U.S. Treasury securities: the latest day in the data and the average over recent years. A yield is a market interest rate, not a rule of law; choosing one is an assumption for the economist to support.',
    latestCaption: 'Par yields on {date}: {citation}',
    averagesCaption: 'Average par yields over the last 1, 5 and 10 years (trading days): {source}',
    maturity: 'Maturity',
    years: '{years}-year',
    averageHeader: '{years}-year average',
    windowRange: 'last {years} years, {from} to {to} ({days} trading days)',
    windowRangeOne: 'last year, {from} to {to} ({days} trading days)',
    useLatest: 'Use the {maturity}-year yield of {date}, {rate}',
    useAverage: 'Use the {years}-year average of the {maturity}-year yield, {rate}',
    latestLabel: '{maturity}-year Treasury par yield',
    averageLabel: '{maturity}-year Treasury par yield, average of the last {years} years ({days} trading days)',
    window: '{from} to {to}',
    arizona:
      'Arizona: periodic payments are discounted at the latest 52-week Treasury bill auction rate, which these figures do not hold. The 1-year par yield is near that rate, not equal to it.',
    netHeading: 'The 10-year yield net of inflation, since 2016',
    netIntro:
      'The 10-year par yield (monthly average) minus the CPI-U’s change over the previous twelve months: the net discount rate an economist discusses. December of each year, and the latest month; the chart shows every month.',
    netCaption: 'The 10-year yield, inflation and the net rate, percent: {source}',
    month: 'Month',
    tenYear: '10-year yield',
    inflation: 'CPI-U, 12-month change',
    net: 'Net rate',
    missing: 'not published',
    chartLabel:
      'Line chart of the net rate by month, from {from} to {to}: from {min} to {max}. The table gives the figures.',
  },
  growth: {
    intro:
      'The average annual growth of consumer prices, compounded, to the latest month in the data. A past average, not a forecast; a life care plan may grow each item at its own rate.',
    caption: 'Average annual price growth',
    series: 'Series',
    rate: 'Growth a year',
    medicalLabel: 'CPI-U medical care, {years}-year average annual growth',
    allItemsLabel: 'CPI-U all items, average annual growth over {years} years',
    use: 'Use {label}, {rate}',
  },
} as const
