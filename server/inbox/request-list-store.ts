import type { ListFilters, ListRow } from '~/inbox/view-types'
import { TRIAGE_SORT, type ListSort, type ListSortKey } from '~/lib/inbox/triage'
import { PAGE_SIZE, REQUEST_STATUSES, type RequestStatus } from '~/lib/inbox/vocabulary'
import type { InboxDb, SqlValue } from '../shared/database/sql'
import { InboxStorePart } from './inbox-store-part'

export type RequestFilter = ListFilters

export type RequestRow = ListRow

const DEADLINE = "NULLIF(l.disclosure_deadline, '')"
const STATUS_RANK = `CASE COALESCE(s.status, 'new') ${REQUEST_STATUSES.map((status, index) => `WHEN '${status}' THEN ${String(index)}`).join(' ')} END`
/** Each column's key, nulls last in either direction (a boolean sorts false first on both engines). */
const SORT_COLUMNS: Record<Exclude<ListSortKey, 'triage'>, string[]> = {
  received: ['l.received_at'],
  name: ['lower(l.last_name)', 'lower(l.first_name)'],
  caseType: ["lower(NULLIF(l.case_type, ''))"],
  deadline: [DEADLINE],
  consultation: ['b.start_at'],
  status: [STATUS_RANK],
  assignee: ['(SELECT lower(name) FROM staff WHERE staff.id = s.assigned_to)'],
}

/** The list's ORDER BY: triage (urgent, then the nearest deadline, then the newest) or one column, ties newest first. */
function listOrder(sort: ListSort): string {
  const newest = 'l.received_at DESC, l.id DESC'
  if (sort.key === 'triage') return `COALESCE(s.urgent, 0) DESC, (${DEADLINE} IS NULL), ${DEADLINE}, ${newest}`
  const direction = sort.descending ? 'DESC' : 'ASC'
  const keys = SORT_COLUMNS[sort.key].flatMap((column) => [`(${column} IS NULL)`, `${column} ${direction}`])
  return `${keys.join(', ')}, ${newest}`
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`)

/** The list's WHERE clause and its parameters. */
function filterClause(db: InboxDb, filter: RequestFilter): { where: string; params: SqlValue[] } {
  const clauses: string[] = []
  const params: SqlValue[] = []
  const add = (clause: string, ...values: SqlValue[]) => {
    clauses.push(clause)
    params.push(...values)
  }
  const spam = filter.spam ?? 'exclude'
  if (spam !== 'include') add('l.is_spam = ?', db.bool(spam === 'only'))
  if (filter.status) add("COALESCE(s.status, 'new') = ?", filter.status)
  if (filter.form) add('l.form_type = ?', filter.form)
  if (filter.caseType) add('l.case_type = ?', filter.caseType)
  if (filter.urgent) add('COALESCE(s.urgent, 0) = 1')
  if (filter.from) add('l.received_at >= ?', `${filter.from}T00:00:00.000Z`)
  if (filter.to) add('l.received_at <= ?', `${filter.to}T23:59:59.999Z`)
  const search = filter.search?.trim().toLowerCase()
  if (search) {
    const pattern = `%${escapeLike(search)}%`
    const columns = [
      "l.first_name || ' ' || l.last_name",
      "l.last_name || ' ' || l.first_name",
      'l.email',
      'l.organization',
      "COALESCE(l.plaintiffs, '')",
      "COALESCE(l.defendants, '')",
      "COALESCE(l.counsel_firm, '')",
    ]
    add(
      `(${columns.map((column) => `lower(${column}) LIKE ? ESCAPE '\\'`).join(' OR ')})`,
      ...columns.map(() => pattern),
    )
  }
  return { where: clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : '', params }
}

/** The list of requests: filters, search, sort, pages and counts. */
export class RequestListStore extends InboxStorePart {
  async listRequests(
    filter: RequestFilter,
    viewerId: string,
    page: number,
    sort: ListSort = TRIAGE_SORT,
  ): Promise<{ rows: RequestRow[]; total: number }> {
    const { where, params } = filterClause(this.db, filter)
    const total = (await this.db.get<{ n: number }>(
      `SELECT count(*) AS n FROM leads l LEFT JOIN lead_states s ON s.lead_id = l.id ${where}`,
      params,
    ))!.n
    type Row = Omit<RequestRow, 'spam' | 'urgent' | 'unread' | 'status' | 'conflicts' | 'consultationAt'> & {
      spam: number | boolean
      urgent: number
      viewed: number
      status: string
      conflicts: number
      consultationAt: number | string | null
    }
    const rows = await this.db.all<Row>(
      `SELECT l.id, l.received_at AS "receivedAt", l.form_type AS "formType", l.first_name AS "firstName", l.last_name AS "lastName", l.email,
          l.organization, l.case_type AS "caseType", l.is_spam AS spam, COALESCE(s.status, 'new') AS status, COALESCE(s.urgent, 0) AS urgent,
          s.assigned_to AS "assignedTo", (SELECT count(*) FROM lead_views v WHERE v.lead_id = l.id AND v.staff_id = ?) AS viewed,
          (SELECT count(*) FROM conflict_hits h WHERE h.lead_id = l.id) AS conflicts,
          NULLIF(l.disclosure_deadline, '') AS "disclosureDeadline", b.start_at AS "consultationAt"
        FROM leads l LEFT JOIN lead_states s ON s.lead_id = l.id
          LEFT JOIN bookings b ON b.lead_id = l.id AND b.status = 'booked' ${where}
        ORDER BY ${listOrder(sort)} LIMIT ? OFFSET ?`,
      [viewerId, ...params, PAGE_SIZE, Math.max(0, page - 1) * PAGE_SIZE],
    )
    return {
      total: Number(total),
      rows: rows.map(({ viewed, ...row }) => ({
        ...row,
        spam: row.spam === true || row.spam === 1,
        urgent: Number(row.urgent) === 1,
        unread: Number(viewed) === 0,
        status: row.status as RequestStatus,
        conflicts: Number(row.conflicts),
        consultationAt: row.consultationAt === null ? null : Number(row.consultationAt),
      })),
    }
  }

  async filteredIds(filter: RequestFilter): Promise<string[]> {
    const { where, params } = filterClause(this.db, filter)
    return (
      await this.db.all<{ id: string }>(
        `SELECT l.id FROM leads l LEFT JOIN lead_states s ON s.lead_id = l.id ${where} ORDER BY l.received_at DESC, l.id DESC`,
        params,
      )
    ).map((row) => row.id)
  }

  async statusCounts(): Promise<{ byStatus: Record<string, number>; spam: number }> {
    const rows = await this.db.all<{ status: string; n: number }>(
      `SELECT COALESCE(s.status, 'new') AS status, count(*) AS n FROM leads l LEFT JOIN lead_states s ON s.lead_id = l.id WHERE l.is_spam = ? GROUP BY COALESCE(s.status, 'new')`,
      [this.db.bool(false)],
    )
    const spam = (await this.db.get<{ n: number }>('SELECT count(*) AS n FROM leads WHERE is_spam = ?', [
      this.db.bool(true),
    ]))!.n
    return { byStatus: Object.fromEntries(rows.map((row) => [row.status, Number(row.n)])), spam: Number(spam) }
  }

  async distinctCaseTypes(): Promise<string[]> {
    return (
      await this.db.all<{ caseType: string }>(
        `SELECT DISTINCT case_type AS "caseType" FROM leads WHERE case_type <> '' ORDER BY case_type`,
      )
    ).map((row) => row.caseType)
  }
}
