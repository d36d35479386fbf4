import sansRegular from '~/fonts/source-sans-3-400.woff2?url'
import serifBold from '~/fonts/source-serif-4-700.woff2?url'

/**
 * The web fonts that paint above the fold on every page: the text's regular weight and the headings'
 * bold. The root route preloads them so that they usually arrive before the first paint; the other
 * weights (~/fonts.css) load when text first uses them. The URLs are the build's own hashed files, the
 * same ones the stylesheet's @font-face rules name.
 */
const ABOVE_THE_FOLD_FONTS: readonly string[] = [sansRegular, serifBold]

/** The link descriptors that preload them (a font preload must be anonymous CORS to be used). */
export function fontPreloadLinks(): {
  rel: 'preload'
  href: string
  as: 'font'
  type: 'font/woff2'
  crossOrigin: 'anonymous'
}[] {
  return ABOVE_THE_FOLD_FONTS.map((href) => ({
    rel: 'preload',
    href,
    as: 'font',
    type: 'font/woff2',
    crossOrigin: 'anonymous',
  }))
}
