/**
 * US English on every built page: the visible text of <main>, the title and the description are checked
 * against a list of British spellings (a word list, not a suffix rule: "advise" and "expertise" are
 * correct US spellings). Titles of published sources are quoted as published.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { listFiles } from '../../scripts/build-steps/context'

const BRITISH = [
  'itemise',
  'itemised',
  'itemising',
  'monetise',
  'monetised',
  'monetises',
  'analyse',
  'analysed',
  'analysing',
  'anonymise',
  'anonymised',
  'organisation',
  'organisations',
  'organise',
  'organised',
  'labour',
  'favour',
  'favourable',
  'centre',
  'centres',
  'judgement',
  'judgements',
  'behaviour',
  'colour',
  'defence',
  'licence',
  'programme',
  'programmes',
  'modelling',
  'modelled',
  'travelled',
  'catalogue',
  'recognise',
  'recognised',
  'specialise',
  'specialised',
  'summarise',
  'summarised',
  'minimise',
  'optimise',
  'emphasise',
  'prioritise',
  'characterise',
  'annualised',
  'normalised',
  'realise',
  'realised',
  'neighbourhood',
  'enrolment',
  'ageing',
  'utilisation',
  'standardised',
  'capitalised',
]
/** Published titles quoted as published, and proper names (Centre County, Pennsylvania) as they are. */
const QUOTED_TITLES = ['Methods for the Economic Evaluation of Health Care Programmes', 'Centre County']

const PATTERN = new RegExp(`\\b(${BRITISH.join('|')})\\b`, 'i')
const buildDir = path.resolve(process.env.E2E_BUILD_DIR ?? 'build/client')

function pageFiles(): string[] {
  return listFiles(buildDir)
    .filter((file) => file.endsWith('/index.html'))
    .map((file) => path.join(buildDir, file))
}

/** The text a reader sees: the title, the description and <main> without tags, scripts or styles. */
function readableText(html: string): string {
  const title = /<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? ''
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? ''
  const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? ''
  const text = main.replace(/<(script|style|svg)\b[\s\S]*?<\/\1>/g, ' ').replace(/<[^>]+>/g, ' ')
  let all = `${title} ${description} ${text}`.replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&')
  for (const quoted of QUOTED_TITLES) all = all.split(quoted).join(' ')
  return all
}

describe('US English', () => {
  test('the check catches British spellings and passes US ones', () => {
    expect(PATTERN.test('Damages are itemised and analysed.')).toBe(true)
    expect(PATTERN.test('We advise on the expertise needed; damages are itemized and analyzed.')).toBe(false)
    expect(
      readableText(
        '<title>x</title><main><p>See Methods for the Economic Evaluation of Health Care Programmes</p></main>',
      ),
    ).not.toMatch(PATTERN)
    expect(readableText('<title>x</title><main><p>State College lies in Centre County.</p></main>')).not.toMatch(
      PATTERN,
    )
    expect(readableText('<title>x</title><main><p>A community centre.</p></main>')).toMatch(PATTERN)
  })

  test('no built page uses a British spelling', () => {
    const files = pageFiles()
    expect(files.length).toBeGreaterThan(50)
    const found: string[] = []
    for (const file of files) {
      const match = PATTERN.exec(readableText(fs.readFileSync(file, 'utf8')))
      if (match) found.push(`${path.relative(buildDir, file)}: "${match[0]}"`)
      if (found.length >= 20) break
    }
    expect(found).toEqual([])
  })
})
