/**
 * The content editor (npm run edit) in Chromium: a person opens the client testimonials, changes one
 * testimonial's text and saves, and the YAML file in the content folder changes on disk, valid against its
 * schema, with every other entry as it was; a save that breaks a schema rule is refused on the page with
 * the file and field, and the file stays as it was. The editor runs on a copy of content/, on a free port.
 * A refused save answers as the site's forms do: one summary at the top of the form, in the flow, focused,
 * each line moving focus to its field (a list item's row: its fields are in a dialog that is closed).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import YAML from 'yaml'
import { ERROR_SUMMARY_HEADING } from '../../app/components/forms/error-summary'
import { FAQ_FILE, FIRM_FILE, TESTIMONIALS_FILE } from '../../app/config/content-schema/files'
import { checkContent, parseContentText } from '../../app/lib/content-folder/content-files.server'
import { freePort, spawnServer, type SpawnedServer } from '../support/spawn-server'
import { violations } from './axe'
import { expectConsoleErrors, getBrowser } from './support'

let editor: SpawnedServer
let contentCopy: string
let context: BrowserContext | undefined

beforeAll(async () => {
  contentCopy = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'editor-e2e-')), 'content')
  fs.cpSync(path.resolve('content'), contentCopy, { recursive: true })
  const port = await freePort()
  // The first start prepares Keystatic's UI bundle (Vite's dependency cache), which takes a while on a busy machine.
  editor = await spawnServer({
    entry: 'scripts/edit/server.ts',
    port,
    env: { EDIT_PORT: String(port), CONTENT_DIR: contentCopy },
    startTimeoutMs: 110_000,
  })
})

afterEach(async () => {
  await context?.close()
  context = undefined
})

afterAll(async () => {
  await editor?.stop()
  fs.rmSync(path.dirname(contentCopy), { recursive: true, force: true })
})

async function openEditor(pathname: string): Promise<Page> {
  context = await (await getBrowser()).newContext({ viewport: { width: 1280, height: 900 } })
  // Nothing leaves the machine. Keystatic's UI links Google's stylesheet for its Inter font: it gets an
  // empty stylesheet here (the page falls back to the system font), so no failed request is logged.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort())
  await context.route(/^https:\/\/fonts\.googleapis\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/css', body: '' }),
  )
  const page = await context.newPage()
  await page.goto(`${editor.url}${pathname}`, { waitUntil: 'load' })
  return page
}

/**
 * What a message covers: each element matching `selector` against the labels, controls, list rows and other
 * messages inside `within` that it neither holds nor sits in, by their boxes.
 */
function coveredBy(page: Page, selector: string, within = 'body'): Promise<string[]> {
  return page.evaluate(
    ([messageSelector, scope]) => {
      const messages = [...document.querySelectorAll(messageSelector)]
      const others = [
        ...document
          .querySelector(scope)!
          .querySelectorAll(
            'label, input, textarea, [role="row"], [role="gridcell"], li, .editor-field-message, [contenteditable="true"]',
          ),
      ]
      const found: string[] = []
      for (const message of messages) {
        const a = message.getBoundingClientRect()
        if (a.width === 0 || a.height === 0) found.push(`${message.id} is not shown`)
        for (const other of others) {
          if (other === message || other.contains(message) || message.contains(other)) continue
          const b = other.getBoundingClientRect()
          if (b.width === 0 || b.height === 0) continue
          if (a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1)
            found.push(
              `${message.id} covers ${other.tagName.toLowerCase()} "${(other.textContent ?? '').slice(0, 40)}"`,
            )
        }
      }
      return found
    },
    [selector, within] as const,
  )
}

const readCopy = (relative: string) => fs.readFileSync(path.join(contentCopy, relative), 'utf8')

const SUMMARY = '#editor-save-messages-summary'

/**
 * Where the summary is: Keystatic's form's first child, in the flow (not fixed nor absolutely placed), above
 * the form's fields and lists, focused.
 */
function summaryPlace(page: Page) {
  return page.evaluate((selector) => {
    const summary = document.querySelector(selector)!
    const form = summary.closest('form')
    const fields = [...(form?.querySelectorAll('input, textarea, [role="grid"], [contenteditable="true"]') ?? [])]
    const firstField = Math.min(...fields.map((field) => field.getBoundingClientRect().top))
    return {
      firstInForm: form?.firstElementChild === summary,
      position: getComputedStyle(summary).position,
      aboveFields: summary.getBoundingClientRect().bottom <= firstField,
      focused: document.activeElement === summary,
    }
  }, SUMMARY)
}

const expectedPlace = { firstInForm: true, position: 'static', aboveFields: true, focused: true }

/** The text of the element that has focus, and of the list row or field label it belongs to. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement!
    const labelled = focused.getAttribute('aria-labelledby')
    const label = labelled
      ? labelled
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ')
      : focused.id
        ? (document.querySelector(`label[for="${CSS.escape(focused.id)}"]`)?.textContent ?? '')
        : ''
    return {
      role: focused.getAttribute('role') ?? focused.tagName.toLowerCase(),
      text: focused.textContent ?? '',
      label,
    }
  })

describe('the content editor', () => {
  test('changing a testimonial and saving changes that entry in content/testimonials.yaml, valid, and nothing else', async () => {
    const before = readCopy(TESTIMONIALS_FILE.path)
    const original = checkContent(
      parseContentText(before, TESTIMONIALS_FILE.path),
      TESTIMONIALS_FILE.schema,
      TESTIMONIALS_FILE.path,
    )
    const edited = original.testimonials[1]!
    const newText =
      'The county board needed an independent reading of the developer’s projections. The study separated new jobs from relocated ones, and every assumption was written down for the public hearing.'

    const page = await openEditor('/keystatic/singleton/testimonials')
    await expect
      .poll(() => page.getByRole('heading', { name: 'Client testimonials' }).isVisible(), { timeout: 45_000 })
      .toBe(true)
    // A testimonial is listed by its role and organization, never by its id.
    await page.getByText(`${edited.role}, ${edited.organization}`, { exact: true }).click()
    const dialog = page.getByRole('dialog')
    const textBox = dialog.getByRole('textbox', { name: 'Testimonial' })
    expect(await textBox.inputValue()).toBe(edited.text)
    await textBox.fill(newText)
    await dialog.getByRole('button', { name: 'Done' }).click()
    await page.getByRole('button', { name: 'Save' }).click()

    await expect.poll(() => readCopy(TESTIMONIALS_FILE.path), { timeout: 15_000 }).not.toBe(before)
    const after = readCopy(TESTIMONIALS_FILE.path)
    const saved = checkContent(
      parseContentText(after, TESTIMONIALS_FILE.path),
      TESTIMONIALS_FILE.schema,
      TESTIMONIALS_FILE.path,
    )
    expect(saved.testimonials[1]).toEqual({ ...edited, text: newText })
    expect(saved.testimonials.filter((_, index) => index !== 1)).toEqual(
      original.testimonials.filter((_, index) => index !== 1),
    )
    // Written in the project's style: the one line of that text differs, the file's comment is kept.
    const changedLines = after.split('\n').filter((line, index) => line !== before.split('\n')[index])
    expect(changedLines).toEqual([`    text: ${newText}`])
    await expect.poll(() => page.getByText('Unsaved').count()).toBe(0)
  })

  test('a save that breaks a schema rule is refused on the page in plain words, the file and field kept in closed technical details, and the file stays as it was', async () => {
    const before = readCopy(FAQ_FILE.path)
    const firstQuestion = (YAML.parse(before) as { questions: { question: string }[] }).questions[0]!.question

    const page = await openEditor('/keystatic/singleton/faq')
    // The browser reports the refused request (422) as a failed resource; that refusal is what this test checks.
    expectConsoleErrors(page, /status of 422/)
    await page.getByText(firstQuestion, { exact: true }).click({ timeout: 45_000 })
    const dialog = page.getByRole('dialog')
    // Keystatic's form knows only that the question is required; that it ends with "?" is a schema rule.
    await dialog.getByRole('textbox', { name: 'Question' }).fill(firstQuestion.replace(/\?$/, ''))
    await dialog.getByRole('button', { name: 'Done' }).click()
    await page.getByRole('button', { name: 'Save' }).click()

    const summary = page.locator(SUMMARY)
    await expect.poll(() => summary.textContent()).toContain('Question: a question must end with a question mark.')
    expect(await summary.getByRole('heading', { level: 2 }).textContent()).toBe(ERROR_SUMMARY_HEADING)
    await expect.poll(() => summaryPlace(page)).toEqual(expectedPlace)
    expect(await coveredBy(page, SUMMARY)).toEqual([])
    // The line naming the file and path is there for whoever needs it, inside a closed disclosure.
    const details = summary.locator('details')
    expect(await details.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(false)
    expect(await details.locator('pre').textContent()).toBe(
      'content/faq.yaml: questions[0].question: a question must end with a question mark',
    )
    expect(await details.locator('pre').isVisible()).toBe(false)
    // One summary: Keystatic's own notice of the refusal is hidden while the summary says it.
    expect(
      await page.getByText(/^Not saved/).evaluateAll((found) => found.map((element) => element.checkVisibility())),
    ).toEqual([true, false])
    expect(await summary.getByText(/^Not saved: one thing to fix first\./).isVisible()).toBe(true)
    expect(
      await page
        .getByText(/content\/faq\.yaml/)
        .evaluateAll((found) => found.filter((element) => !element.closest('details:not([open])')).length),
    ).toBe(0)
    expect(readCopy(FAQ_FILE.path)).toBe(before)
    expect(await page.getByText('Unsaved').count()).toBe(1)
    // The line moves focus to the list row of that question (its field is in the item's closed dialog).
    await summary.getByRole('button', { name: /Question: a question must end with a question mark\./ }).click()
    expect(await focusedName(page)).toMatchObject({
      role: 'row',
      text: expect.stringContaining(firstQuestion.replace(/\?$/, '')),
    })
  })

  test('a refused save of a field on the page itself: the summary at the top moves focus to that field', async () => {
    const before = readCopy(FIRM_FILE.path)
    const page = await openEditor('/keystatic/singleton/firm')
    expectConsoleErrors(page, /status of 422/)
    const phone = page.getByRole('textbox', { name: /^Phone/ })
    await phone.fill('', { timeout: 45_000 })
    await page.getByRole('button', { name: 'Save' }).click()

    const summary = page.locator(SUMMARY)
    await expect.poll(() => summary.getByRole('button').count(), { timeout: 15_000 }).toBeGreaterThan(0)
    await expect.poll(() => summaryPlace(page)).toEqual(expectedPlace)
    expect(await coveredBy(page, SUMMARY)).toEqual([])
    expect(await coveredBy(page, '.editor-field-message')).toEqual([])
    expect(await violations(page, [SUMMARY])).toEqual([])
    const lines = await summary.getByRole('button').all()
    expect(lines).toHaveLength(1)
    await lines[0]!.click()
    expect(await focusedName(page)).toMatchObject({ role: 'input', label: expect.stringMatching(/^Phone/) })
    expect(await phone.evaluate((element) => element === document.activeElement)).toBe(true)
    expect(readCopy(FIRM_FILE.path)).toBe(before)
  })

  test('a cleared required field is never refused in silence: the message in plain words is tied to the field, nothing changes on disk, and a valid save says so', async () => {
    const before = readCopy(FAQ_FILE.path)
    const questions = (YAML.parse(before) as { questions: { question: string; answer: string }[] }).questions
    const first = questions[0]!

    const page = await openEditor('/keystatic/singleton/faq')
    expectConsoleErrors(page, /status of 422/)
    await page.getByText(first.question, { exact: true }).click({ timeout: 45_000 })
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('textbox', { name: 'Answer' }).fill('')
    await dialog.getByRole('button', { name: 'Done' }).click()
    await page.getByRole('button', { name: 'Save' }).click()

    // The list item of that question is described by the message, which reads in plain words.
    const row = page.locator('[aria-invalid="true"][aria-describedby]').first()
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1)
    const describedBy = (await row.getAttribute('aria-describedby'))!.split(' ')
    const messages = await Promise.all(describedBy.map((id) => page.locator(`[id="${id}"]`).textContent()))
    expect(messages.join(' ')).toContain('The answer cannot be empty.')
    expect(await row.textContent()).toContain(first.question)
    // In the flow of the page: the message sits under the list, naming its item, and covers no item nor anything else.
    expect(await coveredBy(page, '.editor-field-message')).toEqual([])
    // The messages and their box, with the list they describe (Keystatic's own page is Keystatic's to fix:
    // its list's delete buttons have no name, and its layout has content outside landmarks).
    expect(await violations(page, [SUMMARY, '.editor-list-messages'])).toEqual([])
    // One summary, at the top of the form and focused; Keystatic's notice (in the same plain words) is hidden.
    await expect
      .poll(() =>
        page
          .getByRole('alert')
          .filter({ hasText: ERROR_SUMMARY_HEADING })
          .filter({ hasText: 'Not saved: one thing to fix first.' })
          .filter({ hasText: 'The answer cannot be empty.' })
          .count(),
      )
      .toBe(1)
    await expect.poll(() => summaryPlace(page)).toEqual(expectedPlace)
    expect(await coveredBy(page, SUMMARY)).toEqual([])
    expect(await page.getByText('Not saved. One problem to fix first: The answer cannot be empty.').isVisible()).toBe(
      false,
    )
    await page
      .locator(SUMMARY)
      .getByRole('button', { name: /The answer cannot be empty\./ })
      .click()
    expect(await focusedName(page)).toMatchObject({ role: 'row', text: expect.stringContaining(first.question) })
    expect(readCopy(FAQ_FILE.path)).toBe(before)

    // Opened again, the answer box itself carries the message, under it; the box is marked required.
    await page.getByText(first.question, { exact: true }).click()
    const answer = page.getByRole('dialog').getByRole('textbox', { name: 'Answer (required)' })
    await expect
      .poll(async () => (await answer.getAttribute('aria-describedby')) ?? '')
      .toMatch(/editor-save-messages-/)
    // The dialog lies over the list: its message is checked against the dialog's own fields.
    expect(await coveredBy(page, '[role="dialog"] .editor-field-message', '[role="dialog"]')).toEqual([])
    expect(await violations(page, ['[role="dialog"]'])).toEqual([])
    const messageBox = (await page.locator('[role="dialog"] .editor-field-message').boundingBox())!
    expect(messageBox.y).toBeGreaterThanOrEqual(
      (await answer.boundingBox())!.y + (await answer.boundingBox())!.height - 1,
    )
    const newAnswer = `${first.answer} Ask us for the fee schedule.`
    await answer.fill(newAnswer)
    await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click()
    await page.getByRole('button', { name: 'Save' }).click()
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Saved.' }).count(), { timeout: 15_000 }).toBe(1)
    expect((YAML.parse(readCopy(FAQ_FILE.path)) as { questions: { answer: string }[] }).questions[0]!.answer).toBe(
      newAnswer,
    )
    expect(await page.locator('[aria-invalid="true"][data-editor-described]').count()).toBe(0)
  })
})

describe('what the editor serves and reads', () => {
  const root = path.resolve('.')

  test('Vite serves no project file outside what the editor needs: server code, the build, data and .env are refused', async () => {
    fs.mkdirSync(path.join(root, 'data'), { recursive: true })
    const probes = [
      path.join(root, 'data', `editor-probe-${String(process.pid)}.txt`),
      path.join(root, `.env.editor-probe-${String(process.pid)}`),
    ]
    for (const probe of probes) fs.writeFileSync(probe, 'personal data')
    try {
      for (const file of ['server/config.ts', 'package.json', ...probes.map((probe) => path.relative(root, probe))]) {
        const response = await fetch(`${editor.url}/@fs${path.join(root, file)}`)
        expect([file, response.status]).toEqual([file, 403])
        expect(await response.text()).not.toContain('personal data')
      }
      // What the editor's page needs still loads.
      expect((await fetch(`${editor.url}/@fs${path.join(root, 'app/config/content-schema/firm.ts')}`)).status).toBe(200)
    } finally {
      for (const probe of probes) fs.rmSync(probe, { force: true })
    }
  })

  test('a save request without the editor’s header or as text is refused before its body is read; a body over 1 MB is refused', async () => {
    const big = 'x'.repeat(60 * 1024 * 1024)
    const crossSite = await fetch(`${editor.url}/api/keystatic/update`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: big,
    })
    expect(crossSite.status).toBe(400)
    const noHeader = await fetch(`${editor.url}/api/keystatic/update`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"additions":[],"deletions":[]}',
    })
    expect(noHeader.status).toBe(400)
    const tooLarge = await fetch(`${editor.url}/api/keystatic/update`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'no-cors': '1' },
      body: JSON.stringify({
        additions: [{ path: 'content/faq.yaml', contents: 'x'.repeat(2 * 1024 * 1024) }],
        deletions: [],
      }),
    })
    expect(tooLarge.status).toBe(413)
  })
})
