/**
 * The engagement letter's case placeholders and how they are filled from a request: pure, shared by the
 * build (the sample letter) and the server (each engagement).
 */
import { fillPlaceholders } from '../content-folder/content-tokens'

/** The case details the letter names, each a {{case.NAME}} placeholder. */
export const CASE_PLACEHOLDERS = [
  'caption',
  'court',
  'retainingSide',
  'caseNumber',
  'counselName',
  'counselFirm',
] as const
type CaseDetailName = (typeof CASE_PLACEHOLDERS)[number]
export type CaseDetails = Record<CaseDetailName, string>

/** The sample letter's case details: evidently placeholders, never a real matter. */
export const SAMPLE_CASE_DETAILS: CaseDetails = {
  caption: '[Plaintiff] v. [Defendant]',
  court: '[Court]',
  retainingSide: '[plaintiff or defendant]',
  caseNumber: '[case number]',
  counselName: '[Attorney name]',
  counselFirm: '[Law firm]',
}

/** What a request gives for one placeholder when it left the detail out. */
export const NOT_GIVEN = 'not yet stated'

/** The letter's text with the case details filled; throws when a placeholder is left (the build prevents it). */
export function fillLetter(template: string, details: CaseDetails): string {
  const values = Object.fromEntries(
    CASE_PLACEHOLDERS.map((name) => [`case.${name}`, details[name].trim() || NOT_GIVEN]),
  )
  const { text, unknown } = fillPlaceholders(template, values)
  if (unknown.length)
    throw new Error(`The engagement letter has placeholders the server cannot fill: ${unknown.join(', ')}`)
  return text
}

/** The letter's paragraphs (blank-line separated), for the page and the PDF. */
export function letterParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
}

/** The exact text the attorney signs, downloads and whose SHA-256 is recorded: title, then the letter, LF line ends. */
export function signedText(title: string, letter: string): string {
  return `${title}\n\n${letterParagraphs(letter).join('\n\n')}\n`
}

/** The parts of a request the letter's case details come from. */
export interface LeadForLetter {
  firstName: string
  lastName: string
  organization: string
  plaintiffs: string | null
  defendants: string | null
  retainedBy: string | null
  caseNumber: string | null
  courtName: string | null
  courtState: string | null
}

const RETAINING_SIDE: Record<string, string> = {
  plaintiff: 'plaintiff',
  defense: 'defense',
  defendant: 'defense',
  neutral: 'court or both parties jointly',
}

/** The case details a request gives the letter; what it left out reads "not yet stated". */
export function caseDetailsOf(lead: LeadForLetter): CaseDetails {
  const given = (value: string | null | undefined) => value?.trim() ?? ''
  const caption =
    given(lead.plaintiffs) && given(lead.defendants)
      ? `${given(lead.plaintiffs)} v. ${given(lead.defendants)}`
      : given(lead.plaintiffs) || given(lead.defendants)
  const court = [given(lead.courtName), given(lead.courtState)].filter(Boolean).join(', ')
  return {
    caption,
    court,
    retainingSide: RETAINING_SIDE[given(lead.retainedBy)] ?? given(lead.retainedBy),
    caseNumber: given(lead.caseNumber),
    counselName: `${lead.firstName} ${lead.lastName}`.trim(),
    counselFirm: given(lead.organization),
  }
}
