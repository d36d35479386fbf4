/** Copy of a team member's page (/about/team/{slug}); their facts live in content/firm/people/{slug}.yaml. */
export const TEAM_PAGE_COPY = {
  /** "{name}, {title}" */
  title: '{name}, {title}',
  crumb: 'Team',
  credentialsHeading: 'Education and credentials',
  educationHeading: 'Education',
  certificationsHeading: 'Certifications',
  positionsHeading: 'Positions',
  affiliationsHeading: 'Professional affiliations',
  publicationsHeading: 'Publications, last ten years',
  noPublications: 'No publications in the last ten years.',
  testimonyHeading: 'Testimony, last four years',
  testimonyIntro:
    'Every matter in which {name} testified at deposition, at trial, in a hearing or in an arbitration during the four years before this list was published, newest first (Fed. R. Civ. P. 26(a)(2)(B)(v)), with the docket where it is public and the retaining counsel\u2019s firm. No outcome or amount is recorded. A confidential matter is listed with its forum and year only.',
  emptyTestimony: 'No testimony in the last four years.',
  challengesIntro:
    'Every motion to exclude or limit the testimony of {name}, newest ruling first. The ruling is the court\u2019s decision on the motion, never the result of the case.',
  noChallenges: 'No motion to exclude or limit this expert\u2019s testimony has been filed.',
  ratesHeading: 'Rates',
  ratesIntro:
    'The hourly rates of the role, the same whichever side retains us. The retainer and the other terms are on the fees page.',
  ratesLabels: { analysis: 'Analysis and reports', testimony: 'Deposition and trial' },
  documentsHeading: 'The same record as a document',
  documentsIntro:
    'The curriculum vitae carries the credentials, positions, publications, testimony and challenges on this page, generated from the same file.',
  cvLabel: 'Curriculum vitae (PDF)',
  ctaHeading: 'Check availability and conflicts',
  ctaText:
    'Send the names of the parties and counsel with your disclosure deadline. We confirm conflicts in writing before any confidential material changes hands.',
} as const

/** The services whose reports the team sign, by the team role that signs them: their hubs link those people. */
export const SERVICE_TEAM_ROLES: Readonly<Record<string, 'vocationalExpert' | 'lifeCarePlanner'>> = {
  'vocational-evaluation': 'vocationalExpert',
  'life-care-planning': 'lifeCarePlanner',
}

/** The section of a service hub that names who signs and testifies to its reports. */
export const SERVICE_TEAM_COPY = {
  heading: 'Who signs and testifies to these reports',
  intro:
    'Each report is signed by the person who did the evaluation or prepared the plan, who testifies to it. Their pages give their credentials, testimony of the last four years, any challenges to it and their rates.',
} as const
