/**
 * The people behind the firm: the principal expert (name, pronouns, degrees, certifications,
 * affiliations, publications, recognition, career), the staff roles, and the references and
 * testimonials clients gave. Together with ./site-config.ts (which reads the principal from here) this is
 * the firm's identity: a real firm replaces every value in this file and in site-config, and nothing
 * else names its expert. No other source file spells out the principal's name or credentials (a test
 * checks).
 *
 * The sample values are placeholders: the principal is an invented person, and the references and
 * testimonials are invented examples of the kind of thing a client might say. Replace them all.
 */

import type { FirmProfile, Principal, Pronouns } from './firm-profile-types'

export type * from './firm-profile-types'

const honorific = 'Dr.'
const surname = 'Exemplar'
const pronouns: Pronouns = { subject: 'she', object: 'her', possessive: 'her' }
/** The biography's sentences are built around the pronouns so that a change above reaches them. */
const Possessive = pronouns.possessive.charAt(0).toUpperCase() + pronouns.possessive.slice(1)
const secondMention = `${honorific} ${surname}`

const principal: Principal = {
  name: `${honorific} Morgan A. ${surname}`,
  honorific,
  surname,
  pronouns,
  title: 'Principal Economist',
  degrees: [
    {
      abbreviation: 'Ph.D.',
      field: 'Economics',
      detail: 'Fields in labor economics and econometrics; dissertation on earnings losses after workplace injury',
      institution: 'A public research university',
    },
    {
      abbreviation: 'M.S.',
      field: 'Rehabilitation Counseling',
      detail: 'Clinical placement with a state vocational rehabilitation agency',
      institution: 'A state university',
    },
    {
      abbreviation: 'B.A.',
      field: 'Economics and Mathematics',
      detail: 'Graduated with honors; senior thesis on regional wage differences',
      institution: 'A liberal arts college',
    },
  ],
  certifications: [
    { name: 'Certified Rehabilitation Counselor', abbreviation: 'CRC', body: 'Commission on Rehabilitation Counselor Certification', headline: true },
    { name: 'Certified Life Care Planner', abbreviation: 'CLCP', body: 'International Commission on Health Care Certification', headline: true },
    { name: 'Accredited in Business Valuation', abbreviation: 'ABV', body: 'American Institute of Certified Public Accountants', headline: true },
    { name: 'Certified Valuation Analyst', abbreviation: 'CVA', body: 'National Association of Certified Valuators and Analysts', headline: false },
    { name: 'Diplomate, American Board of Vocational Experts', abbreviation: 'ABVE/D', body: 'American Board of Vocational Experts', headline: false },
  ],
  affiliations: [
    'National Association of Forensic Economics',
    'American Rehabilitation Economics Association',
    'American Economic Association',
    'International Association of Rehabilitation Professionals',
    'American Academy of Economic and Financial Experts',
    'National Association of Certified Valuators and Analysts',
  ],
  recognition: [
    'Invited lecturer on present-value methodology for state bar continuing legal education programs',
    'Invited panelist on the medical foundation of life care plans at national rehabilitation conferences',
    'Guest lecturer on economic damages for law school trial advocacy courses',
    'Member of the program committee for a national forensic economics meeting',
  ],
  publications: [
    {
      title: 'Measuring Reasonable Mitigation: Job Search Effort and Local Labor Demand in Employment Damages',
      venue: 'Conference paper, national forensic economics meeting',
      year: 2015,
    },
    {
      title: 'Personal Versus Enterprise Goodwill in Professional Practice Valuations',
      venue: 'Practitioner journal on business valuation',
      year: 2017,
    },
    {
      title: 'Choosing a Net Discount Rate: Treasury Yields, Medical Cost Growth and the Offset Question',
      venue: 'Continuing legal education materials, state bar trial practice program',
      year: 2019,
    },
    {
      title: 'Pricing a Life Care Plan: Data Sources, Regional Adjustment and Replacement Schedules',
      venue: 'Peer-reviewed journal of life care planning',
      year: 2021,
    },
    {
      title: 'Valuing Household Services with Time-Use Data: Tasks, Hours and Replacement Cost',
      venue: 'Chapter in an edited volume on personal injury damages',
      year: 2023,
    },
  ],
  career: [
    'Qualified to testify on economic damages, vocational capacity and life care costs in state and federal courts',
    'Retained by plaintiffs and defendants, applying the same methods for either side',
    "Former vocational rehabilitation counselor in a state workers' compensation program",
    'Former adjunct instructor in labor economics and applied statistics at a state university',
    'Author of economic impact and regulatory analyses for county and municipal governments',
    'Peer reviewer for a journal of forensic economics',
    'Faculty for continuing legal education programs on damages, present value and expert disclosure',
  ],
  biography: [
    `${Possessive} work sits where labor economics meets vocational rehabilitation: measuring what an injury, a death or a business dispute has cost, and explaining how each figure was reached to a judge, a jury or a city council. Before founding the firm, ${pronouns.subject} worked as a vocational rehabilitation counselor in a state workers' compensation program and taught labor economics as adjunct faculty, experience that informs ${pronouns.possessive} reading of medical restrictions and labor market evidence.`,
    `${secondMention} is retained by plaintiffs and defendants alike in personal injury, wrongful death, medical malpractice, employment and commercial matters, and by businesses and public agencies that need independent economic analysis for decisions made outside the courtroom. Every engagement follows the same discipline: published data, methods drawn from the peer-reviewed literature, and assumptions stated plainly enough that an opposing expert can reproduce the work.`,
  ],
  // The sample record: every caption is invented and says so. Replace the list with the expert's own matters.
  testimonyList: [
    {
      caption: 'Doe v. Example Freight Lines, Inc. (fictional example)',
      court: { kind: 'federal', district: 'paed' },
      date: '2026-09-15',
      type: 'deposition',
      retainedBy: 'plaintiff',
    },
    {
      caption: 'Estate of Roe v. Sample Valley Hospital Authority (fictional example)',
      court: { kind: 'state', state: 'PA', county: 'Philadelphia County' },
      date: '2026-05-04',
      type: 'trial',
      retainedBy: 'plaintiff',
    },
    {
      caption: 'Sample Precision Manufacturing Co. v. Illustrative Tooling LLC (fictional example)',
      court: { kind: 'other', name: 'Private commercial arbitration' },
      date: '2026-02-11',
      type: 'arbitration',
      retainedBy: 'defense',
    },
    {
      caption: 'Smith v. Example County School District (fictional example)',
      court: { kind: 'federal', district: 'njd' },
      date: '2025-10-21',
      type: 'deposition',
      retainedBy: 'defense',
    },
    {
      caption: 'In re Marriage of Sample (fictional example)',
      court: { kind: 'state', state: 'NJ', county: 'Camden County' },
      date: '2025-06-17',
      type: 'hearing',
      retainedBy: 'other',
    },
    {
      caption: 'Jones v. Demonstration Medical Associates, P.C. (fictional example)',
      court: { kind: 'state', state: 'DE', county: 'New Castle County' },
      date: '2024-12-03',
      type: 'deposition',
      retainedBy: 'defense',
    },
    {
      caption: 'Lee v. Hypothetical Logistics Corp. (fictional example)',
      court: { kind: 'federal', district: 'mdd' },
      date: '2024-04-09',
      type: 'trial',
      retainedBy: 'plaintiff',
    },
    {
      caption: 'Garcia v. Sample Workers Mutual Insurance Co. (fictional example)',
      court: { kind: 'other', name: 'American Arbitration Association' },
      date: '2023-08-22',
      type: 'arbitration',
      retainedBy: 'neutral',
    },
    {
      caption: 'Brown v. Example Retail Stores, Inc. (fictional example)',
      court: { kind: 'state', state: 'PA', county: 'Montgomery County' },
      date: '2023-03-14',
      type: 'deposition',
      retainedBy: 'defense',
    },
    {
      caption: 'Taylor v. Illustration Transit Authority (fictional example)',
      court: { kind: 'federal', district: 'pamd' },
      date: '2022-05-10',
      type: 'deposition',
      retainedBy: 'plaintiff',
    },
  ],
  testimony: `${secondMention} has testified at deposition and trial in state and federal courts, and in arbitration and administrative hearings, when retained by plaintiffs and by defendants. ${Possessive} opinions on earning capacity, life care costs and business value have been examined under both Daubert and Frye standards. Each report is written to be checked by the opposing expert, which keeps cross-examination on the facts of the case rather than the method.`,
}

export const firmProfile: FirmProfile = {
  principal,
  staff: [
    {
      role: 'principal economist',
      count: 1,
      testifies: true,
      work: 'directs every engagement, reviews every report before it leaves the office, and signs and testifies to the economic loss, business valuation and advisory reports',
    },
    {
      role: 'associate economists',
      count: 2,
      testifies: false,
      work: "gather the records and data and prepare the calculations and schedules under the principal economist's review; they do not sign reports or testify",
    },
    {
      role: 'vocational experts',
      count: 2,
      testifies: true,
      work: 'interview and test the evaluee and sign and testify to the vocational evaluations they conduct',
    },
    {
      role: 'life care planners',
      count: 2,
      testifies: true,
      work: 'review the medical records, consult the treating providers and sign and testify to the life care plans they prepare',
    },
  ],
  references: [
    {
      id: 'houston-personal-injury-partner',
      role: 'Senior Partner',
      firm: 'Personal injury firm',
      location: 'Houston, TX',
      text: `We retained ${principal.name} in a catastrophic injury case with a disclosure deadline close behind us, and the report arrived on the date we were given. The firm's vocational expert signed the vocational evaluation, and the economic report built on it from the same physician restrictions, so the two read as one consistent analysis. At deposition, the questions on the discount rate ran most of the day, and every answer matched the report and its sources. ${secondMention} explains the numbers plainly enough for a jury to follow each step.`,
      caseType: 'Personal Injury',
    },
    {
      id: 'chicago-malpractice-defense-partner',
      role: 'Managing Partner',
      firm: 'Medical malpractice defense firm',
      location: 'Chicago, IL',
      text: `We defend hospitals and physicians, and we need an economist who will tell us plainly where a plaintiff's life care plan is sound and where it goes beyond the medical records. ${principal.name} checked every line item against the treating records, told us which items were well supported, and explained the rest in terms a judge could follow. The report was candid about its own assumptions and showed how the figures would change if any of them did.`,
      caseType: 'Medical Malpractice',
    },
    {
      id: 'denver-employment-partner',
      role: 'Partner',
      firm: 'Employment litigation boutique',
      location: 'Denver, CO',
      text: `Back pay and front pay in a wrongful termination case turn on mitigation, and ${principal.name} measured our client's job search against actual openings in the field instead of relying on generalities. When the employer moved to exclude the economic testimony, ${secondMention} prepared a declaration that tied each step of the method to the published sources behind it. Every draft and schedule arrived when promised, and the explanations were clear enough to share with our client.`,
      caseType: 'Employment Discrimination',
    },
  ],
  testimonials: [
    {
      id: 'family-manufacturer-owner',
      role: 'Second-generation owner',
      organization: 'Family-owned precision machining company',
      text: 'We needed a valuation we could use both to buy out a retiring cousin and to plan the gift of shares to the next generation. The firm walked us through every adjustment to our financial statements and why it mattered, in language the whole family could follow. The report was clear about which assumptions drove the value, so both sides of the buyout could review the same analysis.',
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
  ],
}
