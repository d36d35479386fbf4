import fs from 'node:fs'
import zlib from 'node:zlib'
import { Parser } from 'htmlparser2'
import { afterEach, describe, expect, test } from 'vitest'
import { LEVELS } from '../../scripts/build-steps/precompress'
import { htmlFileFor } from './initial-assets'
import { type OpenedPage, openPage } from './support'

/** Issue 52: the HTML a phone needs for its first screen fits one round trip (about 14 KB after the first ten packets). */
const FIRST_SCREEN_HTML_BUDGET_BROTLI_BYTES = 14 * 1024
const PHONE = { width: 390, height: 844 }
const PAGES = [
  '/',
  '/services/business-valuation/texas/houston',
  '/texas',
  '/about',
  '/contact',
  '/economic-loss-calculator',
] as const

let opened: OpenedPage | undefined
afterEach(async () => {
  await opened?.close()
  opened = undefined
})

/**
 * Where each element of `html` ends in its text, in document order (the order of its start tags, as the
 * browser's parser creates them): for a void or implicitly closed element, where its start tag ends.
 */
function elementEnds(html: string): number[] {
  const ends: number[] = []
  const open: number[] = []
  const parser = new Parser({
    onopentag() {
      open.push(ends.length)
      ends.push(-1)
    },
    onclosetag() {
      ends[open.pop()!] = parser.endIndex + 1
    },
  })
  parser.end(html)
  return ends
}

describe('the first screen of a phone arrives in one round trip', () => {
  test.each(PAGES)(
    '%s: the HTML up to the end of the last element that starts within 390x844 is at most 14 KB with brotli',
    async (pagePath) => {
      // Without scripts, the document is what the parser made of the HTML: one element per start tag.
      opened = await openPage(pagePath, { viewport: PHONE, javaScriptEnabled: false, isMobile: true, hasTouch: true })
      const { count, last } = await opened.page.evaluate(({ width, height }) => {
        const elements = [...document.getElementsByTagName('*')]
        // A fixed bar (the bottom bar) is painted wherever its markup sits: it does not say where the first screen ends.
        const fixed = elements.filter((element) => getComputedStyle(element).position === 'fixed')
        let lastIndex = -1
        elements.forEach((element, index) => {
          if (element.getClientRects().length === 0 || fixed.some((bar) => bar.contains(element))) return
          const box = element.getBoundingClientRect()
          if (box.top < height && box.left < width && box.bottom > 0 && box.right > 0) lastIndex = index
        })
        return { count: elements.length, last: lastIndex }
      }, PHONE)
      const html = fs.readFileSync(htmlFileFor(pagePath), 'utf8')
      const ends = elementEnds(html)
      expect(ends.length, 'the elements read from the HTML are the ones the browser made').toBe(count)
      expect(last, 'an element starts on the first screen').toBeGreaterThan(0)
      const firstScreen = Buffer.from(html.slice(0, ends[last]))
      const brotli = zlib.brotliCompressSync(firstScreen, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: LEVELS.page.brotli },
      }).length
      console.info(`${pagePath}: first screen ${String(firstScreen.length)} bytes, ${String(brotli)} with brotli`)
      expect(brotli).toBeLessThanOrEqual(FIRST_SCREEN_HTML_BUDGET_BROTLI_BYTES)
    },
  )
})
