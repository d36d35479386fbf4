import { afterEach, describe, expect, test } from 'vitest'
import { baseUrl, type OpenedPage, openPage, waitForHydration } from './support'
import { ONE_PAGE_OF_EVERY_SCREEN } from './screens'

let opened: OpenedPage | undefined
afterEach(async () => {
  await opened?.close()
  opened = undefined
})

describe('Content-Security-Policy in the browser', () => {
  test.each(ONE_PAGE_OF_EVERY_SCREEN)('%s hydrates and navigates with no policy violation', async (path) => {
    opened = await openPage(path, {
      prepare: async (page) => {
        await page.addInitScript(() => {
          const seen: string[] = []
          ;(window as unknown as { __cspViolations: string[] }).__cspViolations = seen
          document.addEventListener('securitypolicyviolation', (event) =>
            seen.push(`${event.violatedDirective} ${event.blockedURI}`),
          )
        })
      },
    })
    const { page } = opened
    const response = await page.request.get(new URL(path, baseUrl()).toString())
    expect(response.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/)
    await waitForHydration(page)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Experience', exact: true }).click()
    await page.waitForURL('**/experience')
    await page.getByRole('heading', { level: 1 }).waitFor()
    await expect(
      page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations),
    ).resolves.toEqual([])
    expect(opened.consoleErrors.filter((m) => !m.includes('status of 404'))).toEqual([])
  })
})

describe('headers and caching from the real server', () => {
  test('a page: security headers, revalidated', async () => {
    const response = await fetch(new URL('/about', baseUrl()))
    const headers = response.headers
    expect(headers.get('content-security-policy')).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/)
    for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'"])
      expect(headers.get('content-security-policy')).toContain(directive)
    expect(headers.get('strict-transport-security')).toMatch(/max-age=31536000/)
    expect(headers.get('x-content-type-options')).toBe('nosniff')
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(headers.get('permissions-policy')).toBeTruthy()
    expect(headers.get('cross-origin-opener-policy')).toBe('same-origin')
    expect(headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
  })

  test('hashed assets are immutable for a year; JSON revalidates', async () => {
    const html = await (await fetch(new URL('/', baseUrl()))).text()
    const asset = html.match(/"(\/assets\/[^"]+\.js)"/)![1]!
    expect((await fetch(new URL(asset, baseUrl()))).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    )
    expect((await fetch(new URL('/ai/pages/index.json', baseUrl()))).headers.get('cache-control')).toBe(
      'public, max-age=0, must-revalidate',
    )
  })
})
