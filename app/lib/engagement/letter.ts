/**
 * The engagement letter's case placeholders and how they are filled from a request: pure, shared by the
 * build (the sample letter) and the server (each engagement).
 */
import { fillPlaceholders } from '../content-folder/content-tokens'
import {
  type ConflictsOutcome,
  conflictsParagraph,
  courtLine,
  expertFeeSentence,
  type ExpertFeeRule,
  type Forum,
  type Payer,
  payerClause,
  type Scope,
  isTableBlock,
} from './letter-terms'

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

/** The {{terms.NAME}} placeholders: the choices staff make when sending. */
export const TERMS_PLACEHOLDERS = ['expert', 'payment', 'expertFees', 'conflicts'] as const

/** What staff choose when sending, stored with the engagement. */
export interface LetterTerms {
  scope: Scope
  /** `principal` or a person's file name (content/firm/people) */
  expert: string
  payer: Payer
  forum: Forum
  conflicts: ConflictsOutcome
}

/** What the build gives the server to fill the terms: the experts, the stored state rules, the state names. */
export interface TermsContent {
  experts: readonly { id: string; name: string; title: string }[]
  expertFeeRules: Readonly<Record<string, ExpertFeeRule>>
  stateNames: Readonly<Record<string, string>>
}

/** The sample letter's terms: the defaults, with the forum's rule left to the forum. */
export const SAMPLE_TERMS: LetterTerms = {
  scope: 'testifying',
  expert: 'principal',
  payer: 'law-firm',
  forum: { kind: 'state', state: '' },
  conflicts: { kind: 'none' },
}

/** The text each {{terms.NAME}} stands for. */
function termsValues(terms: LetterTerms, details: CaseDetails, content: TermsContent): Record<string, string> {
  const expert = content.experts.find((person) => person.id === terms.expert) ?? content.experts[0]
  const given = (value: string) => value.trim() || NOT_GIVEN
  return {
    'terms.expert': expert ? `${expert.name}, ${expert.title}` : NOT_GIVEN,
    'terms.payment': payerClause(terms.payer, {
      counselName: given(details.counselName),
      counselFirm: given(details.counselFirm),
    }),
    'terms.expertFees': expertFeeSentence(terms.forum, content.expertFeeRules, content.stateNames),
    'terms.conflicts': conflictsParagraph(terms.conflicts),
  }
}

/** The letter's text with the case details and the terms filled; throws when a placeholder is left (the build prevents it). */
export function fillLetter(
  template: string,
  details: CaseDetails,
  terms?: { chosen: LetterTerms; content: TermsContent },
): string {
  const values = {
    ...Object.fromEntries(CASE_PLACEHOLDERS.map((name) => [`case.${name}`, details[name].trim() || NOT_GIVEN])),
    ...(terms ? termsValues(terms.chosen, details, terms.content) : {}),
  }
  const { text, unknown } = fillPlaceholders(template, values)
  if (unknown.length)
    throw new Error(`The engagement letter has placeholders the server cannot fill: ${unknown.join(', ')}`)
  return text
}

/** The letter's paragraphs (blank-line separated), for the page and the PDF; a table keeps its lines. */
export function letterParagraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) =>
      isTableBlock(paragraph)
        ? paragraph
            .trim()
            .split('\n')
            .map((line) => line.trim())
            .join('\n')
        : paragraph.replace(/\s+/g, ' ').trim(),
    )
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
export function caseDetailsOf(lead: LeadForLetter, stateNames: Readonly<Record<string, string>> = {}): CaseDetails {
  const given = (value: string | null | undefined) => value?.trim() ?? ''
  const caption =
    given(lead.plaintiffs) && given(lead.defendants)
      ? `${given(lead.plaintiffs)} v. ${given(lead.defendants)}`
      : given(lead.plaintiffs) || given(lead.defendants)
  const state = given(lead.courtState).toUpperCase()
  const court = courtLine(given(lead.courtName), state, stateNames[state])
  return {
    caption,
    court,
    retainingSide: RETAINING_SIDE[given(lead.retainedBy)] ?? given(lead.retainedBy),
    caseNumber: given(lead.caseNumber),
    counselName: `${lead.firstName} ${lead.lastName}`.trim(),
    counselFirm: given(lead.organization),
  }
}
