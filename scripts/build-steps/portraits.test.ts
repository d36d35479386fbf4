import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterEach, describe, expect, test } from 'vitest'
import { PORTRAIT_WIDTHS, portraitFileName, portraitOf } from '~/lib/firm/portraits'
import { writePortraits } from './portraits'

const folders: string[] = []
const temporary = () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'portraits-'))
  folders.push(folder)
  return folder
}
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true })
})

describe('portraits', () => {
  test('a photo the firm adds is served as AVIF and WebP at each width the pages use, cropped to 4:5', async () => {
    const source = temporary()
    const client = temporary()
    // A 900 by 900 photo stand-in: a gradient, so the encoders have something to encode.
    const pixels = Buffer.alloc(900 * 900 * 3, 0).map((_, index) => (index * 7) % 256)
    await sharp(pixels, { raw: { width: 900, height: 900, channels: 3 } })
      .jpeg()
      .toFile(path.join(source, 'principal.jpg'))
    fs.copyFileSync('content/firm/portraits/principal.svg', path.join(source, 'jordan-lee.svg'))

    expect(await writePortraits(source, client)).toEqual({
      photos: 1,
      drawings: 1,
      files: PORTRAIT_WIDTHS.length * 2 + 1,
    })
    for (const width of PORTRAIT_WIDTHS) {
      for (const format of ['avif', 'webp'] as const) {
        const file = path.join(client, 'portraits', `principal-${String(width)}.${format}`)
        const meta = await sharp(file).metadata()
        expect(meta.format === 'heif' ? 'avif' : meta.format, file).toBe(format)
        expect(meta.width).toBe(width)
        expect(meta.height).toBe((width * 5) / 4)
      }
    }
    expect(fs.readFileSync(path.join(client, 'portraits', 'jordan-lee.svg'), 'utf8')).toContain('<svg')
  })

  test('a photo is preferred to a drawing of the same person, and the pages get its sources', () => {
    expect(portraitFileName('principal', ['principal.svg', 'principal.JPG', 'other.png'])).toBe('principal.JPG')
    expect(portraitFileName('principal', ['principal.svg'])).toBe('principal.svg')
    expect(portraitFileName('principal', ['principal-old.jpg'])).toBeUndefined()
    expect(portraitOf('principal', 'principal.jpg')).toEqual({
      kind: 'photo',
      src: '/portraits/principal-320.webp',
      avif: '/portraits/principal-160.avif 160w, /portraits/principal-320.avif 320w, /portraits/principal-480.avif 480w',
      webp: '/portraits/principal-160.webp 160w, /portraits/principal-320.webp 320w, /portraits/principal-480.webp 480w',
    })
    expect(portraitOf('principal', 'principal.svg')).toEqual({ kind: 'drawing', src: '/portraits/principal.svg' })
  })

  test('the sample shows a drawing, evidently an illustration, not a photo', () => {
    const files = fs.readdirSync('content/firm/portraits')
    expect(portraitFileName('principal', files)).toBe('principal.svg')
    const drawing = fs.readFileSync('content/firm/portraits/principal.svg', 'utf8')
    expect(drawing).toContain('ILLUSTRATION')
    expect(drawing).not.toMatch(/<image\b/)
  })
})
