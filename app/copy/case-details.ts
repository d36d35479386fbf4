/**
 * The optional case-details section of the contact and schedule forms: what a firm needs before it may
 * hear the facts (a conflict check) and to know whether the calendar allows the engagement.
 */
export const CASE_DETAILS_COPY = {
  legend: 'Parties, Court and Dates (optional)',
  intro:
    'Before we discuss the facts of a matter we check for conflicts of interest, and the court dates tell us whether the schedule allows an engagement. What you give here lets us do both before we call you.',
  /** The labels visitors read, one per case-detail field (app/lib/leads/fields.ts); messages name the fields as FIELD_LABELS does */
  labels: {
    retainedBy: 'Retained By',
    plaintiffs: 'Plaintiffs',
    defendants: 'Defendants',
    counselFirm: 'Opposing Counsel (Firm)',
    caseNumber: 'Case Number',
    courtState: 'Court State',
    courtName: 'Court',
    disclosureDeadline: 'Expert Disclosure Date',
    depositionDate: 'Deposition Date',
    trialDate: 'Trial Date',
  },
  hints: {
    parties: 'Names of the parties, separated by semicolons',
    courtName: "Choose a suggestion or type the court's name",
  },
  retainedByPrompt: 'Select a side',
  courtStatePrompt: 'Select a state',
} as const
