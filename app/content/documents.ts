/** Copy of the generated documents (the CV and the fee schedule PDFs); their facts come from the firm's data. */

export const CV_COPY = {
  revised: 'Revised',
  summary: 'Summary',
  education: 'Education',
  certifications: 'Certifications',
  positions: 'Positions and experience',
  publications: 'Publications, last ten years',
  noPublications: 'No publications in the last ten years.',
  testimony: 'Testimony, last four years',
  testimonyIntro:
    'Every matter in which the expert testified at deposition, at trial, in a hearing or in an arbitration during the four years before this document was generated, newest first (Fed. R. Civ. P. 26(a)(2)(B)(v)). No outcome or amount is recorded.',
  noTestimony: 'No testimony in the last four years.',
  columns: { year: 'Year', caption: 'Case', court: 'Court or forum', type: 'Testimony', retainedBy: 'Retained by' },
  split: 'Retained by:',
  online: 'The current list is also at',
  affiliations: 'Professional affiliations',
  recognition: 'Recognition and teaching',
  footer: 'Curriculum vitae',
} as const

export const FEE_SCHEDULE_COPY = {
  heading: 'Fee schedule',
  effective: 'Rates effective',
  ratesHeading: 'Hourly rates',
  termsHeading: 'Retainer and terms',
  stepsHeading: 'How an engagement proceeds',
  online: 'The current schedule is also at',
  footer: 'Fee schedule',
} as const
