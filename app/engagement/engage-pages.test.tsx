import { describe, expect, it } from 'vitest'
import { ERROR_SUMMARY_HEADING } from '~/components/forms/error-summary'
import { engagementContent } from '~/lib/engagement/engagement-content.server'
import { attributeOf, elementsByTag, elementsWith, renderMarkup, seenText } from '../../tests/support/rendered-markup'
import { LandingPage, LetterPage, type SignerProblem } from './engage-pages'

const assets = { styles: [], scripts: [] }

function letterPage(problems?: readonly SignerProblem[]) {
  const content = engagementContent()
  return renderMarkup(
    <LetterPage
      base="/engage/token"
      content={content}
      letterText={'Engagement letter\n\nThe first paragraph.'}
      textSha256={'a'.repeat(64)}
      defaults={{ name: '', firm: '', email: '' }}
      values={{ name: '', title: '', firm: '', email: 'not an address' }}
      {...(problems ? { problems } : {})}
      assets={assets}
    />,
  )
}

const EVERY_FIELD: SignerProblem[] = [
  { field: 'name', message: 'Type your full name.' },
  { field: 'title', message: 'Type your title (for example, Partner).' },
  { field: 'firm', message: "Type your firm's name." },
  { field: 'email', message: 'Type the email address where the signed letter should go.' },
  { field: 'consent', message: 'Tick the box to consent to doing business electronically.' },
]

describe('the signing form refused', () => {
  it('lists every problem in the summary above the letter, each a link to its field, the summary focused on load', () => {
    const page = letterPage(EVERY_FIELD)
    const [summary, ...more] = elementsWith(page, 'data-slot', 'error-summary')
    expect(more).toEqual([])
    expect(summary).toBeDefined()
    if (!summary) return
    expect(seenText(elementsByTag(summary, 'h2'))).toBe(ERROR_SUMMARY_HEADING)
    expect(attributeOf(summary, 'autofocus')).toBeDefined()
    expect(attributeOf(summary, 'tabindex')).toBe('-1')
    const links = elementsByTag(summary, 'a')
    expect(links.map((link) => attributeOf(link, 'href'))).toEqual(['#name', '#title', '#firm', '#email', '#consent'])
    expect(seenText(links[0] ?? [])).toBe('Your full name: Type your full name.')
    for (const link of links) {
      const id = attributeOf(link, 'href')?.slice(1) ?? ''
      expect(elementsWith(page, 'id', id), id).toHaveLength(1)
    }
    const order = seenText(page.children)
    expect(order.indexOf(ERROR_SUMMARY_HEADING)).toBeLessThan(order.indexOf('The first paragraph.'))
  })

  it('gives each field its message in the flow, tied to it by aria-describedby and marked invalid', () => {
    const page = letterPage(EVERY_FIELD)
    for (const { field, message } of EVERY_FIELD) {
      const [control] = elementsWith(page, 'id', field)
      expect(control && attributeOf(control, 'aria-invalid'), field).toBe('true')
      const describedBy = (control && attributeOf(control, 'aria-describedby')) ?? ''
      const [note] = elementsWith(page, 'id', describedBy)
      expect(note && seenText(note), field).toBe(message)
      expect(note && attributeOf(note, 'class'), field).not.toMatch(/\babsolute\b/)
    }
  })

  it('lists a problem of the letter itself without a link, and marks no field', () => {
    const page = letterPage([{ field: 'letter', message: 'The letter changed after this page was opened.' }])
    const [summary] = elementsWith(page, 'data-slot', 'error-summary')
    expect(summary && seenText(summary)).toContain('The letter: The letter changed after this page was opened.')
    expect(summary && elementsByTag(summary, 'a')).toEqual([])
    expect(elementsWith(page, 'aria-invalid')).toEqual([])
  })

  it('shows no summary and no invalid field before a submission', () => {
    const page = letterPage()
    expect(elementsWith(page, 'data-slot', 'error-summary')).toEqual([])
    expect(elementsWith(page, 'aria-invalid')).toEqual([])
  })
})

describe("counsel's pages", () => {
  it('the landing page ends a caption that ends in "Inc." with one period', () => {
    const page = renderMarkup(
      <LandingPage
        base="/engage/token"
        counselName="Dana Reyes"
        caption="Luis Ortiz v. Gulf Freight, Inc."
        signBy={Date.UTC(2026, 11, 13, 0, 37)}
        assets={assets}
      />,
    )
    expect(seenText(page)).toContain('For Dana Reyes, in Luis Ortiz v. Gulf Freight, Inc.')
    expect(seenText(page)).not.toContain('Inc..')
  })

  it("the letter page shows the team's rates as a table", () => {
    const page = renderMarkup(
      <LetterPage
        base="/engage/token"
        content={engagementContent()}
        letterText={'Engagement letter\n\nFees.\n\n| Name | Role |\n| Ms. A | Vocational expert |'}
        textSha256={'a'.repeat(64)}
        defaults={{ name: '', firm: '', email: '' }}
        assets={assets}
      />,
    )
    const [table] = elementsByTag(page, 'table')
    expect(table).toBeDefined()
    expect(seenText(elementsByTag(table!, 'th'))).toContain('Role')
    expect(seenText(elementsByTag(table!, 'td'))).toContain('Vocational expert')
  })
})
