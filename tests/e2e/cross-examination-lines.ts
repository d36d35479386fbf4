import { Parser } from 'htmlparser2'

/**
 * Lines a second attorney's read of the site found usable on cross-examination: each describes the work
 * as serving one side, or counts an outcome. None may appear in any built page, AI copy or PDF. Matched
 * without regard to case, with curly apostrophes read as straight ones.
 */
export const CROSS_EXAMINATION_LINES = [
  "When retained by plaintiff's counsel",
  'deposition outlines',
  'cross-examination of opposing experts',
  'Support for Daubert and Frye motions',
  'points likely to be challenged',
  'you decide whether a written report is needed',
  'Preliminary figures come only where they are offered',
  'rather than the method',
  'returned to work',
  'set reserves',
  'Qualified to testify',
] as const

function normalize(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ')
    .toLowerCase()
}

/** The lines of CROSS_EXAMINATION_LINES that a text contains. */
export function crossExaminationLinesIn(text: string): string[] {
  const normalized = normalize(text)
  return CROSS_EXAMINATION_LINES.filter((line) => normalized.includes(normalize(line)))
}

/** Every text and attribute value of an HTML document, entities decoded, script data included. */
export function htmlText(html: string): string {
  // Text arrives in pieces (an entity ends one), so pieces join as they are; a tag or an attribute value is a break.
  let text = ''
  const parser = new Parser(
    {
      ontext: (piece) => (text += piece),
      onattribute: (_name, value) => (text += ` ${value} `),
      onopentag: () => (text += ' '),
      onclosetag: () => (text += ' '),
    },
    { decodeEntities: true },
  )
  parser.write(html)
  parser.end()
  return text
}
