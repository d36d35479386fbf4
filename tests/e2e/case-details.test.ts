/**
 * The intake's case details in a real browser: filled with the app and without it, found in the export;
 * the court suggestions follow the chosen state; the records to gather follow the case type; analytics
 * receive none of it.
 */
import type { Page } from 'playwright-core'
import { afterEach, describe, expect, inject, test } from 'vitest'
import { RECORDS_TO_GATHER, RECORDS_COPY } from '~/copy/records-to-gather'
import { SUCCESS_MESSAGES } from '~/lib/leads/messages'
import { exportLeads } from '../../scripts/leads-export'
import { baseUrl, type OpenedPage, openPage, recordedEvents, waitForHydration } from './support'

let opened: OpenedPage | undefined
afterEach(async () => {
  await opened?.close()
  opened = undefined
})

/** The app's code: blocked, the page never hydrates and the form posts as plain HTML. */
const APP_SCRIPTS = /\/assets\/[^/]+\.js$/

const uniqueEmail = (label: string) => `${label}.${Date.now()}@lawfirm.example.com`

/** The lead the export prints for `email` (JSON, as `npm run leads:export -- --format json` does). */
function exportedLead(email: string): Record<string, unknown> | undefined {
  const rows = JSON.parse(exportLeads(inject('dataDir'), { format: 'json', includeSpam: false })) as Array<
    Record<string, unknown>
  >
  return rows.find((row) => row.email === email)
}

const CASE = {
  retainedBy: 'plaintiff',
  plaintiffs: 'Dana Whitfield',
  defendants: 'Keystone Logistics LLC',
  counselFirm: 'Harlan & Price LLP',
  caseNumber: '2:30-cv-00871',
  courtState: 'PA',
  courtName: 'United States District Court for the Eastern District of Pennsylvania',
  disclosureDeadline: '2031-03-14',
  depositionDate: '2031-04-02',
  trialDate: '2031-09-08',
}

/** Fills the person fields and every case detail of the form named `formName`. */
async function fillRequest(page: Page, formName: string, email: string) {
  const form = page.getByRole('form', { name: formName })
  await form.getByLabel('First Name').fill('Lena')
  await form.getByLabel('Last Name').fill('Marsh')
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Case Type').selectOption('Personal Injury')
  await form.getByLabel('Retained By').selectOption({ label: 'Plaintiff' })
  await form.getByLabel('Plaintiffs').fill(CASE.plaintiffs)
  await form.getByLabel('Defendants').fill(CASE.defendants)
  await form.getByLabel('Opposing Counsel (Firm)').fill(CASE.counselFirm)
  await form.getByLabel('Case Number').fill(CASE.caseNumber)
  await form.getByLabel('Court State').selectOption({ label: 'Pennsylvania' })
  await form.getByLabel('Court', { exact: true }).fill(CASE.courtName)
  await form.getByLabel('Expert Disclosure Date').fill(CASE.disclosureDeadline)
  await form.getByLabel('Deposition Date').fill(CASE.depositionDate)
  await form.getByLabel('Trial Date').fill(CASE.trialDate)
  return form
}

describe('case details on the contact form', () => {
  test('with the app: the suggestions follow the state, the records follow the case type, the details reach the export and not analytics', async () => {
    opened = await openPage('/contact')
    const { page } = opened
    await waitForHydration(page)
    const form = page.getByRole('form', { name: 'Consultation request' })
    await expect(
      form
        .getByText('Please do not send medical records or any other documents through this form.', { exact: false })
        .isVisible(),
    ).resolves.toBe(true)

    // Every court the site knows until a state is chosen, then that state's only.
    const listId = await form.getByLabel('Court', { exact: true }).getAttribute('list')
    const suggestions = () =>
      form
        .locator(`datalist#${String(listId)} option`)
        .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))
    // 90 federal district courts, 51 trial courts, and Harris County's designation (Tex. Gov't Code § 24.112(d)).
    expect((await suggestions()).length).toBe(142)
    const email = uniqueEmail('case-details-app')
    await fillRequest(page, 'Consultation request', email)
    expect(await suggestions()).toEqual([
      'United States District Court for the Eastern District of Pennsylvania',
      'United States District Court for the Middle District of Pennsylvania',
      'United States District Court for the Western District of Pennsylvania',
      'Pennsylvania Court of Common Pleas',
    ])

    // The records to gather for the chosen case type.
    const records = form.getByRole('region', { name: RECORDS_COPY.heading('Personal Injury') })
    await expect(records.getByRole('listitem').allTextContents()).resolves.toEqual([
      ...RECORDS_TO_GATHER['personal-injury']!,
    ])

    // A trial before the disclosure deadline is refused, naming the field, and nothing is sent.
    await form.getByLabel('Trial Date').fill('2031-03-01')
    await form.getByRole('button', { name: 'Send Consultation Request' }).click()
    // Said twice, as the error pattern has it: a link in the summary at the top, and the message under the field.
    await expect
      .poll(() =>
        form.getByText('Trial date cannot be before the expert disclosure date.', { exact: true }).isVisible(),
      )
      .toBe(true)
    expect(await form.getByRole('link', { name: /^Trial date: Trial date cannot be before/ }).count()).toBe(1)
    expect(await form.getByLabel('Trial Date').getAttribute('aria-invalid')).toBe('true')
    expect(exportedLead(email)).toBeUndefined()

    await form.getByLabel('Trial Date').fill(CASE.trialDate)
    await form.getByRole('button', { name: 'Send Consultation Request' }).click()
    await page.getByText(SUCCESS_MESSAGES.contact).waitFor({ timeout: 10_000 })
    expect(exportedLead(email)).toMatchObject({ formType: 'contact', caseType: 'Personal Injury', ...CASE })

    // Analytics get the submission as before, and no part of the case details.
    const events = await recordedEvents(page)
    expect(events.filter((event) => event.name === 'form_submit').map((event) => event.params)).toEqual([
      expect.objectContaining({ event_label: 'contact', value: 'Personal Injury' }),
    ])
    const sent = JSON.stringify(events)
    for (const value of Object.values(CASE).filter((text) => text.length > 2)) expect(sent).not.toContain(value)
    expect(opened.consoleErrors).toEqual([])
  })

  test('without the app: the plain form post stores the details and lands on the records to gather for the case type', async () => {
    opened = await openPage('/contact', {
      // The blocked requests, and the app's failed start, are reported in the console.
      expectedConsoleErrors: [/net::ERR_FAILED/, /dynamically imported module/i],
      prepare: async (tab) => void (await tab.route(APP_SCRIPTS, (route) => route.abort())),
    })
    const { page } = opened
    const email = uniqueEmail('case-details-plain')
    const form = await fillRequest(page, 'Consultation request', email)
    await form.getByRole('button', { name: /send/i }).click()
    await page.waitForURL(`${baseUrl()}/request-received/personal-injury`)
    await expect(
      page.getByRole('heading', { level: 2, name: RECORDS_COPY.heading('Personal Injury') }).isVisible(),
    ).resolves.toBe(true)
    await expect(page.locator('meta[name="robots"]').getAttribute('content')).resolves.toBe('noindex, follow')
    expect(exportedLead(email)).toMatchObject({ formType: 'contact', caseType: 'Personal Injury', ...CASE })
  })
})

describe('case details on the schedule form', () => {
  test('with the app, stored with the preferred date', async () => {
    opened = await openPage('/schedule-consultation')
    const { page } = opened
    await waitForHydration(page)
    const email = uniqueEmail('case-details-schedule')
    const form = await fillRequest(page, 'Schedule a consultation', email)
    await form.getByLabel('Preferred Date').fill('2031-02-03')
    await form.getByRole('button', { name: 'Request Consultation' }).click()
    await page.getByText(SUCCESS_MESSAGES.schedule).waitFor({ timeout: 10_000 })
    expect(exportedLead(email)).toMatchObject({ formType: 'schedule', preferredDate: '2031-02-03', ...CASE })
    expect(opened.consoleErrors).toEqual([])
  })
})
