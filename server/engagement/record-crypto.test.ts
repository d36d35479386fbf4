import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { framesOf, newFileKey, openRecord, RecordIntegrityError, sealRecord, unwrapFileKey } from './record-crypto'

describe('sealed records', () => {
  it('wraps each file key under the records key, and only that file may unwrap it', () => {
    const master = randomBytes(32)
    const { key, wrapped } = newFileKey(master, 'file-a')
    expect(unwrapFileKey(master, 'file-a', wrapped).equals(key)).toBe(true)
    expect(() => unwrapFileKey(master, 'file-b', wrapped)).toThrow(RecordIntegrityError)
    expect(() => unwrapFileKey(randomBytes(32), 'file-a', wrapped)).toThrow(RecordIntegrityError)
  })

  it('seals each record on its own, never in the clear, and refuses one changed, moved or reordered', () => {
    const key = randomBytes(32)
    const plain = Buffer.from('Deposition of the plaintiff, page 1 of 200. '.repeat(4))
    const frame = sealRecord(key, 'file-a', 0, plain)
    expect(frame.includes(plain.subarray(0, 32))).toBe(false)
    expect(openRecord(key, 'file-a', 0, frame).equals(plain)).toBe(true)
    expect(() => openRecord(key, 'file-a', 1, frame)).toThrow(RecordIntegrityError)
    expect(() => openRecord(key, 'file-b', 0, frame)).toThrow(RecordIntegrityError)
    const changed = Buffer.from(frame)
    changed[40] = (changed[40] ?? 0) ^ 1
    expect(() => openRecord(key, 'file-a', 0, changed)).toThrow(RecordIntegrityError)
  })

  it('splits a stream of records arriving in any pieces, and refuses one cut short', async () => {
    const key = randomBytes(32)
    const frames = [
      sealRecord(key, 'f', 0, Buffer.from('first')),
      sealRecord(key, 'f', 1, Buffer.from('second record')),
    ]
    const joined = Buffer.concat(frames)
    async function* pieces(bytes: Buffer, size: number) {
      for (let start = 0; start < bytes.length; start += size) yield bytes.subarray(start, start + size)
    }
    const read: string[] = []
    let seq = 0
    for await (const frame of framesOf(pieces(joined, 7))) read.push(openRecord(key, 'f', seq++, frame).toString())
    expect(read).toEqual(['first', 'second record'])
    await expect(
      (async () => {
        for await (const frame of framesOf(pieces(joined.subarray(0, joined.length - 3), 5))) void frame
      })(),
    ).rejects.toThrow(RecordIntegrityError)
  })
})
