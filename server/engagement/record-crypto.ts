/**
 * Encryption at rest of the records counsel uploads. Each file has its own random 256-bit key, stored only
 * wrapped (AES-256-GCM) by RECORDS_KEY. The file's bytes are sealed as they arrive, in records of at most
 * RECORD_BYTES, each its own AES-256-GCM message with a fresh nonce and the file id and record number as
 * associated data (so records cannot be reordered or moved between files): cipher state cannot survive a
 * dropped connection, a finished record can. A record on disk is [length: u32 BE][nonce: 12][ciphertext][tag: 16].
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

export const RECORD_BYTES = 1024 * 1024
const NONCE_BYTES = 12
const TAG_BYTES = 16
const HEADER_BYTES = 4
/** What sealing adds to each record's plaintext. */
const RECORD_OVERHEAD = HEADER_BYTES + NONCE_BYTES + TAG_BYTES

export class RecordIntegrityError extends Error {}

function seal(key: Buffer, plaintext: Buffer, associated: Buffer): { nonce: Buffer; ciphertext: Buffer; tag: Buffer } {
  const nonce = randomBytes(NONCE_BYTES)
  const cipher = createCipheriv('aes-256-gcm', key, nonce)
  cipher.setAAD(associated)
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()])
  return { nonce, ciphertext, tag: cipher.getAuthTag() }
}

function open(key: Buffer, nonce: Buffer, ciphertext: Buffer, tag: Buffer, associated: Buffer): Buffer {
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, nonce)
    decipher.setAAD(associated)
    decipher.setAuthTag(tag)
    return Buffer.concat([decipher.update(ciphertext), decipher.final()])
  } catch {
    throw new RecordIntegrityError(
      'A stored record failed its integrity check: it was changed, or belongs to another file or key.',
    )
  }
}

/** RECORDS_KEY as bytes; throws unless it is 32 bytes. */
export function masterKeyFrom(base64: string): Buffer {
  const key = Buffer.from(base64, 'base64')
  if (key.length !== 32) throw new Error('RECORDS_KEY must be 32 bytes in base64')
  return key
}

/** A new file key and its wrapped form (base64 of nonce, wrapped key and tag), for the database. */
export function newFileKey(master: Buffer, fileId: string): { key: Buffer; wrapped: string } {
  const key = randomBytes(32)
  const { nonce, ciphertext, tag } = seal(master, key, Buffer.from(`file-key:${fileId}`))
  return { key, wrapped: Buffer.concat([nonce, ciphertext, tag]).toString('base64') }
}

export function unwrapFileKey(master: Buffer, fileId: string, wrapped: string): Buffer {
  const bytes = Buffer.from(wrapped, 'base64')
  return open(
    master,
    bytes.subarray(0, NONCE_BYTES),
    bytes.subarray(NONCE_BYTES, bytes.length - TAG_BYTES),
    bytes.subarray(bytes.length - TAG_BYTES),
    Buffer.from(`file-key:${fileId}`),
  )
}

const recordAad = (fileId: string, seq: number) => Buffer.from(`record:${fileId}:${String(seq)}`)

/** One record, sealed and framed. */
export function sealRecord(key: Buffer, fileId: string, seq: number, plaintext: Buffer): Buffer {
  const { nonce, ciphertext, tag } = seal(key, plaintext, recordAad(fileId, seq))
  const header = Buffer.alloc(HEADER_BYTES)
  header.writeUInt32BE(ciphertext.length)
  return Buffer.concat([header, nonce, ciphertext, tag])
}

/** One framed record's plaintext; throws RecordIntegrityError when it was changed or is not record `seq` of this file. */
export function openRecord(key: Buffer, fileId: string, seq: number, frame: Buffer): Buffer {
  const length = frame.readUInt32BE(0)
  if (frame.length !== RECORD_OVERHEAD + length) throw new RecordIntegrityError('A stored record is truncated.')
  const nonce = frame.subarray(HEADER_BYTES, HEADER_BYTES + NONCE_BYTES)
  return open(
    key,
    nonce,
    frame.subarray(HEADER_BYTES + NONCE_BYTES, HEADER_BYTES + NONCE_BYTES + length),
    frame.subarray(HEADER_BYTES + NONCE_BYTES + length),
    recordAad(fileId, seq),
  )
}

/** Splits a stream of framed records (chunks of any size) into whole frames. */
export async function* framesOf(chunks: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  let pending: Buffer = Buffer.alloc(0)
  for await (const chunk of chunks) {
    pending = pending.length ? Buffer.concat([pending, chunk]) : chunk
    while (pending.length >= HEADER_BYTES) {
      const size = RECORD_OVERHEAD + pending.readUInt32BE(0)
      if (pending.length < size) break
      yield pending.subarray(0, size)
      pending = pending.subarray(size)
    }
  }
  if (pending.length) throw new RecordIntegrityError('A stored file ends in the middle of a record.')
}
