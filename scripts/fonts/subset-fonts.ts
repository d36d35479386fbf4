/**
 * npm run fonts:subset: derives the site's web font files (app/fonts/) from the @fontsource packages'
 * Latin files, keeping only the characters of ~/lib/fonts/subset-range and every OpenType feature and
 * hint of the originals, so kerning, ligatures and figures are unchanged. The result is about a quarter
 * smaller (each text weight fits in a first TCP round trip), and the files are committed, like the data
 * the other derivation scripts write; a unit test derives them again and compares the bytes.
 */
import fs from 'node:fs'
import path from 'node:path'
import subsetFont from 'subset-font'
import { subsetCodePoints } from '../../app/lib/fonts/subset-range'

const root = path.resolve(import.meta.dirname, '../..')
export const FONTS_DIR = path.join(root, 'app/fonts')

/** Each file the site serves, with the @fontsource file it comes from. */
export const SITE_FONTS: ReadonlyArray<{ file: string; source: string }> = [
  { file: 'source-sans-3-400.woff2', source: '@fontsource/source-sans-3/files/source-sans-3-latin-400-normal.woff2' },
  { file: 'source-sans-3-600.woff2', source: '@fontsource/source-sans-3/files/source-sans-3-latin-600-normal.woff2' },
  { file: 'source-sans-3-700.woff2', source: '@fontsource/source-sans-3/files/source-sans-3-latin-700-normal.woff2' },
  {
    file: 'source-serif-4-700.woff2',
    source: '@fontsource/source-serif-4/files/source-serif-4-latin-700-normal.woff2',
  },
]

/** The original file's bytes. */
export const sourceFont = (source: string): Buffer => fs.readFileSync(path.join(root, 'node_modules', source))

/** One font file cut to the subset's characters, as WOFF2. */
export function subsetSiteFont(original: Buffer): Promise<Buffer> {
  return subsetFont(original, String.fromCodePoint(...subsetCodePoints()), { targetFormat: 'woff2' })
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  fs.mkdirSync(FONTS_DIR, { recursive: true })
  for (const { file, source } of SITE_FONTS) {
    const original = sourceFont(source)
    const subset = await subsetSiteFont(original)
    fs.writeFileSync(path.join(FONTS_DIR, file), subset)
    console.log(`${file}: ${original.length.toLocaleString('en-US')} to ${subset.length.toLocaleString('en-US')} bytes`)
  }
}
