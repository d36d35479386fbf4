/**
 * Portraits of the principal and the team (content/firm/portraits/{id}.{jpg,png,webp,svg}, id
 * "principal" or a team member's slug). A photo is served as AVIF and WebP at the widths the pages
 * use, made at build (scripts/build-steps/portraits.ts); an SVG drawing is served as it is.
 */

/** The folder, inside the content folder. */
export const PORTRAITS_FOLDER = 'firm/portraits'
/** Where the build writes them, under the deploy directory. */
export const PORTRAITS_URL = '/portraits'
/** The widths made of a photo: the 160 CSS px the pages show, at 1x, 2x and 3x. */
export const PORTRAIT_WIDTHS = [160, 320, 480] as const
/** Shown 160 px wide, 4:5. */
export const PORTRAIT_SIZE = { width: 160, height: 200 } as const
/** The photo files a firm may add, in the order one is preferred when several share an id. */
const PHOTO_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.avif', '.tif', '.tiff'] as const
export const DRAWING_EXTENSION = '.svg'

export type Portrait = { kind: 'drawing'; src: string } | { kind: 'photo'; src: string; avif: string; webp: string }

/** "/portraits/principal-320.webp 320w, ..." */
function portraitSrcset(id: string, format: 'avif' | 'webp'): string {
  return PORTRAIT_WIDTHS.map((width) => `${portraitUrl(id, width, format)} ${String(width)}w`).join(', ')
}

export function portraitUrl(id: string, width: number, format: 'avif' | 'webp'): string {
  return `${PORTRAITS_URL}/${id}-${String(width)}.${format}`
}

/** What the pages show of a portrait file: its sources (a photo) or its drawing. */
export function portraitOf(id: string, fileName: string): Portrait {
  if (fileName.toLowerCase().endsWith(DRAWING_EXTENSION))
    return { kind: 'drawing', src: `${PORTRAITS_URL}/${id}${DRAWING_EXTENSION}` }
  return {
    kind: 'photo',
    src: portraitUrl(id, PORTRAIT_WIDTHS[1], 'webp'),
    avif: portraitSrcset(id, 'avif'),
    webp: portraitSrcset(id, 'webp'),
  }
}

/** The file a portrait is made from, among a folder's file names: a photo before a drawing. */
export function portraitFileName(id: string, fileNames: readonly string[]): string | undefined {
  const named = fileNames.filter((name) => name.slice(0, name.lastIndexOf('.')) === id)
  const extension = (name: string) => name.slice(name.lastIndexOf('.')).toLowerCase()
  for (const photo of PHOTO_EXTENSIONS) {
    const found = named.find((name) => extension(name) === photo)
    if (found) return found
  }
  return named.find((name) => extension(name) === DRAWING_EXTENSION)
}
