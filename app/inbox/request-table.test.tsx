import { describe, expect, it } from 'vitest'
import type { ListSort } from '~/lib/inbox/triage'
import { attributeOf, elementsByTag, elementsWith, renderMarkup, seenText } from '../../tests/support/rendered-markup'
import { RequestTable } from './request-table'
import type { ListRow } from './view-types'

const TODAY = '2027-03-01'

function row(overrides: Partial<ListRow>): ListRow {
  return {
    id: 'ld_1',
    receivedAt: '2027-02-26T15:05:00Z',
    formType: 'contact',
    firstName: 'Dana',
    lastName: 'Reyes',
    email: 'dana@example.com',
    organization: 'Reyes & Cole LLP',
    caseType: 'Personal Injury',
    spam: false,
    status: 'new',
    urgent: false,
    assignedTo: null,
    unread: false,
    conflicts: 0,
    disclosureDeadline: null,
    consultationAt: null,
    ...overrides,
  }
}

const STAFF = [{ id: 'st_1', name: 'Morgan Lee' }]
const TRIAGE: ListSort = { key: 'triage', descending: false }

function renderTable(rows: ListRow[], sort: ListSort = TRIAGE) {
  return renderMarkup(
    <RequestTable rows={rows} staff={STAFF} today={TODAY} sort={sort} sortHref={(column) => `?sort=${column}`} />,
  )
}

/** Each request line as the cells' texts, in the columns' order. */
function lines(rows: ListRow[]): string[][] {
  return elementsWith(renderTable(rows), 'data-request-row').map((line) =>
    elementsByTag(line, 'td').map((cell) => seenText(cell)),
  )
}

describe('the inbox request list, one line per request', () => {
  it('shows when it came, who and which firm, the case type, and who has it, in the firm’s time zone', () => {
    const [first] = lines([row({ status: 'contacted', assignedTo: 'st_1' })])
    expect(first).toEqual([
      'Feb 26, 2027, 10:05 AM ET',
      'Dana Reyes, Reyes & Cole LLP',
      'Personal Injury',
      'None given',
      'Not booked',
      'Contacted',
      'Morgan Lee',
      '',
    ])
  })

  it('names the sender by email when no name was given, and marks what is missing in words', () => {
    const [first] = lines([row({ firstName: '', lastName: '', organization: '', caseType: '' })])
    expect(first?.slice(1, 3)).toEqual(['dana@example.com', '—'])
    expect(first?.[6]).toBe('Nobody')
  })

  it('links each request to its page', () => {
    const links = elementsByTag(renderTable([row({ id: 'ld_7' })]), 'a').filter((link) =>
      attributeOf(link, 'href')?.startsWith('/inbox/requests/'),
    )
    expect(links.map((link) => [seenText(link), attributeOf(link, 'href')])).toEqual([
      ['Dana Reyes', '/inbox/requests/ld_7'],
    ])
  })

  it('gives a deadline with the days left, in red within two weeks, and the booked consultation', () => {
    const soon = row({ disclosureDeadline: '2027-03-04', consultationAt: Date.parse('2027-03-02T19:30:00Z') })
    const later = row({ id: 'ld_2', disclosureDeadline: '2027-04-30' })
    const past = row({ id: 'ld_3', disclosureDeadline: '2027-02-27' })
    expect(lines([soon, later, past]).map((cells) => cells.slice(3, 5))).toEqual([
      ['Mar 4, 2027 (in 3 days)', 'Mar 2, 2027, 2:30 PM ET'],
      ['Apr 30, 2027 (in 60 days)', 'Not booked'],
      ['Feb 27, 2027 (2 days ago)', 'Not booked'],
    ])
    const deadlines = elementsWith(renderTable([soon, later]), 'data-label', 'Deadline')
    const inRed = deadlines.map((cell) =>
      /\btext-destructive\b/.test(attributeOf(elementsByTag(cell, 'span')[0]!, 'class') ?? ''),
    )
    expect(inRed).toEqual([true, false])
  })

  it('flags urgent, unread, spam and possible conflicts, with the count in words', () => {
    const rows = [row({ urgent: true, unread: true, conflicts: 1 }), row({ id: 'ld_2', conflicts: 3, spam: true })]
    const flags = elementsWith(renderTable(rows), 'data-request-row').map((line) => {
      const cells = elementsByTag(line, 'td')
      return elementsByTag(cells[cells.length - 1]!, 'span')
        .slice(1)
        .map((flag) => seenText(flag))
    })
    expect(flags).toEqual([
      ['URGENT', 'Unread', '1 possible conflict'],
      ['3 possible conflicts', 'Spam'],
    ])
  })
})

describe('the column headers', () => {
  const headers = (sort: ListSort) =>
    elementsByTag(renderTable([row({})], sort), 'th').map((header) => {
      const arrow = seenText(elementsWith(header, 'aria-hidden', 'true'))
      const link = elementsByTag(header, 'a')[0]
      return {
        label: seenText(header).slice(0, seenText(header).length - arrow.length),
        arrow,
        sorted: attributeOf(header, 'aria-sort'),
        href: link ? attributeOf(link, 'href') : undefined,
      }
    })

  it('each but the flags links to sorting by its column; in triage order none is marked sorted', () => {
    expect(headers(TRIAGE)).toEqual([
      { label: 'Received', arrow: '↕', sorted: undefined, href: '?sort=received' },
      { label: 'Name and firm', arrow: '↕', sorted: undefined, href: '?sort=name' },
      { label: 'Case type', arrow: '↕', sorted: undefined, href: '?sort=caseType' },
      { label: 'Disclosure deadline', arrow: '↕', sorted: undefined, href: '?sort=deadline' },
      { label: 'Consultation', arrow: '↕', sorted: undefined, href: '?sort=consultation' },
      { label: 'Status', arrow: '↕', sorted: undefined, href: '?sort=status' },
      { label: 'Assignee', arrow: '↕', sorted: undefined, href: '?sort=assignee' },
      { label: 'Flags', arrow: '', sorted: undefined, href: undefined },
    ])
  })

  it('marks the sorted column and its direction, with an arrow for the eye and aria-sort for a screen reader', () => {
    const byDeadline = headers({ key: 'deadline', descending: false }).filter((header) => header.sorted)
    expect(byDeadline).toEqual([
      { label: 'Disclosure deadline', arrow: '▲', sorted: 'ascending', href: '?sort=deadline' },
    ])
    const newestFirst = headers({ key: 'received', descending: true }).filter((header) => header.sorted)
    expect(newestFirst).toEqual([{ label: 'Received', arrow: '▼', sorted: 'descending', href: '?sort=received' }])
  })
})
