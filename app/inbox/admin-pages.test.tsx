import { describe, expect, it } from 'vitest'
import {
  attributeOf,
  elementsByTag,
  elementsWith,
  type MarkupElement,
  renderMarkup,
  seenText,
} from '../../tests/support/rendered-markup'
import { PeoplePage, RegisterEntryPage, RegisterPage } from './admin-pages'
import type { RegisterEntryView } from './view-types'

const ASSETS = { scripts: [], styles: [] }
const VIEWER = { id: 'st_1', name: 'Morgan Lee', role: 'admin' as const, csrfToken: 'token' }
const ENTRY: RegisterEntryView = {
  id: 're_1',
  matterId: 'M-2026-001',
  caption: 'Dunmore v. State',
  name: 'The Dunmore Partners, LLC',
  role: 'plaintiff',
  sideRetained: 'defense',
  opened: '2026-01-05',
  closed: null,
}

const summaryOf = (root: ReturnType<typeof renderMarkup>) => {
  const summaries = elementsWith(root, 'data-slot', 'error-summary')
  expect(summaries).toHaveLength(1)
  return summaries[0]!
}
const controlWithId = (root: ReturnType<typeof renderMarkup>, id: string): MarkupElement => {
  const [control] = elementsWith(root, 'id', id)
  expect(control, id).toBeDefined()
  return control!
}

/** A failed control is marked invalid and names its message, which sits under its label. */
function expectMessageTied(root: ReturnType<typeof renderMarkup>, controlId: string, message: string) {
  const control = controlWithId(root, controlId)
  expect(attributeOf(control, 'aria-invalid')).toBe('true')
  const messageId = attributeOf(control, 'aria-describedby')
  expect(messageId).toBeTruthy()
  expect(seenText(controlWithId(root, messageId!))).toBe(message)
}

describe("the inbox's forms after a refused post", () => {
  it('lists every problem of a new register entry at the top, each a link to its field, focused as the page loads', () => {
    const root = renderMarkup(
      <RegisterPage
        assets={ASSETS}
        viewer={VIEWER}
        entries={[ENTRY]}
        refused={{
          problems: [
            { field: 'caption', message: 'Enter the caption.' },
            { field: 'sideRetained', message: 'Choose the side that retained the firm from the list.' },
            { field: 'opened', message: 'Enter the date the matter opened.' },
          ],
          typed: { matterId: 'M-7', caption: '', name: 'Roe', opened: '2026-13-40' },
        }}
      />,
    )
    const summary = summaryOf(root)
    expect(seenText(elementsByTag(summary, 'h2'))).toBe('There is a problem')
    expect(attributeOf(summary, 'autofocus')).toBeDefined()
    expect(elementsByTag(summary, 'a').map((link) => [attributeOf(link, 'href'), seenText(link)])).toEqual([
      ['#new-caption', 'Caption: Enter the caption.'],
      ['#new-side', 'Side the firm was retained by: Choose the side that retained the firm from the list.'],
      ['#new-opened', 'Opened: Enter the date the matter opened.'],
    ])
    expectMessageTied(root, 'new-caption', 'Enter the caption.')
    expectMessageTied(root, 'new-side', 'Choose the side that retained the firm from the list.')
    expectMessageTied(root, 'new-opened', 'Enter the date the matter opened.')
    expect(attributeOf(controlWithId(root, 'new-name'), 'aria-invalid')).toBeUndefined()
    expect(attributeOf(controlWithId(root, 'new-name'), 'value')).toBe('Roe')
    expect(elementsWith(root, 'role', 'alert')).toHaveLength(1)
  })

  it("shows an edited entry's problems with what was typed, and none on a page that was not refused", () => {
    const refused = renderMarkup(
      <RegisterEntryPage
        assets={ASSETS}
        viewer={VIEWER}
        entry={ENTRY}
        refused={{
          problems: [
            { field: 'matterId', message: 'Enter the matter id.' },
            { field: 'closed', message: 'Enter a closing date on or after the opening date.' },
          ],
          typed: { ...ENTRY, matterId: '', closed: '2025-01-01' },
        }}
      />,
    )
    expect(elementsByTag(summaryOf(refused), 'a').map((link) => attributeOf(link, 'href'))).toEqual([
      '#edit-matterId',
      '#edit-closed',
    ])
    expectMessageTied(refused, 'edit-matterId', 'Enter the matter id.')
    expectMessageTied(refused, 'edit-closed', 'Enter a closing date on or after the opening date.')
    expect(attributeOf(controlWithId(refused, 'edit-closed'), 'value')).toBe('2025-01-01')

    const shown = renderMarkup(<RegisterEntryPage assets={ASSETS} viewer={VIEWER} entry={ENTRY} />)
    expect(elementsWith(shown, 'data-slot', 'error-summary')).toHaveLength(0)
    expect(elementsWith(shown, 'aria-invalid')).toHaveLength(0)
  })

  it("lists a new person's problems at the top and under each field, keeping what was typed", () => {
    const root = renderMarkup(
      <PeoplePage
        assets={ASSETS}
        viewer={VIEWER}
        people={[]}
        problems={[
          { field: 'name', message: "Enter the person's name (up to 200 characters)." },
          { field: 'email', message: "Enter the person's email address." },
        ]}
        typed={{ name: '', email: 'ana at firm', role: 'admin' }}
      />,
    )
    expect(elementsByTag(summaryOf(root), 'a').map((link) => [attributeOf(link, 'href'), seenText(link)])).toEqual([
      ['#person-name', "Name: Enter the person's name (up to 200 characters)."],
      ['#person-email', "Email: Enter the person's email address."],
    ])
    expectMessageTied(root, 'person-name', "Enter the person's name (up to 200 characters).")
    expectMessageTied(root, 'person-email', "Enter the person's email address.")
    expect(attributeOf(controlWithId(root, 'person-email'), 'value')).toBe('ana at firm')
    expect(attributeOf(controlWithId(root, 'person-role'), 'aria-invalid')).toBeUndefined()
  })
})
