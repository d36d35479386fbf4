/**
 * The full copy of each live service, keyed by slug, in catalog order.
 * Identity (title, icon, group, one-line summary) lives in ./service-catalog.ts;
 * `caseTypes` name entries of ./case-types.ts exactly.
 */
import type { ServiceContent } from '~/config/content-types'

export const SERVICE_CONTENT: Record<string, ServiceContent> = {
  'economic-loss-assessment': {
    description: [
      'When an injury, a death or a wrongful job loss cuts a working life short, the economic loss is the difference between two earnings paths: the one the person would most likely have followed and the one that remains. We build both paths from the individual earnings history, education, occupation and age, and then carry each forward through worklife, fringe benefits and the value of the household services the person can no longer perform.',
      'The projection rests on public data rather than on assumption. Earnings growth is tied to the Employment Cost Index and to occupational wage series, worklife expectancy comes from published increment-decrement tables that reflect labor force participation by age, sex and education, and life expectancy comes from the current United States Life Tables. Household services are valued at the market cost of hiring a replacement, using national time-use data. In wrongful death claims we address the personal consumption deduction as the governing jurisdiction requires.',
      'Future amounts are reduced to present value with discount rates drawn from the Treasury yield curve, and we show the net discount rate explicitly so the trier of fact can see how growth and discounting interact. Every assumption is stated, sourced and varied in sensitivity tables, so opposing counsel can test the numbers without guessing how they were built. The same report serves settlement negotiation, mediation and trial, and it can be updated as medical or employment facts change.',
    ].join('\n\n'),
    features: [
      'But-for and actual earnings projections built from tax and payroll records',
      'Worklife expectancy from published increment-decrement tables',
      'Fringe benefit valuation, including employer retirement and health contributions',
      'Household services valued at market replacement cost',
      'Personal consumption offsets for wrongful death claims',
      'Present-value schedules with sensitivity tables for growth and discount rates',
    ],
    caseTypes: ['Personal Injury', 'Wrongful Death', 'Medical Malpractice', 'Catastrophic Injury', 'Wrongful Termination', 'Employment Discrimination'],
    metaDescription:
      'Lost earnings, fringe benefits and household services projected and discounted to present value for personal injury, wrongful death and employment cases.',
    methods: [
      {
        name: 'Worklife expectancy',
        detail:
          'We apply increment-decrement (Markov) worklife tables that account for movement into and out of the labor force, adjusted for education and, where the evidence supports it, for the impairment itself.',
      },
      {
        name: 'Earnings growth projection',
        detail: 'Wage growth is estimated from the Employment Cost Index and occupation-specific earnings histories rather than from a single assumed rate.',
      },
      {
        name: 'Present-value discounting',
        detail: 'Future losses are discounted at Treasury yields of matching maturity, and the implied net discount rate is reported beside the result.',
      },
      {
        name: 'Household services valuation',
        detail:
          'Hours of lost household production are estimated from time-use data and priced at the wages of the workers who would be hired to perform them.',
      },
      {
        name: 'Personal consumption deduction',
        detail:
          'In death cases we estimate the share of income the decedent would have spent on personal consumption, using household expenditure research and the applicable state rule.',
      },
    ],
    standards: [
      {
        name: 'Federal Rule of Evidence 702',
        detail: 'Methods, data and assumptions are documented so the opinion can be tested for reliable application to the facts of the case.',
      },
      {
        name: 'Peer-reviewed life and worklife tables',
        detail: 'We rely on published mortality and worklife tables rather than proprietary or undisclosed estimates.',
      },
      {
        name: 'NAFE Statement of Ethical Principles',
        detail:
          'Our work follows the ethical principles of the National Association of Forensic Economics, including consistency of method regardless of which side retains us.',
      },
    ],
    references: [
      { title: 'United States Life Tables', publisher: 'CDC National Center for Health Statistics' },
      { title: 'Employment Cost Index', publisher: 'Bureau of Labor Statistics' },
      {
        title: 'Current Population Survey',
        publisher: 'Bureau of Labor Statistics and Census Bureau',
        note: 'Earnings and labor force participation by age, sex and education',
      },
      { title: 'American Time Use Survey', publisher: 'Bureau of Labor Statistics', note: 'Time spent on household production' },
      { title: 'Daily Treasury Par Yield Curve Rates', publisher: 'U.S. Department of the Treasury' },
    ],
  },

  'vocational-evaluation': {
    description: [
      'A vocational evaluation answers a practical question on which economic damages depend: what work could this person do before the event, and what work can they do now? We interview the evaluee, review medical, educational and employment records, and where appropriate administer standardized tests of aptitude, academic achievement and vocational interest.',
      'From that foundation we conduct a transferable skills analysis, matching the worker traits of past jobs against the physical and cognitive restrictions set by treating and examining physicians. Occupations are described using O*NET and the Dictionary of Occupational Titles, and wages and openings for the remaining options are documented with Occupational Employment and Wage Statistics data. When published data are too coarse for a local market, we conduct a labor market survey, contacting employers directly about hiring requirements, accommodations and pay. Each occupation we identify is checked against the specific restrictions in the record, not against a generic exertional category.',
      'The result is an opinion on pre-injury and residual earning capacity, on employability, and on any retraining or job placement services that would realistically restore earnings. In family law matters the same framework is used to assess imputed income for a spouse who is voluntarily unemployed or underemployed. Because our vocational opinions feed directly into economic loss calculations, the earning capacity figures and the damages model rest on the same assumptions.',
    ].join('\n\n'),
    features: [
      'Clinical vocational interview and records review',
      'Standardized aptitude, achievement and interest testing',
      'Transferable skills analysis against documented restrictions',
      'Employer-contact labor market surveys for the local area',
      'Pre- and post-injury earning capacity opinions',
      'Retraining plans with program costs and expected wage outcomes',
    ],
    caseTypes: ['Personal Injury', "Workers' Compensation", 'Long-Term Disability Claims', 'Social Security Disability', 'Marital Dissolution'],
    metaDescription:
      'Vocational evaluations of earning capacity, employability and transferable skills, supported by testing, labor market surveys and occupational data.',
    methods: [
      {
        name: 'Transferable skills analysis',
        detail:
          'Worker traits from past relevant work, including skill level, strength demands and aptitudes, are compared with post-injury capacities to identify occupations that remain accessible.',
      },
      {
        name: 'Labor market survey',
        detail:
          "We contact employers in the evaluee's commuting area to confirm whether identified jobs exist, what they pay and whether the restrictions can be accommodated.",
      },
      {
        name: 'Earning capacity analysis',
        detail: 'Capacity is assessed from demonstrated earnings, education, aptitudes and the labor market, not only from the last job held.',
      },
      {
        name: 'Vocational testing',
        detail:
          "Standardized instruments measure academic level, aptitudes and interests, and results are interpreted in light of the evaluee's medical status.",
      },
    ],
    standards: [
      {
        name: 'ABVE and IARP practice standards',
        detail:
          'Evaluations follow the practice guidelines of the American Board of Vocational Experts and the International Association of Rehabilitation Professionals.',
      },
      {
        name: 'CRCC Code of Professional Ethics for Rehabilitation Counselors',
        detail:
          'Evaluators work within the code of the Commission on Rehabilitation Counselor Certification, including its requirement of objectivity in forensic roles.',
      },
      {
        name: 'Federal Rule of Evidence 702',
        detail: 'Opinions identify the records, tests and occupational sources relied on so their reliability can be examined.',
      },
    ],
    references: [
      { title: 'O*NET', publisher: 'U.S. Department of Labor' },
      { title: 'Dictionary of Occupational Titles', publisher: 'U.S. Department of Labor' },
      { title: 'Occupational Employment and Wage Statistics', publisher: 'Bureau of Labor Statistics' },
      {
        title: 'Occupational Requirements Survey',
        publisher: 'Bureau of Labor Statistics',
        note: 'Physical, cognitive and environmental demands of occupations',
      },
    ],
  },

  'life-care-planning': {
    description: [
      'A life care plan is an itemized, evidence-based projection of the medical, therapeutic, equipment, medication, home care and residential needs of a person with a serious, lasting injury or illness. It gives the court and the parties a concrete picture of what future care will require and what it will cost over the remaining lifetime.',
      'We build each plan from the medical records, an interview with the patient and family, and consultation with treating physicians and therapists, who confirm the recommended items and their frequencies. Every item is assigned a start and end age, a replacement schedule and a unit cost. Costs are researched with providers and vendors in the patient community and checked against published fee schedules and claims-based data, with each price source listed so it can be verified.',
      "Life expectancy is a critical input. We address it with reference to population tables and the medical literature on the specific condition, and leave any individualized adjustment to qualified physicians. Once the plan is complete, annual costs can be projected with medical price growth and discounted to present value, either by our economists or by the retaining party's own economic expert. Plans are revised as treatment evolves, so a plan prepared early in a case can be brought current before trial.",
    ].join('\n\n'),
    features: [
      'Itemized care plans covering medical care, therapy, equipment, medication and attendant care',
      'Treating-provider consultation to confirm the medical foundation',
      'Geographically specific cost research with cited vendors and fee schedules',
      'Replacement schedules and start and stop ages for every item',
      'Present-value costing of the complete plan',
      'Plan updates as treatment and prognosis change',
    ],
    caseTypes: ['Catastrophic Injury', 'Medical Malpractice', 'Personal Injury', 'Product Liability', "Workers' Compensation"],
    metaDescription:
      'Life care plans that itemize lifetime medical, therapy, equipment and attendant care needs, priced with local cost research and physician support.',
    methods: [
      {
        name: 'Medical foundation review',
        detail: 'Every recommendation is tied to a physician or therapist opinion or to a clinical practice guideline, and its basis is footnoted in the plan.',
      },
      {
        name: 'Cost research',
        detail: 'Unit prices are gathered from regional providers and vendors and compared with public fee schedules and claims-based benchmarks.',
      },
      {
        name: 'Life expectancy inputs',
        detail:
          'Plans are projected over a life expectancy drawn from population life tables and condition-specific studies, with medical opinion on any adjustment.',
      },
      {
        name: 'Medical cost growth and discounting',
        detail: 'Annual costs are grown using the medical care components of the Consumer Price Index and then reduced to present value.',
      },
    ],
    standards: [
      {
        name: 'IALCP Standards of Practice',
        detail: 'Plans follow the Standards of Practice for Life Care Planners published by the International Academy of Life Care Planners.',
      },
      {
        name: 'Life Care Planning Summit consensus statements',
        detail: 'We apply the consensus and majority methodology statements developed at the interdisciplinary Life Care Planning Summits.',
      },
      {
        name: 'Federal Rule of Evidence 702',
        detail: "Each plan item carries a documented medical basis and a price source, which is what courts examine when a plan's reliability is challenged.",
      },
    ],
    references: [
      { title: 'Medicare Physician Fee Schedule', publisher: 'Centers for Medicare & Medicaid Services' },
      { title: 'Consumer Price Index, Medical Care', publisher: 'Bureau of Labor Statistics' },
      { title: 'Medical Expenditure Panel Survey', publisher: 'Agency for Healthcare Research and Quality' },
      { title: 'Life Care Planning and Case Management Handbook', publisher: 'Taylor & Francis' },
    ],
  },

  'business-valuation': {
    description: [
      'Closely held businesses rarely have a market price, yet disputes and tax filings often turn on what one is worth. We value companies, partnership interests and minority blocks for shareholder oppression and buyout actions, equitable distribution in divorce, estate and gift tax reporting, and damages cases in which lost business value is the measure of harm.',
      'The first step is settling the standard and premise of value, because fair market value, fair value under a state statute and investment value can produce very different answers for the same shares. We then normalize the financial statements for owner compensation, nonrecurring items and related-party transactions, analyze the company against its industry, and apply the income, market and asset approaches as the facts warrant. Discounts for lack of control and lack of marketability are supported with empirical studies and with the specific rights attached to the interest, never applied out of habit.',
      'Income approach work includes discounted cash flow and capitalization of earnings models, with discount rates built from observable market returns and company-specific risk. Market approach work draws on guideline public companies and on acquisitions of comparable private businesses. Reports are written to satisfy professional valuation standards and, where applicable, Internal Revenue Service guidance, so one analysis can support a negotiation, a tax filing or testimony.',
    ].join('\n\n'),
    features: [
      'Fair market value and statutory fair value opinions',
      'Normalized financial statements and owner compensation adjustments',
      'Discounted cash flow and capitalization of earnings models',
      'Guideline public company and transaction analyses',
      'Documented discounts for lack of control and marketability',
      'Calculation engagements and full conclusion-of-value reports',
    ],
    caseTypes: ['Shareholder Disputes', 'Marital Dissolution', 'Estate and Gift Tax', 'Commercial Damages', 'Intellectual Property Damages'],
    metaDescription:
      'Business valuations for shareholder disputes, divorce, estate and gift tax, and damages, using income, market and asset approaches under AICPA and USPAP.',
    methods: [
      {
        name: 'Discounted cash flow (income approach)',
        detail:
          'Projected free cash flows are discounted at a rate reflecting the risk of achieving them, with a terminal value for the years beyond the forecast period.',
      },
      {
        name: 'Guideline public company method',
        detail:
          'Valuation multiples of public companies in similar lines of business are adjusted for differences in size, growth and profitability and applied to the subject.',
      },
      {
        name: 'Guideline transaction method',
        detail: 'Prices paid in acquisitions of comparable private companies provide a market-based cross-check on the income approach.',
      },
      {
        name: 'Adjusted net asset method',
        detail: 'For holding companies and asset-intensive businesses, assets and liabilities are restated to current value.',
      },
      {
        name: 'Discount and premium analysis',
        detail: 'Control and marketability adjustments are tied to restricted stock and pre-IPO studies and to the governing documents of the entity.',
      },
    ],
    standards: [
      {
        name: 'AICPA SSVS No. 1 (VS Section 100)',
        detail:
          'Engagements are performed under the AICPA Statement on Standards for Valuation Services, which distinguishes valuation engagements from calculation engagements.',
      },
      {
        name: 'Uniform Standards of Professional Appraisal Practice (USPAP)',
        detail: 'Business appraisal reports conform to the USPAP standards for business appraisal development and reporting where USPAP applies.',
      },
      {
        name: 'IRS Revenue Ruling 59-60',
        detail: 'Estate and gift tax valuations address each of the factors the ruling sets out for valuing closely held stock.',
      },
    ],
    references: [
      { title: 'Valuing a Business: The Analysis and Appraisal of Closely Held Companies', publisher: 'McGraw-Hill' },
      { title: 'Revenue Ruling 59-60', publisher: 'Internal Revenue Service' },
      { title: 'Annual Statement Studies', publisher: 'Risk Management Association', note: 'Industry financial ratios for comparison' },
      { title: 'Cost of Capital Navigator', publisher: 'Kroll' },
    ],
  },

  'disability-evaluation': {
    description: [
      'Disability is not a diagnosis; it is the gap between what a job requires and what a person can still do. Our disability evaluations translate medical findings, functional capacity testing and treating-source opinions into a clear statement of work capacity, and then into the economic consequences of that capacity.',
      "For Social Security disability claims we organize the evidence around the sequential evaluation process, addressing residual functional capacity, the demands of past relevant work and whether other work exists in significant numbers in the national economy. For long-term disability claims under employer plans, the analysis follows the policy's own definitions, which often shift from the claimant's own occupation to any gainful occupation after an initial period. Workers' compensation matters raise further questions of impairment rating, wage-loss benefits and suitable alternative employment.",
      'In each setting we describe occupations by their actual exertional, postural, manipulative and cognitive demands using federal occupational data, and we reconcile conflicting medical opinions by showing how each would change the outcome. Where limitations reduce earnings rather than eliminate them, we quantify the partial loss. The analysis can support claimants, insurers and employers at the claim, appeal and hearing stages, and it connects directly to our vocational and economic loss work when a civil claim is also pending.',
    ].join('\n\n'),
    features: [
      'Residual functional capacity summaries organized from the medical record',
      'Own-occupation and any-occupation analyses under policy definitions',
      'Occupational demand profiles from federal occupational data',
      'Partial disability and reduced earning capacity calculations',
      'Review of functional capacity evaluations and independent medical examinations',
      'Vocational testimony for administrative hearings',
    ],
    caseTypes: ['Social Security Disability', 'Long-Term Disability Claims', "Workers' Compensation", 'Personal Injury', 'Catastrophic Injury'],
    metaDescription:
      "Disability evaluations translating medical limits into work capacity for Social Security, long-term disability and workers' compensation claims.",
    methods: [
      {
        name: 'Sequential evaluation analysis',
        detail:
          'Evidence is arranged step by step as the Social Security Administration reviews it, with attention to the Medical-Vocational Guidelines where age, education and skill level decide the claim.',
      },
      {
        name: 'Occupational demands analysis',
        detail: 'Job requirements are documented from the Occupational Requirements Survey and O*NET rather than inferred from job titles.',
      },
      {
        name: 'Functional capacity synthesis',
        detail:
          'Findings from functional capacity evaluations, treating-source opinions and examination reports are compared, and the effect of each on the available work is shown.',
      },
      {
        name: 'Partial loss quantification',
        detail:
          'When a claimant can work with restrictions, the loss is measured as the difference between prior earning capacity and the wages of accessible occupations.',
      },
    ],
    standards: [
      {
        name: 'Social Security regulations and rulings',
        detail: 'Analyses follow the sequential evaluation rules of 20 CFR Part 404 and the Social Security Rulings that govern vocational evidence.',
      },
      {
        name: 'AMA Guides to the Evaluation of Permanent Impairment',
        detail: "Impairment ratings in workers' compensation matters are read under the edition the jurisdiction mandates.",
      },
      {
        name: 'ERISA claim-review framework',
        detail:
          'Long-term disability analyses are prepared with the plan-language and administrative-record focus of Employee Retirement Income Security Act litigation in mind.',
      },
    ],
    references: [
      { title: 'Disability Evaluation Under Social Security', publisher: 'Social Security Administration', note: 'The listing of impairments' },
      { title: 'Occupational Requirements Survey', publisher: 'Bureau of Labor Statistics' },
      { title: 'Guides to the Evaluation of Permanent Impairment', publisher: 'American Medical Association' },
      {
        title: 'Selected Characteristics of Occupations Defined in the Revised Dictionary of Occupational Titles',
        publisher: 'U.S. Department of Labor',
      },
    ],
  },

  'expert-testimony': {
    description: [
      'An economic opinion is useful only when another economist can follow each step and check it. We prepare expert reports, rebuttal critiques, deposition testimony and trial testimony on economic damages, earning capacity, valuation and statistical questions, and we document each method and source from the first day of an engagement, so the work can be examined on cross-examination or under an admissibility challenge.',
      'Reports are organized around what the court will ask under Federal Rule of Evidence 702: whether the opinion rests on sufficient facts or data, whether it is the product of reliable principles and methods, and whether those methods have been reliably applied to this case. In jurisdictions that still apply the general acceptance test from Frye, we document where each method is accepted in the professional literature. Every report discloses its data, assumptions and calculations in the detail Federal Rule of Civil Procedure 26 requires, with working files that opposing experts can reproduce.',
      "We also review the other side's expert work, identifying errors of data, arithmetic, assumption and method, and we help counsel prepare deposition outlines and motions to exclude. At trial, we explain discounting, regression results and valuation concepts in plain language, using exhibits designed for jurors rather than specialists. Our testimony is consistent from one engagement to the next, because our methods do not change with the side that retains us.",
    ].join('\n\n'),
    features: [
      'Rule 26 compliant expert reports with reproducible calculations',
      'Rebuttal analysis of opposing economic and vocational experts',
      'Support for Daubert and Frye motions and responses',
      'Deposition and trial testimony',
      'Demonstrative exhibits designed for jurors',
      'Help preparing the cross-examination of opposing experts',
    ],
    caseTypes: ['Personal Injury', 'Wrongful Death', 'Commercial Damages', 'Employment Discrimination', 'Antitrust', 'Product Liability'],
    metaDescription:
      'Expert reports, rebuttals, depositions and trial testimony on economic damages and valuation, prepared for Rule 702, Daubert and Frye scrutiny.',
    methods: [
      {
        name: 'Admissibility planning',
        detail:
          'Before opinions are finalized, we test each against the Rule 702 factors and the case law of the forum to find the points likely to be challenged.',
      },
      {
        name: 'Rebuttal recalculation',
        detail: 'Opposing reports are recalculated from their own inputs so that errors can be shown with numbers rather than asserted.',
      },
      {
        name: 'Demonstrative exhibits',
        detail: 'Charts and timelines present the damages calculation step by step, in the same sequence as the testimony.',
      },
      {
        name: 'Reproducible work files',
        detail: 'Spreadsheets and code are organized so that every figure in the report can be traced back to its source.',
      },
    ],
    standards: [
      {
        name: 'Federal Rule of Evidence 702',
        detail:
          'Opinions are prepared to meet the reliability requirements of the rule as currently amended, which the proponent must establish by a preponderance of the evidence.',
      },
      {
        name: 'Daubert and Kumho Tire',
        detail: 'We prepare for the gatekeeping inquiry the Supreme Court described for scientific and other technical testimony, economics included.',
      },
      {
        name: 'Federal Rule of Civil Procedure 26(a)(2)(B)',
        detail: 'Written reports contain the opinions, bases, data considered and exhibits the rule requires.',
      },
      {
        name: 'Frye general acceptance standard',
        detail: 'For state courts that apply Frye, reports identify the professional literature supporting each method used.',
      },
    ],
    references: [
      {
        title: 'Reference Manual on Scientific Evidence',
        publisher: 'Federal Judicial Center and National Academies',
        note: 'Including the reference guide on estimation of economic damages',
      },
      { title: 'Journal of Forensic Economics', publisher: 'National Association of Forensic Economics' },
      { title: 'Journal of Legal Economics', publisher: 'American Academy of Economic and Financial Experts' },
    ],
  },

  'market-analysis-forecasting': {
    description: [
      'Decisions about entering a market, building capacity or financing an expansion depend on how much demand there will be and how quickly it will arrive. We size markets and forecast demand for companies, investors and public agencies, and in litigation we supply the market forecasts that lost-profits claims require.',
      'Market sizing starts with a precise definition of the product and the geography, then triangulates between top-down estimates from government data on establishments, shipments and household spending and bottom-up estimates built from customer counts, usage rates and prices. Forecasts combine time-series models of the historical record with structural drivers such as population, income, prices and the adoption path of comparable products. Where a product is new, we use diffusion models calibrated to analogous launches rather than extrapolating a short history. For lost-profits claims, the same tools establish what the relevant market would have done during the damages period, separating the effect of the conduct at issue from industry-wide shifts.',
      'Every forecast comes with its assumptions written out, a base case and alternatives, and a record of how similar models would have performed had they been used in the past. That out-of-sample testing is what separates a defensible forecast from a spreadsheet trend line. Clients receive the working model itself, not only its conclusions, so they can update inputs as new data arrive, and we can revisit the forecast when market conditions shift.',
    ].join('\n\n'),
    features: [
      'Top-down and bottom-up market size estimates',
      'Demand forecasts with base, upside and downside scenarios',
      'New-product adoption curves calibrated to comparable launches',
      'Competitor and market share analysis',
      'Out-of-sample accuracy testing of forecasting models',
      'But-for market forecasts for lost-profits claims',
    ],
    caseTypes: ['Market Entry and Expansion', 'Pricing Decisions', 'Economic Development Projects', 'Commercial Damages'],
    metaDescription:
      'Market sizing and demand forecasts built from government data and tested models, for market entry, investment planning and lost-profits claims.',
    methods: [
      {
        name: 'Time-series forecasting',
        detail: 'Exponential smoothing and ARIMA-family models capture trend and seasonality in sales and shipment histories.',
      },
      {
        name: 'Structural demand models',
        detail: 'Regression models link demand to prices, income, population and other drivers that can be projected independently.',
      },
      {
        name: 'Diffusion modeling',
        detail: 'Bass-type adoption curves describe how new products spread, with parameters drawn from comparable product categories.',
      },
      {
        name: 'Market sizing triangulation',
        detail: 'Independent top-down and bottom-up estimates are reconciled, and the gap between them is reported as a measure of uncertainty.',
      },
    ],
    standards: [
      {
        name: 'Out-of-sample validation',
        detail: 'Models are judged on how well they predict held-out periods, not on how closely they fit the data used to build them.',
      },
      {
        name: 'Documented, testable assumptions',
        detail: 'Each driver, its source and its projected path are listed so decision-makers can see which assumptions matter most.',
      },
      {
        name: 'Federal Rule of Evidence 702',
        detail: "When forecasts support lost-profits claims, they are built from the business's own history and stated assumptions, so the court can judge how far they are supported.",
      },
    ],
    references: [
      { title: 'Economic Census', publisher: 'Census Bureau' },
      { title: 'County Business Patterns', publisher: 'Census Bureau' },
      { title: 'Consumer Expenditure Surveys', publisher: 'Bureau of Labor Statistics' },
      { title: 'Forecasting: Principles and Practice', publisher: 'OTexts' },
    ],
  },

  'pricing-strategy': {
    description: [
      'Setting a price is an economic forecast: it predicts how buyers, and often competitors, will respond. We help companies, nonprofits and public enterprises estimate how demand changes with price, what different customer groups are willing to pay, and which price structures capture value without sacrificing volume.',
      'Where transaction history exists, we estimate price elasticity directly from sales data, separating the effect of price from seasonality, promotions and competitor moves. Where it does not, we design survey-based studies, including choice-based conjoint experiments that reveal the trade-offs customers make among features and price, and price sensitivity questions that locate an acceptable price range. The results feed a demand model that projects revenue, margin and volume under alternative prices, tiers, bundles and discount policies. Segment-level estimates show where discounts are needed to win business and where they simply give away margin.',
      'Pricing also carries legal exposure. Charging competing customers different prices can raise questions under the Robinson-Patman Act, and prices coordinated with rivals or set below cost can draw antitrust scrutiny. We flag these issues during the analysis and, when pricing itself becomes the subject of a dispute, we provide the economic analysis of market power, overcharges and pass-through. For regulated and public-sector services, we show how fee or tariff changes affect different groups of users and the recovery of costs.',
    ].join('\n\n'),
    features: [
      'Price elasticity estimates from transaction and scanner data',
      'Choice-based conjoint and willingness-to-pay studies',
      'Revenue and margin simulations for alternative price points',
      'Tier, bundle and discount structure design',
      'Competitive response and pass-through analysis',
      'Fee and tariff studies for public and regulated services',
    ],
    caseTypes: ['Pricing Decisions', 'Market Entry and Expansion', 'Antitrust'],
    metaDescription:
      'Pricing strategy grounded in price elasticity, conjoint and willingness-to-pay research, with revenue simulations and antitrust risk review.',
    methods: [
      {
        name: 'Price elasticity estimation',
        detail:
          'Demand is modeled with controls for promotions, seasonality and competing prices, so the estimated response reflects price rather than coincident events.',
      },
      {
        name: 'Choice-based conjoint analysis',
        detail:
          'Respondents choose among product profiles that vary price and features, and discrete choice models recover the willingness to pay for each attribute.',
      },
      {
        name: 'Price sensitivity meter',
        detail: 'Survey questions on too-cheap, cheap, expensive and too-expensive thresholds locate an acceptable price range for a new offering.',
      },
      {
        name: 'Revenue simulation',
        detail: 'Estimated demand curves are combined with cost data to compare revenue, margin and volume across pricing scenarios.',
      },
    ],
    standards: [
      {
        name: 'Robinson-Patman Act and Sherman Act review',
        detail: 'Recommendations are screened for price discrimination and coordination risks before they are presented.',
      },
      {
        name: 'AAPOR Code of Professional Ethics and Practices',
        detail:
          'Pricing surveys disclose their sampling, question wording and response rates in line with the code of the American Association for Public Opinion Research.',
      },
      {
        name: 'Market test validation',
        detail: 'Where possible, estimated responses are confirmed with a controlled price test in a limited market before a full rollout.',
      },
    ],
    references: [
      { title: 'The Strategy and Tactics of Pricing', publisher: 'Routledge' },
      { title: 'Discrete Choice Methods with Simulation', publisher: 'Cambridge University Press' },
      { title: 'Consumer Price Index', publisher: 'Bureau of Labor Statistics' },
      { title: 'Producer Price Index', publisher: 'Bureau of Labor Statistics' },
    ],
  },

  'cost-benefit-roi-analysis': {
    description: [
      'Cost-benefit analysis asks whether society, or a particular organization, is better off with a project or policy than without it. We identify who is affected, measure the effects against a clearly defined baseline, express them in dollars where the evidence allows, and compare their present values over the life of the investment.',
      'Benefits frequently take forms that markets do not price: travel time saved, injuries avoided, emissions reduced, health improved. We value them with established methods, including the values of a statistical life and of injury prevention used by federal agencies, revealed-preference evidence from wages and property values, and stated-preference surveys such as contingent valuation where no market record exists. Costs include capital outlays, operating and maintenance expenses and the opportunity cost of public funds. Results are reported as net present value, benefit-cost ratios and internal rates of return.',
      'Because results depend on discount rates and uncertain parameters, we test them with sensitivity and Monte Carlo analysis and report a range rather than a single number. For private clients, the same framework becomes a return-on-investment analysis focused on cash flows to the organization, with a separate account of external effects when lenders, grantors or regulators require one. We also prepare break-even analyses showing how large an unquantified benefit would need to be to justify a proposal.',
    ].join('\n\n'),
    features: [
      'Net present value, benefit-cost ratio and internal rate of return',
      'Monetization of time, safety, health and environmental effects',
      'Contingent valuation and other stated-preference surveys',
      'Monte Carlo and sensitivity analysis of key parameters',
      'Distributional tables showing who gains and who pays',
      'Return-on-investment models for organizational decisions',
    ],
    caseTypes: ['Public Program Funding', 'Regulatory Rulemaking', 'Economic Development Projects', 'Development Program Appraisal', 'Healthcare Policy'],
    metaDescription:
      'Cost-benefit and ROI analysis that monetizes benefits and costs, discounts them and tests uncertainty, following OMB Circulars A-4 and A-94.',
    methods: [
      {
        name: 'Contingent valuation',
        detail: 'Carefully designed surveys ask respondents to value a specific change in a nonmarket good, with validity tests for scope and framing effects.',
      },
      {
        name: 'Benefit transfer',
        detail: 'Values estimated in published studies are adapted to a new setting, adjusting for income, population and the size of the change.',
      },
      {
        name: 'Present-value discounting',
        detail:
          "Streams of benefits and costs are discounted at rates consistent with the client's governing guidance, with alternative rates shown side by side.",
      },
      {
        name: 'Monte Carlo simulation',
        detail: 'Uncertain inputs are drawn from probability distributions to produce a range of net benefits and the probability that they are positive.',
      },
      {
        name: 'Break-even analysis',
        detail: 'When a key benefit cannot be monetized, we calculate the value it would need to reach for the project to pass.',
      },
    ],
    standards: [
      {
        name: 'OMB Circular A-4',
        detail: 'Analyses supporting federal regulation follow the circular on baselines, alternatives, discounting and the treatment of uncertainty.',
      },
      {
        name: 'OMB Circular A-94',
        detail: 'Federal program and investment analyses follow the circular on discount rates and the benefit-cost analysis of federal programs.',
      },
      {
        name: 'Federal value of a statistical life guidance',
        detail:
          'Safety benefits use the values published by the U.S. Department of Transportation and other agencies, adjusted for income growth and inflation.',
      },
    ],
    references: [
      { title: 'Cost-Benefit Analysis: Concepts and Practice', publisher: 'Cambridge University Press' },
      { title: 'Guidelines for Preparing Economic Analyses', publisher: 'U.S. Environmental Protection Agency' },
      {
        title: 'Guidance on Treatment of the Economic Value of a Statistical Life in U.S. Department of Transportation Analyses',
        publisher: 'U.S. Department of Transportation',
      },
    ],
  },

  'labor-economics-consulting': {
    description: [
      'Employers, employees and their counsel regularly face questions that labor economics is built to answer: whether pay differences between groups are explained by legitimate factors, what a competitive wage for a role is, how many hours went unpaid across a workforce, and whether hiring or promotion outcomes depart from what the applicant pool would predict. Many of these questions surface first in an internal audit and only later in litigation, so we design analyses that remain sound if they are eventually disclosed.',
      'For pay equity and discrimination matters we estimate multiple regression models of compensation that control for job, tenure, experience, location and performance, and we decompose any remaining gap into explained and unexplained parts. Selection analyses compare hiring, promotion and termination rates across groups, applying tests of statistical significance alongside the four-fifths rule. In wage and hour class actions, we analyze timekeeping, payroll and badge data to estimate unpaid time and overtime, using statistically valid samples when complete records are too voluminous or incomplete.',
      "On the advisory side, we benchmark compensation against occupational wage surveys, study the labor market effects of noncompete and no-poach agreements, and assess how minimum wage or scheduling rules would change a client's labor costs. Each engagement pairs the statistics with a clear explanation of what the numbers can and cannot show, because correlations in personnel data are easily misread in either direction.",
    ].join('\n\n'),
    features: [
      'Pay equity regression and decomposition analysis',
      'Adverse impact analysis of hiring, promotion and termination',
      'Unpaid time and overtime estimates from timekeeping records',
      'Sampling plans for large wage and hour classes',
      'Compensation benchmarking against occupational wage data',
      'Analysis of noncompete and no-poach restrictions',
    ],
    caseTypes: ['Wage and Hour Disputes', 'Employment Discrimination', 'Workforce Planning', 'Wrongful Termination'],
    metaDescription:
      'Labor economics for pay equity, discrimination, wage and hour, and compensation questions, using regression, sampling and labor market data.',
    methods: [
      {
        name: 'Multiple regression of compensation',
        detail: 'Pay is modeled as a function of legitimate job-related factors, and the coefficient on group membership measures any residual difference.',
      },
      {
        name: 'Oaxaca-Blinder decomposition',
        detail: 'Average pay gaps are split into a portion explained by differences in measured characteristics and a portion that is not.',
      },
      {
        name: 'Adverse impact testing',
        detail: 'Selection rates are compared using the four-fifths rule together with exact and standard-deviation tests of statistical significance.',
      },
      {
        name: 'Statistical sampling of records',
        detail: 'Where a full review is impractical, random samples of time and pay records support class-wide estimates with stated margins of error.',
      },
    ],
    standards: [
      {
        name: 'Uniform Guidelines on Employee Selection Procedures',
        detail: 'Adverse impact analyses use the definitions and tests set out in 29 CFR Part 1607.',
      },
      {
        name: 'Representative evidence under Tyson Foods v. Bouaphakeo',
        detail:
          'Sampling-based estimates in wage and hour classes are designed to meet the reliability test the Supreme Court applied to representative proof.',
      },
      {
        name: 'Federal Rule of Evidence 702',
        detail: 'Statistical models are specified and documented so that the choice of controls and samples can be examined by the court.',
      },
    ],
    references: [
      { title: 'Current Population Survey', publisher: 'Bureau of Labor Statistics and Census Bureau' },
      { title: 'National Compensation Survey', publisher: 'Bureau of Labor Statistics' },
      { title: 'Occupational Employment and Wage Statistics', publisher: 'Bureau of Labor Statistics' },
      { title: 'Labor Economics', publisher: 'McGraw-Hill', note: 'Graduate and undergraduate reference text on wage determination' },
    ],
  },

  'economic-impact-studies': {
    description: [
      'When a new plant, hospital, stadium, campus expansion or infrastructure program is proposed, decision-makers want to know what it will mean for local jobs, income and public revenue. We estimate those effects for developers, public agencies, universities and community organizations, and we state plainly what the estimates include and what they leave out. A study area may be a single county, a metropolitan area or an entire state, depending on where the spending and hiring actually occur.',
      "Our studies trace spending through a regional economy with input-output models of the kind the Bureau of Economic Analysis and commercial providers publish. Direct effects are the project's own employment and purchases; indirect effects arise as suppliers buy from their own suppliers; induced effects follow as workers spend their wages. We separate one-time construction effects from recurring operating effects, and we build the direct inputs from project budgets, staffing plans and visitor surveys rather than from headline investment totals.",
      'Input-output multipliers describe gross activity, so we also address displacement: spending that would have occurred elsewhere in the region without the project, and public subsidies that carry their own opportunity cost. Fiscal impact analysis then sets property, sales and income tax receipts against the cost of the public services the project will require. The result is suitable for incentive applications, public hearings and bond financing, with multipliers and assumptions documented in full.',
    ].join('\n\n'),
    features: [
      'Employment, labor income and output estimates by industry',
      'Separate construction-phase and operations-phase effects',
      'Regional input-output modeling with documented multipliers',
      'Displacement and substitution adjustments',
      'State and local fiscal impact estimates',
      'Visitor and spending surveys for events and attractions',
    ],
    caseTypes: ['Economic Development Projects', 'Public Program Funding', 'Regulatory Rulemaking'],
    metaDescription:
      'Economic impact studies of jobs, income, output and tax revenue from projects and facilities, using regional input-output models and net-effect analysis.',
    methods: [
      {
        name: 'Regional input-output modeling',
        detail:
          'Industry-by-industry purchase coefficients for the study region, in the style of RIMS II and IMPLAN, convert direct spending into indirect and induced activity.',
      },
      {
        name: 'Direct effect estimation',
        detail: 'Project budgets, payrolls and vendor lists are mapped to industries and local purchase shares before any multiplier is applied.',
      },
      {
        name: 'Displacement analysis',
        detail: 'Activity that would otherwise have occurred in the region is removed so that the study reports net new effects.',
      },
      {
        name: 'Fiscal impact analysis',
        detail: 'Tax receipts by jurisdiction are compared with the cost of serving the new residents and businesses a project brings.',
      },
    ],
    standards: [
      {
        name: 'Documented multiplier sources',
        detail: 'Each report identifies the model, data year and geography of the multipliers used, so results can be reproduced.',
      },
      {
        name: 'Gross and net effects reported separately',
        detail: 'We distinguish gross economic activity from net additions to the regional economy and never present the first as the second.',
      },
      {
        name: 'Consistency with benefit-cost guidance',
        detail:
          'Where a funder also requires a benefit-cost analysis under OMB Circular A-94, we explain why regional impacts are not benefits in that sense and supply both.',
      },
    ],
    references: [
      { title: 'Regional Input-Output Modeling System (RIMS II)', publisher: 'Bureau of Economic Analysis' },
      { title: 'Input-Output Analysis: Foundations and Extensions', publisher: 'Cambridge University Press' },
      { title: 'Quarterly Census of Employment and Wages', publisher: 'Bureau of Labor Statistics' },
      { title: 'Regional Economic Accounts', publisher: 'Bureau of Economic Analysis' },
    ],
  },

  'public-policy-analysis': {
    description: [
      'Before a legislature, agency or advocacy organization commits to a policy, it needs a realistic picture of what the change will do and for whom. We analyze proposed and existing policies in taxation, labor, health, housing, education and social insurance, estimating their effects on behavior, household incomes and public budgets.',
      'Prospective analysis relies on microsimulation: we apply the rules of a proposed policy to representative household and business records from federal surveys, allow for behavioral responses estimated in the research literature, and tabulate the results by income, age, region and family type. Retrospective analysis asks what a policy actually did, using quasi-experimental designs such as difference-in-differences and synthetic control methods that compare jurisdictions that adopted a policy with similar ones that did not.',
      'Distributional analysis is central to this work. A policy that raises average income can still leave identifiable groups worse off, and the burden of a tax or mandate often falls on people other than those who formally pay it. We report winners and losers alongside aggregate effects, state the evidence behind each behavioral assumption, and write for the readers who must act on the findings: legislators, agency staff, coalition members and journalists. Work products range from briefing memoranda and committee testimony to full technical reports.',
    ].join('\n\n'),
    features: [
      'Microsimulation of tax, benefit and mandate changes',
      'Distributional tables by income, age, region and household type',
      'Tax and mandate incidence analysis',
      'Retrospective evaluations using difference-in-differences and synthetic control',
      'Fiscal cost estimates for proposed legislation',
      'Briefing memoranda and legislative testimony',
    ],
    caseTypes: ['Regulatory Rulemaking', 'Public Program Funding', 'Healthcare Policy', 'Education Policy'],
    metaDescription:
      'Public policy analysis of who gains and who pays, using microsimulation, quasi-experimental evaluation and distributional tables for decision-makers.',
    methods: [
      {
        name: 'Microsimulation',
        detail: 'Policy rules are applied record by record to survey microdata, producing effects that can be aggregated for any population group.',
      },
      {
        name: 'Difference-in-differences',
        detail:
          'Outcomes in places or groups affected by a policy are compared before and after with those of unaffected comparison groups, with tests for parallel pre-policy trends.',
      },
      {
        name: 'Synthetic control',
        detail:
          'A weighted combination of untreated jurisdictions is constructed to match the treated one before the policy, providing a counterfactual path afterward.',
      },
      {
        name: 'Incidence analysis',
        detail: 'Supply and demand elasticities determine who ultimately bears a tax, fee or mandate.',
      },
    ],
    standards: [
      {
        name: 'Foundations for Evidence-Based Policymaking Act',
        detail: 'Work for federal clients is structured to support agency learning agendas and evidence-building plans under the Act.',
      },
      {
        name: 'Information Quality Act guidelines',
        detail: 'Analyses intended for federal dissemination meet agency standards for the utility, objectivity and integrity of information.',
      },
      {
        name: 'Reproducible analysis files',
        detail: 'Code and data documentation are provided so that other analysts can reproduce every table.',
      },
    ],
    references: [
      { title: 'Current Population Survey Annual Social and Economic Supplement', publisher: 'Census Bureau and Bureau of Labor Statistics' },
      { title: 'Survey of Income and Program Participation', publisher: 'Census Bureau' },
      { title: 'American Community Survey', publisher: 'Census Bureau' },
      { title: "Mostly Harmless Econometrics: An Empiricist's Companion", publisher: 'Princeton University Press' },
    ],
  },

  'regulatory-impact-assessments': {
    description: [
      'Proposed rules at the federal, state and local level increasingly must be accompanied by an analysis of their costs, benefits and alternatives. We prepare regulatory impact analyses for agencies, and independent assessments for industry associations, public interest groups and businesses that want to comment on a rule with evidence rather than assertion.',
      "Each assessment begins with the baseline: what the world would look like without the rule, including existing regulations, market trends and voluntary practices. Compliance costs are built from the ground up, counting affected entities by size and industry, the actions each must take, and the labor, capital and reporting burdens those actions require. Benefits are quantified from the rule's intended outcomes, whether avoided injuries, reduced emissions or better consumer information, and monetized where credible values exist.",
      "Regulations fall differently on small firms and small governments, so we prepare regulatory flexibility analyses that compare costs with revenue for small entities, along with Paperwork Reduction Act burden estimates and unfunded mandate assessments where they apply. We analyze more and less stringent alternatives to the proposal, because the comparison of options is what makes an analysis useful to the decision-maker. Comment-letter support includes a technical review of the agency's own analysis, identifying unsupported assumptions and omitted costs or benefits.",
    ].join('\n\n'),
    features: [
      'Baseline definition and affected-entity counts',
      'Bottom-up compliance cost estimates',
      'Quantified and monetized benefits',
      'Regulatory flexibility analysis for small entities',
      'Paperwork burden and unfunded mandate estimates',
      'Technical review of agency analyses for public comments',
    ],
    caseTypes: ['Regulatory Rulemaking', 'Healthcare Policy', 'Education Policy', 'Public Program Funding'],
    metaDescription:
      'Regulatory impact assessments: baselines, compliance costs, benefits, small-entity analysis and alternatives for proposed federal, state and local rules.',
    methods: [
      {
        name: 'Compliance cost modeling',
        detail:
          'Costs are estimated per affected entity by activity, labor category and capital item, then scaled by entity counts from federal business data.',
      },
      {
        name: 'Small entity analysis',
        detail:
          'Costs are compared with revenue for entities below the applicable size thresholds to judge whether a rule has a significant impact on a substantial number of them.',
      },
      {
        name: 'Alternatives analysis',
        detail: 'Net benefits are estimated for the proposed rule and for more and less stringent options on the same baseline.',
      },
      {
        name: 'Uncertainty analysis',
        detail: 'Key parameters are varied and the resulting range of net benefits is reported, with probabilistic analysis for the largest rules.',
      },
    ],
    standards: [
      {
        name: 'Executive Order 12866',
        detail: "Federal analyses address the order's requirements for assessing costs, benefits and reasonably feasible alternatives.",
      },
      {
        name: 'OMB Circular A-4',
        detail: "Baselines, discounting and the presentation of uncertainty follow the circular's guidance for regulatory analysis.",
      },
      {
        name: 'Regulatory Flexibility Act',
        detail: 'Initial and final regulatory flexibility analyses address the small-entity requirements of the Act as amended.',
      },
      {
        name: 'Paperwork Reduction Act',
        detail: 'Information collection burdens are estimated in respondent hours and costs.',
      },
    ],
    references: [
      { title: 'Statistics of U.S. Businesses', publisher: 'Census Bureau' },
      { title: 'Table of Small Business Size Standards', publisher: 'U.S. Small Business Administration' },
      {
        title: 'A Guide for Government Agencies: How to Comply with the Regulatory Flexibility Act',
        publisher: 'U.S. Small Business Administration, Office of Advocacy',
      },
      { title: 'Occupational Employment and Wage Statistics', publisher: 'Bureau of Labor Statistics', note: 'Labor cost rates for compliance activities' },
    ],
  },

  'labor-market-employment-studies': {
    description: [
      'Labor market studies describe the supply of and demand for workers in a defined place and industry: how many people work there, in which occupations, at what wages, and whether employers will be able to fill the jobs they expect to create. We prepare these studies for employers planning new facilities, workforce boards and community colleges setting training priorities, economic development agencies, and litigants who need a qualified labor pool defined.',
      'The analysis draws on establishment and household data at the finest geography the sources allow. We measure industry concentration with location quotients, separate regional growth from national and industry trends with shift-share analysis, and map commuting sheds from origin-destination employment data to determine how far a facility can realistically recruit. Occupational projections are built from staffing patterns and industry outlooks and compared with the flow of completers from regional training programs.',
      'In employment discrimination matters, the same tools define labor market availability: the share of qualified workers in a protected group within the area from which an employer recruits, which is the benchmark against which its hiring is judged. For workforce planning we translate findings into practical terms, such as expected difficulty in filling positions, the wage levels needed to compete, and the occupations where supply gaps are likely to widen.',
    ].join('\n\n'),
    features: [
      'Regional employment and wage profiles by industry and occupation',
      'Commuting-shed and recruitment-area analysis',
      'Location quotient and shift-share analysis',
      'Occupational demand projections and supply-gap estimates',
      'Labor availability analysis for discrimination matters',
      'Training pipeline comparisons with regional completions data',
    ],
    caseTypes: ['Workforce Planning', 'Economic Development Projects', 'Employment Discrimination', 'Education Policy'],
    metaDescription:
      'Labor market studies of regional employment, wages, commuting sheds and worker supply for facility siting, workforce planning and availability analysis.',
    methods: [
      {
        name: 'Location quotients',
        detail: "Each industry's share of local employment is compared with its national share to identify specializations and clusters.",
      },
      {
        name: 'Shift-share analysis',
        detail: 'Regional job growth is divided into national, industry-mix and local competitive components.',
      },
      {
        name: 'Commuting-shed mapping',
        detail: 'Origin-destination employment records show where workers in comparable jobs live, defining a realistic recruitment area.',
      },
      {
        name: 'Availability analysis',
        detail: 'Qualified labor pools are estimated by occupation, geography and demographic group from census tabulations.',
      },
    ],
    standards: [
      {
        name: 'Affirmative action availability rules (41 CFR Part 60-2)',
        detail: 'Availability estimates for federal contractors follow the factors the regulation prescribes for recruitment areas and feeder pools.',
      },
      {
        name: 'Federal classification systems',
        detail: 'Industries and occupations are coded to NAICS and the Standard Occupational Classification so results align with federal data.',
      },
      {
        name: 'Transparent treatment of suppressed data',
        detail: 'Where published figures are withheld for confidentiality, estimates are labeled and the method used to fill the gap is described.',
      },
    ],
    references: [
      { title: 'Quarterly Census of Employment and Wages', publisher: 'Bureau of Labor Statistics' },
      { title: 'LEHD Origin-Destination Employment Statistics', publisher: 'Census Bureau' },
      { title: 'American Community Survey', publisher: 'Census Bureau' },
      { title: 'Employment Projections', publisher: 'Bureau of Labor Statistics' },
      { title: 'Local Area Unemployment Statistics', publisher: 'Bureau of Labor Statistics' },
    ],
  },

  'health-economics': {
    description: [
      'Health care decisions involve scarce resources and outcomes that are hard to price. We help payers, providers, public agencies, life sciences companies and litigants measure the cost of illness and treatment, compare interventions on cost-effectiveness, and value health outcomes in terms that budget holders and courts can use.',
      'Cost-effectiveness analysis compares the added cost of an intervention with the added health it produces, usually measured in quality-adjusted life years. We build decision-analytic and Markov models populated with clinical effectiveness data, utility weights and resource costs, and we report incremental cost-effectiveness ratios with probabilistic sensitivity analysis. Budget impact analysis complements this by estimating what adopting an intervention would cost a specific payer over the near term, given its population and current treatment mix.',
      'Much of this work relies on claims and survey data. We analyze medical spending and utilization by condition, estimate the excess cost associated with a disease or injury relative to matched comparison groups, and study how prices and reimbursement differ across payers and care settings. In litigation, these analyses address the reasonable value of medical services, the cost of a public health harm, and damages in billing and reimbursement disputes. Policy engagements include evaluations of coverage expansions, payment reforms and community health programs.',
    ].join('\n\n'),
    features: [
      'Cost-effectiveness models with QALY outcomes',
      'Budget impact analyses for payers and health systems',
      'Cost-of-illness and excess-cost estimates from claims data',
      'Reasonable value of medical services analysis',
      'Probabilistic sensitivity and value-of-information analysis',
      'Evaluations of coverage and payment reforms',
    ],
    caseTypes: ['Healthcare Policy', 'Public Program Funding', 'Pricing Decisions', 'Medical Malpractice'],
    metaDescription:
      'Health economics: cost-effectiveness and QALY models, budget impact, cost-of-illness and medical pricing analysis for payers, agencies and litigation.',
    methods: [
      {
        name: 'Cost-effectiveness (QALY) analysis',
        detail:
          'Incremental costs are divided by incremental quality-adjusted life years to produce ratios that can be compared with willingness-to-pay thresholds.',
      },
      {
        name: 'Markov modeling',
        detail: 'Simulated patients move among health states over time according to transition probabilities drawn from trials and observational data.',
      },
      {
        name: 'Budget impact analysis',
        detail: 'The short-term financial effect of adopting an intervention is estimated for a defined payer population and expected uptake.',
      },
      {
        name: 'Excess cost estimation',
        detail: 'Spending for people with a condition is compared with matched or regression-adjusted controls to isolate the cost attributable to it.',
      },
    ],
    standards: [
      {
        name: 'Second Panel on Cost-Effectiveness in Health and Medicine',
        detail: "Reference-case analyses follow the panel's recommendations, including reporting from both the health care sector and societal perspectives.",
      },
      {
        name: 'CHEERS reporting standard',
        detail: 'Economic evaluations are reported according to the Consolidated Health Economic Evaluation Reporting Standards.',
      },
      {
        name: 'ISPOR good practices reports',
        detail:
          'Modeling and budget impact work follows the good research practice guidance of ISPOR, the professional society for health economics and outcomes research.',
      },
    ],
    references: [
      { title: 'Medical Expenditure Panel Survey', publisher: 'Agency for Healthcare Research and Quality' },
      { title: 'Healthcare Cost and Utilization Project', publisher: 'Agency for Healthcare Research and Quality' },
      { title: 'National Health Expenditure Accounts', publisher: 'Centers for Medicare & Medicaid Services' },
      { title: 'Methods for the Economic Evaluation of Health Care Programmes', publisher: 'Oxford University Press' },
    ],
  },

  'education-economics': {
    description: [
      'Education is an investment made by students, families and governments, and its returns can be measured. We analyze the earnings effects of schooling and credentials, the finance and cost of education systems, and the effectiveness of programs and reforms, for school districts, colleges, state agencies, foundations and litigants.',
      'Returns to education are estimated from earnings equations that relate wages to years of schooling, degree type and field of study, using large household surveys and, when available, administrative records linking students to their later earnings. We pay particular attention to selection: people who complete more education differ in ways that also affect earnings, so we rely on comparison designs and published causal estimates to avoid overstating the payoff. These estimates also inform damages cases involving children and young adults, where lost earning capacity depends on the education the injury may have prevented.',
      'In education finance, we study how funding formulas distribute resources among districts, estimate the cost of providing an adequate education using cost-function and evidence-based approaches, and project enrollment and revenue. Institutions use our analyses of net price, completion rates and post-graduation earnings for program review, accreditation and accountability reporting. Student-level data are handled under strict confidentiality protocols. When school funding is itself in litigation, the same cost and adequacy evidence can be presented in expert reports and testimony.',
    ].join('\n\n'),
    features: [
      'Returns to degrees, credentials and fields of study',
      'School finance formula and equity analysis',
      'Adequacy cost studies for states and districts',
      'Enrollment and tuition revenue projections',
      'Post-graduation earnings and student debt analysis',
      'Educational attainment projections for injured minors',
    ],
    caseTypes: ['Education Policy', 'Public Program Funding', 'Workforce Planning', 'Personal Injury'],
    metaDescription:
      'Education economics: returns to schooling, school finance and adequacy studies, enrollment projections and earnings outcomes for institutions and courts.',
    methods: [
      {
        name: 'Mincer earnings equations',
        detail: 'Wages are modeled as a function of schooling, experience and credentials, with controls for demographic and regional differences.',
      },
      {
        name: 'Value-added modeling',
        detail: 'Growth in student achievement is attributed to schools or programs after accounting for prior achievement and student characteristics.',
      },
      {
        name: 'Education cost functions',
        detail: 'The spending needed to reach performance targets is estimated from district data, controlling for student needs and district scale.',
      },
      {
        name: 'Cohort survival enrollment projection',
        detail: 'Current enrollment is carried forward using birth data and historical grade progression rates.',
      },
    ],
    standards: [
      {
        name: 'What Works Clearinghouse standards',
        detail: "Impact findings are assessed against the clearinghouse's design standards for randomized and quasi-experimental studies.",
      },
      {
        name: 'FERPA-compliant data handling',
        detail: 'Student records are used only under agreements and safeguards consistent with the Family Educational Rights and Privacy Act.',
      },
      {
        name: 'NCES Statistical Standards',
        detail:
          'Survey and administrative data are analyzed and reported in keeping with the statistical standards of the National Center for Education Statistics.',
      },
    ],
    references: [
      { title: 'Integrated Postsecondary Education Data System (IPEDS)', publisher: 'National Center for Education Statistics' },
      { title: 'Common Core of Data', publisher: 'National Center for Education Statistics' },
      { title: 'College Scorecard', publisher: 'U.S. Department of Education' },
      { title: 'National Assessment of Educational Progress', publisher: 'National Center for Education Statistics' },
    ],
  },

  'program-evaluation': {
    description: [
      'Funders, agencies and program operators increasingly need to show that a program changes outcomes, not just that it serves people. We design and conduct evaluations that answer three questions: did the program cause the change observed, for which participants, and at what cost per unit of outcome achieved.',
      'The strongest answer comes from a randomized design, and we help oversubscribed programs use lotteries or phased rollouts to create one ethically. When randomization is not possible, we use quasi-experimental methods suited to how the program was delivered: regression discontinuity when eligibility depends on a score or cutoff, difference-in-differences when the program began at different times in different places, and matching or weighting methods when rich baseline data exist. Each design is specified before outcomes are examined, and we test whether its assumptions hold.',
      'Impact estimates are paired with an implementation study documenting what participants actually received, so that weak results can be traced to design or to delivery. We then combine impacts with cost data to calculate cost per outcome and, where outcomes can be valued, a benefit-cost ratio. Evaluations are built to meet the evidence standards that federal clearinghouses and grant programs apply, which matters for programs seeking tiered-evidence or scale-up funding. Subgroup findings are limited to groups defined in advance, so differences in who benefits are not the product of searching the data after the fact.',
    ].join('\n\n'),
    features: [
      'Evaluation design and pre-analysis plans',
      'Randomized controlled trials and lottery-based designs',
      'Quasi-experimental impact studies',
      'Implementation and fidelity assessment',
      'Cost-per-outcome and benefit-cost estimates',
      'Logic models and performance measurement systems',
    ],
    caseTypes: ['Public Program Funding', 'Education Policy', 'Healthcare Policy', 'Workforce Planning', 'Development Program Appraisal'],
    metaDescription:
      'Program evaluations that test whether programs work, for whom and at what cost, using randomized, regression discontinuity and other causal designs.',
    methods: [
      {
        name: 'Randomized controlled trials',
        detail: 'Random assignment of eligible applicants to program and control groups provides an unbiased estimate of impact.',
      },
      {
        name: 'Regression discontinuity',
        detail: "When eligibility turns on a score threshold, outcomes just above and just below the cutoff are compared to estimate the program's effect.",
      },
      {
        name: 'Difference-in-differences with staggered adoption',
        detail:
          'Rollouts that begin at different times are analyzed with estimators designed for staggered treatment timing, avoiding the biases of simple two-way comparisons.',
      },
      {
        name: 'Propensity score matching',
        detail:
          'Participants are compared with non-participants who had similar characteristics and a similar likelihood of enrolling before the program began.',
      },
      {
        name: 'Ingredients-based cost analysis',
        detail: 'Every resource a program uses is identified and priced, and total cost is divided by impact to give cost per outcome.',
      },
    ],
    standards: [
      {
        name: 'Program Evaluation Standards (JCSEE)',
        detail:
          'Evaluations address the utility, feasibility, propriety, accuracy and accountability standards of the Joint Committee on Standards for Educational Evaluation.',
      },
      {
        name: 'What Works Clearinghouse standards',
        detail: 'Designs are planned from the outset to meet clearinghouse criteria for attrition, baseline equivalence and confounding factors.',
      },
      {
        name: 'AEA Guiding Principles for Evaluators',
        detail: "Our evaluators follow the American Evaluation Association's principles on systematic inquiry, competence, integrity and respect for people.",
      },
    ],
    references: [
      { title: 'Evaluation: A Systematic Approach', publisher: 'SAGE Publications' },
      { title: 'Impact Evaluation in Practice', publisher: 'World Bank' },
      { title: 'Economic Evaluation in Education: Cost-Effectiveness and Benefit-Cost Analysis', publisher: 'SAGE Publications' },
    ],
  },

  'finance-investment-economics': {
    description: [
      'Many disputes and decisions turn on financial economics: the rate at which future money should be discounted, the return an investment should have earned, or how much a share price fell because of a disclosure. We provide this analysis for litigation, arbitration and corporate decision-making.',
      "Cost of capital work estimates the return investors require for a business or project, using the capital asset pricing model, build-up methods and observed yields on comparable debt, with each component sourced to market data. In securities matters we use event studies to measure abnormal returns around corrective disclosures, separate company-specific news from market and industry movements, and model per-share inflation across a class period. Investment disputes in arbitration often call for comparing actual account performance with what a suitable, well-managed portfolio would have earned, net of fees and of the investor's own withdrawals.",
      'We also calculate prejudgment interest, analyze the economic substance of loans and financial contracts, and evaluate lost-profits and lost-value claims for commercial enterprises where the financing structure bears on the measure of harm. Damages are discounted consistently with the risk of the cash flows, a point often mishandled when expected and promised cash flows are confused. Our reports explain financial concepts without jargon while keeping the precision that opposing financial experts will test.',
    ].join('\n\n'),
    features: [
      'Cost of capital and discount rate opinions',
      'Event studies of stock price reactions',
      'Per-share inflation and class-wide damages models',
      'Well-managed portfolio and suitability loss analyses',
      'Prejudgment interest calculations',
      'Analysis of financial contracts and lending terms',
    ],
    caseTypes: ['Securities and Investment Disputes', 'Commercial Damages', 'Shareholder Disputes'],
    metaDescription:
      'Financial economics for disputes and decisions: cost of capital, event studies, investment losses, prejudgment interest and risk-consistent discounting.',
    methods: [
      {
        name: 'Capital asset pricing model',
        detail:
          'Required equity returns are estimated from a risk-free rate, an equity risk premium and a measure of systematic risk, with any size or company-specific adjustment explained separately.',
      },
      {
        name: 'Event study',
        detail: 'Abnormal returns are measured against a market and industry model estimated outside the event window, with statistical tests of significance.',
      },
      {
        name: 'Well-managed portfolio analysis',
        detail: "Actual account results are compared with benchmark portfolios matched to the investor's stated objectives and risk tolerance.",
      },
      {
        name: 'Risk-consistent discounting',
        detail: 'Expected cash flows are discounted at risk-adjusted rates and promised cash flows at rates reflecting default risk, without mixing the two.',
      },
    ],
    standards: [
      {
        name: 'Federal Rule of Evidence 702',
        detail: 'Event studies and loss models are documented so that the choice of estimation window, benchmark and significance test can be reviewed.',
      },
      {
        name: 'Global Investment Performance Standards (GIPS)',
        detail: 'Portfolio return calculations follow GIPS conventions for time-weighted and money-weighted returns.',
      },
      {
        name: 'AICPA Statement on Standards for Forensic Services No. 1',
        detail: "Litigation engagements follow the standard's requirements on objectivity, due professional care and the scope of opinions offered.",
      },
    ],
    references: [
      { title: 'Selected Interest Rates (H.15)', publisher: 'Board of Governors of the Federal Reserve System' },
      { title: 'Daily Treasury Par Yield Curve Rates', publisher: 'U.S. Department of the Treasury' },
      { title: 'Principles of Corporate Finance', publisher: 'McGraw-Hill' },
      { title: 'The Econometrics of Financial Markets', publisher: 'Princeton University Press' },
    ],
  },

  'international-development-economics': {
    description: [
      "Development finance institutions, governments, foundations and nongovernmental organizations need evidence at two points in a project's life: before funding, to judge whether the investment is economically worthwhile, and after implementation, to learn whether it delivered. We provide both appraisal and evaluation for programs in infrastructure, agriculture, health, education, energy and financial inclusion.",
      "Economic appraisal differs from a financial analysis of the implementing agency's cash flows. We value inputs and outputs at their opportunity cost to the economy, adjusting market prices for taxes, subsidies, tariffs and distorted exchange rates through shadow pricing and conversion factors, and we calculate economic net present value and internal rates of return. Sensitivity and switching-value analysis show which assumptions the result depends on, and distributional analysis shows whether poor households share in the benefits.",
      'Ex post and ongoing impact evaluations use household and enterprise surveys designed for the purpose, combined with national statistics and administrative data. Designs range from randomized rollouts to comparisons across phased implementation areas. We work alongside local research partners and statistical agencies, and we design survey instruments that function in multilingual settings and with respondents who keep few written records. Findings are organized around the evaluation criteria donors use, so they feed directly into portfolio decisions and the design of follow-on operations.',
    ].join('\n\n'),
    features: [
      'Economic and financial appraisal of investment projects',
      'Shadow pricing and conversion factor estimates',
      'Economic internal rate of return and switching-value analysis',
      'Household and enterprise survey design',
      'Impact evaluations of development programs',
      'Distributional and poverty impact analysis',
    ],
    caseTypes: ['Development Program Appraisal', 'Public Program Funding', 'Economic Development Projects'],
    metaDescription:
      'Economic appraisal and impact evaluation for development projects, with shadow pricing, EIRR, household surveys and OECD DAC evaluation criteria.',
    methods: [
      {
        name: 'Economic cost-benefit appraisal',
        detail:
          'Project effects are valued at economic prices and compared over the project life to produce economic net present value and internal rate of return.',
      },
      {
        name: 'Shadow pricing',
        detail: 'Conversion factors adjust market prices for tariffs, taxes, subsidies and foreign exchange premiums so that costs reflect true resource use.',
      },
      {
        name: 'Switching values',
        detail: 'For each key variable we report the change that would reduce economic net present value to zero.',
      },
      {
        name: 'Survey-based impact evaluation',
        detail: 'Baseline and follow-up household surveys measure income, consumption and service use in program and comparison areas.',
      },
    ],
    standards: [
      {
        name: 'OECD DAC evaluation criteria',
        detail: 'Evaluations address relevance, coherence, effectiveness, efficiency, impact and sustainability.',
      },
      {
        name: 'Multilateral appraisal guidelines',
        detail:
          "Appraisals follow the economic analysis guidelines of the institution financing the project, such as the Asian Development Bank's guidelines for the economic analysis of projects.",
      },
      {
        name: 'Research ethics review',
        detail: 'Surveys are conducted with informed consent and under review by an institutional review board or its local equivalent.',
      },
    ],
    references: [
      { title: 'World Development Indicators', publisher: 'World Bank' },
      { title: 'Living Standards Measurement Study', publisher: 'World Bank' },
      { title: 'Demographic and Health Surveys', publisher: 'The DHS Program' },
      { title: 'Guidelines for the Economic Analysis of Projects', publisher: 'Asian Development Bank' },
      { title: 'Economic Analysis of Investment Operations: Analytical Tools and Practical Applications', publisher: 'World Bank' },
    ],
  },

  'econometrics-data-science': {
    description: [
      'Large and messy data sets now sit at the center of many disputes and policy decisions: transaction records, payroll files, claims databases, sensor logs and web data. We build the statistical and econometric analyses that turn such data into defensible answers for litigation, regulatory submissions and internal decisions.',
      'Our work ranges from regression analysis of prices, wages and outcomes to formal causal inference. In antitrust cases we estimate overcharges with before-and-after and yardstick regressions and test whether price effects are common across a proposed class. In intellectual property matters we use demand models and surveys to apportion sales between a patented feature and everything else about a product. Panel data methods, instrumental variables and fixed-effects models address the confounding that simple comparisons miss, and we test results for robustness to reasonable alternative specifications.',
      'Machine learning has a place when prediction is the goal or when very large numbers of records must be classified consistently, and we use it with held-out validation and with attention to whether the model can be explained to a court or a regulator. Data work begins with a documented audit of completeness and consistency, and every cleaning step is scripted so that results can be reproduced from the raw files. Clients receive the code, the data lineage and a plain-language summary of what the analysis does and does not establish.',
    ].join('\n\n'),
    features: [
      'Regression and panel data analysis of large transaction files',
      'Overcharge and class-wide impact models',
      'Causal inference with instrumental variables and fixed effects',
      'Apportionment models for patent and trademark damages',
      'Supervised machine learning with held-out validation',
      'Scripted, reproducible data cleaning and audit trails',
    ],
    caseTypes: ['Antitrust', 'Intellectual Property Damages', 'Employment Discrimination', 'Wage and Hour Disputes', 'Securities and Investment Disputes'],
    metaDescription:
      'Econometrics and data science for disputes and decisions: regression, causal inference, overcharge and apportionment models, and reproducible code.',
    methods: [
      {
        name: 'Multiple regression analysis',
        detail: 'Outcomes are modeled as functions of measurable drivers, with standard errors that reflect clustering and serial correlation in the data.',
      },
      {
        name: 'Instrumental variables',
        detail: 'When a key variable is correlated with unobserved factors, an instrument that shifts it independently identifies its causal effect.',
      },
      {
        name: 'Overcharge estimation',
        detail:
          'Prices during an alleged conspiracy are compared with prices before and after it, or with unaffected markets, controlling for cost and demand.',
      },
      {
        name: 'Robustness testing',
        detail: 'Results are re-estimated under alternative samples, controls and functional forms to show whether conclusions depend on any single choice.',
      },
      {
        name: 'Machine learning classification',
        detail: 'Regularized regression and gradient-boosted models classify or predict at scale, with performance reported on data not used in training.',
      },
    ],
    standards: [
      {
        name: 'Reference Guide on Multiple Regression',
        detail: "Analyses address the questions of specification, data quality and interpretation that the Federal Judicial Center's guide poses to courts.",
      },
      {
        name: 'ASA Ethical Guidelines for Statistical Practice',
        detail: "We follow the American Statistical Association's guidelines on the integrity of data and methods and on disclosing limitations.",
      },
      {
        name: 'Federal Rule of Evidence 702',
        detail: 'Code and data are produced in forms opposing experts can run, supporting a finding that the methods were reliably applied.',
      },
    ],
    references: [
      { title: 'Econometric Analysis of Cross Section and Panel Data', publisher: 'MIT Press' },
      { title: 'Causal Inference: The Mixtape', publisher: 'Yale University Press' },
      { title: 'The Elements of Statistical Learning', publisher: 'Springer' },
    ],
  },
}
