import { deflateRawSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { zipArchive } from '../../tests/support/zip-archive'
import { centralDirectory, MAX_DECLARED_BYTES, officeKind, zipBombReason } from './zip-inspection'

describe('a ZIP archive read from its central directory', () => {
  it('lists each entry with its stored and declared sizes', () => {
    const archive = zipArchive([
      { name: 'a.txt', data: Buffer.from('hello hello hello hello') },
      { name: 'b.bin', data: Buffer.alloc(5000, 7) },
    ])
    const entries = centralDirectory(archive, 0)
    expect(entries?.map((entry) => [entry.name, entry.uncompressed])).toEqual([
      ['a.txt', 23],
      ['b.bin', 5000],
    ])
    expect(entries?.[1]?.compressed).toBeLessThan(100)
    // Read from a tail that starts inside the file, as the upload check does.
    expect(centralDirectory(archive.subarray(10), 10)).toEqual(entries)
    expect(centralDirectory(Buffer.from('not a zip at all, no end record here'), 0)).toBeUndefined()
  })

  it('refuses an entry over 1,000:1 and a declared total over 2 GB; a real document passes', () => {
    expect(zipBombReason([{ name: '[Content_Types].xml', compressed: 1_043_000, uncompressed: 1024 ** 3 }])).toMatch(
      /ratio/,
    )
    expect(zipBombReason([{ name: 'x', compressed: 0, uncompressed: 1 }])).toMatch(/ratio/)
    expect(
      zipBombReason([
        { name: 'a', compressed: 1024 ** 3, uncompressed: MAX_DECLARED_BYTES / 2 + 1 },
        { name: 'b', compressed: 1024 ** 3, uncompressed: MAX_DECLARED_BYTES / 2 },
      ]),
    ).toMatch(/2 GB/)
    expect(zipBombReason([{ name: 'xl/worksheets/sheet1.xml', compressed: 20e6, uncompressed: 120e6 }])).toBeUndefined()
    expect(zipBombReason([{ name: 'empty/', compressed: 0, uncompressed: 0 }])).toBeUndefined()
  })

  it('inflates [Content_Types].xml to at most 1 MB: a bomb in it is a plain ZIP, never 1 GB in memory', async () => {
    const bomb = deflateRawSync(Buffer.alloc(64 * 1024 * 1024, 0x20))
    const header = Buffer.alloc(30)
    header.writeUInt32LE(0x04034b50, 0)
    header.writeUInt16LE(8, 8)
    header.writeUInt32LE(bomb.length, 18)
    header.writeUInt16LE('[Content_Types].xml'.length, 26)
    const before = process.memoryUsage().arrayBuffers
    expect(await officeKind(Buffer.concat([header, Buffer.from('[Content_Types].xml'), bomb]))).toBe('zip')
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(32 * 1024 * 1024)
  })
})
