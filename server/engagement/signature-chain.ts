/**
 * The signature chain (migration 8): every signed record (today an engagement's signature; a countersignature
 * later, as another kind) gets an entry in `signature_chain` that holds the SHA-256 of the record's content and
 * of the entry before it. Triggers refuse to change, replace or delete an entry, and refuse to delete a
 * signature but through the gate below, whose deletion leaves a tombstone (the record's id and hash, and the
 * audit row that says why). `checkSignatureChain` walks the chain: a record altered, removed without a
 * tombstone or added outside it is reported. See docs/decisions/035-signature-chain.md.
 */
import { createHash } from 'node:crypto'
import type { AuditAction } from '~/lib/inbox/vocabulary'
import type { InboxDb } from '../shared/database/sql'
import {
  COUNTERSIGNATURE_KIND,
  COUNTERSIGNATURE_ROW_COLUMNS,
  countersignatureRecordSha256,
  type CountersignatureRow,
} from './countersignature-record'

/** The `prev_sha256` of the first entry */
export const CHAIN_START = '0'.repeat(64)

/** The kind of counsel's signature row in the chain; the firm's countersignature is a kind of its own. */
export const SIGNATURE_KIND = 'signature'

/** The audit actions with which the gate deletes a signature, by the path that deletes it. */
export const SIGNATURE_DELETIONS = {
  erasure: 'engagement.signature_erased',
  retention: 'engagement.signature_expired',
} as const satisfies Record<string, AuditAction>

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex')

/** What counsel's signature records: the letter, the signer, the ceremony's times and the signed PDF. */
export interface SignatureInput {
  letterText: string
  textSha256: string
  signerName: string
  signerTitle: string
  signerFirm: string
  signerEmail: string
  ipAddress: string
  userAgent: string
  openedAt: number
  viewedAt: number
  signedAt: number
  pdf: Buffer
  pdfSha256: string
}

/** A signature row as both engines return it for hashing (times as numbers, the PDF as bytes). */
export interface SignatureRow extends SignatureInput {
  engagementId: string
  leadId: string
}

export const SIGNATURE_ROW_COLUMNS = `engagement_id AS "engagementId", lead_id AS "leadId", letter_text AS "letterText", text_sha256 AS "textSha256", signer_name AS "signerName", signer_title AS "signerTitle", signer_firm AS "signerFirm", signer_email AS "signerEmail", ip_address AS "ipAddress", user_agent AS "userAgent", opened_at AS "openedAt", viewed_at AS "viewedAt", signed_at AS "signedAt", pdf, pdf_sha256 AS "pdfSha256"`

/** The SHA-256 of a signature row's content: every column, and the PDF's own bytes (not only its stored hash). */
export function signatureRecordSha256(row: SignatureRow): string {
  return sha256(
    JSON.stringify([
      SIGNATURE_KIND,
      row.engagementId,
      row.leadId,
      row.letterText,
      row.textSha256,
      row.signerName,
      row.signerTitle,
      row.signerFirm,
      row.signerEmail,
      row.ipAddress,
      row.userAgent,
      Number(row.openedAt),
      Number(row.viewedAt),
      Number(row.signedAt),
      row.pdfSha256,
      sha256(Buffer.from(row.pdf)),
    ]),
  )
}

export interface ChainLink {
  kind: string
  recordId: string
  engagementId: string
  recordSha256: string
}

export interface ChainEntry extends ChainLink {
  seq: number
  prevSha256: string
  entrySha256: string
}

/** The entry's own hash: its place, the one before it and the record's hash. */
function chainEntrySha256(entry: Omit<ChainEntry, 'entrySha256'>): string {
  return sha256(
    JSON.stringify([entry.seq, entry.prevSha256, entry.kind, entry.recordId, entry.engagementId, entry.recordSha256]),
  )
}

/** The entry after `last` (or the first) for `link`. */
export function nextEntry(last: Pick<ChainEntry, 'seq' | 'entrySha256'> | undefined, link: ChainLink): ChainEntry {
  const partial = { ...link, seq: (last?.seq ?? 0) + 1, prevSha256: last?.entrySha256 ?? CHAIN_START }
  return { ...partial, entrySha256: chainEntrySha256(partial) }
}

export const INSERT_CHAIN_ENTRY = `INSERT INTO signature_chain (seq, kind, record_id, engagement_id, record_sha256, prev_sha256, entry_sha256)
  VALUES (?, ?, ?, ?, ?, ?, ?)`

export const chainEntryValues = (entry: ChainEntry) => [
  entry.seq,
  entry.kind,
  entry.recordId,
  entry.engagementId,
  entry.recordSha256,
  entry.prevSha256,
  entry.entrySha256,
]

const ENTRY_COLUMNS = `seq, kind, record_id AS "recordId", engagement_id AS "engagementId", record_sha256 AS "recordSha256", prev_sha256 AS "prevSha256", entry_sha256 AS "entrySha256"`

/** The last append on each SQLite connection, which the next one waits for. */
const sqliteTurns = new WeakMap<InboxDb, Promise<unknown>>()

/**
 * Appends `link` in the caller's transaction. On PostgreSQL the table lock makes concurrent appends take turns
 * (readers still read); on SQLite the write lock keeps other processes out, and this process's appends, whose
 * statements may interleave between awaits on the one connection, wait for each other.
 */
export function appendToChain(db: InboxDb, link: ChainLink): Promise<ChainEntry> {
  const append = async () => {
    if (db.kind === 'postgres') await db.run('LOCK TABLE signature_chain IN EXCLUSIVE MODE')
    const last = await db.get<{ seq: number; entrySha256: string }>(
      'SELECT seq, entry_sha256 AS "entrySha256" FROM signature_chain ORDER BY seq DESC LIMIT 1',
    )
    const entry = nextEntry(last ? { seq: Number(last.seq), entrySha256: last.entrySha256 } : undefined, link)
    await db.run(INSERT_CHAIN_ENTRY, chainEntryValues(entry))
    return entry
  }
  if (db.kind === 'postgres') return append()
  const appended = (sqliteTurns.get(db) ?? Promise.resolve()).then(append, append)
  sqliteTurns.set(
    db,
    appended.catch(() => undefined),
  )
  return appended
}

export interface ChainReport {
  entries: number
  /** the last entry's hash: kept elsewhere, it also shows a chain rewritten from its start */
  head: string
  problems: string[]
}

/** Walks the chain and every signature: what was altered, removed without a tombstone, or added outside it. */
export async function checkSignatureChain(db: InboxDb): Promise<ChainReport> {
  const entries = await db.all<ChainEntry>(`SELECT ${ENTRY_COLUMNS} FROM signature_chain ORDER BY seq`)
  const problems: string[] = []
  let previous: ChainEntry | undefined
  for (const stored of entries) {
    const entry = { ...stored, seq: Number(stored.seq) }
    const where = `entry ${String(entry.seq)} (${entry.kind} ${entry.recordId})`
    if (entry.seq !== (previous?.seq ?? 0) + 1) problems.push(`${where}: follows entry ${String(previous?.seq ?? 0)}`)
    if (entry.prevSha256 !== (previous?.entrySha256 ?? CHAIN_START))
      problems.push(`${where}: does not name the entry before it`)
    if (entry.entrySha256 !== chainEntrySha256(entry)) problems.push(`${where}: its own hash does not match`)
    problems.push(...(await recordProblems(db, entry, where)))
    previous = entry
  }
  for (const kind of Object.values(SIGNED_RECORDS)) {
    const unchained = await db.all<{ id: string }>(
      `SELECT engagement_id AS id FROM ${kind.table} s WHERE NOT EXISTS (SELECT 1 FROM signature_chain c WHERE c.kind = ? AND c.record_id = s.engagement_id) ORDER BY engagement_id`,
      [kind.kind],
    )
    for (const row of unchained) problems.push(`${kind.label} ${row.id}: not in the chain`)
  }
  return { entries: entries.length, head: previous?.entrySha256 ?? CHAIN_START, problems }
}

/** Each kind of signed record: its table (keyed by the engagement), how its row is read and hashed. */
const SIGNED_RECORDS: Record<
  string,
  { kind: string; table: string; label: string; columns: string; hash: (row: never) => string }
> = {
  [SIGNATURE_KIND]: {
    kind: SIGNATURE_KIND,
    table: 'engagement_signatures',
    label: 'signature',
    columns: SIGNATURE_ROW_COLUMNS,
    hash: (row: SignatureRow) => signatureRecordSha256(row),
  },
  [COUNTERSIGNATURE_KIND]: {
    kind: COUNTERSIGNATURE_KIND,
    table: 'engagement_countersignatures',
    label: 'countersignature',
    columns: COUNTERSIGNATURE_ROW_COLUMNS,
    hash: (row: CountersignatureRow) => countersignatureRecordSha256(row),
  },
}

async function recordProblems(db: InboxDb, entry: ChainEntry, where: string): Promise<string[]> {
  const kind = SIGNED_RECORDS[entry.kind]
  if (!kind) return [`${where}: unknown kind`]
  const row = await db.get<{ pdf: Buffer; pdfSha256: string }>(
    `SELECT ${kind.columns} FROM ${kind.table} WHERE engagement_id = ?`,
    [entry.recordId],
  )
  if (row) {
    const problems: string[] = []
    if (kind.hash(row as never) !== entry.recordSha256) problems.push(`${where}: the ${kind.label} was altered`)
    if (row.pdfSha256 !== sha256(Buffer.from(row.pdf))) problems.push(`${where}: the PDF does not match its hash`)
    return problems
  }
  const tombstone = await db.get<{ recordSha256: string; action: string | null; subjectId: string | null }>(
    `SELECT t.record_sha256 AS "recordSha256", a.action, a.subject_id AS "subjectId" FROM signature_tombstones t
      LEFT JOIN audit_log a ON a.id = t.audit_id WHERE t.kind = ? AND t.record_id = ?`,
    [entry.kind, entry.recordId],
  )
  if (!tombstone) return [`${where}: the ${kind.label} was removed without erasure`]
  const audited =
    tombstone.subjectId === entry.recordId &&
    (Object.values(SIGNATURE_DELETIONS) as string[]).includes(tombstone.action ?? '')
  if (tombstone.recordSha256 !== entry.recordSha256 || !audited)
    return [`${where}: its tombstone does not match the chain or the audit log`]
  return []
}
