/**
 * The copy fragments that location pages are composed from. Each slot holds several sentence
 * frames; the page builders pick one per page from a hash of the page key, and include a slot
 * only when the data supports it. Frames state nothing about a place beyond the location data
 * (name, state, population, metro area, the other cities we serve) and take every firm fact from
 * siteConfig. Server-side only: route components receive the composed text through loader data.
 */
import { withArticle } from '~/lib/content/place-facts'
import { siteConfig } from '~/lib/site-config'

/** What a frame may say about a city. Optional fields are present only when the data has them. */
export interface PlaceCopyContext {
  /** Plain city name, never the slug: "Concord" */
  city: string
  /** "Concord, CA" */
  label: string
  /** The state as a noun inside a sentence: "California", "the District of Columbia" */
  state: string
  /** The state before a noun: "California law", "District of Columbia courts" */
  stateAdj: string
  st: string
  /** "about 236,000" */
  approx?: string
  metro?: string
  /** "Nampa, Meridian and Caldwell": other served cities of the same metro area, '' without any */
  metroPeers: string
  metroCrossesStateLines: boolean
  /** The state's largest city by known population is this one (and the state has more than one city) */
  isStateLargest: boolean
  stateCityCount: number
  /** The state's largest served city by known population, when it is another city */
  stateLargest?: string
  stateMetroCount: number
  /** Other served cities of the state outside the metro area: "Pocatello, Idaho Falls and Twin Falls" */
  elsewhere: string
}

/** A city known with population and metro area. */
export type DataPlaceContext = PlaceCopyContext & { approx: string; metro: string }

export interface ServiceCopyContext extends PlaceCopyContext {
  /** The service title as the catalog writes it */
  service: string
}

export type DataServiceContext = ServiceCopyContext & DataPlaceContext

export interface StateCopyContext {
  /** As a noun inside a sentence: "the District of Columbia" */
  state: string
  /** Before a noun: "District of Columbia" */
  stateAdj: string
  st: string
  cityCount: number
  /** "Birmingham, Huntsville and Montgomery", '' without population data */
  largestNames: string
  metroCount: number
}

export type Frame<C> = (c: C) => string

const { promises } = siteConfig
const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1)
const upper = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

const a = withArticle
const A = (word: string) => upper(withArticle(word))

/* ------------------------------------------------------------------------------------------
 * Sentences about a place, shared by city pages and service-in-city pages
 * ---------------------------------------------------------------------------------------- */

export const PLACE_SENTENCES = {
  population: [
    (c) => `${upper(c.approx)} people live in ${c.city}.`,
    (c) => `${c.city} has a population of ${c.approx}.`,
    (c) => `${c.label} is home to ${c.approx} residents.`,
  ] as Frame<DataPlaceContext>[],
  stateLargest: [
    (c) => `${c.city} is the largest city we serve in ${c.state}, with ${c.approx} residents.`,
    (c) => `With ${c.approx} residents, ${c.city} is the most populous of the ${String(c.stateCityCount)} cities on our ${c.st} list.`,
    (c) => `Of the ${c.stateAdj} cities we serve, ${c.city} has the most residents: ${c.approx}.`,
  ] as Frame<DataPlaceContext>[],
  metro: [
    (c) => `It lies in the ${c.metro} metro area.`,
    (c) => `The city is part of the ${c.metro} metropolitan area.`,
    (c) => `${c.city} belongs to the ${c.metro} metro area.`,
  ] as Frame<DataPlaceContext>[],
  metroPeers: [
    (c) => `We also serve ${c.metroPeers} in the same metro area.`,
    (c) => `Other cities we serve in the ${c.metro} area include ${c.metroPeers}.`,
    (c) => `The ${c.metro} area also takes in ${c.metroPeers}, which we serve as well.`,
  ] as Frame<DataPlaceContext>[],
  crossesStateLines: [
    () => 'The metro area crosses state lines, so a single matter there can involve the law of more than one state.',
    () => 'Because the metro area spans more than one state, we check early which state law governs the claim.',
  ] as Frame<DataPlaceContext>[],
  stateCoverage: [
    (c) =>
      c.stateCityCount === 1
        ? `${c.city} is the only city we list in ${c.state}; matters from the surrounding area are handled the same way.`
        : `${c.city} is one of ${String(c.stateCityCount)} ${c.stateAdj} cities we serve${c.stateMetroCount > 1 ? `, spread across ${String(c.stateMetroCount)} metro areas` : ''}.`,
    (c) =>
      c.stateCityCount === 1
        ? `Our coverage of ${c.state} is listed under ${c.city}.`
        : `Our ${c.st} coverage runs to ${String(c.stateCityCount)} cities${c.stateLargest ? `, the largest of them ${c.stateLargest}` : ''}.`,
    (c) =>
      c.stateCityCount === 1
        ? `In ${c.state}, ${c.city} is the city on our list.`
        : `We serve ${String(c.stateCityCount)} cities in ${c.state}, and ${c.city} is one of them.`,
  ] as Frame<PlaceCopyContext>[],
  elsewhere: [
    (c) => `Elsewhere in ${c.state} we also serve ${c.elsewhere}.`,
    (c) => `Other ${c.st} cities on our list include ${c.elsewhere}.`,
    (c) => `Beyond ${c.city}, our ${c.stateAdj} list includes ${c.elsewhere}.`,
  ] as Frame<PlaceCopyContext>[],
}

/* ------------------------------------------------------------------------------------------
 * Per-service copy for service-in-city pages
 * ---------------------------------------------------------------------------------------- */

export interface ServiceLocalCopy {
  /** What the service delivers for matters arising in the city (the page's lead) */
  lead: Frame<ServiceCopyContext>[]
  /** How the city's population and metro area bear on this service */
  local: Frame<DataServiceContext>[]
  /** The same, for a city known only by name and state */
  localPlain: Frame<ServiceCopyContext>[]
  /** For the meta description: a phrase of at most ~80 characters */
  descriptionPhrase: string
}

export const SERVICE_LOCAL_COPY: Record<string, ServiceLocalCopy> = {
  'economic-loss-assessment': {
    lead: [
      (c) => `When an injury, a death or a job loss in ${c.city} becomes a claim, we measure the earnings, fringe benefits and household services lost and reduce the future loss to present value, with every assumption stated and sourced.`,
      (c) => `For a personal injury, wrongful death or employment case arising in ${c.label}, our economists project the earnings path the person would have followed and the one that remains, and report the difference in terms ${a(c.stateAdj)} jury can follow.`,
      (c) => `Attorneys handling injury, death and employment claims in ${c.city} use our economic loss reports to put a defensible figure on lost earnings, benefits and household services, from settlement talks through trial.`,
    ],
    local: [
      (c) => `Earnings are benchmarked against wage data for the ${c.metro} area where published estimates exist, so ${a(c.city)} worker's pre-injury and residual earnings reflect the local market for the occupation rather than a national average.`,
      (c) => `For a household in ${c.city}, lost household services are priced at what it costs to hire the same help in the ${c.metro} area, and lost wages are compared with area pay for the same occupation.`,
      (c) => `In a labor market of ${c.approx} residents within the wider ${c.metro} area, we check a claimant's earnings history against occupational wages for the area before projecting it forward, and explain any gap.`,
    ],
    localPlain: [
      (c) => `Where local wage estimates for ${c.city} are not published or rest on small samples, we use ${c.stateAdj} statewide occupational wages and explain the choice, so the earnings base is neither inflated nor understated.`,
      (c) => `Earnings for ${a(c.city)} claimant are built from the person's own tax and payroll records first, then checked against ${c.stateAdj} occupational wage data, so the projection starts from what was actually earned.`,
    ],
    descriptionPhrase: 'lost earnings, benefits and household services valued to present value',
  },

  'vocational-evaluation': {
    lead: [
      (c) => `A vocational evaluation for ${a(c.city)} matter answers what the evaluee could earn before the injury and what work remains available now, using testing, a transferable skills analysis and the local labor market.`,
      (c) => `When earning capacity is disputed in ${c.label}, in an injury claim, a workers' compensation case or a divorce, our vocational experts document which occupations remain open and what they pay.`,
      (c) => `Our vocational evaluations give counsel in ${c.state} an evidence-based opinion on the employability and residual earning capacity of evaluees who live or worked in ${c.city}.`,
    ],
    local: [
      (c) => `For an evaluee in ${c.city}, a city of ${c.approx} residents, the labor market survey reaches employers across the ${c.metro} commuting area, where job openings and pay can be confirmed directly.`,
      (c) => `${c.city}'s place in the ${c.metro} area matters for vocational work: the jobs an evaluee can reasonably reach by commuting are counted across the metro area, and wages come from area estimates where they are published.`,
      (c) => `With ${c.approx} residents in ${c.city} and more across the ${c.metro} area, we contact employers within a realistic commute to confirm that identified jobs exist, what they pay and whether the restrictions can be accommodated.`,
    ],
    localPlain: [
      (c) => `For an evaluee in ${c.city}, the commuting area, not the city line, defines the labor market, so our survey reaches employers within a realistic commute and we document how far the evaluee can travel given the restrictions.`,
      (c) => `Where published occupational data for ${c.city} are too coarse, we contact employers directly, and we use ${c.stateAdj} wage estimates to price the occupations the evaluee can still perform.`,
    ],
    descriptionPhrase: 'earning capacity, employability and transferable skills opinions',
  },

  'life-care-planning': {
    lead: [
      (c) => `A life care plan for a patient in ${c.city} itemizes the medical care, therapy, equipment, medication and attendant care a serious injury will require, and prices each item over the rest of the patient's life.`,
      (c) => `For catastrophic injury and malpractice cases in ${c.label}, our life care planners turn the medical record and treating-provider opinions into an itemized, priced plan of future care.`,
      (c) => `When future care is the largest item of damages in ${a(c.stateAdj)} case, a plan built for a patient in ${c.city} shows what that care involves and what it will cost, line by line.`,
    ],
    local: [
      (c) => `Costs are researched with providers and vendors serving the ${c.metro} area, so home care rates, therapy visits and equipment prices reflect what care would cost a patient living in ${c.city}.`,
      (c) => `Care is priced where the patient lives: for ${c.city}, that means quotes from agencies, clinics and suppliers across the ${c.metro} area, checked against published fee schedules, with every source cited.`,
      (c) => `Attendant care and home health rates differ from one metro area to another, so a plan for ${a(c.city)} patient uses prices gathered in the ${c.metro} area rather than a national average.`,
    ],
    localPlain: [
      (c) => `Where a service is not offered in ${c.city} itself, the plan prices it at the nearest realistic provider and includes the cost of travel, so nothing in the plan assumes care the patient cannot reach.`,
      (c) => `Costs for ${a(c.city)} patient are gathered from providers and vendors serving that part of ${c.state} and compared with public fee schedules and claims-based benchmarks.`,
    ],
    descriptionPhrase: 'itemized, locally priced plans of lifetime medical and attendant care',
  },

  'business-valuation': {
    lead: [
      (c) => `We value closely held businesses and ownership interests in ${c.city} for shareholder disputes, divorce, estate and gift tax filings and damages claims, under the standard of value the matter requires.`,
      (c) => `Owners, attorneys and courts in ${c.label} use our valuations when a private company's worth is contested: a buyout, an equitable distribution, a tax filing or a claim of lost value.`,
      (c) => `A valuation of ${a(c.city)} company starts with the standard of value that ${c.stateAdj} law or the tax rules apply, because fair market value and statutory fair value can give different answers for the same shares.`,
    ],
    local: [
      (c) => `A company in ${c.city} is analyzed against conditions in the ${c.metro} area economy as well as its industry, since local demand, competition and labor costs shape the cash flows the income approach projects.`,
      (c) => `For a business in ${c.city}, a city of ${c.approx}, we weigh how much revenue depends on the ${c.metro} area market and how much comes from customers elsewhere, which affects both the forecast and the discount rate.`,
      (c) => `Guideline transactions are screened for size and market exposure: a company that draws its customers from the ${c.metro} area is compared with acquisitions of similar regional businesses, not with national consolidators.`,
    ],
    localPlain: [
      (c) => `When ${a(c.city)} company depends on a local customer base, the analysis examines that concentration and reflects it in the forecast and in the company-specific risk of the discount rate.`,
      (c) => `For a company in ${c.city}, the report explains which ${c.stateAdj} standard of value applies and why, then reconciles the income, market and asset approaches into one conclusion.`,
    ],
    descriptionPhrase: 'fair market and fair value opinions for disputes, divorce and tax',
  },

  'disability-evaluation': {
    lead: [
      (c) => `Our disability evaluations translate medical findings into a clear statement of what a claimant in ${c.city} can still do at work, for Social Security, long-term disability and workers' compensation claims.`,
      (c) => `When a claim in ${c.label} turns on whether a person can work, we organize the medical and vocational evidence around the rules that decide it: the sequential evaluation, the policy definition or the ${c.stateAdj} workers' compensation standard.`,
      (c) => `Claimants, insurers and employers in ${c.city} retain us to measure the gap between what jobs require and what the claimant can still do, and to state its economic consequence.`,
    ],
    local: [
      (c) => `For ${a(c.city)} claimant, partial loss is measured against the wages of accessible occupations; where the question is local work we look at jobs across the ${c.metro} area, while Social Security claims still turn on work in the national economy.`,
      (c) => `Long-term disability policies that shift to an any-occupation standard raise the question of which jobs a claimant in ${c.city} could actually reach; we answer it with occupational demand data and ${c.metro} area wages.`,
      (c) => `In a workers' compensation matter, suitable alternative employment for ${a(c.city)} worker is identified within the ${c.metro} labor market, with the physical demands of each job checked against the restrictions.`,
    ],
    localPlain: [
      (c) => `A workers' compensation analysis for ${c.city} follows the definitions of impairment and wage loss in the ${c.stateAdj} system, and names real occupations whose demands fit the restrictions.`,
      (c) => `For claimants in ${c.city}, each occupation we consider is described by its actual exertional and cognitive demands, drawn from federal occupational data, and priced with ${c.stateAdj} wage estimates.`,
    ],
    descriptionPhrase: "medical limits translated into work capacity for SSDI, LTD and workers' comp",
  },

  'expert-testimony': {
    lead: [
      (c) => `We prepare expert reports, rebuttals and testimony on economic damages, earning capacity and valuation for cases pending in ${c.city} and across ${c.state}, planned from the first day for cross-examination.`,
      (c) => `Counsel in ${c.label} retain us for economic opinions that survive examination: reports written to the reliability standard the court applies, deposition preparation and clear trial testimony.`,
      (c) => `For a case in ${c.city}, our testimony work covers the written report, the critique of the opposing expert, the deposition and the trial, with exhibits built for jurors.`,
    ],
    local: [
      (c) => `The analysis is done remotely, so travel to ${c.city} and the rest of the ${c.metro} area is limited to the days that need us in person: deposition, hearings and trial.`,
      (c) => `Economic testimony lands best when discounting and wage growth are explained plainly; for a trial in ${c.city}, exhibits use wage and price figures for the ${c.metro} area where the data support them.`,
      (c) => `A matter in ${c.city} may be heard in ${a(c.stateAdj)} court or in federal court; the report is prepared for the admissibility standard of the court that will hear it, and we travel within the ${c.metro} area for testimony.`,
    ],
    localPlain: [
      (c) => `We travel to ${c.city} and elsewhere in ${c.state} for deposition and trial testimony, and remote testimony is available where the court and the parties allow it.`,
      (c) => `Whether ${a(c.city)} case is tried in ${a(c.stateAdj)} court or a federal court, the report is prepared for the admissibility standard that court applies, with working files opposing experts can reproduce.`,
    ],
    descriptionPhrase: 'reports, depositions and trial testimony prepared for Rule 702 scrutiny',
  },

  'market-analysis-forecasting': {
    lead: [
      (c) => `We size markets and forecast demand for companies, investors and public agencies weighing a decision in ${c.city}, and we supply the but-for market forecasts that lost-profits claims need.`,
      (c) => `Before a business expands into ${c.label} or builds capacity there, our market analysis estimates how much demand exists and how quickly it will arrive, with the assumptions written out.`,
      (c) => `For projects and disputes in ${c.city}, our forecasts combine government data, structural demand drivers and tested time-series models into a base case and realistic alternatives.`,
    ],
    local: [
      (c) => `Population is a core demand driver: ${c.city} counts ${c.approx} residents, and a market defined across the ${c.metro} area is larger still, so we settle the geography before sizing anything.`,
      (c) => `Top-down estimates for ${c.city} start from Census data on establishments and household spending for the ${c.metro} area and, where published, for the city itself, checked against bottom-up counts of customers and prices.`,
      (c) => `A demand model for the ${c.metro} area treats ${c.city}, a city of ${c.approx}, as one part of a larger market, so the forecast separates customers within the city from those the rest of the area adds.`,
    ],
    localPlain: [
      (c) => `Where published market data are sparse at the level of ${c.city}, we build the estimate from county and ${c.stateAdj} figures and from bottom-up counts of customers and prices, and show how the two compare.`,
      (c) => `A forecast for a market in ${c.city} begins with a precise definition of the product and the geography, because a city, its county and ${c.state} as a whole can imply very different demand.`,
    ],
    descriptionPhrase: 'market sizing and demand forecasts built on data and tested models',
  },

  'pricing-strategy': {
    lead: [
      (c) => `We help companies, nonprofits and public enterprises serving ${c.city} estimate how demand responds to price and which price structures capture value without losing volume.`,
      (c) => `For a business selling in ${c.label}, our pricing work estimates price elasticity, willingness to pay and the revenue effect of alternative tiers, bundles and discounts.`,
      (c) => `Pricing decisions in ${c.city}, from a launch price to a public fee schedule, rest on evidence of how buyers respond; we measure that response and model the result.`,
    ],
    local: [
      (c) => `Price levels differ from one metro area to another, so a willingness-to-pay study for ${c.city} samples buyers in the ${c.metro} area and reads the results against regional price data.`,
      (c) => `With ${c.approx} residents in ${c.city} and a wider ${c.metro} market around it, segment-level estimates show where customers are price-sensitive and where discounts simply give away margin.`,
      (c) => `Where ${a(c.city)} business competes across the ${c.metro} area, competitor prices and pass-through are part of the model, so a price change is judged against the likely response of rivals.`,
    ],
    localPlain: [
      (c) => `For a business in ${c.city}, local competition and the alternatives customers have elsewhere in ${c.state} are part of the demand model, so the estimated response reflects price rather than coincidence.`,
      (c) => `Survey-based pricing studies for ${c.city} are designed for the size of the local customer base, with sampling, question wording and response rates disclosed.`,
    ],
    descriptionPhrase: 'price elasticity, willingness-to-pay research and revenue simulation',
  },

  'cost-benefit-roi-analysis': {
    lead: [
      (c) => `We measure whether a project or policy affecting ${c.city} leaves the public, or a particular organization, better off, monetizing benefits and costs and comparing their present values.`,
      (c) => `Public agencies, lenders and organizations in ${c.label} use our cost-benefit and return-on-investment analyses to compare options on a consistent footing before they commit funds.`,
      (c) => `For a capital project, program or rule touching ${c.city}, our analysis defines the baseline, values the effects in dollars where the evidence allows and tests how robust the answer is.`,
    ],
    local: [
      (c) => `Benefits for ${c.city} are counted for the people actually affected, residents of a city of ${c.approx} and, where effects spill over, others in the ${c.metro} area; costs include the opportunity cost of public funds.`,
      (c) => `A project in ${c.city} may serve users from across the ${c.metro} area, so we define the standing of each group explicitly and benefits are neither missed nor double-counted.`,
      (c) => `Per-resident figures for ${c.city} use its population of ${c.approx}, and results for the ${c.metro} area are reported as net present value, benefit-cost ratio and internal rate of return with sensitivity ranges.`,
    ],
    localPlain: [
      (c) => `For a project in ${c.city}, we follow whatever guidance the funder requires, state or federal, and show results at alternative discount rates side by side.`,
      (c) => `Benefits that markets do not price, such as time saved or injuries avoided, are valued for ${c.city} with established federal values, adjusted for inflation and income growth.`,
    ],
    descriptionPhrase: 'benefits and costs monetized, discounted and compared for decisions',
  },

  'labor-economics-consulting': {
    lead: [
      (c) => `Employers, employees and counsel in ${c.city} bring us questions about pay equity, hiring outcomes, unpaid time and competitive wages; we answer them with regression, sampling and labor market data.`,
      (c) => `When a pay, promotion or wage and hour question arises at a workplace in ${c.label}, our labor economists design an analysis that stays sound if it is later disclosed in litigation.`,
      (c) => `We analyze compensation, selection and timekeeping data for organizations in ${c.city}, with a plain statement of what the statistics can and cannot show.`,
    ],
    local: [
      (c) => `Compensation for roles in ${c.city} is benchmarked against occupational wage estimates for the ${c.metro} area, so a competitive-pay finding reflects the market employers there actually hire from.`,
      (c) => `An availability analysis for ${a(c.city)} employer draws the relevant labor pool from the ${c.metro} area commuting shed, not only from the city itself, home to ${c.approx} residents.`,
      (c) => `Wage and hour questions in ${c.city} are analyzed under the ${c.stateAdj} and federal rules that apply, and pay comparisons use ${c.metro} area wages where they are published.`,
    ],
    localPlain: [
      (c) => `For an employer in ${c.city}, pay is benchmarked against ${c.stateAdj} occupational wage estimates, and any regional adjustment is explained.`,
      (c) => `Selection analyses for workplaces in ${c.city} compare outcomes with the applicant pool, applying significance tests alongside the four-fifths rule.`,
    ],
    descriptionPhrase: 'pay equity, hiring and wage and hour analysis with labor market data',
  },

  'economic-impact-studies': {
    lead: [
      (c) => `We estimate the jobs, labor income, output and tax revenue a plant, hospital, campus or infrastructure program would bring to ${c.city}, and we state plainly what the estimates include.`,
      (c) => `Developers, agencies and universities proposing projects in ${c.label} use our economic impact studies for incentive applications, public hearings and bond financing.`,
      (c) => `An economic impact study for ${c.city} traces project spending through the regional economy, separating construction effects from recurring operations and gross activity from net gains.`,
    ],
    local: [
      (c) => `The study area matters: an impact confined to ${c.city}, a city of ${c.approx}, is smaller than one measured across the ${c.metro} area, where more suppliers and workers are counted, so we define the region first.`,
      (c) => `For ${c.city}, multipliers can be built for the ${c.metro} area, where commuting and supplier links are strongest, and spending that would have occurred there anyway is subtracted.`,
      (c) => `Fiscal effects in ${c.city} are set against the cost of the public services a project will need; regional effects are estimated for the ${c.metro} area and reported apart from the city's.`,
    ],
    localPlain: [
      (c) => `For a project in ${c.city}, we choose the study region, the county or ${c.state} as a whole, to match where the spending and hiring will actually occur, and document the multipliers used.`,
      (c) => `Impact estimates for ${c.city} start from the project's own budgets and staffing plans, not headline investment totals, and net out displaced activity.`,
    ],
    descriptionPhrase: 'jobs, income, output and tax effects of projects and facilities',
  },

  'public-policy-analysis': {
    lead: [
      (c) => `We analyze what a proposed or existing policy would do in ${c.city}, for households, businesses and the public budget, and who would gain or pay.`,
      (c) => `Legislators, agencies and advocacy organizations working on policy in ${c.label} use our analysis to see effects on behavior, incomes and budgets before they commit.`,
      (c) => `For ${a(c.stateAdj)} or local policy affecting ${c.city}, we combine microsimulation with quasi-experimental evidence and report winners and losers, not only the average.`,
    ],
    local: [
      (c) => `City-level estimates for ${c.city}, population ${c.approx}, can draw on American Community Survey tabulations, and effects that cross city lines are traced across the ${c.metro} area.`,
      (c) => `A local policy in ${c.city} can shift activity elsewhere in the ${c.metro} area; our evaluations use comparison places to separate the policy's effect from regional trends.`,
      (c) => `Distributional tables for ${c.city} show effects by income, age and household type, and set the city beside the rest of the ${c.metro} area so regional differences are visible.`,
    ],
    localPlain: [
      (c) => `For ${c.city}, we use the finest geography the survey data allow and explain where estimates must rely on county or ${c.stateAdj} figures.`,
      (c) => `Retrospective evaluations for ${c.city} compare it with similar places that did not adopt the policy, with tests that their trends matched beforehand.`,
    ],
    descriptionPhrase: 'who gains and who pays under a policy, from microsimulation and evaluation',
  },

  'regulatory-impact-assessments': {
    lead: [
      (c) => `We prepare regulatory impact analyses for agencies, and independent assessments for businesses and associations commenting on rules that affect ${c.city}.`,
      (c) => `For a federal, ${c.stateAdj} or local rule reaching organizations in ${c.label}, we define the baseline, count affected entities, build compliance costs from the ground up and quantify benefits.`,
      (c) => `Organizations in ${c.city} facing a proposed rule can comment with evidence rather than assertion: our assessments cover costs, benefits, small-entity burdens and alternatives.`,
    ],
    local: [
      (c) => `Affected-entity counts for ${c.city} use federal business data for the ${c.metro} area, and for the city itself where available, broken down by firm size so small-entity burdens are visible.`,
      (c) => `A local ordinance in ${c.city} may reach ${c.approx} residents directly and businesses across the ${c.metro} area indirectly; our analysis counts both and shows the difference.`,
      (c) => `Compliance costs for businesses in ${c.city} are priced with labor costs for the ${c.metro} area, so the burden estimate reflects what the required work would cost there.`,
    ],
    localPlain: [
      (c) => `For ${c.city}, entity counts come from federal business data at the finest level published, supplemented by ${c.stateAdj} records where they exist.`,
      (c) => `A rule affecting ${c.city} is compared with more and less stringent alternatives, because the comparison of options is what makes the analysis useful.`,
    ],
    descriptionPhrase: 'compliance costs, benefits and alternatives for proposed rules',
  },

  'labor-market-employment-studies': {
    lead: [
      (c) => `We measure employment, wages and workforce supply for ${c.city} and its industries, for employers, workforce boards, developers and counsel.`,
      (c) => `Labor market studies for ${c.label} answer who works in the area, in which industries and at what pay, and whether enough qualified workers are available for a planned expansion.`,
      (c) => `For ${c.city}, our studies combine federal employment and wage data with commuting patterns to describe the workforce an employer or program can actually draw on.`,
    ],
    local: [
      (c) => `The workforce for a site in ${c.city} comes from a commuting shed across the ${c.metro} area; we map it before measuring supply, so a city of ${c.approx} is not mistaken for the whole labor pool.`,
      (c) => `Location quotients compare the industry mix of the ${c.metro} area with the nation's, showing which industries are concentrated around ${c.city} and which are underrepresented.`,
      (c) => `Shift-share analysis separates employment change in the ${c.metro} area into national, industry and local components, which helps explain how the labor market around ${c.city} has moved.`,
    ],
    localPlain: [
      (c) => `For ${c.city}, county and ${c.stateAdj} employment data are combined with commuting-pattern data to describe the labor pool, and suppressed figures are treated transparently.`,
      (c) => `Availability analyses for employers in ${c.city} estimate the qualified labor pool for each job group from the recruitment area the employer actually uses.`,
    ],
    descriptionPhrase: 'employment, wages and workforce supply measured for the area',
  },

  'health-economics': {
    lead: [
      (c) => `We measure the cost of care, cost-effectiveness and health outcomes in dollars for providers, payers, agencies and counsel with matters in ${c.city}.`,
      (c) => `For health systems, insurers and public programs serving ${c.label}, our analyses show what a treatment, program or policy costs and what it delivers.`,
      (c) => `Health economics work for ${c.city} ranges from budget impact models for a new therapy to excess-cost estimates in malpractice and insurance disputes.`,
    ],
    local: [
      (c) => `A budget impact model for ${c.city} starts from the population served, ${c.approx} residents in the city and more across the ${c.metro} area, and the share likely to be eligible for the treatment.`,
      (c) => `Prices and use of care differ between metro areas, so cost estimates for ${c.city} use claims-based data for the ${c.metro} area where available and state the source.`,
      (c) => `For a program in ${c.city}, cost-effectiveness results are reported in the form the decision-maker needs, with prices for the ${c.metro} area and the uncertainty shown.`,
    ],
    localPlain: [
      (c) => `For ${c.city}, cost inputs are drawn from ${c.stateAdj} and national sources and adjusted where local prices differ, with every source cited.`,
      (c) => `Excess-cost estimates in ${c.city} matters compare the care actually received with what would have been expected, using claims-based benchmarks.`,
    ],
    descriptionPhrase: 'cost of care, cost-effectiveness and health outcomes valued in dollars',
  },

  'education-economics': {
    lead: [
      (c) => `We analyze returns to schooling, education finance and the effect of programs on earnings for districts, colleges, agencies and counsel concerned with ${c.city}.`,
      (c) => `For education questions in ${c.label}, from a funding formula to a lost-earnings claim for an injured student, our economists connect schooling to outcomes in dollars.`,
      (c) => `Districts, colleges and ${c.st} agencies serving ${c.city} use our work on enrollment, cost and the earnings value of education.`,
    ],
    local: [
      (c) => `Enrollment projections for schools serving ${c.city} start from a population of ${c.approx} and migration within the ${c.metro} area, using cohort survival methods.`,
      (c) => `The earnings value of a credential for students in ${c.city} is estimated with wage data for the ${c.metro} area as well as national earnings equations.`,
      (c) => `Cost studies for schools in ${c.city} compare spending with similar districts in the ${c.metro} area and across ${c.state}, adjusting for student needs.`,
    ],
    localPlain: [
      (c) => `For ${c.city}, enrollment and cost analyses use district and ${c.stateAdj} education data, under the statistical standards of the National Center for Education Statistics.`,
      (c) => `In injury cases involving a child from ${c.city}, we estimate the earnings associated with the education the child would most likely have completed.`,
    ],
    descriptionPhrase: 'returns to schooling, education finance and effects on earnings',
  },

  'program-evaluation': {
    lead: [
      (c) => `We evaluate whether programs operating in ${c.city} work, for whom and at what cost, using designs that stand up to review.`,
      (c) => `Agencies, foundations and nonprofits running programs in ${c.label} retain us to measure outcomes rigorously and report them plainly.`,
      (c) => `For a program serving ${c.city}, our evaluations choose the strongest design the setting allows, from randomized trials to regression discontinuity and matching.`,
    ],
    local: [
      (c) => `A program serving ${c.city}, a city of ${c.approx}, can often find comparison groups elsewhere in the ${c.metro} area, which strengthens a quasi-experimental design.`,
      (c) => `Where a program in ${c.city} rolls out across the ${c.metro} area in stages, staggered-adoption methods separate its effect from trends across the region.`,
      (c) => `Cost analysis for a program in ${c.city} counts every ingredient at ${c.metro} area prices, so the cost per outcome reflects what replication there would require.`,
    ],
    localPlain: [
      (c) => `For ${c.city}, we match participants with similar nonparticipants from available administrative data when random assignment is not feasible.`,
      (c) => `Evaluations of programs in ${c.city} follow the Program Evaluation Standards and report effects and costs together.`,
    ],
    descriptionPhrase: 'whether a program works, for whom and at what cost',
  },

  'finance-investment-economics': {
    lead: [
      (c) => `We analyze discount rates, investment returns and financial damages for investors, firms and counsel with matters in ${c.city}.`,
      (c) => `In securities and investment disputes arising in ${c.label}, our economists measure what a portfolio should have earned and what the conduct at issue cost.`,
      (c) => `Firms and investors in ${c.city} use our finance work for cost of capital questions, event studies and well-managed portfolio comparisons.`,
    ],
    local: [
      (c) => `For an investor in ${c.city}, damages compare the account's actual returns with a well-managed portfolio suited to its stated objectives, whether the adviser was in the ${c.metro} area or elsewhere.`,
      (c) => `Companies based in ${c.city}, a city of ${c.approx}, face the same capital markets as any other; their cost of capital is built from observable market returns plus documented company-specific risk.`,
      (c) => `Event studies for ${c.city} companies isolate the price effect of a disclosure from market and industry movements, whether operations are concentrated in the ${c.metro} area or spread nationally.`,
    ],
    localPlain: [
      (c) => `For investors and firms in ${c.city}, discount rates are set consistently with the risk of the cash flows, and every input is traceable to a published source.`,
      (c) => `Securities and investment claims from ${c.city} are analyzed with the same event-study and portfolio methods we apply anywhere in ${c.state}.`,
    ],
    descriptionPhrase: 'discount rates, investment returns and financial damages analyzed',
  },

  'international-development-economics': {
    lead: [
      (c) => `Foundations, universities, firms and nonprofits in ${c.city} that fund or carry out programs abroad use our project appraisals and impact evaluations.`,
      (c) => `For organizations in ${c.label} working in international development, we prepare economic appraisals and impact evidence that meet multilateral funders' expectations.`,
      (c) => `We help organizations based in ${c.city} appraise development projects, set shadow prices and measure program impact with survey-based evaluations.`,
    ],
    local: [
      (c) => `Being based in ${c.city} or elsewhere in the ${c.metro} area does not limit the work: appraisal and evaluation are done remotely with partners on the ground, and we meet clients in person when a project calls for it.`,
      (c) => `Whichever funder an organization in ${c.city} answers to, we follow its appraisal guidelines and the OECD DAC evaluation criteria, and we meet teams across the ${c.metro} area in person when useful.`,
      (c) => `Switching-value analysis shows decision-makers in ${c.city} and the wider ${c.metro} area how far costs or benefits could move before a project stops being worthwhile.`,
    ],
    localPlain: [
      (c) => `For an organization in ${c.city}, the appraisal compares economic and financial returns and uses shadow prices where market prices mislead.`,
      (c) => `Survey-based impact evaluations for organizations in ${c.city} are designed with research ethics review and partner data collection from the start.`,
    ],
    descriptionPhrase: 'project appraisal and impact evidence for development programs',
  },

  'econometrics-data-science': {
    lead: [
      (c) => `We apply regression, causal inference and large-data analysis to disputes and decisions in ${c.city}, with results that can be reproduced and tested.`,
      (c) => `Counsel and organizations in ${c.label} use our econometric work for antitrust overcharges, discrimination claims, intellectual property damages and data-heavy business questions.`,
      (c) => `For matters in ${c.city} that turn on data, from transaction records to personnel files, our analysis explains what the model shows and how sensitive the result is.`,
    ],
    local: [
      (c) => `Regional series for the ${c.metro} area, such as prices, wages and employment, can serve as controls or benchmarks in a model for ${c.city}, alongside the parties' own records.`,
      (c) => `A model for ${a(c.city)} dispute is tested for robustness: alternative specifications, sample periods and comparisons with the wider ${c.metro} area show whether the result holds.`,
      (c) => `When ${a(c.city)} case involves transaction data from across the ${c.metro} area, we organize and validate the records before estimating anything, and document every exclusion.`,
    ],
    localPlain: [
      (c) => `For a matter in ${c.city}, the parties' own records are the core data; we validate them, document exclusions and test each result against alternative specifications.`,
      (c) => `Econometric opinions in ${c.city} cases follow the Reference Guide on Multiple Regression and explain instrumental variables and robustness checks in plain terms.`,
    ],
    descriptionPhrase: 'regression and causal inference for disputes and decisions',
  },
}

/* ------------------------------------------------------------------------------------------
 * Service-in-city page: headings, section intros and the engagement steps
 * ---------------------------------------------------------------------------------------- */

type CaseTypesContext = ServiceCopyContext & { caseTypes: string }

export const SERVICE_CITY_COPY = {
  scopeHeading: [
    (c) => `${c.service} for ${c.city} matters`,
    (c) => `What we deliver in ${c.city}`,
    (c) => `The work, applied to ${c.label}`,
  ] as Frame<ServiceCopyContext>[],
  scopeIntro: [
    (c) => `For clients in ${c.city}, this work supports ${c.caseTypes} matters, among others. These are the questions the analysis is built to answer:`,
    (c) => `${c.service} applies to ${c.caseTypes} matters in ${c.city} and throughout ${c.state}. Each raises its own questions:`,
    (c) => `In ${c.city}, as anywhere, the analysis answers specific questions in ${c.caseTypes} matters, such as:`,
  ] as Frame<CaseTypesContext>[],
  deliverablesHeading: [
    (c) => `What ${a(c.city)} client receives`,
    (c) => `Deliverables for ${c.label} engagements`,
    () => 'What the work produces',
  ] as Frame<ServiceCopyContext>[],
  methodsHeading: [
    () => 'How the analysis is done',
    (c) => `Methods we apply to ${c.city} matters`,
    () => 'The methods behind the numbers',
  ] as Frame<ServiceCopyContext>[],
  methodsIntro: [
    (c) => `The same methods apply whoever retains us; for ${a(c.city)} matter the inputs change, not the methods.`,
    (c) => `Each method is documented in the report with its data and assumptions, so a reviewer in ${c.state} or the other side can test it.`,
    (c) => `A selection of the methods we apply, each disclosed in full in the work we deliver for ${c.label}:`,
  ] as Frame<ServiceCopyContext>[],
  localHeading: [
    (c) => `${c.city} in context`,
    (c) => `Local context: ${c.label}`,
    (c) => `What the data tells us about ${c.city}`,
  ] as Frame<ServiceCopyContext>[],
  engagementHeading: [
    () => 'How an engagement runs',
    (c) => `Working with us on ${a(c.city)} matter`,
    () => 'From first call to testimony',
  ] as Frame<ServiceCopyContext>[],
  nearbyIntroMetro: [
    (c) => `Cities in the ${c.metro ?? ''} area come first, then other cities we serve in ${c.state}.`,
    (c) => `The same service in the ${c.metro ?? ''} area, then elsewhere in ${c.state}.`,
  ] as Frame<ServiceCopyContext>[],
  nearbyIntroState: [
    (c) => `The largest ${c.stateAdj} cities we serve come first, then others on our ${c.st} list.`,
    (c) => `The same service elsewhere in ${c.state}, the largest cities first.`,
  ] as Frame<ServiceCopyContext>[],
  ctaHeading: {
    litigation: [
      (c) => `Discuss ${a(c.city)} matter with us`,
      (c) => `Talk to us about your ${c.city} case`,
      () => 'Start with a free case review',
    ] as Frame<ServiceCopyContext>[],
    advisory: [
      (c) => `Discuss ${a(c.city)} project with us`,
      (c) => `Talk to us about the question in ${c.city}`,
      () => 'Start with a free first conversation',
    ] as Frame<ServiceCopyContext>[],
  },
  ctaText: {
    litigation: [
      (c) => `Tell us about the ${c.service} question, the parties and the deadline. A consultant with the right background reviews every request from ${c.city}.`,
      (c) => `Describe the matter in ${c.label} and the deadline you face; we reply with what the analysis would involve and how long it would take.`,
      (c) => `A short call is usually enough to tell whether ${c.service} fits your ${c.city} matter and what the work would involve.`,
    ] as Frame<ServiceCopyContext>[],
    advisory: [
      (c) => `Tell us the decision in front of your organization in ${c.city}, the data you hold and the date it must be made; we reply with a proposed scope.`,
      (c) => `Describe the ${c.service} question for ${c.label} and your timeline, and a consultant with the right background will reply.`,
      (c) => `A short call is usually enough to tell whether ${c.service} fits the question your ${c.city} organization faces.`,
    ] as Frame<ServiceCopyContext>[],
  },
}

export interface EngagementStepCopy {
  titles: string[]
  litigation: Frame<ServiceCopyContext>[]
  advisory: Frame<ServiceCopyContext>[]
}

/** The steps of an engagement, in order; litigation and advisory services read differently. */
export const ENGAGEMENT_STEPS: EngagementStepCopy[] = [
  {
    titles: ['Analysis from the record', 'Remote analysis', 'Records first'],
    litigation: [
      (c) => `Most of the work is done remotely from the case file: pleadings, medical and employment records, tax returns and financial statements are sent to us securely, so ${a(c.city)} matter moves without waiting for travel.`,
      (c) => `We analyze ${c.city} matters from the documents, remotely; interviews with the evaluee or the client's staff are held by video, or in person when the analysis calls for it.`,
      (c) => `Records for an engagement in ${c.label} are exchanged electronically and reviewed by the consultant with the right background; nothing in the analysis depends on our office being near ${c.city}.`,
    ],
    advisory: [
      (c) => `Data work is done remotely: clients in ${c.city} share files securely, and we hold working sessions by video so the analysis keeps moving between meetings.`,
      (c) => `We build the analysis for ${a(c.city)} client from its own records and public data, remotely, and schedule on-site meetings only where they add something.`,
      (c) => `For an engagement in ${c.label}, data transfer, model reviews and drafts are handled electronically, so distance from ${c.city} adds nothing to the timeline.`,
    ],
  },
  {
    titles: ['Timing', 'Turnaround', 'Schedules and deadlines'],
    litigation: [
      (c) => `Deadlines set by ${a(c.stateAdj)} scheduling order come first. ${promises.standardAnalysis}, ${lower(promises.complexAnalysis)}, and ${lower(promises.rushTurnaround)}.`,
      (c) => `We agree the schedule with counsel in ${c.city} at the outset. As a guide: ${lower(promises.standardAnalysis)}; ${lower(promises.complexAnalysis)}.`,
      (c) => `${promises.standardAnalysis} and ${lower(promises.complexAnalysis)}. If ${a(c.city)} deadline is close, say so: ${lower(promises.rushTurnaround)}.`,
    ],
    advisory: [
      (c) => `Board, council and funding deadlines in ${c.city} set the schedule. ${promises.standardAnalysis}, ${lower(promises.complexAnalysis)}.`,
      (c) => `We agree milestones with the ${c.city} client at the start. As a guide: ${lower(promises.standardAnalysis)}; ${lower(promises.complexAnalysis)}.`,
      (c) => `${promises.standardAnalysis} and ${lower(promises.complexAnalysis)}. ${A(c.stateAdj)} filing or hearing date close at hand? ${promises.rushTurnaround}.`,
    ],
  },
  {
    titles: ['Deposition and trial', 'Testimony in person', 'Travel when it counts'],
    litigation: [
      (c) => `When the case needs live testimony, we travel to ${c.city} or wherever in ${c.state} the deposition or trial is held; remote testimony is an option where the court allows it.`,
      (c) => `Depositions and trial appearances in ${c.city} cases are attended in person. Travel is planned around the court's calendar, and the preparation is done before we arrive.`,
      (c) => `We come to ${c.city} for deposition and trial, and we prepare counsel beforehand with an outline of the opinions and the likely lines of cross-examination.`,
    ],
    advisory: [
      (c) => `Findings are presented in person in ${c.city} when a board, council or public hearing calls for it, and the same analysis can support testimony if the matter is litigated.`,
      (c) => `We travel to ${c.city} to brief decision-makers or testify at hearings, and the written work is prepared to stand on its own when we are not in the room.`,
      (c) => `Presentations to boards, agencies and funders in ${c.city} can be in person or by video; if the work later becomes evidence, we give deposition and trial testimony on it.`,
    ],
  },
  {
    titles: ['First response', 'Getting started', 'First contact'],
    litigation: [
      (c) => `${promises.inquiryResponse}, and ${lower(promises.freeReview)} before anything is agreed: tell us the ${c.city} matter, the question and the deadline.`,
      (c) => `Send a short description of the ${c.city} matter. ${promises.inquiryResponse}; ${lower(promises.freeReview)} tells you whether and how we can help before you commit.`,
      (c) => `Calls and consultation requests from ${c.city} reach a consultant directly. ${promises.inquiryResponse}, and ${lower(promises.emergency)}.`,
    ],
    advisory: [
      (c) => `${promises.inquiryResponse}. Tell us the decision the ${c.city} organization faces and when it must be made, and we propose a scope.`,
      (c) => `Send a note about the question and the data available in ${c.city}. ${promises.inquiryResponse}, and ${lower(promises.freeReview)}.`,
      (c) => `Requests from ${c.label} reach a consultant directly. ${promises.inquiryResponse}; the first conversation costs nothing.`,
    ],
  },
]

/* ------------------------------------------------------------------------------------------
 * City pages
 * ---------------------------------------------------------------------------------------- */

export const CITY_PAGE_COPY = {
  intro: [
    (c) => `Attorneys, insurers, employers and public bodies with matters in ${c.label} can retain our economists, vocational experts and life care planners; the analysis is done remotely from records, and we travel to ${c.city} for deposition and trial.`,
    (c) => `Our litigation and advisory services are available for matters in ${c.city}, ${c.stateAdj}: damages, earning capacity, future care costs and business value, and economic analysis for organizations and public agencies.`,
    (c) => `From a personal injury claim to a public program evaluation, we bring forensic and advisory economics to matters in ${c.city}, working from the record and appearing in person when testimony is needed.`,
  ] as Frame<PlaceCopyContext>[],
  aboutHeading: [(c) => `About ${c.city}`, (c) => `${c.city} at a glance`, (c) => `${c.city}, ${c.stateAdj}`] as Frame<PlaceCopyContext>[],
  servicesHeading: [(c) => `Services available in ${c.city}`, (c) => `Our services in ${c.label}`] as Frame<PlaceCopyContext>[],
  litigationIntro: [
    (c) => `For ${c.city} cases headed to mediation or trial: damages, earning capacity, future care and value, with testimony.`,
    (c) => `Analysis and testimony for litigation in ${c.city} and the ${c.stateAdj} courts.`,
  ] as Frame<PlaceCopyContext>[],
  advisoryIntro: [
    (c) => `For businesses, agencies and organizations in ${c.city} making decisions that turn on economic evidence.`,
    (c) => `Economic advisory work for ${c.label} companies, public bodies and nonprofits.`,
  ] as Frame<PlaceCopyContext>[],
  metroHeading: (c: DataPlaceContext) => `Other cities we serve in the ${c.metro} area`,
  stateHeading: (c: PlaceCopyContext) => `Other ${c.stateAdj} cities we serve`,
  ctaHeading: [(c) => `A matter in ${c.city}? Talk to us`, (c) => `Discuss your ${c.city} case`, () => 'Request a free case review'] as Frame<PlaceCopyContext>[],
  ctaText: [
    (c) => `Tell us about the matter in ${c.city}, the question in dispute and the deadline; we reply with what the analysis would involve.`,
    (c) => `Whatever the service, the first step for ${a(c.label)} matter is a short conversation about the facts and the schedule.`,
  ] as Frame<PlaceCopyContext>[],
}

/* ------------------------------------------------------------------------------------------
 * State pages
 * ---------------------------------------------------------------------------------------- */

export const STATE_PAGE_COPY = {
  intro: [
    (c) => `We take on forensic economic, vocational, life care and valuation work across ${c.state}${c.largestNames ? `, from ${c.largestNames} to the smaller cities on our list` : ''}, and advisory work for ${c.st} businesses and public bodies.`,
    (c) => `Our ${c.stateAdj} list runs to ${String(c.cityCount)} ${c.cityCount === 1 ? 'city' : 'cities'}. The analysis is done remotely from records, and we travel within ${c.state} for deposition and trial.`,
    (c) => `Attorneys, insurers and public agencies in ${c.state} retain us for damages, earning capacity, future care costs and business value, and for economic advisory work.`,
  ] as Frame<StateCopyContext>[],
  servicesIntro: [
    (c) => `Every service is available throughout ${c.state}. Each links to its overview and to the service in our largest ${c.st} cities.`,
    (c) => `All our services are offered in ${c.state}; follow a service for its overview, or a city for the local page.`,
  ] as Frame<StateCopyContext>[],
  citiesHeading: (c: StateCopyContext) => (c.cityCount === 1 ? `The city we serve in ${c.state}` : `All ${String(c.cityCount)} cities we serve in ${c.state}`),
  citiesIntro: (c: StateCopyContext) =>
    `Each city page lists every service available there${c.metroCount ? ' and the other cities of its metro area' : ''}.`,
  metroHeading: 'Metro areas represented',
  metroIntro: (c: StateCopyContext) =>
    c.cityCount === 1
      ? `The city we serve in ${c.state} lies in the metro area below.`
      : `The cities we serve in ${c.state} fall within ${String(c.metroCount)} ${c.metroCount === 1 ? 'metro area' : 'metro areas'} in our data, listed from the one with the largest city.`,
  crossesStateLinesNote: 'metro area also reaches a neighboring state',
  ctaHeading: [(c) => `A matter in ${c.state}? Talk to us`, (c) => `Discuss your ${c.st} case`] as Frame<StateCopyContext>[],
  ctaText: [
    (c) => `Tell us where in ${c.state} the matter is, the question in dispute and the deadline; we reply with what the analysis would involve.`,
    (c) => `Whichever ${c.st} city the case is in, the first step is a short conversation about the facts and the schedule.`,
  ] as Frame<StateCopyContext>[],
}

/* ------------------------------------------------------------------------------------------
 * Locations index
 * ---------------------------------------------------------------------------------------- */

export const LOCATIONS_INDEX_COPY = {
  nationwideHeading: 'Nationwide service',
  nationwide: (counts: { cities: number }): string[] => [
    `${promises.nationwide}. Below, the ${counts.cities.toLocaleString('en-US')} cities on our list are grouped by state; a matter in a place not listed is handled the same way.`,
    'The analysis is done remotely: records, data and drafts move electronically, and interviews can be held by video. We travel for depositions, trial testimony and public hearings wherever the matter is heard.',
    `${promises.inquiryResponse}, and ${lower(promises.freeReview)}.`,
  ],
  directoryHeading: 'States and cities',
  jumpLabel: 'Jump to a state',
}
