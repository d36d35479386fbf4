import fs from 'node:fs'
import path from 'node:path'
import { convert } from 'fontverter'
import { Blob, Face } from 'harfbuzzjs'
import { describe, expect, it } from 'vitest'
import { isInFontSubset, subsetCodePoints, unicodeRangeDescriptor } from '../../app/lib/fonts/subset-range'
import { FONTS_DIR, SITE_FONTS, sourceFont, subsetSiteFont } from './subset-fonts'

const root = path.resolve(import.meta.dirname, '../..')

/** The code points a font file maps to glyphs. */
async function codePointsOf(woff2: Buffer): Promise<number[]> {
  const face = new Face(new Blob(await convert(woff2, 'truetype')))
  return [...face.collectUnicodes()].sort((a, b) => a - b)
}

describe('the site font files', () => {
  it.each(SITE_FONTS)('$file is what npm run fonts:subset derives from $source', async ({ file, source }) => {
    const committed = fs.readFileSync(path.join(FONTS_DIR, file))
    const original = sourceFont(source)
    expect(Buffer.compare(await subsetSiteFont(original), committed)).toBe(0)
    expect(committed.length).toBeLessThan(original.length)
  })

  it.each(SITE_FONTS)(
    '$file holds every character of the subset its original has, and no other',
    async ({ file, source }) => {
      const wanted = new Set(subsetCodePoints())
      const original = await codePointsOf(sourceFont(source))
      const subset = await codePointsOf(fs.readFileSync(path.join(FONTS_DIR, file)))
      expect(subset).toEqual(original.filter((code) => wanted.has(code)))
      // Whatever else the list names, the letters, digits and punctuation of English are all there.
      for (let code = 0x20; code <= 0x7e; code++) expect(subset).toContain(code)
      for (const character of '§¶ñé—–’“”…') expect(subset).toContain(character.codePointAt(0))
    },
  )

  it("every @font-face of the stylesheet names the subset's range, and every face uses a derived file", () => {
    const css = fs.readFileSync(path.join(root, 'app/fonts.css'), 'utf8')
    const ranges = [...css.matchAll(/unicode-range:\s*([^;]+);/g)].map((match) => match[1]!.replace(/\s+/g, ' ').trim())
    expect(ranges).toEqual(SITE_FONTS.map(() => unicodeRangeDescriptor()))
    const sources = [...css.matchAll(/url\('\.\/fonts\/([^']+)'\)/g)].map((match) => match[1])
    expect(sources.sort()).toEqual(SITE_FONTS.map(({ file }) => file).sort())
  })

  it("the site's copy uses no character the fonts leave out", () => {
    const codePoints = new Set(subsetCodePoints())
    const outside: string[] = []
    for (const dir of ['content', 'app/copy'])
      for (const name of fs.readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })) {
        if (!/\.(ya?ml|md|mdoc|json|ts)$/.test(name) || name.endsWith('.test.ts')) continue
        for (const character of new Set(fs.readFileSync(path.join(root, dir, name), 'utf8')))
          if (!isInFontSubset(character, codePoints))
            outside.push(`${dir}/${name}: U+${character.codePointAt(0)!.toString(16).toUpperCase()}`)
      }
    // A new character in the copy: add it to ~/lib/fonts/subset-range and run npm run fonts:subset.
    expect(outside).toEqual([])
  })
})
