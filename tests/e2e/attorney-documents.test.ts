/**
 * What an attorney checks before retaining the expert, followed the way a visitor does: from /about to
 * the testimony list, the CV and the fee schedule, and the PDFs read back as text.
 */
import type { Page } from 'playwright-core'
import { afterEach, describe, expect, test } from 'vitest'
import { feeSchedule, principal, testimony } from '~/lib/content-folder/firm-content.server'
import { DOCUMENT_LINKS, PAGE_LINKS } from '~/copy/navigation'
import { RETAINED_BY_LABELS } from '~/config/retained-by'
import { pdfText } from './pdf-text'
import { type OpenedPage, openPage, waitForHydration } from './support'

let opened: OpenedPage | undefined
afterEach(async () => {
  if (opened) expect(opened.consoleErrors, 'console errors').toEqual([])
  await opened?.close()
  opened = undefined
})

async function open(path: string): Promise<Page> {
  opened = await openPage(path)
  await waitForHydration(opened.page)
  return opened.page
}

/**
 * Clicks a link to a PDF in the browser, which opens it in its PDF viewer; returns the address it
 * opened, the type the server answered with, and the file's bytes (fetched again in the same browser
 * context: the viewer keeps the response body to itself).
 */
async function followPdfLink(
  page: Page,
  name: string,
): Promise<{ url: string; bytes: Uint8Array; type: string | null }> {
  const link = page.getByRole('main').getByRole('link', { name, exact: true })
  expect(await link.getAttribute('type')).toBe('application/pdf')
  const response = page.waitForResponse((candidate) => new URL(candidate.url()).pathname.endsWith('.pdf'))
  await link.click()
  const answer = await response
  expect(answer.status()).toBe(200)
  await page.waitForURL((url) => url.pathname.endsWith('.pdf'))
  const file = await page.context().request.get(answer.url())
  return {
    url: new URL(page.url()).pathname,
    bytes: new Uint8Array(await file.body()),
    type: answer.headers()['content-type'] ?? null,
  }
}

describe('from /about to the testimony list and the documents', () => {
  test('the testimony list opens from /about, with the cases, courts and the split by retaining side', async () => {
    const page = await open('/about')
    await page.getByRole('main').getByRole('link', { name: PAGE_LINKS.testimony.label, exact: true }).click()
    await page.waitForURL((url) => url.pathname === PAGE_LINKS.testimony.to)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Testimony list')
    const table = page.getByRole('table', { name: 'Testimony, newest first' })
    const rows = table.getByRole('row')
    const captions = await table.locator('tbody th cite').allTextContents()
    expect(captions.length).toBeGreaterThan(0)
    expect(await rows.count()).toBe(captions.length + 1)
    for (const caption of captions)
      expect([...testimony().matters.map((entry) => entry.caption), 'Confidential matter']).toContain(caption)
    const split = page.getByRole('region', { name: 'Who retained us' })
    for (const label of Object.values(RETAINED_BY_LABELS))
      await expect.poll(() => split.getByText(label, { exact: true }).count()).toBe(1)
    const counts = (await split.locator('dd').allTextContents()).map((text) => Number(/^\d+/.exec(text)?.[0]))
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(captions.length)
  })

  test('the CV opens from /about: a PDF naming the principal with every caption the testimony list shows', async () => {
    const page = await open('/about')
    const { url, bytes, type } = await followPdfLink(page, DOCUMENT_LINKS.cv.label)
    expect(url).toBe(DOCUMENT_LINKS.cv.to)
    expect(type).toBe('application/pdf')
    const text = await pdfText(bytes)
    expect(text).toContain(principal().name)
    const listed = await (await fetch(new URL(PAGE_LINKS.testimony.to, page.url()))).text()
    const captions = [...listed.matchAll(/<cite[^>]*>([^<]+)<\/cite>/g)].map((match) =>
      match[1]!.replace(/&amp;/g, '&'),
    )
    expect(captions.length).toBeGreaterThan(0)
    for (const caption of captions) expect(text).toContain(caption)
  })

  test('the fee schedule opens from /about: a PDF with the rates of the fees page', async () => {
    const page = await open('/about')
    const { url, bytes, type } = await followPdfLink(page, DOCUMENT_LINKS.feeSchedule.label)
    expect(url).toBe(DOCUMENT_LINKS.feeSchedule.to)
    expect(type).toBe('application/pdf')
    const text = await pdfText(bytes)
    for (const line of Object.values(feeSchedule().rates))
      expect(text).toContain(`$${line.rate.toLocaleString('en-US')} an hour`)
  })

  test.each(['/experience', '/fees'])('%s links to both documents and the testimony list', async (path) => {
    const page = await open(path)
    for (const link of [DOCUMENT_LINKS.cv, DOCUMENT_LINKS.feeSchedule, PAGE_LINKS.testimony]) {
      expect(
        await page.getByRole('main').locator(`a[href="${link.to}"]`).count(),
        `${path} -> ${link.to}`,
      ).toBeGreaterThan(0)
    }
  })

  test('the footer links to the fees page, the testimony list and both documents', async () => {
    const page = await open('/')
    const footer = page.getByRole('contentinfo')
    for (const link of [PAGE_LINKS.fees, PAGE_LINKS.testimony, DOCUMENT_LINKS.cv, DOCUMENT_LINKS.feeSchedule]) {
      expect(await footer.getByRole('link', { name: link.label, exact: true }).getAttribute('href')).toBe(link.to)
    }
  })
})
