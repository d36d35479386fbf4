import { firmTimeZone } from '~/lib/booking/firm-zone'
import { shortCalendarDate, shortZonedTime } from '~/lib/booking/zoned-time'
import { ariaSort, daysLeftLabel, type ListSort, type ListSortKey } from '~/lib/inbox/triage'
import { STATUS_LABELS } from '~/lib/inbox/vocabulary'
import { calendarDaysBetween, isCalendarDate } from '~/lib/leads/case-dates'
import { DISCLOSURE_URGENT_DAYS } from '~/lib/leads/urgency'
import { cn } from '~/lib/utils'
import type { ListRow, StaffOption } from './view-types'

type Column = Exclude<ListSortKey, 'triage'>

const COLUMNS: Array<[Column | 'flags', string]> = [
  ['received', 'Received'],
  ['name', 'Name and firm'],
  ['caseType', 'Case type'],
  ['deadline', 'Disclosure deadline'],
  ['consultation', 'Consultation'],
  ['status', 'Status'],
  ['assignee', 'Assignee'],
  ['flags', 'Flags'],
]

const CELL = 'px-2 py-1 align-top md:whitespace-nowrap'

function SortHeader({ column, label, sort, href }: { column: Column; label: string; sort: ListSort; href: string }) {
  const direction = ariaSort(sort, column)
  return (
    <th scope="col" aria-sort={direction} className="px-2 py-2 text-left font-semibold whitespace-nowrap">
      <a href={href} className="text-foreground underline-offset-4 hover:underline">
        {label}
        <span aria-hidden="true" className="ml-1 text-muted-foreground">
          {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
        </span>
      </a>
    </th>
  )
}

function Deadline({ date, today }: { date: string | null; today: string }) {
  if (!date) return <span className="text-muted-foreground">None given</span>
  const days = isCalendarDate(date) && isCalendarDate(today) ? calendarDaysBetween(today, date) : undefined
  const left = daysLeftLabel(date, today)
  return (
    <span className={cn(days !== undefined && days <= DISCLOSURE_URGENT_DAYS && 'font-semibold text-destructive')}>
      {shortCalendarDate(date)}
      {left ? <span className="text-xs">{` (${left})`}</span> : null}
    </span>
  )
}

function Flags({ row }: { row: ListRow }) {
  const flag = 'rounded px-1.5 py-0.5 text-xs font-semibold'
  return (
    <span className="inline-flex flex-wrap gap-1">
      {row.urgent ? <span className={cn(flag, 'bg-destructive text-primary-foreground')}>URGENT</span> : null}
      {row.unread ? <span className={cn(flag, 'bg-primary text-primary-foreground')}>Unread</span> : null}
      {row.conflicts > 0 ? (
        <span
          className={cn(flag, 'bg-accent text-accent-foreground')}
        >{`${String(row.conflicts)} possible conflict${row.conflicts === 1 ? '' : 's'}`}</span>
      ) : null}
      {row.spam ? <span className={cn(flag, 'bg-muted text-foreground')}>Spam</span> : null}
    </span>
  )
}

/**
 * The requests as one line each on a desktop (received, who, case type, deadline and days left, the booked
 * consultation, status, assignee, flags), each column's header a link that sorts by it; a card each on a phone.
 */
export function RequestTable({
  rows,
  staff,
  today,
  sort,
  sortHref,
}: {
  rows: ListRow[]
  staff: StaffOption[]
  today: string
  sort: ListSort
  sortHref: (column: Column) => string
}) {
  const names = new Map(staff.map((person) => [person.id, person.name]))
  return (
    <table className="w-full border-collapse rounded-lg bg-background text-sm max-md:stacked-table">
      <caption className="sr-only">Requests</caption>
      <thead className="border-b border-border bg-secondary text-secondary-foreground">
        <tr>
          {COLUMNS.map(([column, label]) =>
            column === 'flags' ? (
              <th key={column} scope="col" className="px-2 py-2 text-left font-semibold">
                {label}
              </th>
            ) : (
              <SortHeader key={column} column={column} label={label} sort={sort} href={sortHref(column)} />
            ),
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const name = `${row.firstName} ${row.lastName}`.trim() || row.email
          const assignee = row.assignedTo ? names.get(row.assignedTo) : undefined
          return (
            <tr
              key={row.id}
              data-request-row
              className={cn(
                'border-b border-border max-md:mb-2 max-md:rounded-lg max-md:border max-md:px-3',
                row.unread && 'font-semibold',
                row.urgent && 'border-l-4 border-l-destructive',
              )}
            >
              <td className={cn(CELL, 'max-md:text-muted-foreground')}>
                {shortZonedTime(row.receivedAt, firmTimeZone())}
              </td>
              <td className={cn(CELL, 'md:max-w-[18rem] md:truncate')}>
                <a href={`/inbox/requests/${row.id}`} className="text-link underline underline-offset-4">
                  {name}
                </a>
                {row.organization ? (
                  <span className="font-normal text-muted-foreground">{`, ${row.organization}`}</span>
                ) : null}
              </td>
              <td className={cn(CELL, 'md:max-w-[14rem] md:truncate font-normal')} data-label="Case type">
                {row.caseType || '—'}
              </td>
              <td className={cn(CELL, 'font-normal')} data-label="Deadline">
                <Deadline date={row.disclosureDeadline} today={today} />
              </td>
              <td className={cn(CELL, 'font-normal')} data-label="Consultation">
                {row.consultationAt === null ? (
                  <span className="text-muted-foreground">Not booked</span>
                ) : (
                  shortZonedTime(row.consultationAt, firmTimeZone())
                )}
              </td>
              <td className={cn(CELL, 'font-normal')} data-label="Status">
                {STATUS_LABELS[row.status]}
              </td>
              <td className={cn(CELL, 'font-normal')} data-label="Assignee">
                {assignee ?? <span className="text-muted-foreground">Nobody</span>}
              </td>
              <td className={CELL}>
                <Flags row={row} />
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
