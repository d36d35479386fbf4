/**
 * The portraits the pages show (app/lib/firm/portraits.ts): each photo of content/firm/portraits/ made
 * into AVIF and WebP at the widths the pages use, cropped to 4:5 around its most salient part; a drawing
 * (SVG) copied as it is.
 */
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import {
  DRAWING_EXTENSION,
  PORTRAIT_SIZE,
  PORTRAIT_WIDTHS,
  PORTRAITS_URL,
  portraitFileName,
  portraitUrl,
} from '~/lib/firm/portraits'
import { writeFile } from './context'

export interface PortraitsWritten {
  photos: number
  drawings: number
  files: number
}

export async function writePortraits(sourceFolder: string, clientDir: string): Promise<PortraitsWritten> {
  const names = fs.existsSync(sourceFolder) ? fs.readdirSync(sourceFolder).filter((name) => !name.startsWith('.')) : []
  const ids = [...new Set(names.map((name) => name.slice(0, name.lastIndexOf('.'))).filter(Boolean))]
  const out = path.join(clientDir, PORTRAITS_URL)
  const written: PortraitsWritten = { photos: 0, drawings: 0, files: 0 }
  for (const id of ids) {
    const fileName = portraitFileName(id, names)
    if (!fileName) continue
    const source = path.join(sourceFolder, fileName)
    if (fileName.toLowerCase().endsWith(DRAWING_EXTENSION)) {
      writeFile(path.join(out, `${id}${DRAWING_EXTENSION}`), fs.readFileSync(source))
      written.drawings += 1
      written.files += 1
      continue
    }
    for (const width of PORTRAIT_WIDTHS) {
      const height = Math.round((width * PORTRAIT_SIZE.height) / PORTRAIT_SIZE.width)
      const resized = sharp(source).rotate().resize(width, height, { fit: 'cover', position: sharp.strategy.attention })
      writeFile(
        path.join(clientDir, portraitUrl(id, width, 'avif')),
        await resized.clone().avif({ quality: 55 }).toBuffer(),
      )
      writeFile(
        path.join(clientDir, portraitUrl(id, width, 'webp')),
        await resized.clone().webp({ quality: 78 }).toBuffer(),
      )
      written.files += 2
    }
    written.photos += 1
  }
  return written
}
