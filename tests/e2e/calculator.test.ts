import AxeBuilder from '@axe-core/playwright'
import fs from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { afterEach, describe, expect, test } from 'vitest'
import { CALCULATOR_FORM_COPY } from '~/copy/calculator'
import {
  buildClientDir,
  dynamicImports,
  everythingOnDemand,
  gzipSize,
  htmlFileFor,
  initialAssets,
  withStaticImports,
} from './initial-assets'
import { baseUrl, type OpenedPage, openPage, recordedEvents, waitForHydration } from './support'

const PATH = '/economic-loss-calculator'
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
/** Another worked case, so that filling in the example visibly changes every figure. */
const OTHER_CASE =
  '?case=injury&age=30&retire=60&earnings=50000&residual=0&fringe=10&growth=2&discount=5&past=1&timing=end'

let opened: OpenedPage | undefined
afterEach(async () => {
  await opened?.close()
  opened = undefined
})

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .options({ rules: { 'target-size': { enabled: true } } })
    .analyze()
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  )
}

const summary = (page: Page) => page.getByRole('region', { name: CALCULATOR_FORM_COPY.results.summaryHeading })
const summaryText = async (page: Page) => (await summary(page).innerText()).replace(/\s+/g, ' ')

/** Types a value into a field from the keyboard: focus, select what is there, type. */
async function typeInto(page: Page, label: string, value: string) {
  const field = page.getByLabel(label, { exact: true })
  await field.focus()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type(value)
}

describe('the calculator without JavaScript', () => {
  test('the prerendered page shows the worked example fully computed: inputs, summary and the 27-year schedule', () => {
    const html = fs.readFileSync(htmlFileFor(PATH), 'utf8')
    for (const figure of ['$100,363', '$1,130,115', '$1,230,479']) expect(html).toContain(figure)
    expect(html).toMatch(/name="earnings"[^>]*value="60000"|value="60000"[^>]*name="earnings"/)
    expect(html).toMatch(/aria-live="polite"/)
    const rows = html.slice(html.indexOf('<tbody'), html.indexOf('</tbody>')).match(/<tr/g) ?? []
    expect(rows).toHaveLength(27)
    const graph = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!) as {
      '@graph': { '@type': string; isAccessibleForFree?: boolean }[]
    }
    expect(graph['@graph'].find((node) => node['@type'] === 'WebApplication')).toMatchObject({
      isAccessibleForFree: true,
    })
  })

  test('the prerendered page names where its starting figures come from: the worked example, the 2023 life tables, the CPI-U reference with its years', () => {
    const html = fs.readFileSync(htmlFileFor(PATH), 'utf8')
    expect(html).toContain(CALCULATOR_FORM_COPY.results.basisHeading)
    expect(html).toContain('Where the starting figures come from')
    expect(html).toContain('United States Life Tables, 2023')
    expect(html).toMatch(/rose 3\.16% a year, compounded, from 2015 to 2024/)
    expect(html).toContain('State of the forum')
  })

  test('its AI copy and sitemap entry exist, and /tools/calculator answers 301 to it', async () => {
    const copy = JSON.parse(
      fs.readFileSync(path.join(buildClientDir(), 'ai/pages/economic-loss-calculator.json'), 'utf8'),
    ) as { h1: string; url: string; tables: unknown[] }
    expect(copy.h1).toBe('Economic loss calculator')
    expect(new URL(copy.url).pathname).toBe(PATH)
    expect(JSON.stringify(copy.tables)).toContain('$1,130,115')
    const sitemaps = fs.readdirSync(buildClientDir()).filter((file) => /^sitemap-.*\.xml$/.test(file))
    expect(
      sitemaps.some((file) => fs.readFileSync(path.join(buildClientDir(), file), 'utf8').includes(`${PATH}</loc>`)),
    ).toBe(true)
    for (const legacy of ['/tools/calculator', '/tools']) {
      const response = await fetch(new URL(legacy, baseUrl()), { redirect: 'manual' })
      expect(response.status, legacy).toBe(301)
      expect(new URL(response.headers.get('location')!, baseUrl()).pathname).toBe(PATH)
    }
  })
})

describe('the calculator in the browser', () => {
  test('keyboard only: fill in the worked example, read the figures, switch to mid-year, download the CSV, follow the share link, send the figures to the contact form', async () => {
    opened = await openPage(`${PATH}${OTHER_CASE}`, { acceptDownloads: true })
    const { page } = opened
    await waitForHydration(page)
    await expect.poll(() => page.getByLabel('Age at trial', { exact: true }).inputValue()).toBe('30')
    expect(await summaryText(page)).not.toContain('$1,230,479')

    await typeInto(page, 'Age at trial', '40')
    await typeInto(page, 'Expected end of working life', '67')
    await typeInto(page, 'Annual earnings before the injury', '60,000')
    await typeInto(page, 'Annual residual earnings after the injury', '20000')
    await typeInto(page, 'Fringe benefit rate', '20')
    await typeInto(page, 'Annual earnings growth rate', '3')
    await typeInto(page, 'Discount rate', '4.5')
    await typeInto(page, 'Years from the injury to trial', '2')
    await page.keyboard.press('Enter')
    await expect.poll(() => summaryText(page)).toContain('$1,230,479')
    const figures = await summaryText(page)
    for (const figure of ['$100,363', '$1,130,115', '$1,230,479']) expect(figures).toContain(figure)
    expect(await summary(page).locator('[aria-live="polite"]').count()).toBe(1)
    expect(new URL(page.url()).search).toBe(
      '?case=injury&age=40&retire=67&earnings=60%2C000&residual=20000&fringe=20&growth=3&discount=4.5&past=2&timing=end',
    )

    // The convention is a radio group: arrow keys move the choice, and the figures follow at once.
    await page.getByRole('radio', { name: 'End of year' }).focus()
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => summaryText(page)).toContain('$1,155,263')
    expect(await page.getByRole('radio', { name: 'Mid-year' }).isChecked()).toBe(true)
    expect(await summaryText(page)).toContain('$100,363')

    const downloadButton = page.getByRole('button', { name: CALCULATOR_FORM_COPY.actions.downloadCsv })
    await downloadButton.focus()
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')])
    expect(download.suggestedFilename()).toBe(CALCULATOR_FORM_COPY.actions.csvFileName)
    const csv = fs.readFileSync((await download.path())!, 'utf8').split('\r\n')
    expect(csv[0]).toBe(CALCULATOR_FORM_COPY.csvColumns.join(','))
    expect(csv).toHaveLength(30)
    expect(csv[28]).toMatch(/^Total,,,[\d.]+,,1155263\.20,,,$/)

    // Analytics heard that the calculator was used, with none of the entered values; page views carry no query.
    const events = await recordedEvents(page)
    expect(events.filter((event) => event.name === 'calculator_used')).toEqual([
      { name: 'calculator_used', params: { event_label: 'economic_loss_calculator' } },
    ])
    const pageViews = events.filter((event) => event.name === 'page_view')
    expect(pageViews.length).toBeGreaterThan(0)
    for (const view of pageViews) {
      expect(view.params.page_path).toBe(PATH)
      expect(view.params.page_location).not.toContain('?')
    }
    for (const value of ['60000', '60,000', '20000', '4.5', 'age=']) expect(JSON.stringify(events)).not.toContain(value)
    // Every hit reports the address set for the page, not document.location with the query.
    const locations = await page.evaluate(() =>
      ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? [])
        .map((entry) => Array.from(entry))
        .filter((entry) => entry[0] === 'set')
        .map((entry) => (entry[1] as { page_location?: string }).page_location),
    )
    expect(locations.length).toBeGreaterThan(0)
    for (const location of locations) expect(new URL(location!).search).toBe('')

    // The share link reproduces the same result in a fresh page.
    const share = await page.getByRole('link', { name: CALCULATOR_FORM_COPY.actions.shareLabel }).getAttribute('href')
    const shared = await openPage(new URL(share!, page.url()).pathname + new URL(share!, page.url()).search)
    try {
      await waitForHydration(shared.page)
      await expect.poll(() => summaryText(shared.page)).toContain('$1,155,263')
      expect(await summaryText(shared.page)).toContain('$1,255,626')
      expect(await shared.page.getByRole('radio', { name: 'Mid-year' }).isChecked()).toBe(true)
      expect(await shared.page.getByLabel('Annual earnings before the injury', { exact: true }).inputValue()).toBe(
        '60,000',
      )
      expect(shared.consoleErrors).toEqual([])
    } finally {
      await shared.close()
    }

    // The hand-off: the contact form opens with the figures in an editable message, and none in its address.
    const send = page.getByRole('link', { name: CALCULATOR_FORM_COPY.actions.send })
    // The contact page is a document of its own (decision 033): what the calculator's page recorded is
    // kept for the test as that page goes.
    await page.evaluate(() =>
      addEventListener('pagehide', () => {
        const events = ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? [])
          .map((entry) => Array.from(entry))
          .filter((entry) => entry[0] === 'event')
          .map((entry) => ({ name: entry[1] as string, params: entry[2] as Record<string, string> }))
        sessionStorage.setItem('calculator-page-events', JSON.stringify(events))
      }),
    )
    await send.focus()
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname === '/contact')
    expect(new URL(page.url()).search).toBe('')
    expect(new URL(page.url()).hash).toBe('')
    const message = page.getByLabel('Case Details')
    await expect.poll(() => message.inputValue()).toContain('Total: $1,255,626')
    // The figures came in one sessionStorage entry, read once and removed.
    await expect(page.evaluate(() => sessionStorage.getItem('calculator-handoff'))).resolves.toBeNull()
    const text = await message.inputValue()
    for (const line of [
      'Past loss: $100,363',
      'Future loss (present value): $1,155,263',
      'Discounting convention: Mid-year',
      'Annual earnings before the injury: $60,000',
    ])
      expect(text).toContain(line)
    expect(await page.getByLabel('Case Type').inputValue()).toBe('Personal Injury')
    await message.focus()
    await page.keyboard.press('ControlOrMeta+End')
    await page.keyboard.type(' Trial is set for March.')
    expect(await message.inputValue()).toBe(`${text} Trial is set for March.`)
    const calculatorEvents = JSON.parse(
      await page.evaluate(() => sessionStorage.getItem('calculator-page-events') ?? '[]'),
    ) as Awaited<ReturnType<typeof recordedEvents>>
    const toContact = calculatorEvents.filter((event) => event.name === 'calculator_to_contact')
    expect(toContact).toEqual([{ name: 'calculator_to_contact', params: { event_label: 'economic_loss_calculator' } }])
    const contactView = (await recordedEvents(page, 'page_view')).at(-1)!
    expect(contactView.params.page_path).toBe('/contact')
    expect(opened.consoleErrors).toEqual([])
  })

  test('from a Pennsylvania city page: the state preselected, the first two worked examples with the life table, the Pennsylvania rule with its citation, and the CSV with the survival column', async () => {
    opened = await openPage('/services/economic-loss-assessment/pennsylvania/philadelphia', { acceptDownloads: true })
    const { page } = opened
    await waitForHydration(page)
    const toCalculator = page.getByRole('link', { name: /economic loss calculator, with Pennsylvania as the forum/ })
    // The link also names Philadelphia's metro area, where the occupation search starts.
    expect(await toCalculator.getAttribute('href')).toBe(`${PATH}?state=pennsylvania&metro=37980`)
    await toCalculator.focus()
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname === PATH)
    await waitForHydration(page)
    const state = page.getByLabel('State of the forum', { exact: true })
    await expect.poll(() => state.inputValue()).toBe('pennsylvania')
    expect(await page.getByRole('radio', { name: CALCULATOR_FORM_COPY.ruleOptions.market }).isChecked()).toBe(true)
    expect(await page.getByRole('radio', { name: CALCULATOR_FORM_COPY.ruleOptions.alaska }).count()).toBe(0)

    // Example 1: personal injury, male, 45 to 67, E 70,000, R 0, f 20%, g 3%, r 4.5%, end of year.
    await typeInto(page, 'Age at trial', '45')
    await typeInto(page, 'Expected end of working life', '67')
    await typeInto(page, 'Annual earnings before the injury', '70000')
    await typeInto(page, 'Annual residual earnings after the injury', '0')
    await page.keyboard.press('Enter')
    await expect.poll(() => summaryText(page)).toContain('$1,667,219')

    // Example 2: the same, weighted by the male table's survival probabilities.
    const survival = page.getByRole('checkbox', { name: CALCULATOR_FORM_COPY.fields.survival.label })
    await survival.focus()
    await page.keyboard.press('Space')
    await page.getByRole('radio', { name: 'Male', exact: true }).waitFor()
    await page.getByRole('radio', { name: CALCULATOR_FORM_COPY.sexOptions.total }).focus()
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => summaryText(page)).toContain('$1,560,421')
    const basis = page.getByRole('region', { name: CALCULATOR_FORM_COPY.results.basisHeading })
    expect(await basis.innerText()).toContain('United States Life Tables, 2023')
    expect(await basis.innerText()).toContain('male table')
    expect(new URL(page.url()).searchParams.get('survival')).toBe('1')
    expect(new URL(page.url()).searchParams.get('sex')).toBe('male')
    expect(new URL(page.url()).searchParams.get('state')).toBe('pennsylvania')

    // Pennsylvania's rule: no discounting, growth at productivity only, with its citation from the law table.
    const pennsylvania = page.getByRole('radio', { name: CALCULATOR_FORM_COPY.ruleOptions.pennsylvania })
    await pennsylvania.focus()
    await page.keyboard.press('Space')
    await page.getByLabel('Productivity growth rate', { exact: true }).waitFor()
    expect(await page.getByLabel('Discount rate', { exact: true }).count()).toBe(0)
    await expect.poll(() => basis.innerText()).toContain('Kaczkowski')
    expect(await summaryText(page)).not.toContain('$1,560,421')
    expect(new URL(page.url()).searchParams.get('rule')).toBe('pennsylvania')
    expect(await violations(page)).toEqual([])

    const downloadButton = page.getByRole('button', { name: CALCULATOR_FORM_COPY.actions.downloadCsv })
    await downloadButton.focus()
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')])
    const csv = fs.readFileSync((await download.path())!, 'utf8').split('\r\n')
    const header = csv[0]!.split(',')
    const survivalColumn = header.indexOf('Survival probability')
    expect(survivalColumn).toBeGreaterThan(0)
    expect(header).toContain('Present value rule')
    expect(csv).toHaveLength(1 + 22 + 1 + 1)
    const firstYear = Number(csv[1]!.split(',')[survivalColumn])
    expect(firstYear).toBeGreaterThan(0.99)
    expect(firstYear).toBeLessThan(1)
    expect(csv[1]).toContain(CALCULATOR_FORM_COPY.ruleOptions.pennsylvania)

    // Analytics hear of the use on the calculator's page, never the values, the state or the rule.
    const onCalculator = (await recordedEvents(page)).filter(
      (event) => event.name !== 'page_view' || event.params.page_path === PATH,
    )
    expect(onCalculator.map((event) => event.name)).toEqual(['page_view', 'calculator_used'])
    for (const value of ['70000', 'pennsylvania', 'survival', 'state=', '?'])
      expect(JSON.stringify(onCalculator)).not.toContain(value)
    expect(opened.consoleErrors).toEqual([])
  })

  test('future care costs to life expectancy (female, 30, $50,000 a year, 4% growth, 4.5%): $2,299,850, with the life table named', async () => {
    opened = await openPage(PATH)
    const { page } = opened
    await waitForHydration(page)
    await page.getByRole('radio', { name: CALCULATOR_FORM_COPY.caseOptions.care }).check()
    await page.getByRole('radio', { name: CALCULATOR_FORM_COPY.horizonOptions.life }).check()
    await page.getByRole('radio', { name: 'Female', exact: true }).check()
    expect(await page.getByLabel('Fringe benefit rate', { exact: true }).count()).toBe(0)
    await typeInto(page, 'Age at trial', '30')
    await typeInto(page, 'Annual cost of care in today’s dollars', '50000')
    await typeInto(page, 'Annual medical cost growth rate', '4')
    await page.keyboard.press('Enter')
    await expect.poll(() => summaryText(page)).toContain('$2,299,850')
    const basis = await page.getByRole('region', { name: CALCULATOR_FORM_COPY.results.basisHeading }).innerText()
    expect(basis).toContain('52.11 years')
    expect(basis).toContain('United States Life Tables, 2023')
    expect(await page.getByText(/CPI-U .* rose 3\.16% a year/).count()).toBe(1)
    await typeInto(page, 'Age at trial', '30.5')
    await page.keyboard.press('Enter')
    const alert = page.getByRole('alert').filter({ hasText: CALCULATOR_FORM_COPY.errorSummaryHeading })
    expect(await alert.innerText()).toContain(
      'Age at trial must be a whole number of years when the life table is used',
    )
    expect(await violations(page)).toEqual([])
    expect(opened.consoleErrors).toEqual([])
  })

  test('a value out of range is named with its range, marked on its field, and the figures stay those last calculated', async () => {
    opened = await openPage(PATH)
    const { page } = opened
    await waitForHydration(page)
    await typeInto(page, 'Discount rate', '25')
    await typeInto(page, 'Expected end of working life', '35')
    await page.keyboard.press('Enter')
    const alert = page.getByRole('alert').filter({ hasText: CALCULATOR_FORM_COPY.errorSummaryHeading })
    await alert.waitFor()
    expect(await alert.evaluate((element) => element === document.activeElement)).toBe(true)
    expect(await alert.innerText()).toContain('Discount rate must be from -5% to 20%.')
    expect(await alert.innerText()).toContain('Expected end of working life must be later than the age at trial (40).')
    const field = page.getByLabel('Discount rate', { exact: true })
    expect(await field.getAttribute('aria-invalid')).toBe('true')
    expect(await summaryText(page)).toContain('$1,230,479')
    expect(new URL(page.url()).search).toBe('')
    expect(await violations(page)).toEqual([])
    expect(opened.consoleErrors).toEqual([])
  })

  test('wrongful death: residual earnings give way to the personal consumption rate', async () => {
    opened = await openPage(PATH)
    const { page } = opened
    await waitForHydration(page)
    await page.getByRole('radio', { name: 'Wrongful death' }).check()
    expect(await page.getByLabel('Annual residual earnings after the injury', { exact: true }).count()).toBe(0)
    await typeInto(page, 'Personal consumption rate', '30')
    await page.keyboard.press('Enter')
    // 50,400 x (1.03 + 1.03^2) = 105,381 past, earnings growing from the death; the future follows on the same timeline.
    await expect.poll(() => summaryText(page)).toContain('$105,381')
    expect(new URL(page.url()).searchParams.get('consumption')).toBe('30')
    expect(new URL(page.url()).searchParams.has('residual')).toBe(false)
  })

  test('printed: the inputs, summary, schedule and assumptions, without the form or the site chrome', async () => {
    opened = await openPage(PATH)
    const { page } = opened
    await waitForHydration(page)
    await page.emulateMedia({ media: 'print' })
    const visible = (locator: ReturnType<Page['locator']>) => locator.first().isVisible()
    expect(await visible(page.getByRole('heading', { name: CALCULATOR_FORM_COPY.printedInputsHeading }))).toBe(true)
    const printedInputs = page.getByRole('region', { name: CALCULATOR_FORM_COPY.printedInputsHeading })
    expect(await printedInputs.innerText()).toMatch(/Annual earnings before the injury\s+\$60,000/)
    expect(await visible(summary(page))).toBe(true)
    expect(await visible(page.getByRole('table'))).toBe(true)
    expect(await visible(page.getByRole('heading', { name: 'What this calculator is, and is not' }))).toBe(true)
    expect(await visible(page.getByRole('heading', { name: 'How the figures are computed' }))).toBe(true)
    expect(await visible(page.getByRole('heading', { name: CALCULATOR_FORM_COPY.formHeading }))).toBe(false)
    expect(await visible(page.getByRole('button', { name: CALCULATOR_FORM_COPY.actions.downloadCsv }))).toBe(false)
    expect(await visible(page.locator('body > header'))).toBe(false)
    expect(await visible(page.locator('body > footer'))).toBe(false)
    await page.emulateMedia({ media: 'screen' })
    expect(await visible(page.getByRole('heading', { name: CALCULATOR_FORM_COPY.printedInputsHeading }))).toBe(false)
  })

  test('every control of the calculator reached by Tab shows a focus indicator', async () => {
    opened = await openPage(PATH)
    const { page } = opened
    await waitForHydration(page)
    await page.getByLabel('Age at trial', { exact: true }).focus()
    await page.keyboard.press('Shift+Tab')
    const seen: string[] = []
    for (let i = 0; i < 40; i++) {
      if (i > 0) await page.keyboard.press('Tab')
      const state = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement
        for (const animation of el.getAnimations()) animation.finish()
        const style = getComputedStyle(el)
        const inCalculator = Boolean(el.closest('#main')) && !el.closest('footer')
        return {
          inCalculator,
          name: el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? el.tagName,
          shows: (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none',
        }
      })
      if (!state.inCalculator) break
      expect(state.shows, state.name).toBe(true)
      seen.push(state.name)
    }
    expect(seen.length).toBeGreaterThan(12)
  })

  test('zero axe violations with the results shown', async () => {
    opened = await openPage(PATH)
    await waitForHydration(opened.page)
    expect(await violations(opened.page)).toEqual([])
  })
})

describe('the calculator’s weight', () => {
  const files = (pagePath: string) =>
    withStaticImports(initialAssets(fs.readFileSync(htmlFileFor(pagePath), 'utf8')).js)

  test('its code and chart load only with its page, at most 30 KB gzipped beyond what every page loads', () => {
    // The calculator is an island (decision 043): its code is the island's chunk and what it alone imports,
    // fetched when it hydrates, beyond the loader, React and React's part of the islands that every page shares.
    const onDemand = everythingOnDemand(files(PATH))
    const islandChunk = onDemand.filter((file) => /economic-loss-calculator/.test(file))
    expect(islandChunk).toHaveLength(1)
    const hydrator = onDemand.filter((file) => /hydrate-island\.client/.test(file))
    const everyPage = new Set([...files('/search'), ...files('/contact'), ...withStaticImports(hydrator)])
    const own = withStaticImports(islandChunk)
    const extra = own.filter((file) => !everyPage.has(file))
    expect(extra.some((file) => /economic-loss-calculator/.test(file))).toBe(true)
    expect(gzipSize(extra)).toBeLessThanOrEqual(30 * 1024)
    // The contact form reads the hand-off through one small module it shares with the calculator; nothing else is shared.
    const handoff = extra.filter((file) => /handoff-state/.test(file))
    expect(gzipSize(handoff)).toBeLessThanOrEqual(1024)
    for (const other of [
      '/',
      '/about',
      '/contact',
      '/services/economic-loss-assessment',
      '/case-types/wrongful-death',
      '/ohio/columbus',
    ]) {
      const loaded = files(other)
      for (const file of extra.filter((entry) => !handoff.includes(entry)))
        expect(loaded, `${other} loads ${file}`).not.toContain(file)
      expect(
        dynamicImports(loaded).filter((file) => /economic-loss-calculator/.test(file)),
        other,
      ).toEqual([])
    }
  })
})
