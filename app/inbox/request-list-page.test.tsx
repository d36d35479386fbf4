import { describe, expect, it } from 'vitest'
import type { ListSort } from '~/lib/inbox/triage'
import { attributeOf, elementsByTag, elementsWith, renderMarkup, seenText } from '../../tests/support/rendered-markup'
import { RequestListPage, type RequestListProps } from './request-list-page'
import type { ListRow } from './view-types'

const ROW: ListRow = {
  id: 'ld_1',
  receivedAt: '2027-02-26T15:05:00Z',
  formType: 'contact',
  firstName: 'Dana',
  lastName: 'Reyes',
  email: 'dana@example.com',
  organization: '',
  caseType: 'Personal Injury',
  spam: false,
  status: 'new',
  urgent: false,
  assignedTo: null,
  unread: false,
  conflicts: 0,
  disclosureDeadline: null,
  consultationAt: null,
}

function page(overrides: Partial<RequestListProps>) {
  return renderMarkup(
    <RequestListPage
      assets={{ scripts: [], styles: [] }}
      viewer={{ id: 'st_1', name: 'Morgan Lee', role: 'staff', csrfToken: 'token' }}
      rows={[ROW]}
      total={1}
      page={1}
      filters={{}}
      sort={{ key: 'triage', descending: false }}
      today="2027-03-01"
      counts={{ byStatus: { new: 1 }, spam: 0 }}
      caseTypes={['Personal Injury']}
      staff={[]}
      query=""
      {...overrides}
    />,
  )
}

const links = (root: ReturnType<typeof page>, label?: string) =>
  elementsByTag(root, 'a')
    .map((link) => [seenText(link), attributeOf(link, 'href')] as const)
    .filter(([text]) => label === undefined || text === label)

/** The line under the heading, which says how many requests show and in what order. */
const summary = (root: ReturnType<typeof page>) =>
  seenText(elementsByTag(root, 'p').find((line) => seenText(line).includes('of') || seenText(line).includes('No '))!)

describe('the inbox request list page', () => {
  it('says how many requests show and that triage puts the urgent and the nearest deadlines first', () => {
    expect(summary(page({ total: 120, page: 2, rows: [ROW] }))).toBe(
      '51–100 of 120, urgent first, then the nearest deadline, then the newest',
    )
    expect(summary(page({ total: 0, rows: [] }))).toBe('No request matches these filters.')
  })

  it('sorted by a column, says so and offers the way back to triage order, keeping the filters', () => {
    const sorted = page({ sort: { key: 'deadline', descending: false }, query: 'status=new&sort=deadline' })
    expect(summary(sorted)).toBe('1–1 of 1, sorted by the column marked · Triage order')
    expect(links(sorted, 'Triage order')).toEqual([['Triage order', '?status=new']])
  })

  it('links each column header to its next sort: newest first for the received date, the other way when sorted by it', () => {
    const header = (sort: ListSort, column: string) =>
      attributeOf(
        elementsByTag(page({ sort, query: 'caseType=Personal+Injury&page=3' }), 'th')
          .flatMap((cell) => elementsByTag(cell, 'a'))
          .find((link) => seenText(link).startsWith(column))!,
        'href',
      )
    const triage: ListSort = { key: 'triage', descending: false }
    expect(header(triage, 'Received')).toBe('?caseType=Personal+Injury&sort=-received')
    expect(header(triage, 'Disclosure deadline')).toBe('?caseType=Personal+Injury&sort=deadline')
    expect(header({ key: 'deadline', descending: false }, 'Disclosure deadline')).toBe(
      '?caseType=Personal+Injury&sort=-deadline',
    )
  })

  it('counts the requests by status, leaving out the empty ones, and spam apart', () => {
    const root = page({ counts: { byStatus: { new: 4, contacted: 0, cleared: 2 }, spam: 3 } })
    const [byStatus] = elementsWith(root, 'aria-label', 'Requests by status')
    expect(elementsByTag(byStatus!, 'a').map((link) => [seenText(link), attributeOf(link, 'href')])).toEqual([
      ['New 4', '?status=new'],
      ['Cleared 2', '?status=cleared'],
      ['Spam 3', '?spam=only'],
    ])
  })

  it('filtered by a status, marks it and offers all statuses', () => {
    const root = page({ filters: { status: 'cleared' }, query: 'status=cleared', counts: { byStatus: {}, spam: 0 } })
    const [byStatus] = elementsWith(root, 'aria-label', 'Requests by status')
    expect(elementsByTag(byStatus!, 'a').map((link) => [seenText(link), attributeOf(link, 'aria-current')])).toEqual([
      ['All statuses', undefined],
      ['Cleared 0', 'true'],
    ])
  })

  it('says on the Filter button how many filters are set, the status aside', () => {
    const filterLabel = (filters: RequestListProps['filters']) => seenText(elementsByTag(page({ filters }), 'summary'))
    expect(filterLabel({})).toBe('Filter')
    expect(filterLabel({ status: 'new' })).toBe('Filter')
    expect(filterLabel({ status: 'new', urgent: true, caseType: 'Personal Injury', search: '' })).toBe('Filter (2 set)')
  })

  it('pages through 50 at a time, keeping the filters', () => {
    const middle = page({ total: 120, page: 2, query: 'status=new&page=2' })
    const [pages] = elementsWith(middle, 'aria-label', 'Pages')
    expect(elementsByTag(pages!, 'span').map((place) => seenText(place))).toEqual(['Page 2 of 3'])
    expect(links(middle, 'Previous page')).toEqual([['Previous page', '?status=new&page=1']])
    expect(links(middle, 'Next page')).toEqual([['Next page', '?status=new&page=3']])
    expect(elementsWith(page({ total: 50 }), 'aria-label', 'Pages')).toEqual([])
  })

  it('offers the CSV export to an administrator only, with the filters applied', () => {
    expect(links(page({ query: 'status=new' }), 'Export CSV')).toEqual([])
    const admin = page({ query: 'status=new', viewer: { id: 'st_2', name: 'Ada', role: 'admin', csrfToken: 't' } })
    expect(links(admin, 'Export CSV')).toEqual([['Export CSV', '/inbox/export.csv?status=new']])
  })
})
