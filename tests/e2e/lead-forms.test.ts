import path from 'node:path'
import Database from 'better-sqlite3'
import type { Page, Request } from 'playwright-core'
import { afterEach, describe, expect, inject, test } from 'vitest'
import { siteConfig, telHref } from '~/config/site-config'
import { REQUEST_RECEIVED_COPY } from '~/copy/request-received'
import { SUCCESS_MESSAGES, submissionErrorText } from '~/lib/leads/messages'
import {
  expectAbsentFor,
  type OpenedPage,
  openPage,
  recordedEvents,
  waitForHydration,
  withRecordingGtag,
} from './support'

let opened: OpenedPage | undefined
afterEach(async () => {
  await opened?.close()
  opened = undefined
})

/** Leads stored by the server under test, read the way the export reads them. */
function storedLead(email: string): Record<string, unknown> | undefined {
  const db = new Database(path.join(inject('dataDir'), 'leads.sqlite'), { readonly: true })
  try {
    return db.prepare('SELECT * FROM leads WHERE email = ?').get(email) as Record<string, unknown> | undefined
  } finally {
    db.close()
  }
}

/** How many leads the server under test stored with `email`. */
function storedLeadCount(email: string): number {
  const db = new Database(path.join(inject('dataDir'), 'leads.sqlite'), { readonly: true })
  try {
    return (db.prepare('SELECT COUNT(*) AS count FROM leads WHERE email = ?').get(email) as { count: number }).count
  } finally {
    db.close()
  }
}

/** Every request the page makes to the collector. */
function collectorRequests(page: Page): Request[] {
  const requests: Request[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith(`${siteConfig.forms.endpoint}/`)) requests.push(request)
  })
  return requests
}

const uniqueEmail = (label: string) => `${label}.${Date.now()}@lawfirm.example.com`

/** The lines of the form's error summary, as its links read. */
const summaryLines = (page: Page) => page.locator('[data-slot="error-summary"] li').allTextContents()

/** The confirmation that takes the place of a sent form. */
const confirmation = (page: Page) => page.locator('[data-slot="request-confirmation"]')

describe('home quick form', () => {
  test('an empty email fails check 2: the summary and the field say so, and nothing is sent', async () => {
    opened = await openPage('/')
    const { page } = opened
    await waitForHydration(page)
    const requests = collectorRequests(page)
    const form = page.getByRole('form', { name: 'Quick consultation request' })
    await form.getByLabel('Your Name').fill('Jane Doe')
    await form.getByLabel('Phone').fill('(215) 555-0100')
    await form.getByRole('button', { name: /consultation/i }).click()

    await expect.poll(() => summaryLines(page)).toEqual(['Email: Please provide a valid email address.'])
    expect(await form.getByLabel('Email').getAttribute('aria-invalid')).toBe('true')
    const describedBy = await form.getByLabel('Email').getAttribute('aria-describedby')
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe('Please provide a valid email address.')
    expect(await form.getByLabel('Your Name').inputValue()).toBe('Jane Doe')
    await expectAbsentFor(() => requests.length > 0, 750, 'a request to the collector')
    expect(opened.consoleErrors).toEqual([])
  })

  // Behaviour changed by issue 53: the form gives way to a lasting confirmation, no longer a "Success!" toast over a blank form.
  test('a valid request shows "Sending...", then the confirmation in the form\'s place, and is stored', async () => {
    opened = await openPage('/')
    const { page } = opened
    await waitForHydration(page)
    const requests = collectorRequests(page)
    // Hold the request until the sending state has been seen, then pass it to the real collector.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(`**${siteConfig.forms.endpoint}/${siteConfig.forms.ids.quick}`, async (route) => {
      await held
      await route.continue()
    })
    const email = uniqueEmail('quick')
    const form = page.getByRole('form', { name: 'Quick consultation request' })
    await form.getByLabel('Your Name').fill('Jane van der Berg')
    await form.getByLabel('Email').fill(email)
    await form.getByLabel('Phone').fill('(215) 555-0100')
    const caseType = (await form.getByLabel('Case Type').locator('option').nth(1).textContent()) ?? ''
    await form.getByLabel('Case Type').selectOption(caseType)
    await form.getByLabel('Message').fill('Economic loss report needed before mediation.')
    await form.getByRole('button', { name: /consultation/i }).click()

    const sending = form.getByRole('button', { name: 'Sending...' })
    await expect.poll(() => sending.isVisible()).toBe(true)
    expect(await sending.isDisabled()).toBe(true)
    release()
    await expect.poll(() => confirmation(page).isVisible(), { timeout: 10_000 }).toBe(true)
    expect(await confirmation(page).getByRole('heading', { name: REQUEST_RECEIVED_COPY.h1 }).isVisible()).toBe(true)
    expect(await confirmation(page).textContent()).toContain(SUCCESS_MESSAGES.contact)
    expect(await form.count()).toBe(0)
    expect(await page.getByText('Success!').count()).toBe(0)

    expect(requests).toHaveLength(1)
    const [request] = requests
    const headers = await request!.allHeaders()
    expect(headers['content-type']).toBe('application/json')
    expect(headers.accept).toBe('application/json')
    expect(headers['idempotency-key']).toMatch(/^[\w-]{16,}$/)
    const body = request!.postDataJSON() as Record<string, string>
    expect(body).toMatchObject({
      firstName: 'Jane',
      lastName: 'van der Berg',
      email,
      formType: 'contact',
      caseType,
      subject: 'Contact Form Submission - Jane van der Berg',
      _gotcha: '',
    })
    expect(new Date(body.submittedAt!).toISOString()).toBe(body.submittedAt)
    expect(storedLead(email)).toMatchObject({
      form_id: siteConfig.forms.ids.quick,
      first_name: 'Jane',
      last_name: 'van der Berg',
      case_type: caseType,
      is_spam: 0,
    })
    expect(opened.consoleErrors).toEqual([])
  })

  test('the honeypot is out of the tab order and the accessibility tree', async () => {
    opened = await openPage('/')
    const { page } = opened
    const trap = page.locator('input[name="_gotcha"]')
    expect(await trap.count()).toBe(1)
    expect(await trap.getAttribute('tabindex')).toBe('-1')
    expect(await page.getByRole('textbox', { name: /leave this field empty/i }).count()).toBe(0)
    const snapshot = await page.locator('body').ariaSnapshot()
    expect(snapshot).not.toMatch(/leave this field empty/i)
  })
})

describe('contact form', () => {
  test("reports every failing check at once, in the checks' order, and sends nothing until all pass", async () => {
    opened = await openPage('/contact')
    const { page } = opened
    await waitForHydration(page)
    const requests = collectorRequests(page)
    const form = page.getByRole('form', { name: 'Consultation request' })
    const submit = form.getByRole('button', { name: 'Send Consultation Request' })
    const focusedLabel = () =>
      page.evaluate(
        () => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent?.replace(' *', '') ?? '',
      )
    // Every field wrong at once: one submission reports all of them, and each field carries its message.
    await form.getByLabel('First Name').fill('Ada')
    await form.getByLabel('Email').fill('ada@analytical')
    await form.getByLabel('Phone').fill('555-01')
    await submit.click()
    await expect
      .poll(() => summaryLines(page))
      .toEqual([
        'Last name: Please provide your first and last name.',
        'Email: Please provide a valid email address.',
        'Phone: Please provide a valid phone number.',
      ])
    for (const field of ['Last Name', 'Email', 'Phone'])
      expect(await form.getByLabel(field).getAttribute('aria-invalid'), field).toBe('true')
    expect(await form.getByLabel('First Name').getAttribute('aria-invalid')).toBeNull()
    // A corrected field loses its message; the next submission reports what is left.
    await form.getByLabel('Last Name').fill('Lovelace')
    await form.getByLabel('Email').fill('ada@analytical.example.com')
    await submit.click()
    await expect.poll(() => summaryLines(page)).toEqual(['Phone: Please provide a valid phone number.'])
    await form.getByRole('link', { name: /^Phone:/ }).click()
    expect(await focusedLabel()).toBe('Phone')
    expect(await page.getByText('Validation Error').count()).toBe(0)
    expect(requests).toHaveLength(0)
    expect(opened.consoleErrors).toEqual([])
  })

  test('a collector answering 500 shows "Submission Error" with the phone link and keeps the input', async () => {
    const attempts: Request[] = []
    opened = await openPage('/contact', {
      expectedConsoleErrors: [/consultation request was not submitted/, /status of 500/],
      prepare: async (page) => {
        await page.route(`**${siteConfig.forms.endpoint}/*`, async (route) => {
          attempts.push(route.request())
          await route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"down"}' })
        })
      },
    })
    const { page } = opened
    await waitForHydration(page)
    const form = page.getByRole('form', { name: 'Consultation request' })
    const typed = {
      'First Name': 'Ada',
      'Last Name': 'Lovelace',
      Email: 'ada@analytical.example.com',
      Phone: '215-555-0100',
      'Law Firm / Organization': 'Babbage LLP',
      'Case Details': 'Loss of earnings claim.',
    }
    for (const [label, value] of Object.entries(typed)) await form.getByLabel(label).fill(value)
    await form.getByRole('button', { name: 'Send Consultation Request' }).click()

    await expect.poll(() => page.getByText('Submission Error').isVisible(), { timeout: 10_000 }).toBe(true)
    const notice = page.locator('[data-sonner-toast]').filter({ hasText: 'Submission Error' })
    expect(await notice.textContent()).toContain(
      `There was an error submitting the request. Please try again or call the office at ${siteConfig.phone}.`,
    )
    expect(await notice.getByRole('link', { name: siteConfig.phone }).getAttribute('href')).toBe(telHref())
    for (const [label, value] of Object.entries(typed))
      expect(await form.getByLabel(label).inputValue(), label).toBe(value)
    expect(await form.getByRole('button', { name: 'Send Consultation Request' }).isEnabled()).toBe(true)
    // The notice shows once the submission has finished: a 500 is not retried.
    expect(attempts).toHaveLength(1)

    // Trying again sends the same submission with the same idempotency key.
    await form.getByRole('button', { name: 'Send Consultation Request' }).click()
    await expect.poll(() => attempts.length).toBe(2)
    const keys = await Promise.all(attempts.map(async (request) => (await request.allHeaders())['idempotency-key']))
    expect(keys[0]).toBeTruthy()
    expect(keys[1]).toBe(keys[0])

    // The failure is logged to the console, and nothing else is.
    expect(opened.consoleErrors.some((message) => message.includes('The consultation request was not submitted'))).toBe(
      true,
    )
    expect(
      opened.consoleErrors.filter((message) => !/consultation request was not submitted|status of 500/.test(message)),
    ).toEqual([])
  })

  test('the emergency option requires urgency and deadline, then sends an emergency request', async () => {
    opened = await openPage('/contact')
    const { page } = opened
    await waitForHydration(page)
    const requests = collectorRequests(page)
    const form = page.getByRole('form', { name: 'Consultation request' })
    const email = uniqueEmail('emergency')
    await form.getByLabel('First Name').fill('Grace')
    await form.getByLabel('Last Name').fill('Hopper')
    await form.getByLabel('Email').fill(email)
    await form.getByLabel('This is an emergency request').check()
    await form.getByRole('button', { name: 'Send Emergency Request' }).click()

    await expect
      .poll(() => summaryLines(page))
      .toEqual([
        'Urgency level: Please specify urgency level and deadline for emergency requests.',
        'Deadline: Please specify urgency level and deadline for emergency requests.',
      ])
    expect(await form.getByLabel('Urgency Level').getAttribute('aria-invalid')).toBe('true')
    expect(await form.getByLabel('Deadline').getAttribute('aria-invalid')).toBe('true')
    expect(requests).toHaveLength(0)

    await form.getByLabel('Urgency Level').selectOption({ index: 1 })
    await form.getByRole('button', { name: 'Send Emergency Request' }).click()
    await expect.poll(() => summaryLines(page)).toHaveLength(1)
    expect(await form.getByLabel('Deadline').getAttribute('aria-invalid')).toBe('true')
    expect(requests).toHaveLength(0)

    await form.getByLabel('Deadline').fill('2031-05-20')
    await form.getByRole('button', { name: 'Send Emergency Request' }).click()
    await expect.poll(() => confirmation(page).isVisible(), { timeout: 10_000 }).toBe(true)
    expect(await confirmation(page).textContent()).toContain(SUCCESS_MESSAGES.emergency)
    expect(await confirmation(page).textContent()).toContain('Emergency consultation request')
    expect(requests).toHaveLength(1)
    expect(new URL(requests[0]!.url()).pathname).toBe(`${siteConfig.forms.endpoint}/${siteConfig.forms.ids.emergency}`)
    expect(storedLead(email)).toMatchObject({
      form_type: 'emergency',
      deadline: '2031-05-20',
      subject: 'Emergency Form Submission - Grace Hopper',
    })
    // Asked for a new form, the visitor gets an empty one, no longer an emergency.
    await page.getByRole('button', { name: REQUEST_RECEIVED_COPY.startAgain }).click()
    expect(await form.getByLabel('This is an emergency request').isChecked()).toBe(false)
    expect(await form.getByLabel('Email').inputValue()).toBe('')
    expect(opened.consoleErrors).toEqual([])
  })
})

describe('schedule form', () => {
  test('sends a schedule request with the preferred date and time', async () => {
    opened = await openPage('/schedule-consultation')
    const { page } = opened
    await waitForHydration(page)
    const form = page.getByRole('form', { name: 'Schedule a consultation' })
    const email = uniqueEmail('schedule')
    await form.getByLabel('First Name').fill('Alan')
    await form.getByLabel('Last Name').fill('Turing')
    await form.getByLabel('Email').fill(email)
    await form.getByLabel('Preferred Date').fill('2031-06-02')
    await form.getByLabel('Preferred Time').selectOption({ index: 1 })
    await form.getByRole('button', { name: 'Request Consultation' }).click()
    await expect.poll(() => confirmation(page).isVisible(), { timeout: 10_000 }).toBe(true)
    expect(await confirmation(page).textContent()).toContain(SUCCESS_MESSAGES.schedule)
    const row = storedLead(email)
    expect(row).toMatchObject({
      form_id: siteConfig.forms.ids.schedule,
      form_type: 'schedule',
      preferred_date: '2031-06-02',
      subject: 'Schedule Form Submission - Alan Turing',
    })
    expect(String(row?.preferred_time)).toMatch(/^Morning/)
    expect(opened.consoleErrors).toEqual([])
  })
})

describe('when the collector is briefly unavailable', () => {
  /** Fills the contact form with a new address; returns it. */
  async function fillContactForm(page: Page, label: string): Promise<{ email: string; typed: Record<string, string> }> {
    const email = uniqueEmail(label)
    const typed = {
      'First Name': 'Ada',
      'Last Name': 'Lovelace',
      Email: email,
      Phone: '215-555-0100',
      'Case Details': 'Loss of earnings claim.',
    }
    const form = page.getByRole('form', { name: 'Consultation request' })
    for (const [field, value] of Object.entries(typed)) await form.getByLabel(field).fill(value)
    return { email, typed }
  }

  test.each([502, 503, 504])(
    'a %i is retried with the same Idempotency-Key, and the submission succeeds once',
    async (status) => {
      const attempts: Request[] = []
      const recording = await withRecordingGtag(
        {
          // The first answer is a failed resource in Chromium's console; the retry succeeds.
          expectedConsoleErrors: [new RegExp(`status of ${String(status)}`)],
          prepare: async (page) => {
            await page.route(`**${siteConfig.forms.endpoint}/${siteConfig.forms.ids.contact}`, async (route) => {
              attempts.push(route.request())
              if (attempts.length === 1)
                await route.fulfill({ status, contentType: 'text/html', body: '<h1>Bad gateway</h1>' })
              else await route.continue()
            })
          },
        },
        '/contact',
      )
      opened = recording.opened
      const { page } = opened
      await waitForHydration(page)
      const { email } = await fillContactForm(page, `retry-${String(status)}`)
      await page
        .getByRole('form', { name: 'Consultation request' })
        .getByRole('button', { name: 'Send Consultation Request' })
        .click()
      await page.getByText(SUCCESS_MESSAGES.contact).waitFor({ timeout: 10_000 })

      // The success notice shows once the submission has finished: two attempts, no more.
      expect(attempts).toHaveLength(2)
      const keys = await Promise.all(attempts.map(async (request) => (await request.allHeaders())['idempotency-key']))
      expect(keys[0]).toMatch(/^[\w-]{16,}$/)
      expect(keys[1]).toBe(keys[0])
      expect(attempts[1]!.postData()).toBe(attempts[0]!.postData())
      // Stored once, under the key the browser sent (the store may qualify it, e.g. with the form id).
      expect(storedLeadCount(email)).toBe(1)
      expect(storedLead(email)).toMatchObject({
        form_id: siteConfig.forms.ids.contact,
        idempotency_key: expect.stringContaining(keys[0]!),
      })
      expect(await page.getByText('Submission Error').count()).toBe(0)
      await expect(recordedEvents(page, 'form_submit')).resolves.toHaveLength(1)
    },
  )

  test('a collector still unavailable on the retry: "Submission Error" after two attempts, the input kept', async () => {
    const attempts: Request[] = []
    opened = await openPage('/contact', {
      expectedConsoleErrors: [/status of 503/, /consultation request was not submitted/],
      prepare: async (page) => {
        await page.route(`**${siteConfig.forms.endpoint}/*`, async (route) => {
          attempts.push(route.request())
          await route.fulfill({ status: 503, contentType: 'text/html', body: '<h1>Unavailable</h1>' })
        })
      },
    })
    const { page } = opened
    await waitForHydration(page)
    const { typed } = await fillContactForm(page, 'retry-gives-up')
    const form = page.getByRole('form', { name: 'Consultation request' })
    await form.getByRole('button', { name: 'Send Consultation Request' }).click()
    await page.locator('[data-sonner-toast]').filter({ hasText: 'Submission Error' }).waitFor({ timeout: 10_000 })
    expect(attempts).toHaveLength(2)
    const keys = await Promise.all(attempts.map(async (request) => (await request.allHeaders())['idempotency-key']))
    expect(keys[1]).toBe(keys[0])
    for (const [label, value] of Object.entries(typed))
      expect(await form.getByLabel(label).inputValue(), label).toBe(value)
  })
})

describe('the rate limit', () => {
  test('past the limit for one client address the collector answers 429, the form says so and keeps the typed text; another address is not limited', async () => {
    opened = await openPage('/contact', {
      expectedConsoleErrors: [/status of 429/, /consultation request was not submitted/],
    })
    const { page } = opened
    await waitForHydration(page)
    const action = `${siteConfig.forms.endpoint}/${siteConfig.forms.ids.contact}`
    // This page's address (its own X-Forwarded-For) submits until the collector refuses it.
    const rateEmail = uniqueEmail('rate')
    const statuses = await page.evaluate(
      async ({ action, email }) => {
        const seen: { status: number; retryAfter: string | null }[] = []
        for (let index = 0; index < 50; index += 1) {
          const response = await fetch(action, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
            body: JSON.stringify({
              firstName: 'Rate',
              lastName: 'Limit',
              email: email.replace('@', `+${String(index)}@`),
              phone: '',
              message: '',
              caseType: '',
              organization: '',
              formType: 'contact',
              submittedAt: new Date().toISOString(),
              subject: 'Contact Form Submission - Rate Limit',
              _gotcha: '',
            }),
          })
          seen.push({ status: response.status, retryAfter: response.headers.get('retry-after') })
          if (response.status === 429) break
        }
        return seen
      },
      { action, email: rateEmail },
    )
    expect(statuses.at(-1)?.status, 'the collector answered 429').toBe(429)
    expect(Number(statuses.at(-1)?.retryAfter)).toBeGreaterThan(0)
    expect(statuses.length).toBeGreaterThan(1)
    expect(statuses.slice(0, -1).every((answer) => answer.status === 200)).toBe(true)
    expect(storedLead(rateEmail.replace('@', '+0@'))).toMatchObject({ client_address: opened.clientAddress })

    // The visitor at that address now submits the form.
    const posts: Request[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === action) posts.push(request)
    })
    const form = page.getByRole('form', { name: 'Consultation request' })
    const typed = {
      'First Name': 'Ada',
      'Last Name': 'Lovelace',
      Email: uniqueEmail('limited'),
      Phone: '215-555-0100',
      'Law Firm / Organization': 'Babbage LLP',
      'Case Details': 'Loss of earnings claim.',
    }
    for (const [label, value] of Object.entries(typed)) await form.getByLabel(label).fill(value)
    const answer = page.waitForResponse(
      (response) => new URL(response.url()).pathname === action && response.request().method() === 'POST',
    )
    await form.getByRole('button', { name: 'Send Consultation Request' }).click()
    expect((await answer).status()).toBe(429)
    const notice = page.locator('[data-sonner-toast]').filter({ hasText: 'Submission Error' })
    await notice.waitFor({ timeout: 10_000 })
    // The app has no message of its own for 429 yet: it shows the submission error, which asks to try again or call.
    expect(await notice.textContent()).toContain(submissionErrorText())
    for (const [label, value] of Object.entries(typed))
      expect(await form.getByLabel(label).inputValue(), label).toBe(value)
    expect(await form.getByRole('button', { name: 'Send Consultation Request' }).isEnabled()).toBe(true)
    // A 429 is not retried: the notice shows after the one attempt.
    expect(posts).toHaveLength(1)
    expect(storedLead(typed.Email)).toBeUndefined()

    // Another client address has its own bucket: its empty submission is refused by the rules (422), not the limit.
    const other = await openPage('/contact', { expectedConsoleErrors: [/status of 422/] })
    try {
      expect(other.clientAddress).not.toBe(opened.clientAddress)
      const status = await other.page.evaluate(
        async (action) =>
          (await fetch(action, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' })).status,
        action,
      )
      expect(status).toBe(422)
    } finally {
      await other.close()
    }
  })
})
