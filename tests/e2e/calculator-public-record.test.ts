import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'
import { afterEach, describe, expect, test } from 'vitest'
import { CALCULATOR_EXAMPLE, CALCULATOR_FORM_COPY, CALCULATOR_PROMO } from '~/copy/calculator'
import { formatDollars } from '~/lib/calculator/format'
import type { RawInputs } from '~/lib/calculator/inputs'
import { computeLoss } from '~/lib/calculator/model'
import { validateInputs } from '~/lib/calculator/validate'
import { type OpenedPage, openPage, waitForHydration } from './support'

const PATH = '/economic-loss-calculator'
const HOUSTON_PAGE = '/services/economic-loss-assessment/texas/houston'
const HOUSTON = 'Houston-Pasadena-The Woodlands, TX'
const OEWS_HOUSTON = `BLS OEWS, May 2024, ${HOUSTON}`
const TREASURY = 'U.S. Department of the Treasury, Daily Treasury Par Yield Curve Rates, August 17, 2026'
const MEDICAL =
  'U.S. Bureau of Labor Statistics, CPI-U, U.S. city average, medical care, seasonally adjusted (CUSR0000SAM), March 2006 to March 2026'
const { publicRecord } = CALCULATOR_FORM_COPY

let opened: OpenedPage | undefined
afterEach(async () => {
  await opened?.close()
  opened = undefined
})

const summaryText = async (page: Page) =>
  (await page.getByRole('region', { name: CALCULATOR_FORM_COPY.results.summaryHeading }).innerText()).replace(
    /\s+/g,
    ' ',
  )
const basisText = async (page: Page) =>
  (await page.getByRole('region', { name: CALCULATOR_FORM_COPY.results.basisHeading }).innerText()).replace(/\s+/g, ' ')
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true })

/** The total the model gives for the example with these fields changed */
function expectedTotal(changes: Partial<RawInputs>): string {
  const checked = validateInputs({ ...CALCULATOR_EXAMPLE, ...changes })
  if (!checked.ok) throw new Error(checked.errors.map((error) => error.message).join(' '))
  return formatDollars(computeLoss(checked.inputs).total)
}

describe('figures from the public record in the calculator', () => {
  test('from Houston’s economic loss page: the Houston metro, “truck”, the median, the latest 20-year yield and medical-care growth, each cited, and the share link reproduces them', async () => {
    opened = await openPage(HOUSTON_PAGE)
    const { page } = opened
    const dataRequests: string[] = []
    page.on('request', (request) => {
      const { pathname } = new URL(request.url())
      if (pathname.startsWith('/data/')) dataRequests.push(pathname)
    })
    await page.getByRole('link', { name: CALCULATOR_PROMO.stateLinkLabel('Texas') }).click()
    await page.waitForURL((url) => url.pathname === PATH)
    expect(new URL(page.url()).searchParams.get('metro')).toBe('26420')
    await waitForHydration(page)
    // Nothing is fetched until a part is opened.
    expect(dataRequests).toEqual([])

    await page.getByText(publicRecord.wagesSummary).click()
    const metro = field(page, 'Metro area')
    await expect
      .poll(() => metro.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text))
      .toBe(HOUSTON)
    await field(page, 'Occupation').fill('truck')
    const driver = page.getByRole('button', { name: 'Heavy and Tractor-Trailer Truck Drivers (53-3032)' })
    await driver.click()
    const percentiles = page.getByTestId('calculator-earnings-percentiles')
    await expect.poll(() => percentiles.innerText()).toContain(OEWS_HOUSTON)
    expect(await percentiles.innerText()).toContain('$55,500')
    await page.getByRole('button', { name: 'Use the median', exact: true }).click()
    await expect.poll(() => field(page, 'Annual earnings before the injury').inputValue()).toBe('55500')
    expect(dataRequests.sort()).toEqual(['/data/wages/26420.json', '/data/wages/index.json'])

    await page.getByText(publicRecord.yieldsSummary).click()
    await page.getByRole('button', { name: 'Use the 20-year yield of August 17, 2026, 5.30%' }).click()
    await expect.poll(() => field(page, 'Discount rate').inputValue()).toBe('5.30')
    const injuryTotal = expectedTotal({ state: 'texas', earnings: '55500', discount: '5.30' })
    await expect.poll(() => summaryText(page)).toContain(injuryTotal)
    const basis = await basisText(page)
    expect(basis).toContain(`Median, Heavy and Tractor-Trailer Truck Drivers (SOC 53-3032); ${OEWS_HOUSTON}`)
    expect(basis).toContain(`20-year Treasury par yield; ${TREASURY}`)

    // The share link carries the figures and their sources; a fresh page cites them again.
    const share = await page.getByRole('link', { name: CALCULATOR_FORM_COPY.actions.shareLabel }).getAttribute('href')
    expect(share).toContain('earnings-source=wage.26420.53-3032.2')
    expect(share).toContain('discount-source=yield.latest.20')
    const shared = await openPage(`${PATH}${share!}`)
    try {
      await waitForHydration(shared.page)
      await expect.poll(() => summaryText(shared.page)).toContain(injuryTotal)
      await expect.poll(() => basisText(shared.page)).toContain(OEWS_HOUSTON)
      expect(await basisText(shared.page)).toContain(TREASURY)
      expect(await field(shared.page, 'Annual earnings before the injury').inputValue()).toBe('55500')
      expect(shared.consoleErrors).toEqual([])
    } finally {
      await shared.close()
    }

    // Future care costs: the medical-care index's 20-year growth; an occupation's wage is no cost of care.
    await page.getByRole('radio', { name: CALCULATOR_FORM_COPY.caseOptions.care }).click()
    await page.getByText(publicRecord.growthSummary).click()
    await page.getByRole('button', { name: 'Use CPI-U medical care, 20-year average annual growth, 2.92%' }).click()
    await expect.poll(() => field(page, 'Annual medical cost growth rate').inputValue()).toBe('2.92')
    const careTotal = expectedTotal({
      case: 'care',
      state: 'texas',
      earnings: '55500',
      discount: '5.30',
      growth: '2.92',
    })
    await expect.poll(() => summaryText(page)).toContain(careTotal)
    const careBasis = await basisText(page)
    expect(careBasis).toContain(MEDICAL)
    expect(careBasis).toContain(TREASURY)
    expect(careBasis).not.toContain(OEWS_HOUSTON)
    expect(opened.consoleErrors).toEqual([])
  })

  test('opened, the parts pass axe and fit a 390 px screen, reached and used from the keyboard', async () => {
    opened = await openPage(`${PATH}?metro=26420`, { viewport: { width: 390, height: 844 } })
    const { page } = opened
    await waitForHydration(page)
    for (const summary of [publicRecord.wagesSummary, publicRecord.residualSummary, publicRecord.yieldsSummary]) {
      await page.getByText(summary).focus()
      await page.keyboard.press('Enter')
    }
    const occupation = page.locator('#calculator-earnings-occupation')
    await occupation.focus()
    await page.keyboard.type('office clerks')
    // The broad code 43-9060 comes first (Houston publishes no figure for it), then 43-9061.
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect.poll(() => page.getByTestId('calculator-earnings-percentiles').count()).toBe(1)
    await expect.poll(() => page.getByTestId('calculator-yields').count()).toBe(1)
    await page.getByRole('radio', { name: CALCULATOR_FORM_COPY.caseOptions.injury }).focus()
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .options({ rules: { 'target-size': { enabled: true } } })
      .analyze()
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`)).toEqual(
      [],
    )
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
  })

  test('a city outside any metro area gets the nation’s figures, and says why', async () => {
    opened = await openPage(`${PATH}?state=alabama&metro=none`)
    const { page } = opened
    await waitForHydration(page)
    await page.getByText(publicRecord.wagesSummary).click()
    const metro = field(page, 'Metro area')
    await expect
      .poll(() => metro.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text))
      .toBe('United States (national figures)')
    expect(await page.getByText('outside any metropolitan area').count()).toBe(1)
  })

  test('wrongful death has no default consumption share: it is required, and the results say none is deducted', async () => {
    opened = await openPage(PATH)
    const { page } = opened
    await waitForHydration(page)
    await page.getByRole('radio', { name: CALCULATOR_FORM_COPY.caseOptions.death }).click()
    const consumption = field(page, 'Personal consumption rate')
    expect(await consumption.inputValue()).toBe('')
    expect(await page.getByText(publicRecord.consumptionNote).count()).toBe(1)
    await expect.poll(() => summaryText(page)).toContain(publicRecord.noConsumption)
    await page.getByRole('button', { name: CALCULATOR_FORM_COPY.calculate }).click()
    const errors = page.getByRole('alert', { name: CALCULATOR_FORM_COPY.errorSummaryHeading })
    await expect
      .poll(() => errors.innerText())
      .toContain('Personal consumption rate is required: enter a number from 0% to 90%.')

    await consumption.fill('30')
    await page.getByRole('button', { name: CALCULATOR_FORM_COPY.calculate }).click()
    const total = expectedTotal({ case: 'death', consumption: '30' })
    await expect.poll(() => summaryText(page)).toContain(total)
    expect(await summaryText(page)).not.toContain(publicRecord.noConsumption)
    expect(await errors.count()).toBe(0)
  })
})
