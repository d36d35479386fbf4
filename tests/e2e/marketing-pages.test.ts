import type { Locator, Page } from 'playwright-core'
import { afterEach, describe, expect, test } from 'vitest'
import { ABOUT_SECTIONS } from '~/copy/about'
import { caseStudies, faqItems } from '~/lib/content-folder/firm-content.server'
import { FEATURED_SERVICE_SLUGS, HOME_COPY } from '~/copy/home'
import { baseUrl, type OpenedPage, openPage, waitForHydration } from './support'

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

/** True when every element comes after the previous one in document order. */
async function inDocumentOrder(page: Page, locators: Locator[]): Promise<boolean[]> {
  const handles = await Promise.all(locators.map((locator) => locator.elementHandle()))
  const result: boolean[] = []
  for (let index = 1; index < handles.length; index++) {
    result.push(
      await page.evaluate(
        ([before, after]) => Boolean(before!.compareDocumentPosition(after!) & Node.DOCUMENT_POSITION_FOLLOWING),
        [handles[index - 1], handles[index]] as const,
      ),
    )
  }
  return result
}

async function expanded(button: Locator): Promise<string | null> {
  return button.getAttribute('aria-expanded')
}

async function panelOf(page: Page, button: Locator): Promise<Locator> {
  const id = await button.getAttribute('aria-controls')
  expect(id).toBeTruthy()
  return page.locator(`[id="${id}"]`)
}

type JsonLdNode = { '@type': string | string[]; [key: string]: unknown }

/** Every JSON-LD node of a page, whether each sits in its own script or in an @graph. */
async function jsonLdTypes(path: string): Promise<JsonLdNode[]> {
  const html = await (await fetch(new URL(path, baseUrl()))).text()
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((match) => {
    const block = JSON.parse(match[1]!) as JsonLdNode & { '@graph'?: JsonLdNode[] }
    return block['@graph'] ?? [block]
  })
}

describe('home page', () => {
  test('sections appear in order: header, hero, trust strip, services, case studies, references, testimonials, profile, FAQ, contact form, footer, bottom bar', async () => {
    const page = await open('/')
    const region = (name: string) => page.getByRole('region', { name, exact: true })
    const sections = {
      header: page.getByRole('banner'),
      hero: page.getByRole('heading', { level: 1 }),
      trust: region(HOME_COPY.trust.label),
      services: region(HOME_COPY.services.heading),
      caseStudies: region(HOME_COPY.caseStudies.heading),
      references: region(HOME_COPY.references.heading),
      testimonials: region(HOME_COPY.testimonials.heading),
      profile: region(HOME_COPY.profile.heading),
      faq: region(HOME_COPY.faq.heading),
      contactForm: page.getByRole('form', { name: 'Quick consultation request' }),
      footer: page.getByRole('contentinfo'),
      // In the document after the footer; shown below 1024 px only.
      bottomBar: page.locator('aside[aria-label="Quick actions"]'),
    }
    for (const [name, locator] of Object.entries(sections)) expect(await locator.count(), name).toBe(1)
    expect(await inDocumentOrder(page, Object.values(sections))).toEqual(
      Array(Object.keys(sections).length - 1).fill(true),
    )

    // The in-flow sections are also stacked top to bottom on screen.
    const tops = await Promise.all(
      Object.values(sections)
        .slice(0, -1)
        .map(async (locator) => (await locator.boundingBox())!.y),
    )
    expect(tops).toEqual([...tops].sort((a, b) => a - b))
  })

  test('the hero calls to action lead to scheduling, advisory and a phone call', async () => {
    const page = await open('/')
    const hero = page.locator('#hero')
    await expect
      .poll(() => hero.getByRole('link', { name: HOME_COPY.hero.primaryCta }).getAttribute('href'))
      .toBe('/schedule-consultation')
    expect(await hero.getByRole('link', { name: HOME_COPY.hero.secondaryCta }).getAttribute('href')).toBe('/advisory')
    expect(await hero.locator('a[href^="tel:+1"]').count()).toBe(1)
  })

  test('nine service cards, three case studies, three references and three testimonials', async () => {
    const page = await open('/')
    const services = page.getByRole('region', { name: HOME_COPY.services.heading, exact: true })
    const hrefs = await services
      .getByRole('listitem')
      .filter({ has: page.locator('article') })
      .locator('h3 a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(hrefs).toEqual(FEATURED_SERVICE_SLUGS.map((slug) => `/services/${slug}`))
    expect(await services.locator('article svg').count()).toBeGreaterThanOrEqual(9)
    expect(
      await page.getByRole('region', { name: HOME_COPY.caseStudies.heading, exact: true }).locator('article').count(),
    ).toBe(3)
    expect(
      await page.getByRole('region', { name: HOME_COPY.references.heading, exact: true }).locator('figure').count(),
    ).toBe(3)
    expect(
      await page.getByRole('region', { name: HOME_COPY.testimonials.heading, exact: true }).locator('figure').count(),
    ).toBe(3)
    // The firm does not rate itself: references and testimonials carry no stars.
    expect(await page.getByRole('img', { name: /^Rated \d/ }).count()).toBe(0)
  })

  test('FAQ: several answers open at once and each closes on its own, by mouse', async () => {
    const page = await open('/')
    const faq = page.getByRole('region', { name: HOME_COPY.faq.heading, exact: true })
    const questions = faq.getByRole('button')
    expect(await questions.count()).toBe(faqItems().length)
    const [first, second, third] = [questions.nth(0), questions.nth(1), questions.nth(2)]
    const firstPanel = await panelOf(page, first)
    const secondPanel = await panelOf(page, second)
    const thirdPanel = await panelOf(page, third)

    expect(await expanded(first)).toBe('false')
    expect(await firstPanel.isVisible()).toBe(false)

    await first.click()
    await second.click()
    await third.click()
    await expect.poll(() => Promise.all([first, second, third].map(expanded))).toEqual(['true', 'true', 'true'])
    expect(await Promise.all([firstPanel, secondPanel, thirdPanel].map((panel) => panel.isVisible()))).toEqual([
      true,
      true,
      true,
    ])
    // the answer, then the page it points to where it has one (the fees answer links to /fees)
    expect(await firstPanel.locator('p').first().innerText()).toBe(faqItems()[0]!.answer)
    const link = faqItems()[0]!.link
    expect(
      await firstPanel.getByRole('link').evaluateAll((links) => links.map((anchor) => anchor.getAttribute('href'))),
    ).toEqual(link ? [link.to] : [])

    await second.click()
    await expect.poll(() => Promise.all([first, second, third].map(expanded))).toEqual(['true', 'false', 'true'])
    expect(await Promise.all([firstPanel, secondPanel, thirdPanel].map((panel) => panel.isVisible()))).toEqual([
      true,
      false,
      true,
    ])

    await first.click()
    await expect.poll(() => Promise.all([first, second, third].map(expanded))).toEqual(['false', 'false', 'true'])
  })

  test('FAQ: several answers open at once and each closes on its own, by keyboard', async () => {
    const page = await open('/')
    const questions = page.getByRole('region', { name: HOME_COPY.faq.heading, exact: true }).getByRole('button')
    const [fourth, fifth] = [questions.nth(3), questions.nth(4)]
    const fourthPanel = await panelOf(page, fourth)
    const fifthPanel = await panelOf(page, fifth)

    await fourth.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => expanded(fourth)).toBe('true')
    await page.keyboard.press('Tab')
    await expect.poll(() => fifth.evaluate((element) => element === document.activeElement)).toBe(true)
    await page.keyboard.press('Space')
    await expect.poll(() => Promise.all([fourth, fifth].map(expanded))).toEqual(['true', 'true'])
    expect(await Promise.all([fourthPanel, fifthPanel].map((panel) => panel.isVisible()))).toEqual([true, true])

    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Enter')
    await expect.poll(() => Promise.all([fourth, fifth].map(expanded))).toEqual(['false', 'true'])
    expect(await fourthPanel.isVisible()).toBe(false)
    expect(await fifthPanel.isVisible()).toBe(true)
  })

  test('every FAQ answer is in the prerendered HTML and in FAQPage structured data', async () => {
    const html = await (await fetch(new URL('/', baseUrl()))).text()
    for (const item of faqItems()) expect(html).toContain(item.question.replace(/'/g, '&#x27;'))
    const faqPage = (await jsonLdTypes('/')).find((block) => block['@type'] === 'FAQPage')
    expect((faqPage?.mainEntity as unknown[] | undefined)?.length).toBe(faqItems().length)
  })
})

describe('/about', () => {
  test('each table-of-contents link scrolls its section into view and sets the hash', async () => {
    const page = await open('/about')
    const toc = page.getByRole('navigation', { name: 'On this page' })
    expect(await toc.getByRole('link').count()).toBe(ABOUT_SECTIONS.length)
    const headerBottom = (await page.getByRole('banner').boundingBox())!.height

    for (const { id, label } of ABOUT_SECTIONS) {
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
      const link = toc.getByRole('link', { name: label, exact: true })
      expect(await link.getAttribute('href')).toBe(`/about#${id}`)
      await link.click()
      await expect.poll(() => page.evaluate(() => window.location.hash)).toBe(`#${id}`)
      const section = page.locator(`[id="${id}"]`)
      expect(await section.count()).toBe(1)
      // In view, below the sticky header, once the scroll settles.
      await expect
        .poll(async () =>
          section.evaluate((element, minTop) => {
            const { top } = element.getBoundingClientRect()
            return top >= minTop - 1 && top < window.innerHeight
          }, headerBottom),
        )
        .toBe(true)
      expect(await section.getByRole('heading', { name: label }).isVisible()).toBe(true)
    }
  })
})

describe('/case-studies', () => {
  test('all studies are prerendered, with their badges', async () => {
    const html = await (await fetch(new URL('/case-studies', baseUrl()))).text()
    for (const study of caseStudies()) {
      expect(html).toContain(`id="${study.id}"`)
      expect(html).toContain(`>${study.badge}<`)
    }
  })

  test('the category filter shows only the chosen category, by mouse and by keyboard, and All restores every study', async () => {
    const page = await open('/case-studies')
    const filter = page.getByRole('group', { name: 'Filter by category' })
    const cards = page.locator('#all-case-studies article')
    const pressed = () => filter.locator('button[aria-pressed="true"]').innerText()
    await expect.poll(() => cards.count()).toBe(caseStudies().length)
    expect(await pressed()).toMatch(/^All/)

    const category = 'Business Valuation'
    const expected = caseStudies().filter((study) => study.category === category)
    expect(expected.length).toBeGreaterThan(0)
    expect(expected.length).toBeLessThan(caseStudies().length)
    await filter.getByRole('button', { name: new RegExp(`^${category}`) }).click()
    await expect.poll(() => cards.count()).toBe(expected.length)
    expect(await pressed()).toMatch(new RegExp(`^${category}`))
    expect(await cards.evaluateAll((articles) => articles.map((article) => article.id))).toEqual(
      expected.map((study) => study.id),
    )
    expect(await page.getByRole('status').innerText()).toContain(`${expected.length} of ${caseStudies().length}`)

    const other = 'Wrongful Death'
    await filter.getByRole('button', { name: new RegExp(`^${other}`) }).focus()
    await page.keyboard.press('Enter')
    await expect
      .poll(() => cards.evaluateAll((articles) => articles.map((article) => article.id)))
      .toEqual(
        caseStudies()
          .filter((study) => study.category === other)
          .map((study) => study.id),
      )
    expect(await filter.locator('button[aria-pressed="true"]').count()).toBe(1)

    await filter.getByRole('button', { name: /^All/ }).click()
    await expect.poll(() => cards.count()).toBe(caseStudies().length)
  })
})

describe('service hub, contact and schedule pages', () => {
  test('a service hub links its case types, the largest cities and all locations, and describes itself as a Service', async () => {
    const page = await open('/services/economic-loss-assessment')
    const main = page.locator('main')
    expect(await main.locator('a[href^="/case-types/"]').count()).toBeGreaterThanOrEqual(3)
    expect(await main.locator('a[href^="/services/economic-loss-assessment/"]').count()).toBe(12)
    expect(await main.locator('a[href="/locations"]').count()).toBeGreaterThanOrEqual(1)
    expect(await main.locator('a[href="/schedule-consultation"]').count()).toBeGreaterThanOrEqual(1)
    for (const heading of ['Methods', 'Standards we work to', 'Data and references', 'Related services']) {
      expect(await main.getByRole('heading', { name: heading, exact: true }).count(), heading).toBe(1)
    }
    const service = (await jsonLdTypes('/services/economic-loss-assessment')).find(
      (block) => block['@type'] === 'Service',
    )
    expect(service).toMatchObject({
      name: 'Economic Loss Assessment',
      areaServed: { '@type': 'Country', name: 'United States' },
    })
  })

  test.each(['/contact', '/schedule-consultation'])(
    '%s shows its form with hours, commitments and how-to steps, described as HowTo',
    async (path) => {
      const page = await open(path)
      const main = page.locator('main')
      expect(await main.getByRole('form').count()).toBe(1)
      expect(await main.getByText('Monday to Friday, 8AM-6PM Eastern').count()).toBeGreaterThanOrEqual(1)
      expect(await main.getByRole('heading', { name: 'What you can expect' }).count()).toBe(1)
      const howTos = (await jsonLdTypes(path)).filter((block) => block['@type'] === 'HowTo')
      expect(howTos.length).toBeGreaterThanOrEqual(2)
      for (const howTo of howTos)
        expect(await main.getByRole('heading', { name: howTo.name as string, exact: true }).count()).toBe(1)
    },
  )
})
