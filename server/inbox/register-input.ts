import { parse } from 'csv-parse/sync'
import { nameKey } from '~/lib/conflicts/names'
import { PARTY_ROLES, RETAINED_SIDES, type PartyRole, type RetainedSide } from '~/lib/inbox/vocabulary'
import type { RegisterEntryInput } from './inbox-store'

/** The register's columns, as the CSV names them. */
export const REGISTER_COLUMNS = ['matter_id', 'caption', 'name', 'role', 'side_retained', 'opened', 'closed'] as const

const LIMITS = { matter_id: 100, caption: 300, name: 300 } as const
const DATE = /^\d{4}-\d{2}-\d{2}$/

function isDate(text: string): boolean {
  return (
    DATE.test(text) &&
    !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) &&
    new Date(`${text}T00:00:00Z`).toISOString().startsWith(text)
  )
}

/** One register entry from its fields (a CSV row or the inbox's form), or what is wrong with it. */
export function readRegisterEntry(
  fields: Partial<Record<(typeof REGISTER_COLUMNS)[number], string>>,
): { entry: RegisterEntryInput } | { error: string } {
  const text = (column: (typeof REGISTER_COLUMNS)[number]) => (fields[column] ?? '').trim().replace(/\s+/g, ' ')
  for (const column of ['matter_id', 'caption', 'name'] as const) {
    if (text(column) === '') return { error: `${column} is empty` }
    if (text(column).length > LIMITS[column])
      return { error: `${column} is longer than ${String(LIMITS[column])} characters` }
  }
  if (nameKey(text('name')) === '') return { error: 'name has no letters or digits' }
  const role = text('role').toLowerCase()
  if (!(PARTY_ROLES as readonly string[]).includes(role))
    return { error: `role must be one of ${PARTY_ROLES.join(', ')}, not "${text('role')}"` }
  const side = text('side_retained').toLowerCase()
  if (!(RETAINED_SIDES as readonly string[]).includes(side))
    return { error: `side_retained must be one of ${RETAINED_SIDES.join(', ')}, not "${text('side_retained')}"` }
  if (!isDate(text('opened'))) return { error: `opened must be a date written YYYY-MM-DD, not "${text('opened')}"` }
  const closed = text('closed')
  if (closed !== '' && !isDate(closed))
    return { error: `closed must be empty (an open matter) or a date written YYYY-MM-DD, not "${closed}"` }
  if (closed !== '' && closed < text('opened')) return { error: 'closed comes before opened' }
  return {
    entry: {
      matterId: text('matter_id'),
      caption: text('caption'),
      name: text('name'),
      role: role as PartyRole,
      sideRetained: side as RetainedSide,
      opened: text('opened'),
      closed: closed === '' ? null : closed,
    },
  }
}

/**
 * The register's rows from CSV text (a header row naming the columns, in any order). Every problem is
 * reported with its line; nothing is imported when there is one.
 */
export function parseRegisterCsv(text: string): { entries: RegisterEntryInput[]; errors: string[] } {
  let records: Array<Record<string, string>>
  try {
    records = parse(text, {
      columns: (header: string[]) => header.map((column) => column.trim().toLowerCase()),
      skip_empty_lines: true,
      bom: true,
      trim: true,
    }) as Array<Record<string, string>>
  } catch (error) {
    return { entries: [], errors: [`The file is not valid CSV: ${(error as Error).message}`] }
  }
  const header = records[0] ? Object.keys(records[0]) : []
  const missing = REGISTER_COLUMNS.filter((column) => records.length > 0 && !header.includes(column))
  if (missing.length > 0)
    return {
      entries: [],
      errors: [`The header row lacks ${missing.join(', ')} (columns: ${REGISTER_COLUMNS.join(', ')})`],
    }
  const entries: RegisterEntryInput[] = []
  const errors: string[] = []
  records.forEach((record, index) => {
    const read = readRegisterEntry(record)
    if ('error' in read) errors.push(`line ${String(index + 2)}: ${read.error}`)
    else entries.push(read.entry)
  })
  return { entries, errors }
}
