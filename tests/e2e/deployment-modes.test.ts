/**
 * "Static hosting plus the collector": a sample build made with SITE_URL, FORM_ENDPOINT and
 * GA_MEASUREMENT_ID overridden must carry the new origin in canonical links and sitemaps, post its
 * forms to the external collector, allow that collector in every Content-Security-Policy, and load
 * the overridden analytics id.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import type { Request } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type SpawnedServer, spawnServer } from '../support/spawn-server'
import { getBrowser, waitForHydration } from './support'

const OVERRIDES = {
  SITE_URL: 'https://www.deploy-check.example',
  FORM_ENDPOINT: 'https://collector.deploy-check.example/f',
  GA_MEASUREMENT_ID: 'G-DEPLOY1234',
}
const COLLECTOR_ORIGIN = 'https://collector.deploy-check.example'

let buildRoot: string
let clientDir: string
let server: SpawnedServer | undefined
let baseUrl: string

const read = (relative: string) => fs.readFileSync(path.join(clientDir, relative), 'utf8')

beforeAll(async () => {
  // Inside the project: the prerender's server bundle resolves its packages from node_modules.
  fs.mkdirSync('.cache', { recursive: true })
  buildRoot = fs.mkdtempSync(path.resolve('.cache/deploy-mode-'))
  // A sample: the fixed pages, the first pages of each kind and one in 2,000 of the rest.
  const build = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/build.ts'], {
    env: { ...process.env, ...OVERRIDES, NODE_ENV: 'production', PRERENDER_SAMPLE: '2000', BUILD_DIR: buildRoot },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  if (build.status !== 0) throw new Error(`sample build failed:\n${build.stdout}\n${build.stderr}`)
  clientDir = path.join(buildRoot, 'client')

  server = await spawnServer({
    env: { ...OVERRIDES, NODE_ENV: 'production', BUILD_DIR: clientDir, DATA_DIR: path.join(buildRoot, 'data') },
  })
  baseUrl = server.url
}, 600_000)

afterAll(async () => {
  await server?.stop()
  if (buildRoot) fs.rmSync(buildRoot, { recursive: true, force: true })
})

describe('a build with SITE_URL, FORM_ENDPOINT and GA_MEASUREMENT_ID overridden', () => {
  test('canonical links and sitemaps are on the new origin', () => {
    expect(read('contact/index.html')).toContain(`<link rel="canonical" href="${OVERRIDES.SITE_URL}/contact"/>`)
    expect(read('alabama/index.html')).toContain(`<link rel="canonical" href="${OVERRIDES.SITE_URL}/alabama"/>`)
    const index = read('sitemap.xml')
    const children = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!)
    expect(children.length).toBeGreaterThan(0)
    expect(children.every((url) => url.startsWith(`${OVERRIDES.SITE_URL}/`))).toBe(true)
    const child = read(new URL(children[0]!).pathname.slice(1))
    const urls = [...child.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!)
    expect(urls.length).toBeGreaterThan(0)
    expect(urls.every((url) => url.startsWith(OVERRIDES.SITE_URL))).toBe(true)
    expect(read('robots.txt')).toContain(`Sitemap: ${OVERRIDES.SITE_URL}/sitemap.xml`)
  })

  test('_headers and each page meta policy allow the external collector in connect-src and form-action', () => {
    const headers = read('_headers')
    expect(headers).toMatch(new RegExp(`connect-src 'self'[^;\\n]* ${COLLECTOR_ORIGIN}`))
    expect(headers).toContain(`form-action 'self' ${COLLECTOR_ORIGIN}`)
    const meta =
      /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(read('contact/index.html'))?.[1] ?? ''
    expect(meta).toMatch(new RegExp(`connect-src 'self'[^;]* ${COLLECTOR_ORIGIN}`))
    expect(meta).toContain(`form-action 'self' ${COLLECTOR_ORIGIN}`)
  })

  test('the contact form posts to the external collector, which the page policy allows, and analytics loads with the overridden id', async () => {
    const context = await (await getBrowser()).newContext({ viewport: { width: 1280, height: 900 } })
    const posts: Request[] = []
    const tagRequests: string[] = []
    const violations: string[] = []
    try {
      await context.route(/^https:\/\/www\.googletagmanager\.com\//, async (route) => {
        tagRequests.push(route.request().url())
        await route.fulfill({ status: 200, contentType: 'text/javascript', body: '' })
      })
      await context.route(`${OVERRIDES.FORM_ENDPOINT}/**`, async (route) => {
        posts.push(route.request())
        if (route.request().method() === 'OPTIONS') {
          await route.fulfill({
            status: 204,
            headers: {
              'access-control-allow-origin': '*',
              'access-control-allow-headers': '*',
              'access-control-allow-methods': 'POST',
            },
          })
          return
        }
        await route.fulfill({
          status: 200,
          contentType: 'application/json',
          headers: { 'access-control-allow-origin': '*' },
          body: JSON.stringify({ ok: true, id: 'lead-1', next: '/contact' }),
        })
      })
      const page = await context.newPage()
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
      })
      await page.goto(`${baseUrl}/contact`, { waitUntil: 'load' })
      await waitForHydration(page)
      const form = page.getByRole('form', { name: 'Consultation request' })
      await form.getByLabel('First Name').fill('Ada')
      await form.getByLabel('Last Name').fill('Lovelace')
      await form.getByLabel('Email').fill('ada.deploy@lawfirm.example.com')
      await form.getByLabel('Phone').fill('(215) 555-0100')
      await form.getByRole('button', { name: 'Send Consultation Request' }).click()
      await expect
        .poll(() => posts.filter((request) => request.method() === 'POST').length, { timeout: 15_000 })
        .toBe(1)
      const post = posts.find((request) => request.method() === 'POST')!
      expect(post.url()).toBe(`${OVERRIDES.FORM_ENDPOINT}/contact`)
      expect(post.postDataJSON()).toMatchObject({ email: 'ada.deploy@lawfirm.example.com', firstName: 'Ada' })
      const policy = (await page.request.get(`${baseUrl}/contact`)).headers()['content-security-policy'] ?? ''
      expect(policy).toMatch(new RegExp(`connect-src 'self'[^;]* ${COLLECTOR_ORIGIN}`))
      expect(violations).toEqual([])
      // The analytics tag loads after the first interaction, with the overridden measurement id.
      await expect.poll(() => tagRequests.length, { timeout: 15_000 }).toBeGreaterThan(0)
      expect(new URL(tagRequests[0]!).searchParams.get('id')).toBe(OVERRIDES.GA_MEASUREMENT_ID)
    } finally {
      await context.close()
    }
  })
})
