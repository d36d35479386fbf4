import type { Page } from 'playwright-core'
import { afterEach, describe, expect, test } from 'vitest'
import { ERROR_SUMMARY_HEADING } from '~/components/forms/error-summary'
import { violations } from './axe'
import { type OpenedPage, openPage, waitForHydration } from './support'
import { ONE_PAGE_OF_EVERY_SCREEN } from './screens'

let opened: OpenedPage | undefined
afterEach(async () => {
  await opened?.close()
  opened = undefined
})

describe('axe: WCAG 2.2 AA, zero violations', () => {
  test.each(ONE_PAGE_OF_EVERY_SCREEN)('%s', async (path) => {
    opened = await openPage(path)
    await waitForHydration(opened.page)
    expect(await violations(opened.page)).toEqual([])
  })

  test('with the header Services menu open', async () => {
    opened = await openPage('/')
    await waitForHydration(opened.page)
    await opened.page.getByRole('button', { name: 'Services' }).click()
    await opened.page.getByRole('menu').waitFor()
    expect(await violations(opened.page)).toEqual([])
  })

  test('with the mobile menu open', async () => {
    opened = await openPage('/', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    await waitForHydration(opened.page)
    await opened.page.getByRole('button', { name: 'Open menu' }).click()
    await opened.page.getByRole('navigation', { name: 'Mobile' }).waitFor()
    expect(await violations(opened.page)).toEqual([])
  })

  test('with the bottom bar on a phone', async () => {
    opened = await openPage('/about', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    await waitForHydration(opened.page)
    await opened.page.getByRole('complementary', { name: 'Quick actions' }).waitFor()
    expect(await violations(opened.page)).toEqual([])
  })

  test('with the search suggestions open', async () => {
    opened = await openPage('/about')
    await waitForHydration(opened.page)
    const box = opened.page.getByRole('combobox').first()
    await box.click()
    await box.fill('life care')
    await opened.page.getByRole('listbox').first().waitFor()
    expect(await violations(opened.page)).toEqual([])
  })

  test('with a form showing its error summary and messages', async () => {
    opened = await openPage('/contact')
    await waitForHydration(opened.page)
    await opened.page
      .getByRole('button', { name: /send|submit|request/i })
      .first()
      .click()
    await opened.page.getByText(ERROR_SUMMARY_HEADING).waitFor()
    // Colours are checked as shown, once any transition has ended (mid-fade, a half-transparent text is
    // measured against the page behind it).
    await opened.page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished),
      ),
    )
    expect(await violations(opened.page)).toEqual([])
  })

  test('with an FAQ item open', async () => {
    opened = await openPage('/')
    await waitForHydration(opened.page)
    const question = opened.page.locator('#faq button[aria-expanded]').first()
    await question.click()
    await expect(question.getAttribute('aria-expanded')).resolves.toBe('true')
    expect(await violations(opened.page)).toEqual([])
  })
})

describe('keyboard only', () => {
  /**
   * The focused element, and whether it shows a focus indicator: its outline or box-shadow as focused is
   * compared with the same element's unfocused style (blurred, then focused again so Tab goes on from it),
   * and the change must be visible: an outline of non-zero width, or a new shadow layer with a spread or
   * blur, in a colour that is not transparent. Transitions are finished first, so the end styles are read.
   */
  async function focused(page: Page) {
    return page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null
      const alpha = (color: string) => {
        if (color === 'transparent') return 0
        const slash = /\/\s*([\d.]+)(%?)\s*\)$/.exec(color)
        if (slash) return parseFloat(slash[1]!) / (slash[2] ? 100 : 1)
        const rgba = /^rgba\([^,]+,[^,]+,[^,]+,\s*([\d.]+)\)$/.exec(color)
        return rgba ? parseFloat(rgba[1]!) : 1
      }
      const layers = (shadow: string) =>
        shadow === 'none' ? [] : shadow.split(/,(?![^(]*\))/).map((layer) => layer.trim())
      const visibleLayer = (layer: string) => {
        const color = /^(?:[a-z-]+\([^)]*\)|[a-z]+)/.exec(layer)?.[0] ?? ''
        const lengths =
          layer
            .slice(color.length)
            .match(/-?[\d.]+px/g)
            ?.map(parseFloat) ?? []
        const [, , blur = 0, spread = 0] = lengths
        return alpha(color) > 0 && (blur > 0 || spread > 0)
      }
      const snapshot = (target: HTMLElement) => {
        for (const animation of target.getAnimations()) animation.finish()
        const style = getComputedStyle(target)
        return {
          outlineStyle: style.outlineStyle,
          outlineWidth: parseFloat(style.outlineWidth),
          outlineColor: style.outlineColor,
          boxShadow: style.boxShadow,
        }
      }
      if (!el || el === document.body)
        return { text: '', tag: el?.tagName ?? '', id: '', visibleFocus: false, styles: '' }
      const on = snapshot(el)
      el.blur()
      const off = snapshot(el)
      el.focus()
      const outline = on.outlineStyle !== 'none' && on.outlineWidth > 0 && alpha(on.outlineColor) > 0
      const outlineChanged =
        on.outlineStyle !== off.outlineStyle ||
        on.outlineWidth !== off.outlineWidth ||
        on.outlineColor !== off.outlineColor
      const unfocusedLayers = new Set(layers(off.boxShadow))
      const newShadow = layers(on.boxShadow).some((layer) => !unfocusedLayers.has(layer) && visibleLayer(layer))
      return {
        text: el.textContent?.trim() ?? '',
        tag: el.tagName,
        id: el.id,
        visibleFocus: (outline && outlineChanged) || newShadow,
        styles: `focused ${JSON.stringify(on)}; unfocused ${JSON.stringify(off)}`,
      }
    })
  }

  test('the first Tab reaches a skip link that moves focus to the main content', async () => {
    opened = await openPage('/services')
    const { page } = opened
    await waitForHydration(page)
    await page.keyboard.press('Tab')
    const skip = await focused(page)
    expect(skip.text).toBe('Skip to main content')
    expect(skip.visibleFocus).toBe(true)
    await page.keyboard.press('Enter')
    await expect(focused(page)).resolves.toMatchObject({ id: 'main' })
  })

  test('every control reached by Tab shows a visible focus indicator', async () => {
    opened = await openPage('/')
    const { page } = opened
    await waitForHydration(page)
    const seen: string[] = []
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab')
      const state = await focused(page)
      if (state.tag === 'BODY') break
      expect(state.visibleFocus, `${state.tag} "${state.text.slice(0, 40)}": ${state.styles}`).toBe(true)
      seen.push(state.text)
    }
    expect(seen.length).toBeGreaterThan(20)
  })

  test('header menu: opened from the keyboard, operated with arrows, focus returns to the trigger on Escape', async () => {
    opened = await openPage('/')
    const { page } = opened
    await waitForHydration(page)
    const trigger = page.getByRole('button', { name: 'About' })
    await trigger.focus()
    await page.keyboard.press('Enter')
    await page.getByRole('menu').waitFor()
    await page.keyboard.press('ArrowDown')
    expect((await focused(page)).text).toBe('Experience')
    await page.keyboard.press('Escape')
    await page.getByRole('menu').waitFor({ state: 'detached' })
    await expect(trigger.evaluate((el) => el === document.activeElement)).resolves.toBe(true)
    await trigger.focus()
    await page.keyboard.press('Enter')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await page.waitForURL('**/experience')
  })

  test('the mobile menu returns focus to its toggle when closed with Escape', async () => {
    opened = await openPage('/', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    const { page } = opened
    await waitForHydration(page)
    const toggle = page.getByRole('button', { name: 'Open menu' })
    await toggle.focus()
    await page.keyboard.press('Enter')
    await page.getByRole('navigation', { name: 'Mobile' }).waitFor()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Escape')
    await page.getByRole('navigation', { name: 'Mobile' }).waitFor({ state: 'hidden' })
    await expect(
      page.getByRole('button', { name: 'Open menu' }).evaluate((el) => el === document.activeElement),
    ).resolves.toBe(true)
  })
})
