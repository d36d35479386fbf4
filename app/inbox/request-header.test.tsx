import { describe, expect, it } from 'vitest'
import { attributeOf, elementsByTag, elementsWith, renderMarkup, seenText } from '../../tests/support/rendered-markup'
import { PhoneActionBar, RequestHeader } from './request-header'
import type { RequestPageProps } from './request-page'

function props(overrides: Partial<RequestPageProps>): RequestPageProps {
  return {
    assets: { scripts: [], styles: [] },
    viewer: { id: 'st_1', name: 'Morgan Lee', role: 'staff', csrfToken: 'token' },
    id: 'ld_1',
    title: 'Dana Reyes',
    receivedAt: '2027-02-26T15:05:00Z',
    status: 'new',
    spam: false,
    urgent: false,
    assignedTo: null,
    fields: [],
    caseDetails: [],
    message: '',
    calculatorFigures: [],
    sentFrom: [],
    userAgent: null,
    organization: 'Reyes & Cole LLP',
    caseType: 'Personal Injury',
    phone: '(215) 555-0142',
    email: 'dana@example.com',
    retainedBy: null,
    disclosureDeadline: null,
    today: '2027-03-01',
    consultation: null,
    conflicts: [],
    screened: true,
    notes: [],
    deliveries: [],
    pendingNotifications: 0,
    audit: [],
    staff: [],
    plainText: '',
    ...overrides,
  }
}

/** The header as a staff member reads it: the heading, the line under it, each fact by its label, and the marks. */
function header(overrides: Partial<RequestPageProps>) {
  const root = renderMarkup(<RequestHeader {...props(overrides)} />)
  const facts = Object.fromEntries(
    elementsByTag(root, 'dt').map((term, index) => [seenText(term), seenText(elementsByTag(root, 'dd')[index]!)]),
  )
  const [marks] = elementsWith(root, 'aria-label', 'Marks')
  return {
    heading: seenText(elementsByTag(root, 'h1')),
    lines: elementsByTag(root, 'p').map((line) => seenText(line)),
    facts,
    marks: elementsByTag(marks!, 'li').map((mark) => seenText(mark)),
    links: elementsByTag(root, 'a').map((link) => [seenText(link), attributeOf(link, 'href')]),
  }
}

describe('the request header, in words', () => {
  it('says who, when it came in the firm’s time zone, and which firm and case type', () => {
    const { heading, lines } = header({})
    expect(heading).toBe('Dana Reyes')
    expect(lines).toEqual(['Received Feb 26, 2027, 10:05 AM ET', 'Reyes & Cole LLP · Personal Injury'])
  })

  it('gives the facts at a glance, and says in words what the request left out', () => {
    expect(header({}).facts).toEqual({
      'Disclosure deadline': 'None given',
      Consultation: 'Not booked',
      Phone: '(215) 555-0142',
      Email: 'dana@example.com',
    })
    const bare = header({ phone: '', organization: '', caseType: '' })
    expect(bare.facts.Phone).toBe('None given')
    expect(bare.lines[1]).toBe('No firm given')
    expect(header({ organization: '' }).lines[1]).toBe('Personal Injury')
  })

  it('counts the days to the deadline and names who the consultation is with', () => {
    const { facts } = header({
      disclosureDeadline: '2027-03-02',
      consultation: { at: Date.parse('2027-03-02T19:30:00Z'), personName: 'Dr. Sample' },
    })
    expect(facts['Disclosure deadline']).toBe('Mar 2, 2027 (tomorrow)')
    expect(facts.Consultation).toBe('Mar 2, 2027, 2:30 PM ET with Dr. Sample')
    expect(header({ disclosureDeadline: '2027-03-01' }).facts['Disclosure deadline']).toBe('Mar 1, 2027 (today)')
  })

  it('makes the phone one tap to call and the email one tap to write', () => {
    expect(header({}).links).toEqual([
      ['(215) 555-0142', 'tel:+12155550142'],
      ['dana@example.com', 'mailto:dana@example.com'],
    ])
  })

  it('shows the status in words, and URGENT and Spam only when they apply', () => {
    expect(header({}).marks).toEqual(['Status: New'])
    expect(header({ status: 'conflict_check', urgent: true, spam: true }).marks).toEqual([
      'Status: Conflict check',
      'URGENT',
      'Spam',
    ])
  })
})

describe('the phone action bar', () => {
  const actions = (phone: string) =>
    elementsByTag(renderMarkup(<PhoneActionBar phone={phone} />), 'a').map((link) => [
      seenText(link),
      attributeOf(link, 'href'),
    ])

  it('offers a call when there is a number, and always the status and the notes', () => {
    expect(actions('(215) 555-0142')).toEqual([
      ['Call', 'tel:+12155550142'],
      ['Status and assignment', '#actions'],
      ['Notes', '#notes'],
    ])
    expect(actions('').map(([label]) => label)).toEqual(['Status and assignment', 'Notes'])
  })
})
