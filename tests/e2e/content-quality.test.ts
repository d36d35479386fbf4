import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { listServiceHubPaths } from '~/lib/content-folder/paths'
import { listHtmlFiles } from '../../scripts/build-steps/context'
import { scanHtml } from './content-scan'
import { CROSS_EXAMINATION_LINES, crossExaminationLinesIn, htmlText } from './cross-examination-lines'
import { pdfText } from './pdf-text'

const BUILD_DIR = path.resolve(process.env.E2E_BUILD_DIR ?? 'build/client')
const MIN_HUB_WORDS = 250
const MAX_REPORTED = 40

function pageFile(pagePath: string): string {
  return path.join(BUILD_DIR, pagePath === '/' ? 'index.html' : `${pagePath.slice(1)}/index.html`)
}

describe('the scanner itself', () => {
  test('passes a sound page and counts the words of <main> only', () => {
    const result = scanHtml(
      '<html><head><title>Fine</title></head><body><header><h2>Menu</h2><a href="/">Home</a></header><main><section><h1>Title here</h1><p>Three more words.</p><div hidden>secret words</div></section></main></body></html>',
    )
    expect(result.problems).toEqual([])
    expect(result.mainWords).toBe(5)
  })

  test.each([
    ['<main><p>Lorem ipsum dolor sit amet</p></main>', 'lorem ipsum'],
    ['<main><p>TODO: write this</p></main>', 'TODO'],
    ['<main><p>More services coming soon.</p></main>', 'coming soon'],
    ['<main><p>Placeholder copy</p></main>', 'placeholder'],
    ['<main><img alt="placeholder image" src="/x.png"></main>', 'placeholder'],
    ['<main><h2>Economic questions in {name} matters</h2><p>Text.</p></main>', 'unfilled'],
    ['<main><p>Rated undefined out of 5</p></main>', 'undefined'],
    ['<main><section id="empty">  <div> </div></section></main>', 'an empty <section#empty>'],
    ['<main><section><h2>Heading</h2></section></main>', 'heading "Heading" has no content'],
    ['<main><h2>First</h2><h2>Second</h2><p>Text.</p></main>', 'heading "First" has no content'],
    ['<main><h3>Deeper</h3><h2>Higher</h2><p>Text.</p></main>', 'heading "Deeper" has no content'],
    ['<main><h3> </h3><p>Text.</p></main>', 'an empty <h3>'],
    ['<main><h1>Expert testimony that holds up in court</h1></main>', 'hold(s) up in court'],
    ['<main><p>Reports that HOLD UP IN COURT.</p></main>', 'hold(s) up in court'],
    ['<main><p>We will tell you whether the economics help your case.</p></main>', 'help(s) your case'],
    ['<main><p>An analysis that helps your case.</p></main>', 'help(s) your case'],
    ['<main><p>We help you win your case.</p></main>', 'win/won/winning (your|the) case'],
    ['<main><p>Our expert won the case for the plaintiff.</p></main>', 'win/won/winning (your|the) case'],
    ['<main><p>Winning the case starts here.</p></main>', 'win/won/winning (your|the) case'],
    [
      '<main><p>Prior reports never become a liability on cross-examination.</p></main>',
      '"never" in the same sentence as "cross-examination"',
    ],
    [
      '<main><p>On cross-examination our figures never change.</p></main>',
      '"never" in the same sentence as "cross-examination"',
    ],
    [
      '<main><p>Read as opposing counsel would.</p></main><meta name="description" content="Testimony that holds up in court">',
      'hold(s) up in court',
    ],
  ])('flags %s', (html, problem) => {
    expect(scanHtml(html).problems.join('\n')).toContain(problem)
  })

  test.each([
    'Forensic economics that holds upward pressure in court filings.',
    'A finding that helps, for your case file.',
    'Winnings, the case of the missing records.',
    'We never take contingent fees. Cross-examination is part of testimony.',
    'Testimony is examined on cross-examination, and the figures are traced to their sources.',
  ])('lets sound copy pass the independence rules: %s', (text) => {
    expect(scanHtml(`<main><h1>Title</h1><p>${text}</p></main>`).problems).toEqual([])
  })

  test('accepts a heading followed by the headings of its own subsections', () => {
    expect(
      scanHtml('<main><h2>Related services</h2><ul><li><h3>Valuation</h3><p>Text.</p></li></ul></main>').problems,
    ).toEqual([])
  })

  test('lets a live region be empty until it announces something', () => {
    expect(
      scanHtml(
        '<main><h1>Title</h1><p>Text.</p><section aria-label="Notifications" aria-live="polite"></section></main>',
      ).problems,
    ).toEqual([])
  })

  test('ignores script and style text and the placeholder attribute of inputs', () => {
    const result = scanHtml(
      '<main><h1>Search</h1><input placeholder="Search..." name="q"><script>const TODO = undefined</script><style>.placeholder{}</style></main>',
    )
    expect(result.problems).toEqual([])
  })
})

describe('the lines usable on cross-examination', () => {
  test.each(CROSS_EXAMINATION_LINES)('are found in a page that says them: %s', (line) => {
    const html = `<main><p>Some text. ${line.toUpperCase().replace("'", '&#39;')} and more.</p></main>`
    expect(crossExaminationLinesIn(htmlText(html))).toEqual([line])
  })

  test('are found with a curly apostrophe, across a line break, and in an attribute', () => {
    expect(crossExaminationLinesIn(htmlText('<p>When retained by plaintiff’s\n counsel</p>'))).toEqual([
      "When retained by plaintiff's counsel",
    ])
    expect(crossExaminationLinesIn(htmlText('<meta name="description" content="Evaluees returned to work">'))).toEqual([
      'returned to work',
    ])
  })

  test('let sound copy pass', () => {
    expect(
      crossExaminationLinesIn(
        htmlText(
          '<p>The method is the same whichever side retains us. A written report is required under Fed. R. Civ. P. 26(a)(2)(B).</p>',
        ),
      ),
    ).toEqual([])
  })
})

describe('the built site', () => {
  test(
    'no built page, AI copy or PDF carries a line usable on cross-examination',
    async () => {
      const found: string[] = []
      const textFiles = fs
        .readdirSync(BUILD_DIR, { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.(?:html|md|txt)$/.test(file))
      expect(textFiles.length).toBeGreaterThan(listServiceHubPaths().length)
      for (const file of textFiles) {
        const raw = fs.readFileSync(path.join(BUILD_DIR, file), 'utf8')
        const text = file.endsWith('.html') ? htmlText(raw) : raw
        for (const line of crossExaminationLinesIn(text)) found.push(`${file}: "${line}"`)
      }
      const pdfs = fs
        .readdirSync(BUILD_DIR, { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.pdf'))
      expect(pdfs).toEqual(expect.arrayContaining(['downloads/cv.pdf', 'downloads/fee-schedule.pdf']))
      for (const file of pdfs) {
        const text = await pdfText(new Uint8Array(fs.readFileSync(path.join(BUILD_DIR, file))))
        for (const line of crossExaminationLinesIn(text)) found.push(`${file}: "${line}"`)
      }
      expect(found).toEqual([])
    },
    15 * 60_000,
  )

  test(
    'no page has placeholder text, an empty section or a heading without content',
    () => {
      const files = listHtmlFiles(BUILD_DIR).map((file) => path.join(BUILD_DIR, file))
      expect(files.length).toBeGreaterThan(listServiceHubPaths().length)
      const failures: string[] = []
      for (const file of files) {
        const { problems } = scanHtml(fs.readFileSync(file, 'utf8'))
        for (const problem of problems)
          if (failures.length < MAX_REPORTED) failures.push(`${path.relative(BUILD_DIR, file)}: ${problem}`)
      }
      expect(failures).toEqual([])
    },
    15 * 60_000,
  )

  test.each(listServiceHubPaths())(`%s has at least ${MIN_HUB_WORDS} words of visible main content`, (hubPath) => {
    const file = pageFile(hubPath)
    expect(fs.existsSync(file), file).toBe(true)
    expect(scanHtml(fs.readFileSync(file, 'utf8')).mainWords).toBeGreaterThanOrEqual(MIN_HUB_WORDS)
  })
})
