/** Copy of the /about page other than the principal's profile (./principal-profile.ts). */

export interface AboutValue {
  title: string
  text: string
}

/** The on-page table of contents: each id is an element on the page. */
export const ABOUT_SECTIONS = [
  { id: 'credentials', label: 'Education and credentials' },
  { id: 'cv', label: 'Curriculum vitae' },
  { id: 'affiliations', label: 'Professional affiliations' },
  { id: 'recognition', label: 'Recognition' },
  { id: 'publications', label: 'Publications' },
] as const

/** The firm in three paragraphs: these two, with the staffing statement (from content/firm/staff.yaml) between them. */
export const ABOUT_FIRM_PARAGRAPHS = {
  practice:
    'We are a small, independent practice. Economists, vocational experts and life care planners work side by side, so that an earning capacity opinion, a care plan and the damages model built on them rest on the same facts and the same assumptions.',
  independence:
    'We are not affiliated with any insurer, law firm or advocacy group, and we do not take work on a contingent fee. That independence is what lets our figures be used by either side, and by a judge, with confidence.',
} as const

export const ABOUT_VALUES: AboutValue[] = [
  {
    title: 'Published data, named sources',
    text: 'Life tables, worklife tables, wage series and price data come from public, citable sources, and every report lists them.',
  },
  {
    title: 'The same method for either side',
    text: 'Our methods and assumptions do not change with the party that retains us, so a report written for a plaintiff and one written for a defendant can be read side by side.',
  },
  {
    title: 'Plain explanations',
    text: 'A juror, a council member or a business owner should be able to follow how each figure was reached. We write and testify with that reader in mind.',
  },
]

export const ABOUT_COPY = {
  firmHeading: 'An independent practice',
  valuesHeading: 'How we work',
  principalHeading: 'Principal economist',
  tocHeading: 'On this page',
  educationHeading: 'Education',
  certificationsHeading: 'Certifications',
  testimonyHeading: 'Testimony',
  testimonyListLink: 'See the testimony list',
  teamHeading: 'Who signs reports and testifies',
  teamIntro:
    'Besides the principal economist, these vocational experts and life care planners sign and testify to their own evaluations and plans. Each has a page with credentials, positions, publications, the testimony of the last four years and the rates of the role.',
  teamCvLabel: 'Curriculum vitae (PDF)',
  recordsHeading: 'Testimony list, CV and fee schedule',
  recordsIntro:
    'What an expert disclosure asks for, ready to read or download: the cases of the last four years, the curriculum vitae with the publications of the last ten years, and the rates.',
  ctaHeading: 'Talk to the economist who will do the work',
  ctaText:
    'Your first conversation is with the principal economist or the expert who would do the work, not an intake desk. Tell us about the matter and the deadline.',
} as const
