/** Copy of /about/testimony and of the CV's testimony section; the entries live in the firm profile. */
import type { CHALLENGE_OUTCOMES, TESTIMONY_TYPES } from '~/config/content-schema/testimony'

/** The label a visitor reads for each kind of testimony. */
export const TESTIMONY_TYPE_LABELS: Readonly<Record<(typeof TESTIMONY_TYPES)[number], string>> = {
  deposition: 'Deposition',
  trial: 'Trial',
  hearing: 'Hearing',
  arbitration: 'Arbitration',
}

/** How a confidential matter is listed: its forum and year, and no caption. */
export const CONFIDENTIAL_MATTER = 'Confidential matter'

/** The ruling on a motion to exclude or limit the testimony, as a visitor reads it. */
export const CHALLENGE_OUTCOME_LABELS: Readonly<Record<(typeof CHALLENGE_OUTCOMES)[number], string>> = {
  denied: 'Denied',
  'granted-in-part': 'Granted in part',
  granted: 'Granted',
  withdrawn: 'Withdrawn',
  'not-decided': 'Not decided',
}

export const TESTIMONY_COPY = {
  listHeading: 'Cases of the last four years',
  listIntro:
    'Every matter in which the principal economist testified at deposition, at trial, in a hearing or in an arbitration during the four years before this list was published, newest first. It is the list Federal Rule of Civil Procedure 26(a)(2)(B)(v) asks an expert report to include. It records the caption, the docket where it is public, the court, the date, the kind of testimony, who retained us and through which firm, and never an outcome or an amount. A confidential matter is listed with its forum and year only.',
  asOf: 'As of',
  tableCaption: 'Testimony, newest first',
  columns: { caption: 'Case', court: 'Court or forum', date: 'Date', type: 'Testimony', retainedBy: 'Retained by' },
  retainingFirm: 'Retaining counsel:',
  splitHeading: 'Who retained us',
  splitIntro: 'Counted from the entries above. We apply the same methods whichever side retains us.',
  percentNote:
    'With fewer than 20 matters, the list shows counts and no percentages: a share of a handful of matters says little.',
  challengesHeading: 'Challenges to the testimony',
  challengesIntro:
    "Every motion to exclude or limit the principal economist's testimony, newest ruling first. The ruling is the court's decision on the motion (denied, granted in part, granted, withdrawn or not decided), never the result of the case. Attorneys usually learn this from commercial trackers; we publish our own.",
  challengesCaption: 'Motions to exclude or limit the testimony, newest ruling first',
  challengeColumns: { matter: 'Matter', court: 'Court and ruling', standard: 'Standard', outcome: 'Ruling' },
  noChallenges: "No motion to exclude or limit the principal economist's testimony has been filed.",
  ruled: 'Ruled',
  emptyList: 'No testimony in the last four years.',
  documentsHeading: 'The same record as a document',
  ctaHeading: 'Check availability and conflicts',
  ctaText:
    'Send the names of the parties and counsel with your disclosure deadline. We confirm conflicts in writing before any confidential material changes hands.',
  documentsIntro:
    'The curriculum vitae carries this list, with the degrees, certifications, positions and the publications of the last ten years. Both documents are generated from the same data as this page.',
} as const
