import { isRequestStatus, type RequestStatus } from '~/lib/inbox/vocabulary'
import { parseListSort, sortParameter, type ListSort } from '~/lib/inbox/triage'
import type { RequestFilter } from '../inbox-store'

/** The request list's filters, page and sort from its query, and the query string that keeps them. */
export function readFilter(query: Record<string, unknown>): {
  filter: RequestFilter
  page: number
  sort: ListSort
  queryString: string
} {
  const get = (name: string) => (typeof query[name] === 'string' ? (query[name] as string).trim() : '')
  const date = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined)
  const spam = get('spam')
  const filter: RequestFilter = {
    ...(isRequestStatus(get('status')) ? { status: get('status') as RequestStatus } : {}),
    ...(get('form') ? { form: get('form').slice(0, 40) } : {}),
    ...(get('caseType') ? { caseType: get('caseType').slice(0, 200) } : {}),
    ...(get('urgent') === '1' ? { urgent: true } : {}),
    ...(date(get('from')) ? { from: get('from') } : {}),
    ...(date(get('to')) ? { to: get('to') } : {}),
    ...(spam === 'only' || spam === 'include' ? { spam } : {}),
    ...(get('q') ? { search: get('q').slice(0, 200) } : {}),
  }
  const page = Math.min(100_000, Math.max(1, Number.parseInt(get('page'), 10) || 1))
  const parameters = new URLSearchParams()
  if (filter.search) parameters.set('q', filter.search)
  if (filter.status) parameters.set('status', filter.status)
  if (filter.form) parameters.set('form', filter.form)
  if (filter.caseType) parameters.set('caseType', filter.caseType)
  if (filter.urgent) parameters.set('urgent', '1')
  if (filter.from) parameters.set('from', filter.from)
  if (filter.to) parameters.set('to', filter.to)
  if (filter.spam) parameters.set('spam', filter.spam)
  const sort = parseListSort(get('sort'))
  if (sortParameter(sort)) parameters.set('sort', sortParameter(sort))
  return { filter, page, sort, queryString: parameters.toString() }
}
