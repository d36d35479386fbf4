/**
 * Draws public/og-default.png (the 1200x630 share image) and public/logo.png (the logo the
 * structured data names) from site config, with headless Chromium. Run by hand when the firm's
 * name, tagline or colours change: `npx tsx scripts/draw-share-images.ts`.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { SHARE_IMAGE } from '~/lib/seo/page-meta'
import { siteConfig } from '~/config/site-config'

const PRIMARY = '#12325b'
const ACCENT = '#f2b84b'
const MARK = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="${PRIMARY}"/><path d="M7 23V9l9 8 9-8v14" fill="none" stroke="${ACCENT}" stroke-width="3" stroke-linejoin="round"/></svg>`

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;')

function chromium(): string {
  for (const candidate of [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (candidate && fs.existsSync(candidate)) return candidate
  }
  throw new Error('No Chromium found: install it or set CHROME_PATH.')
}

function screenshot(html: string, width: number, height: number, out: string): void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'share-image-'))
  const file = path.join(dir, 'card.html')
  fs.writeFileSync(file, html)
  execFileSync(
    chromium(),
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--hide-scrollbars',
      `--window-size=${width},${height}`,
      `--screenshot=${out}`,
      `file://${file}`,
    ],
    { stdio: 'ignore' },
  )
  fs.rmSync(dir, { recursive: true, force: true })
}

const card = `<!doctype html><html><head><meta charset="utf-8"><style>
  html, body { margin: 0; width: ${SHARE_IMAGE.width}px; height: ${SHARE_IMAGE.height}px; overflow: hidden; }
  body { background: ${PRIMARY}; color: #fff; font-family: Georgia, 'DejaVu Serif', serif; display: flex; flex-direction: column; justify-content: center; padding: 0 96px; box-sizing: border-box; }
  .mark { width: 112px; height: 112px; margin-bottom: 40px; }
  .mark svg { width: 100%; height: 100%; }
  h1 { font-size: 72px; line-height: 1.1; margin: 0 0 24px; }
  p { font-family: 'DejaVu Sans', Arial, sans-serif; font-size: 32px; line-height: 1.35; margin: 0; color: #dbe4f0; max-width: 960px; }
  .rule { width: 160px; height: 8px; background: ${ACCENT}; margin: 36px 0 28px; border-radius: 4px; }
  .small { font-size: 26px; color: ${ACCENT}; }
</style></head><body>
  <div class="mark">${MARK.replace(`fill="${PRIMARY}"`, 'fill="#0b2445"')}</div>
  <h1>${escape(siteConfig.name)}</h1>
  <p>${escape(siteConfig.tagline)}</p>
  <div class="rule"></div>
  <p class="small">${escape(siteConfig.promises.nationwide.item)}</p>
</body></html>`

const logo = `<!doctype html><html><head><style>html, body { margin: 0; width: 512px; height: 512px; overflow: hidden; background: #fff; } svg { width: 512px; height: 512px; display: block; }</style></head><body>${MARK}</body></html>`

const publicDir = path.resolve('public')
screenshot(card, SHARE_IMAGE.width, SHARE_IMAGE.height, path.join(publicDir, siteConfig.shareImagePath.slice(1)))
screenshot(logo, 512, 512, path.join(publicDir, siteConfig.logoPath.slice(1)))
console.log(`wrote ${siteConfig.shareImagePath} and ${siteConfig.logoPath} in public/`)
