/**
 * Renders public/og-default.png (1200x630 share image) and public/logo.png (512x512) from the site
 * configuration with Chromium. Run it again after changing the firm's name or tagline:
 *   npx tsx scripts/make-brand-images.ts
 */
import path from 'node:path'
import { chromium } from 'playwright-core'
import { siteConfig } from '~/lib/site-config'
import { CHROMIUM_ARGS, findChromium } from '../tests/e2e/browser-path'

const MARK = '<svg viewBox="0 0 32 32" width="100%" height="100%"><rect width="32" height="32" rx="6" fill="#12325b"/><path d="M7 23V9l9 8 9-8v14" fill="none" stroke="#f2b84b" stroke-width="3" stroke-linejoin="round"/></svg>'
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;')

const shareHtml = `<!doctype html><html><body style="margin:0;width:1200px;height:630px;background:#12325b;font-family:Georgia,serif;color:#fff;display:flex;flex-direction:column;justify-content:center;padding:0 96px;box-sizing:border-box">
<div style="width:120px;height:120px;margin-bottom:40px;border:4px solid #f2b84b;border-radius:12px">${MARK}</div>
<div style="font-size:68px;font-weight:700;line-height:1.1">${escape(siteConfig.name)}</div>
<div style="font-size:34px;margin-top:24px;color:#f2b84b;font-family:Arial,sans-serif;line-height:1.3">${escape(siteConfig.tagline)}</div>
</body></html>`
const logoHtml = `<!doctype html><html><body style="margin:0;width:512px;height:512px">${MARK}</body></html>`

const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS })
const page = await browser.newPage()
await page.setViewportSize({ width: 1200, height: 630 })
await page.setContent(shareHtml)
await page.screenshot({ path: path.resolve('public/og-default.png') })
await page.setViewportSize({ width: 512, height: 512 })
await page.setContent(logoHtml)
await page.screenshot({ path: path.resolve('public/logo.png'), omitBackground: true })
await browser.close()
console.log('wrote public/og-default.png and public/logo.png')
