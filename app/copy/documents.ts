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
    "Every matter in which the expert testified at deposition, at trial, in a hearing or in an arbitration during the four years before this document was generated, newest first (Fed. R. Civ. P. 26(a)(2)(B)(v)), with the docket where it is public and the retaining counsel's firm. A confidential matter is listed with its forum and year only. No outcome or amount is recorded.",
  asOf: 'As of',
  retainingFirm: 'retaining counsel:',
  challenges: 'Challenges to the testimony',
  challengesIntro:
    "Every motion to exclude or limit the expert's testimony, newest ruling first. The ruling is the court's decision on the motion (denied, granted in part, granted, withdrawn or not decided), never the result of the case.",
  noChallenges: "No motion to exclude or limit the expert's testimony has been filed.",
  ruled: 'ruled',
  rates: 'Hourly rates:',
  analysis: 'analysis and reports',
  testimonyRate: 'deposition and trial',
  noTestimony: 'No testimony in the last four years.',
  columns: {
    dateLabel: 'Date',
    caption: 'Case',
    court: 'Court or forum',
    type: 'Testimony',
    retainedBy: 'Retained by',
  },
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
