import { parse } from 'csv-parse/sync'
import { CAPTION_MAX, NAME_MAX } from '~/lib/conflicts/matter-from-request'
import { nameKey } from '~/lib/conflicts/names'
import { PARTY_ROLES, RETAINED_SIDES, type PartyRole, type RetainedSide } from '~/lib/inbox/vocabulary'
import type { RegisterEntryInput } from './inbox-store'
import { restoreNeutralisedCell } from '../shared/lead-csv'

/** The register's columns, as the CSV names them (the import reads them, the export writes them). */
export const REGISTER_COLUMNS = ['matter_id', 'caption', 'name', 'role', 'side_retained', 'opened', 'closed'] as const

const LIMITS = { matter_id: 100, caption: CAPTION_MAX, name: NAME_MAX } as const
const DATE = /^\d{4}-\d{2}-\d{2}$/

function isDate(text: string): boolean {
  return (
    DATE.test(text) &&
    !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) &&
    new Date(`${text}T00:00:00Z`).toISOString().startsWith(text)
  )
}

const CLOSED_WANTED = 'Enter the date the matter closed, or leave it empty while the matter is open.'
const CLOSED_BEFORE_OPENED = 'Enter a closing date on or after the opening date.'

type RegisterColumn = (typeof REGISTER_COLUMNS)[number]

/** One thing wrong with an entry: its column, the line the CSV import reports and the plain words the form shows. */
export interface RegisterProblem {
  column: RegisterColumn
  error: string
  message: string
}

const WORDS: Record<'matter_id' | 'caption' | 'name', string> = {
  matter_id: 'the matter id',
  caption: 'the caption',
  name: 'the name of the party or firm',
}

/** One register entry from its fields (a CSV row or the inbox's form), or everything wrong with it, column by column. */
export function readRegisterEntryProblems(
  fields: Partial<Record<RegisterColumn, string>>,
): { entry: RegisterEntryInput } | { problems: RegisterProblem[] } {
  const text = (column: RegisterColumn) => (fields[column] ?? '').trim().replace(/\s+/g, ' ')
  const problems: RegisterProblem[] = []
  const wrong = (column: RegisterColumn, error: string, message: string) => problems.push({ column, error, message })
  for (const column of ['matter_id', 'caption', 'name'] as const) {
    const limit = String(LIMITS[column])
    if (text(column) === '') wrong(column, `${column} is empty`, `Enter ${WORDS[column]}.`)
    else if (text(column).length > LIMITS[column])
      wrong(column, `${column} is longer than ${limit} characters`, `Shorten ${WORDS[column]} to ${limit} characters.`)
    else if (column === 'name' && nameKey(text('name')) === '')
      wrong('name', 'name has no letters or digits', 'Enter a name with letters or digits.')
  }
  const role = text('role').toLowerCase()
  if (!(PARTY_ROLES as readonly string[]).includes(role))
    wrong(
      'role',
      `role must be one of ${PARTY_ROLES.join(', ')}, not "${text('role')}"`,
      'Choose a role from the list.',
    )
  const side = text('side_retained').toLowerCase()
  if (!(RETAINED_SIDES as readonly string[]).includes(side))
    wrong(
      'side_retained',
      `side_retained must be one of ${RETAINED_SIDES.join(', ')}, not "${text('side_retained')}"`,
      'Choose the side that retained the firm from the list.',
    )
  const opened = text('opened')
  if (!isDate(opened))
    wrong('opened', `opened must be a date written YYYY-MM-DD, not "${opened}"`, 'Enter the date the matter opened.')
  const closed = text('closed')
  if (closed !== '' && !isDate(closed))
    wrong(
      'closed',
      `closed must be empty (an open matter) or a date written YYYY-MM-DD, not "${closed}"`,
      CLOSED_WANTED,
    )
  else if (closed !== '' && isDate(opened) && closed < opened)
    wrong('closed', 'closed comes before opened', CLOSED_BEFORE_OPENED)
  if (problems.length > 0) return { problems }
  return {
    entry: {
      matterId: text('matter_id'),
      caption: text('caption'),
      name: text('name'),
      role: role as PartyRole,
      sideRetained: side as RetainedSide,
      opened,
      closed: closed === '' ? null : closed,
    },
  }
}

/** What is wrong with a matter's closing date as typed (empty: open again), in the words the form shows. */
export function closingProblem(closed: string, opened: string): string | undefined {
  if (closed === '') return undefined
  if (!isDate(closed)) return CLOSED_WANTED
  if (closed < opened) return CLOSED_BEFORE_OPENED
  return undefined
}

/** One register entry from its fields, or its first problem as the CSV import reports it. */
function readRegisterEntry(
  fields: Partial<Record<RegisterColumn, string>>,
): { entry: RegisterEntryInput } | { error: string } {
  const read = readRegisterEntryProblems(fields)
  return 'problems' in read ? { error: read.problems[0]?.error ?? 'the entry is not valid' } : read
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
    const read = readRegisterEntry(
      Object.fromEntries(Object.entries(record).map(([column, value]) => [column, restoreNeutralisedCell(value)])),
    )
    if ('error' in read) errors.push(`line ${String(index + 2)}: ${read.error}`)
    else entries.push(read.entry)
  })
  return { entries, errors }
}
