import { Button } from '~/components/ui/button'
import { Input, Label, NativeSelect } from '~/components/ui/input'
import { FORM_TYPES } from '~/lib/leads/fields'
import { nextSort, sortParameter, type ListSort, type ListSortKey } from '~/lib/inbox/triage'
import { PAGE_SIZE, REQUEST_STATUSES, STATUS_LABELS } from '~/lib/inbox/vocabulary'
import { cn } from '~/lib/utils'
import { InboxDocument, Notice } from './inbox-document'
import { RequestTable } from './request-table'
import type { InboxAssets, ListFilters, ListRow, StaffOption, Viewer } from './view-types'

export interface RequestListProps {
  assets: InboxAssets
  viewer: Viewer
  rows: ListRow[]
  total: number
  page: number
  filters: ListFilters
  sort: ListSort
  /** the firm's date today (YYYY-MM-DD), for the days left to each deadline */
  today: string
  counts: { byStatus: Record<string, number>; spam: number }
  caseTypes: string[]
  staff: StaffOption[]
  /** the query string of the filters, for the pages' and the export's links */
  query: string
  notice?: string
}

/** The query string of the filters with one value changed (a status count's link, a page's link). */
function withParameter(query: string, name: string, value: string | undefined): string {
  const parameters = new URLSearchParams(query)
  if (value === undefined) parameters.delete(name)
  else parameters.set(name, value)
  parameters.delete(name === 'page' ? '' : 'page')
  const text = parameters.toString()
  return text ? `?${text}` : '?'
}

/** The statuses that have requests (a count of zero is left out), and spam when there is any. */
function StatusCounts({
  counts,
  query,
  current,
}: {
  counts: RequestListProps['counts']
  query: string
  current?: string
}) {
  const pill = (active: boolean) =>
    cn(
      'inline-flex min-h-9 items-center gap-1.5 rounded-full border px-3 text-sm',
      active ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-background text-foreground',
    )
  const shown = REQUEST_STATUSES.filter((status) => (counts.byStatus[status] ?? 0) > 0 || current === status)
  return (
    <nav aria-label="Requests by status" className="mb-3">
      <ul className="flex flex-wrap gap-2">
        {current ? (
          <li>
            <a href={withParameter(query, 'status', undefined)} className={pill(false)}>
              All statuses
            </a>
          </li>
        ) : null}
        {shown.map((status) => (
          <li key={status}>
            <a
              href={withParameter(query, 'status', status)}
              aria-current={current === status ? 'true' : undefined}
              className={pill(current === status)}
            >
              {STATUS_LABELS[status]} <span className="font-semibold">{counts.byStatus[status] ?? 0}</span>
            </a>
          </li>
        ))}
        {counts.spam > 0 ? (
          <li>
            <a
              href={withParameter(withParameter(query, 'status', undefined).slice(1), 'spam', 'only')}
              className={pill(false)}
            >
              Spam <span className="font-semibold">{counts.spam}</span>
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}

/** How many filters are set (the status pills and the sort aside), for the Filter button's label. */
function activeFilters(filters: ListFilters): number {
  const { status: _status, ...rest } = filters
  return Object.values(rest).filter((value) => value !== undefined && value !== '').length
}

function FilterForm({ filters, caseTypes, sort }: { filters: ListFilters; caseTypes: string[]; sort: ListSort }) {
  const active = activeFilters(filters)
  return (
    <details className="group">
      <summary className="btn btn-outline btn-md rounded-md cursor-pointer list-none [&::-webkit-details-marker]:hidden">
        {active > 0 ? `Filter (${String(active)} set)` : 'Filter'}
      </summary>
      <FilterFields filters={filters} caseTypes={caseTypes} sort={sort} />
    </details>
  )
}

function FilterFields({ filters, caseTypes, sort }: { filters: ListFilters; caseTypes: string[]; sort: ListSort }) {
  return (
    <form
      method="get"
      action="/inbox"
      role="search"
      aria-label="Filter requests"
      className="absolute left-4 right-4 z-10 mt-2 grid gap-3 rounded-lg border border-border bg-background p-4 shadow-lg sm:grid-cols-2 lg:left-auto lg:w-[48rem] lg:grid-cols-4"
    >
      {sortParameter(sort) ? <input type="hidden" name="sort" value={sortParameter(sort)} /> : null}
      <div className="grid gap-1 sm:col-span-2 lg:col-span-4">
        <Label htmlFor="filter-search">Search names, email, organization and parties</Label>
        <Input id="filter-search" type="search" name="q" defaultValue={filters.search ?? ''} />
      </div>
      <div className="grid gap-1">
        <Label htmlFor="filter-status">Status</Label>
        <NativeSelect id="filter-status" name="status" defaultValue={filters.status ?? ''}>
          <option value="">Any status</option>
          {REQUEST_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1">
        <Label htmlFor="filter-form">Form</Label>
        <NativeSelect id="filter-form" name="form" defaultValue={filters.form ?? ''}>
          <option value="">Any form</option>
          {FORM_TYPES.map((form) => (
            <option key={form} value={form}>
              {form}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1">
        <Label htmlFor="filter-case-type">Case type</Label>
        <NativeSelect id="filter-case-type" name="caseType" defaultValue={filters.caseType ?? ''}>
          <option value="">Any case type</option>
          {caseTypes.map((caseType) => (
            <option key={caseType} value={caseType}>
              {caseType}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1">
        <Label htmlFor="filter-spam">Spam</Label>
        <NativeSelect id="filter-spam" name="spam" defaultValue={filters.spam ?? 'exclude'}>
          <option value="exclude">Not spam</option>
          <option value="only">Spam only</option>
          <option value="include">Both</option>
        </NativeSelect>
      </div>
      <div className="grid gap-1">
        <Label htmlFor="filter-from">Received from</Label>
        <Input id="filter-from" type="date" name="from" defaultValue={filters.from ?? ''} />
      </div>
      <div className="grid gap-1">
        <Label htmlFor="filter-to">Received to</Label>
        <Input id="filter-to" type="date" name="to" defaultValue={filters.to ?? ''} />
      </div>
      <div className="flex items-center gap-2 self-end pb-2">
        <input
          id="filter-urgent"
          type="checkbox"
          name="urgent"
          value="1"
          defaultChecked={filters.urgent === true}
          className="size-5"
        />
        <Label htmlFor="filter-urgent">URGENT only</Label>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <Button type="submit">Apply filters</Button>
        <a href="/inbox" className="inline-flex min-h-11 items-center px-2 text-link underline">
          Clear
        </a>
      </div>
    </form>
  )
}

export function RequestListPage({
  assets,
  viewer,
  rows,
  total,
  page,
  filters,
  sort,
  today,
  counts,
  caseTypes,
  staff,
  query,
  notice,
}: RequestListProps) {
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE))
  const first = total === 0 ? 0 : (page - 1) * PAGE_SIZE + 1
  const last = Math.min(total, page * PAGE_SIZE)
  const sortHref = (key: Exclude<ListSortKey, 'triage'>) =>
    withParameter(query, 'sort', sortParameter(nextSort(sort, key)))
  return (
    <InboxDocument
      title="Requests"
      assets={assets}
      viewer={viewer}
      mainClassName="mx-auto w-full max-w-[96rem] px-3 py-3 lg:px-6"
    >
      {notice ? <Notice>{notice}</Notice> : null}
      <div className="relative mb-3 flex flex-wrap items-center gap-x-4 gap-y-2">
        <h1 className="font-serif text-2xl font-semibold text-foreground">Requests</h1>
        <p className="text-sm text-muted-foreground">
          {total === 0
            ? 'No request matches these filters.'
            : `${String(first)}–${String(last)} of ${String(total)}, ${sort.key === 'triage' ? 'urgent first, then the nearest deadline, then the newest' : 'sorted by the column marked'}`}
          {sort.key === 'triage' ? null : (
            <>
              {' · '}
              <a href={withParameter(query, 'sort', undefined)} className="text-link underline">
                Triage order
              </a>
            </>
          )}
        </p>
        <div className="ml-auto flex items-center gap-3">
          {viewer.role === 'admin' ? (
            <a href={`/inbox/export.csv${query ? `?${query}` : ''}`} className="text-sm text-link underline">
              Export CSV
            </a>
          ) : null}
          <FilterForm filters={filters} caseTypes={caseTypes} sort={sort} />
        </div>
      </div>
      <StatusCounts counts={counts} query={query} current={filters.status} />
      <RequestTable rows={rows} staff={staff} today={today} sort={sort} sortHref={sortHref} />
      {pages > 1 ? (
        <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center gap-3">
          {page > 1 ? (
            <a href={withParameter(query, 'page', String(page - 1))} className="text-link underline" rel="prev">
              Previous page
            </a>
          ) : null}
          <span className="text-sm text-muted-foreground">{`Page ${String(page)} of ${String(pages)}`}</span>
          {page < pages ? (
            <a href={withParameter(query, 'page', String(page + 1))} className="text-link underline" rel="next">
              Next page
            </a>
          ) : null}
        </nav>
      ) : null}
    </InboxDocument>
  )
}
