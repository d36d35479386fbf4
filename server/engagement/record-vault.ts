/**
 * Uploaded records, only ever sealed (./record-crypto.ts), as files under a random name or PostgreSQL chunks.
 * A record is sealed before progress moves, so a cut-off upload resumes from its last sealed byte.
 */
import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { createPrivateFile, makePrivateDirectory } from '../shared/private-files'
import type { EngagementStore, RecordFile } from './engagement-store'
import { framesOf, newFileKey, openRecord, RECORD_BYTES, sealRecord, unwrapFileKey } from './record-crypto'
import { RecordInspection } from './record-inspection'
import { headRefusal, nameForKind } from './record-types'

export type RecordsTarget = { kind: 'disk'; dir: string } | { kind: 'database' }

/** A refusal the uploader sees (the file is deleted: nothing of it stays). */
export class RecordRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

const STORAGE_NAME = /^[0-9a-f]{32}\.rec$/

export class RecordVault {
  private readonly completed: Array<(file: RecordFile) => void> = []

  constructor(
    private readonly store: EngagementStore,
    private readonly masterKey: Buffer,
    readonly target: RecordsTarget,
  ) {}

  /** Called with each file once it is complete (its type checked and its hash taken). */
  onComplete(listener: (file: RecordFile) => void): void {
    this.completed.push(listener)
  }

  private diskPath(file: Pick<RecordFile, 'storageName'>): string {
    if (this.target.kind !== 'disk') throw new Error('Records are kept in the database')
    if (!STORAGE_NAME.test(file.storageName)) throw new Error('Unexpected storage name')
    return path.join(this.target.dir, file.storageName)
  }

  async create(input: {
    id?: string
    engagementId: string
    leadId: string
    displayName: string
    size: number
  }): Promise<RecordFile> {
    const id = input.id ?? randomBytes(16).toString('hex')
    const { wrapped } = newFileKey(this.masterKey, id)
    const storageName = `${randomBytes(16).toString('hex')}.rec`
    await this.store.createFile({
      id,
      engagementId: input.engagementId,
      leadId: input.leadId,
      displayName: input.displayName,
      size: input.size,
      storage: this.target.kind,
      storageName,
      wrappedKey: wrapped,
    })
    if (this.target.kind === 'disk') {
      // Made with the first record, so a firm that never receives one has no empty folder in DATA_DIR.
      makePrivateDirectory(this.target.dir)
      createPrivateFile(this.diskPath({ storageName }))
    }
    const file = await this.store.file(id)
    if (!file) throw new Error('The record file was not stored')
    return file
  }

  async fileOf(id: string): Promise<RecordFile | undefined> {
    return /^[0-9a-f]{32}$/.test(id) ? this.store.file(id) : undefined
  }

  /** Appends `stream` from `offset`, sealing a record at a time; after the last byte the file is checked and completed, or refused. */
  async write(id: string, offset: number, stream: Readable): Promise<number> {
    const start = await this.store.file(id)
    if (!start || start.completedAt !== null)
      throw new RecordRefused(404, 'This upload is unknown or already finished.')
    if (offset !== start.received)
      throw new RecordRefused(
        409,
        'The upload is not at that offset: ask the server where it stopped and resume from there.',
      )
    const key = unwrapFileKey(this.masterKey, id, start.wrappedKey)
    let state = { received: start.received, storedBytes: start.storedBytes, records: start.records }
    let descriptor: number | undefined
    if (this.target.kind === 'disk') {
      descriptor = fs.openSync(this.diskPath(start), 'r+')
      // A record written before a crash but never counted is dropped.
      fs.ftruncateSync(descriptor, state.storedBytes)
    } else {
      await this.store.dropChunksFrom(id, state.records)
    }
    const seal = async (plain: Buffer) => {
      const refusal = state.received === 0 ? headRefusal(plain.subarray(0, 64 * 1024)) : undefined
      if (refusal) throw new RecordRefused(415, refusal)
      if (state.received + plain.length > start.size)
        throw new RecordRefused(413, 'More bytes arrived than the file was declared to hold.')
      const frame = sealRecord(key, id, state.records, plain)
      if (descriptor !== undefined) {
        fs.writeSync(descriptor, frame, 0, frame.length, state.storedBytes)
        fs.fsyncSync(descriptor)
      } else {
        await this.store.putChunk(id, start.leadId, state.records, frame)
      }
      const next = {
        received: state.received + plain.length,
        storedBytes: state.storedBytes + frame.length,
        records: state.records + 1,
      }
      if (!(await this.store.advance(id, state, next)))
        throw new RecordRefused(409, 'Another upload of this file is under way.')
      state = next
    }
    let pending: Buffer[] = []
    let pendingBytes = 0
    const flush = async () => {
      if (pendingBytes === 0) return
      const plain = Buffer.concat(pending, pendingBytes)
      pending = []
      pendingBytes = 0
      await seal(plain)
    }
    try {
      try {
        for await (const chunk of stream as AsyncIterable<Buffer>) {
          let rest = chunk
          while (rest.length) {
            const take = Math.min(rest.length, RECORD_BYTES - pendingBytes)
            pending.push(rest.subarray(0, take))
            pendingBytes += take
            rest = rest.subarray(take)
            if (pendingBytes === RECORD_BYTES) await flush()
          }
        }
      } catch (error) {
        // The connection dropped: what arrived is kept, sealed, and the upload resumes after it.
        await flush()
        throw error
      }
      await flush()
    } catch (error) {
      if (error instanceof RecordRefused && error.status === 415) await this.remove(start)
      throw error
    } finally {
      if (descriptor !== undefined) fs.closeSync(descriptor)
    }
    if (state.received === start.size) await this.finish(id)
    return state.received
  }

  /** Reads the whole file back: completed under the kind its bytes show (and a name with its extension), or refused and deleted. */
  private async finish(id: string): Promise<void> {
    const file = await this.store.file(id)
    if (!file) return
    const hash = createHash('sha256')
    const inspection = new RecordInspection()
    for await (const plain of this.plaintext(file)) {
      hash.update(plain)
      inspection.push(plain)
    }
    const verdict = await inspection.verdict()
    if ('refused' in verdict) {
      await this.remove(file)
      throw new RecordRefused(415, verdict.refused)
    }
    await this.store.complete(id, verdict.kind, hash.digest('hex'), nameForKind(file.displayName, verdict.kind))
    for (const listener of this.completed) listener(file)
  }

  /** The file's plaintext, record by record, each checked (a changed record stops the read). */
  async *plaintext(file: RecordFile): AsyncGenerator<Buffer> {
    const key = unwrapFileKey(this.masterKey, file.id, file.wrappedKey)
    let seq = 0
    if (file.storage === 'disk') {
      if (file.storedBytes === 0) return
      const stream = fs.createReadStream(this.diskPath(file), {
        start: 0,
        end: file.storedBytes - 1,
        highWaterMark: RECORD_BYTES,
      })
      for await (const frame of framesOf(stream as AsyncIterable<Buffer>)) yield openRecord(key, file.id, seq++, frame)
      return
    }
    for (; seq < file.records; seq += 1) {
      const frame = await this.store.chunk(file.id, seq)
      if (!frame) throw new Error('A stored record is missing')
      yield openRecord(key, file.id, seq, frame)
    }
  }

  async remove(file: RecordFile): Promise<void> {
    await this.store.deleteFile(file.id)
    if (file.storage === 'disk' && this.target.kind === 'disk') fs.rmSync(this.diskPath(file), { force: true })
  }

  /** Deletes sealed files on disk that no row names any more (after an erasure or retention pass). */
  async sweep(): Promise<number> {
    if (this.target.kind !== 'disk') return 0
    return sweepRecordFolder(this.target.dir, () => this.store.storageNames())
  }
}

/** Deletes files `names()` does not list; a missing name is looked up again first, since a file is created just after its row. */
export async function sweepRecordFolder(dir: string, names: () => Promise<Set<string>>): Promise<number> {
  if (!fs.existsSync(dir)) return 0
  const known = await names()
  let removed = 0
  for (const name of fs.readdirSync(dir)) {
    if (!STORAGE_NAME.test(name) || known.has(name)) continue
    if ((await names()).has(name)) continue
    fs.rmSync(path.join(dir, name), { force: true })
    removed += 1
  }
  return removed
}
