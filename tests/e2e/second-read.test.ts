/**
 * What a second attorney's read asked for, checked in a real browser against the build: the calculator's
 * hand-off with the discoverability notice (all figures, then results only), the privacy notice and terms
 * linked from every page's footer and beside every send button, the testimony list's fields and challenge
 * record, and the team's pages and CVs.
 */
import fs from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { CALCULATOR_FORM_COPY } from '~/copy/calculator'
import { PAGE_LINKS } from '~/copy/navigation'
import { TESTIMONY_COPY } from '~/copy/testimony'
import { privacyNotice, teamMember, teamSlugs, termsNotice, testimony } from '~/lib/content-folder/firm-content.server'
import { teamCvPath, teamMemberPath } from '~/lib/firm/team'
import { buildClientDir } from './initial-assets'
import { pdfText } from './pdf-text'
import { type OpenedPage, openPage, waitForHydration } from './support'

let opened: OpenedPage | undefined
afterEach(async () => {
  if (opened) expect(opened.consoleErrors, 'console errors').toEqual([])
  await opened?.close()
  opened = undefined
})

describe('the calculator hand-off', () => {
  test('says what is discoverable before sending; sends all figures, then the results only', async () => {
    opened = await openPage('/economic-loss-calculator')
    const { page } = opened
    await waitForHydration(page)
    const notice = page.getByTestId('calculator-discoverable-note')
    expect(await notice.innerText()).toContain('26(b)(4)(C)(ii)')
    // the notice comes before the send link
    const send = page.getByRole('link', { name: CALCULATOR_FORM_COPY.actions.send })
    expect(
      await notice.evaluate(
        (note, link) => Boolean(note.compareDocumentPosition(link!) & Node.DOCUMENT_POSITION_FOLLOWING),
        await send.elementHandle(),
      ),
    ).toBe(true)
    await send.click()
    await page.waitForURL((url) => url.pathname === PAGE_LINKS.contact.to)
    const message = page.getByLabel('Case Details')
    await expect.poll(() => message.inputValue()).toContain('Total: $1,230,479')
    expect(await message.inputValue()).toContain('Annual earnings before the injury: $60,000')

    await page.goBack()
    await page.waitForURL((url) => url.pathname === '/economic-loss-calculator')
    await waitForHydration(page)
    await page.getByRole('link', { name: CALCULATOR_FORM_COPY.actions.sendResultsOnly }).click()
    await page.waitForURL((url) => url.pathname === PAGE_LINKS.contact.to)
    await expect.poll(() => page.getByLabel('Case Details').inputValue()).toContain('Total: $1,230,479')
    const resultsOnly = await page.getByLabel('Case Details').inputValue()
    expect(resultsOnly).toContain(CALCULATOR_FORM_COPY.handoff.introResultsOnly)
    expect(resultsOnly).toContain('Past loss: $100,363')
    expect(resultsOnly).not.toContain('Annual earnings before the injury')
    expect(resultsOnly).not.toContain('$60,000')
  })

  test('an old share link with a life-expectancy horizon on an injury case opens at the stated age, with a note saying why', async () => {
    opened = await openPage(
      '/economic-loss-calculator?case=injury&horizon=life&sex=male&age=40&retire=67&earnings=60000&residual=20000&fringe=20&growth=3&discount=4.5&past=2&timing=end',
    )
    const { page } = opened
    await waitForHydration(page)
    await expect
      .poll(() => page.getByTestId('calculator-horizon-note').innerText())
      .toBe(CALCULATOR_FORM_COPY.horizonResetNote)
    await expect
      .poll(async () =>
        (await page.getByRole('region', { name: CALCULATOR_FORM_COPY.results.summaryHeading }).innerText()).replace(
          /\s+/g,
          ' ',
        ),
      )
      .toContain('$1,230,479')
  })

  test('with Texas as the forum, a note by the result says figures are before tax', async () => {
    opened = await openPage('/economic-loss-calculator?state=texas')
    const { page } = opened
    await waitForHydration(page)
    await expect.poll(() => page.getByTestId('calculator-texas-note').innerText()).toContain('18.091')
  })
})

describe('the privacy notice and the terms of use', () => {
  test.each(['/', '/about', '/economic-loss-calculator', '/services/economic-loss-assessment', '/ohio/columbus'])(
    '%s links both from its footer',
    async (pagePath) => {
      opened = await openPage(pagePath)
      const footer = opened.page.getByRole('contentinfo')
      for (const link of [PAGE_LINKS.privacy, PAGE_LINKS.terms])
        expect(await footer.getByRole('link', { name: link.label, exact: true }).getAttribute('href')).toBe(link.to)
    },
  )

  test('every built page links both from its footer', () => {
    const dir = buildClientDir()
    const pages = fs
      .readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('index.html'))
    expect(pages.length).toBeGreaterThan(20)
    const missing = pages.filter((file) => {
      const html = fs.readFileSync(path.join(dir, file), 'utf8')
      const footer = html.slice(html.lastIndexOf('<footer'))
      return !footer.includes('href="/privacy"') || !footer.includes('href="/terms"')
    })
    expect(missing).toEqual([])
  })

  test.each(['/contact', '/schedule-consultation', '/'])('%s shows both beside each send button', async (pagePath) => {
    opened = await openPage(pagePath)
    const buttons = opened.page.locator('form button[type="submit"]')
    const count = await buttons.count()
    expect(count).toBeGreaterThan(0)
    for (let index = 0; index < count; index++) {
      const note = buttons.nth(index).locator('xpath=following-sibling::p[@data-slot="legal-note"]')
      expect(await note.locator('a[href="/privacy"]').count()).toBe(1)
      expect(await note.locator('a[href="/terms"]').count()).toBe(1)
    }
  })

  test('the pages state the facts of the content files: what is collected, GPC, retention, erasure; no engagement until signed', async () => {
    opened = await openPage('/privacy')
    const privacy = (await opened.page.getByRole('main').innerText()).replace(/\s+/g, ' ')
    for (const fact of [
      'IP address',
      'user-agent',
      'Global Privacy Control',
      `${String(privacyNotice().retentionDays)} days`,
      'erase',
    ])
      expect(privacy).toContain(fact)
    await opened.close()
    opened = await openPage('/terms')
    const terms = (await opened.page.getByRole('main').innerText()).replace(/\s+/g, ' ')
    expect(terms).toContain('engagement letter is signed')
    expect(terms).toContain('not legal advice')
    expect(termsNotice().title).toBe('Terms of use')
  })
})

describe('the testimony list and the challenge record', () => {
  test('/about/testimony: full dates, dockets, retaining firms, as-of date, counts without percentages, why the list is short, every challenge', async () => {
    opened = await openPage('/about/testimony')
    const main = (await opened.page.getByRole('main').innerText()).replace(/\s+/g, ' ')
    expect(main).toMatch(/As of [A-Z][a-z]+ \d{1,2}, \d{4}/)
    expect(main).toContain('September 15, 2026')
    expect(main).toContain('No. 2:25-cv-04117 (fictional)')
    expect(main).toContain('Retaining counsel: Sample & Specimen LLP (fictional)')
    // A neutral appointment reads as one: who appointed, not "retained through" a sentence (issue 53).
    expect(main).toContain("Court or neutral Retaining counsel: Both parties' counsel, jointly (fictional)")
    expect(main).not.toMatch(/Retained through/)
    expect(main).toContain('Superior Court of New Jersey, Chancery Division, Family Part, Camden County')
    expect(main).toContain('Confidential matter')
    expect(main).not.toMatch(/\(\d+%\)/)
    expect(main).toContain(TESTIMONY_COPY.percentNote)
    expect(await opened.page.getByTestId('testimony-share').innerText()).toMatch(/^Most matters end without testimony/)
    const challenges = opened.page.locator('#challenges')
    for (const challenge of testimony().challenges)
      expect((await challenges.innerText()).replace(/\s+/g, ' ')).toContain(challenge.summary)
    expect(await challenges.innerText()).toContain('Granted in part')
  })
})

describe('the team', () => {
  test('the staffing statement on /about names and links each person; each page is a ProfilePage with testimony, challenges and rates, and its CV opens as a PDF', async () => {
    expect(teamSlugs()).toEqual(['avery-sample', 'casey-specimen', 'jordan-example', 'riley-illustration'])
    opened = await openPage('/about')
    const statement = opened.page.getByTestId('staffing-statement')
    for (const slug of teamSlugs())
      expect(await statement.getByRole('link', { name: teamMember(slug).name }).getAttribute('href')).toBe(
        teamMemberPath(slug),
      )
    await opened.close()
    opened = undefined
    for (const slug of teamSlugs()) {
      const member = teamMember(slug)
      const visit = await openPage(teamMemberPath(slug))
      try {
        expect(await visit.page.getByRole('heading', { level: 1 }).innerText()).toBe(member.name)
        const graphs = await visit.page.locator('script[type="application/ld+json"]').allTextContents()
        expect(graphs.join('')).toContain('"ProfilePage"')
        const main = (await visit.page.getByRole('main').innerText()).replace(/\s+/g, ' ')
        expect(main).toMatch(/\$\d+ an hour/)
        for (const challenge of member.challenges) expect(main).toContain(challenge.summary)
        const response = await fetch(new URL(teamCvPath(slug), visit.page.url()))
        expect(response.headers.get('content-type')).toBe('application/pdf')
        expect(await pdfText(new Uint8Array(await response.arrayBuffer()))).toContain(member.name)
        expect(visit.consoleErrors).toEqual([])
      } finally {
        await visit.close()
      }
    }
  })

  test('the vocational evaluation and life care planning pages link the people who sign their reports', async () => {
    opened = await openPage('/services/life-care-planning')
    const team = opened.page.locator('#team')
    for (const slug of teamSlugs().filter((candidate) => teamMember(candidate).role === 'lifeCarePlanner'))
      expect(await team.locator(`a[href="${teamMemberPath(slug)}"]`).count()).toBe(1)
  })
})
