/**
 * The principal's portrait on the home page and /about, and each team member's on their page: the
 * sample's evident illustrations, served from /portraits and described as such to a screen reader.
 */
import { afterEach, describe, expect, test } from 'vitest'
import { type OpenedPage, openPage } from './support'

let opened: OpenedPage | undefined
afterEach(async () => {
  await opened?.close()
  opened = undefined
})

describe('portraits', () => {
  test.each([
    ['/', '#profile'],
    ['/about', '#principal'],
    ['/about/team/avery-sample', '#profile'],
  ])('%s shows the portrait in %s', async (path, section) => {
    opened = await openPage(path, { viewport: { width: 390, height: 844 } })
    const { page } = opened
    // The home page folds its profile behind a summary on a phone (decision 038): the visitor opens it first.
    const fold = page.locator(`${section} details.fold-on-phone:not([open])`)
    if (await fold.count()) await fold.first().locator('summary').click()
    const image = page.locator(`${section} img[src^="/portraits/"]`).first()
    await image.scrollIntoViewIfNeeded()
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    expect(await image.getAttribute('alt')).toMatch(/^Illustration in place of a portrait of /)
    const response = await page.request.get(new URL((await image.getAttribute('src'))!, page.url()).toString())
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('image/svg+xml')
  })
})
