import { Button } from '~/components/ui/button'
import { Input, Label, NativeSelect } from '~/components/ui/input'
import { FORM_TYPES } from '~/lib/leads/fields'
import { PAGE_SIZE, REQUEST_STATUSES, STATUS_LABELS } from '~/lib/inbox/vocabulary'
import { cn } from '~/lib/utils'
import { formatTime, InboxDocument, Notice, PageTitle } from './inbox-document'
import type { InboxAssets, ListFilters, ListRow, StaffOption, Viewer } from './view-types'

export interface RequestListProps {
  assets: InboxAssets
  viewer: Viewer
  rows: ListRow[]
  total: number
  page: number
  filters: ListFilters
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

function StatusCounts({
  counts,
  query,
  current,
}: {
  counts: RequestListProps['counts']
  query: string
  current?: string
}) {
  return (
    <nav aria-label="Requests by status" className="mb-4">
      <ul className="flex flex-wrap gap-2">
        {REQUEST_STATUSES.map((status) => (
          <li key={status}>
            <a
              href={withParameter(query, 'status', status)}
              aria-current={current === status ? 'true' : undefined}
              className={cn(
                'inline-flex min-h-11 items-center gap-2 rounded-full border px-3 py-1 text-sm',
                current === status
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'border-border bg-background text-foreground',
              )}
            >
              {STATUS_LABELS[status]} <span className="font-semibold">{counts.byStatus[status] ?? 0}</span>
            </a>
          </li>
        ))}
        <li>
          <a
            href={withParameter(withParameter(query, 'status', undefined).slice(1), 'spam', 'only')}
            className="inline-flex min-h-11 items-center gap-2 rounded-full border border-border bg-background px-3 py-1 text-sm text-foreground"
          >
            Spam <span className="font-semibold">{counts.spam}</span>
          </a>
        </li>
      </ul>
    </nav>
  )
}

function FilterForm({ filters, caseTypes }: { filters: ListFilters; caseTypes: string[] }) {
  return (
    <form
      method="get"
      action="/inbox"
      role="search"
      aria-label="Filter requests"
      className="mb-6 grid gap-3 rounded-lg border border-border bg-background p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
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

function RequestItem({ row, staff }: { row: ListRow; staff: StaffOption[] }) {
  const name = `${row.firstName} ${row.lastName}`.trim()
  const assignee = row.assignedTo ? staff.find((person) => person.id === row.assignedTo)?.name : undefined
  return (
    <li className={cn('rounded-lg border bg-background p-4', row.unread ? 'border-primary' : 'border-border')}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-base font-semibold">
          <a href={`/inbox/requests/${row.id}`} className="text-link underline-offset-4 hover:underline">
            {row.unread ? (
              <span className="mr-2 rounded bg-primary px-1.5 py-0.5 text-xs font-semibold text-primary-foreground">
                Unread
              </span>
            ) : null}
            {name || row.email}
          </a>
        </h2>
        <p className="text-sm text-muted-foreground">{formatTime(row.receivedAt)}</p>
      </div>
      <p className="mt-1 text-sm">
        {[row.organization, row.caseType, `${row.formType} form`].filter(Boolean).join(' · ')}
      </p>
      <ul className="mt-2 flex flex-wrap gap-2 text-xs" aria-label="Marks">
        <li className="rounded-full bg-secondary px-2 py-0.5 text-secondary-foreground">{STATUS_LABELS[row.status]}</li>
        {row.urgent ? (
          <li className="rounded-full bg-destructive px-2 py-0.5 font-semibold text-primary-foreground">URGENT</li>
        ) : null}
        {row.spam ? <li className="rounded-full bg-muted px-2 py-0.5">Spam</li> : null}
        {row.conflicts > 0 ? (
          <li className="rounded-full bg-accent px-2 py-0.5 text-accent-foreground">{`Possible conflicts: ${String(row.conflicts)}`}</li>
        ) : null}
        {assignee ? <li className="rounded-full bg-muted px-2 py-0.5">{`Assigned to ${assignee}`}</li> : null}
      </ul>
    </li>
  )
}

export function RequestListPage({
  assets,
  viewer,
  rows,
  total,
  page,
  filters,
  counts,
  caseTypes,
  staff,
  query,
  notice,
}: RequestListProps) {
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE))
  const first = total === 0 ? 0 : (page - 1) * PAGE_SIZE + 1
  const last = Math.min(total, page * PAGE_SIZE)
  return (
    <InboxDocument title="Requests" assets={assets} viewer={viewer}>
      {notice ? <Notice>{notice}</Notice> : null}
      <PageTitle
        lead={
          total === 0
            ? 'No request matches these filters.'
            : `Requests ${String(first)} to ${String(last)} of ${String(total)}, newest first.`
        }
      >
        Requests
      </PageTitle>
      <StatusCounts counts={counts} query={query} current={filters.status} />
      <FilterForm filters={filters} caseTypes={caseTypes} />
      {viewer.role === 'admin' ? (
        <p className="mb-4">
          <a href={`/inbox/export.csv${query ? `?${query}` : ''}`} className="text-link underline">
            Export these requests as CSV
          </a>
        </p>
      ) : null}
      <ol className="grid gap-3" aria-label="Requests">
        {rows.map((row) => (
          <RequestItem key={row.id} row={row} staff={staff} />
        ))}
      </ol>
      {pages > 1 ? (
        <nav aria-label="Pages" className="mt-6 flex flex-wrap items-center gap-3">
          {page > 1 ? (
            <a href={withParameter(query, 'page', String(page - 1))} className="text-link underline" rel="prev">
              Newer requests
            </a>
          ) : null}
          <span className="text-sm text-muted-foreground">{`Page ${String(page)} of ${String(pages)}`}</span>
          {page < pages ? (
            <a href={withParameter(query, 'page', String(page + 1))} className="text-link underline" rel="next">
              Older requests
            </a>
          ) : null}
        </nav>
      ) : null}
    </InboxDocument>
  )
}
