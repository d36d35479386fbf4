import { NOT_FOUND_COPY } from './not-found-copy'

/** Titles, descriptions and headings of the fixed pages. */
export interface FixedPageCopy {
  title: string
  description: string
  h1: string
  intro: string
}

export const FIXED_PAGE_COPY = {
  '/': {
    title: 'Forensic Economist & Expert Witness Services',
    description:
      'Forensic economics, vocational evaluation, life care planning and business valuation for attorneys, insurers and public bodies nationwide.',
    h1: 'Independent forensic economics and expert testimony, with every source and method shown',
    intro:
      'We measure economic loss, earning capacity, future care costs and business value for litigation, and we bring the same rigor to advisory work for companies and public agencies.',
  },
  '/services': {
    title: 'Litigation and Advisory Services',
    description:
      'Every service we offer: economic loss, vocational, life care, valuation and disability analysis for litigation, and economic advisory for organizations.',
    h1: 'Our services',
    intro:
      'Our litigation services quantify damages and earning capacity for cases headed to mediation or trial. Our strategic advisory services answer economic questions for businesses, government bodies and policy makers.',
  },
  '/advisory': {
    title: 'Strategic Economic Advisory',
    description:
      'Market analysis, pricing, cost-benefit, labor economics, economic impact, program evaluation and econometrics for businesses and public bodies.',
    h1: 'Strategic economic advisory',
    intro:
      'Businesses, government bodies and policy makers bring us decisions that turn on economic evidence. We build the analysis, state the assumptions and show what the numbers can and cannot support.',
  },
  '/about': {
    title: 'About the Firm and Our Principal Economist',
    description:
      'Who we are: the principal economist, credentials, curriculum vitae, professional affiliations, recognition and publications.',
    h1: 'About the firm',
    intro:
      'An independent practice of economists and rehabilitation professionals who prepare analyses for litigation and for public and private decision makers.',
  },
  '/about/testimony': {
    title: 'Testimony List: Cases of the Last Four Years',
    description:
      'Every case in which our principal economist testified in the last four years: caption, court, year, kind of testimony and the side that retained us.',
    h1: 'Testimony list',
    intro:
      'The record an attorney asks for before retaining an expert, kept current from the same data as the curriculum vitae.',
  },
  '/fees': {
    title: 'Fees and Engagement: Rates, Retainer and Terms',
    description:
      'Our hourly rates for analysis, reports, depositions and trial, the retainer, who pays for a deposition, and the steps of an engagement.',
    h1: 'Fees and engagement',
    intro:
      'What an engagement costs and how it proceeds, stated before you retain us. The rates are the same whichever side retains us.',
  },
  '/experience': {
    title: 'Experience by Practice Area',
    description:
      'Our experience across economic loss, vocational, life care, valuation and disability matters, with representative matter types and testimony history.',
    h1: 'Our experience',
    intro:
      'A record of analysis and testimony across personal injury, employment, commercial and public-sector matters.',
  },
  '/contact': {
    title: 'Contact Us',
    description:
      'Contact our forensic economists about a case: send a consultation request, mark an emergency, or call during business hours.',
    h1: 'Contact us',
    intro: 'Tell us about the matter and the deadline. A consultant with the right background reviews every request.',
  },
  '/case-studies': {
    title: 'Case Studies',
    description:
      'Anonymized case studies: the economic question in dispute, the analysis we performed and how it was tested.',
    h1: 'Case studies',
    intro: 'Representative matters, anonymized, showing the question in dispute, the analysis and what it established.',
  },
  '/schedule-consultation': {
    title: 'Schedule a Free Consultation',
    description:
      'Request a free initial consultation with a forensic economist: choose a preferred date and time and describe your matter.',
    h1: 'Schedule a free consultation',
    intro:
      'A first conversation with a forensic economist about your matter: the analyses it needs, how long they take and what they cost.',
  },
  '/locations': {
    title: 'Locations We Serve',
    description:
      'Forensic economic and expert witness services in every state and the District of Columbia, listed by state and city.',
    h1: 'Locations we serve',
    intro:
      'We work on matters nationwide: analysis is done remotely from records, and we travel for depositions and trial.',
  },
  '/search': {
    title: 'Search Services and Locations',
    description: 'Search our services, states and cities to find the right forensic economic service near you.',
    h1: 'Search',
    intro:
      'Search by service, city or state, or combine them: "life care planning in Dallas" or "business valuation, Ohio".',
  },
  '/case-types': {
    title: 'Case Types We Handle',
    description:
      'The kinds of matters we analyze, from personal injury and wrongful death to commercial disputes and regulatory work, with the services for each.',
    h1: 'Case types',
    intro:
      'Each kind of matter raises its own economic questions. Find yours, the questions it raises and the services that answer them.',
  },
  '/economic-loss-calculator': {
    title: 'Economic Loss Calculator: Lost Earnings to Present Value',
    description:
      'A free calculator for attorneys: past and future lost earnings from your assumptions, discounted to present value, with the formula, a schedule and its limits.',
    h1: 'Economic loss calculator',
    intro:
      'A quick, transparent order of magnitude for an injury or death case: lost earnings and fringe benefits, or future care costs, to a stated age or to life expectancy from the U.S. life tables, brought to present value at a market rate or under the forum’s own rule, from assumptions you choose. It is an illustration, not an expert opinion.',
  },
  '/404': NOT_FOUND_COPY,
} satisfies Record<string, FixedPageCopy>

export type FixedPagePath = keyof typeof FIXED_PAGE_COPY
