import fs from 'node:fs'
import { chromium } from 'playwright-core'

/** CHROME_PATH, Debian's /usr/bin/chromium, or Playwright's own install; a clear error when there is none. */
export function findChromium(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']
  for (const candidate of candidates) if (candidate && fs.existsSync(candidate)) return candidate
  try {
    const bundled = chromium.executablePath()
    if (bundled && fs.existsSync(bundled)) return bundled
  } catch {
    // playwright-core has no browser of its own
  }
  throw new Error(
    'No Chromium found for the browser tests. Install it (apt-get install -y chromium) or set CHROME_PATH.',
  )
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
