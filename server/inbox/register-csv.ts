/**
 * The matter register going back out, and coming in: the export writes the columns the import reads, each cell
 * neutralised as the lead export's are; the import leaves alone every matter created here (from a retained request,
 * or added in the inbox) and says which rows it skipped and why.
 */
import { nameKey } from '~/lib/conflicts/names'
import { csvText, neutraliseCell } from '../shared/lead-csv'
import type { InboxStore, RegisterEntry, RegisterEntryInput } from './inbox-store'
import type { MatterOrigin, MatterRegisterStore } from './matter-register-store'
import { REGISTER_COLUMNS } from './register-input'

/** The register as CSV: the import's header row, then one row per entry, ordered as the register page lists them. */
export function registerCsv(entries: readonly RegisterEntry[]): string {
  const cells = (entry: RegisterEntry): Record<(typeof REGISTER_COLUMNS)[number], string> => ({
    matter_id: entry.matterId,
    caption: entry.caption,
    name: entry.name,
    role: entry.role,
    side_retained: entry.sideRetained,
    opened: entry.opened,
    closed: entry.closed ?? '',
  })
  return csvText([
    [...REGISTER_COLUMNS],
    ...entries.map((entry) => REGISTER_COLUMNS.map((column) => neutraliseCell(cells(entry)[column]))),
  ])
}

const SKIPPED_BECAUSE: Record<MatterOrigin, string> = {
  request: 'the matter was entered from a retained request in the inbox',
  inbox: 'the matter was added in the inbox',
}

export interface RegisterImport {
  added: number
  updated: number
  /** rows the register already holds exactly as given */
  unchanged: number
  /** one line per matter left alone: its id, the rows skipped and why */
  skipped: string[]
}

/** Adds or updates the imported rows, except those of a matter created here (the inbox keeps those). */
export async function importRegisterEntries(
  store: InboxStore,
  matters: MatterRegisterStore,
  entries: readonly RegisterEntryInput[],
): Promise<RegisterImport> {
  const createdHere = await matters.createdHere(entries.map((entry) => entry.matterId))
  const keyOf = (entry: RegisterEntryInput) => `${entry.matterId}\u0000${nameKey(entry.name)}\u0000${entry.role}`
  const valueOf = (entry: RegisterEntryInput) =>
    JSON.stringify([entry.caption, entry.name, entry.sideRetained, entry.opened, entry.closed ?? null])
  const held = new Map((await store.listRegister()).map((entry) => [keyOf(entry), valueOf(entry)]))
  const imported = entries.filter((entry) => !createdHere.has(entry.matterId))
  const kept = imported.filter((entry) => held.get(keyOf(entry)) !== valueOf(entry))
  const skipped = [...createdHere].map(([matterId, origin]) => {
    const rows = entries.filter((entry) => entry.matterId === matterId).length
    return `${matterId}: ${String(rows)} row(s) skipped, because ${SKIPPED_BECAUSE[origin]} (edit it there)`
  })
  const { added, updated } = kept.length > 0 ? await store.upsertRegister(kept) : { added: 0, updated: 0 }
  return { added, updated, unchanged: imported.length - kept.length, skipped }
}
