/**
 * The case details end to end through the collector on SQLite, with a real SMTP server and a webhook
 * receiver: the conflict-check block opens the mail, a disclosure deadline 10 days out is URGENT and one
 * 30 days out is not, the webhook says why, and a form posted without JavaScript lands on the records
 * to gather for its case type.
 */
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { siteConfig } from '~/config/site-config'
import { addCalendarDays, calendarDateIn } from '~/lib/leads/case-dates'
import { exportLeads } from '../../scripts/leads-export'
import { buildApp } from '../app'
import { buildNotification, notificationSubject } from '../shared/outbox/notification'
import type { StoredLead } from '../shared/database/store-types'
import {
  freePort,
  newWebhookSecret,
  noCaseDetails,
  sampleLead,
  startSmtpServer,
  startWebhookReceiver,
  temporaryDir,
  testConfig,
  writeMinimalBuild,
  type ReceivedMail,
} from '../../tests/support/server-fixtures'
import type { WebhookPayload } from '../shared/outbox/webhook'

const SECRET = newWebhookSecret()
const SITE_URL = 'https://www.firm.example.com'

const cleanups: Array<() => unknown> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/** The firm's date today plus `days` (YYYY-MM-DD), as the collector will judge it. */
const inDays = (days: number) => addCalendarDays(calendarDateIn(siteConfig.hours.timeZone, new Date()), days)

const CASE = {
  retainedBy: 'defense',
  plaintiffs: 'Maria Alvarez',
  defendants: 'Northline Trucking Inc.; R. Keller',
  counselFirm: 'Barrow & Finch LLP',
  caseNumber: '2:26-cv-04417',
  courtState: 'PA',
  courtName: 'United States District Court for the Eastern District of Pennsylvania',
  depositionDate: inDays(45),
  trialDate: inDays(120),
}

async function start() {
  const temp = temporaryDir('case-details-')
  const dataDir = path.join(temp.dir, 'data')
  const smtpPort = await freePort()
  const smtp = await startSmtpServer(smtpPort)
  const receiver = await startWebhookReceiver()
  cleanups.push(
    temp.remove,
    () => smtp.close(),
    () => receiver.close(),
  )
  const config = testConfig({
    DATA_DIR: dataDir,
    BUILD_DIR: writeMinimalBuild(temp.dir),
    SITE_URL,
    SMTP_URL: `smtp://127.0.0.1:${String(smtpPort)}`,
    NOTIFY_TO: 'intake@firm.example.com',
    NOTIFY_FROM: 'website@firm.example.com',
    WEBHOOK_URLS: receiver.url,
    WEBHOOK_SECRETS: SECRET,
  })
  const app = await buildApp(config, { collector: { rateLimits: false, idleCheckMs: 200 } })
  cleanups.push(() => app.close())
  return { app, dataDir, smtp, receiver }
}

const post = (app: FastifyInstance, formId: string, body: unknown) =>
  app.inject({
    method: 'POST',
    url: `/f/${formId}`,
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    payload: JSON.stringify(body),
  })

/** The mail's text body, decoded from quoted-printable when nodemailer chose it, with LF line ends. */
function mailBody(mail: ReceivedMail): string {
  const [head = '', ...rest] = mail.raw.split(/\r?\n\r?\n/)
  const body = rest.join('\n\n')
  const decoded = /content-transfer-encoding:\s*quoted-printable/i.test(head)
    ? Buffer.from(
        body
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8')
    : body
  return decoded.replace(/\r\n/g, '\n')
}

const mailFor = (mails: ReceivedMail[], firstName: string) =>
  mails.find((mail) => mail.subject.includes(`- ${firstName} Doe`))

describe('the case details through the collector, the mail and the webhook', () => {
  it('opens the mail with the conflict check, marks a deadline 10 days out URGENT and one 30 days out not, and tells the webhook why', async () => {
    const { app, dataDir, smtp, receiver } = await start()
    const soon = await post(
      app,
      'contact',
      sampleLead({ ...CASE, firstName: 'Soon', disclosureDeadline: inDays(10), trialDate: inDays(120) }),
    )
    const later = await post(
      app,
      'contact',
      sampleLead({ ...CASE, firstName: 'Later', disclosureDeadline: inDays(30) }),
    )
    const emergency = await post(
      app,
      'emergency',
      sampleLead({
        firstName: 'Rush',
        formType: 'emergency',
        urgency: 'Critical: within 24 hours',
        deadline: inDays(2),
      }),
    )
    expect([soon.statusCode, later.statusCode, emergency.statusCode]).toEqual([200, 200, 200])

    const mails = await smtp.waitForMails(3)
    const urgent = mailFor(mails, 'Soon')!
    const calm = mailFor(mails, 'Later')!
    expect(urgent.subject).toBe('URGENT: Contact Form Submission - Soon Doe')
    expect(calm.subject).toBe('Contact Form Submission - Later Doe')
    expect(mailFor(mails, 'Rush')?.subject).toBe('URGENT: Emergency Form Submission - Rush Doe')

    const urgentBody = mailBody(urgent)
    // The conflict check comes before the URGENT line, the promise and every other field.
    expect(
      urgentBody.startsWith(
        [
          'CONFLICT CHECK',
          'Plaintiffs: Maria Alvarez',
          'Defendants: Northline Trucking Inc.; R. Keller',
          'Retained by: Defense',
          'Requesting organization: Doe & Partners',
          'Opposing counsel: Barrow & Finch LLP',
          'Court: United States District Court for the Eastern District of Pennsylvania, PA',
          'Case number: 2:26-cv-04417',
          '',
          `URGENT: expert disclosures are due ${inDays(10)}, 10 calendar days after this request was received.`,
          siteConfig.promises.inquiryResponse.sentence,
          '',
        ].join('\n'),
      ),
    ).toBe(true)
    expect(urgentBody).toContain(`Expert disclosure date: ${inDays(10)}`)
    expect(urgentBody).toContain(`Trial date: ${inDays(120)}`)
    expect(urgent.headers).toMatch(/^Importance: high$/im)

    const calmBody = mailBody(calm)
    expect(calmBody.startsWith('CONFLICT CHECK\nPlaintiffs: Maria Alvarez\n')).toBe(true)
    expect(calmBody).not.toContain('URGENT')
    expect(calmBody).toContain(`\n\n${siteConfig.promises.inquiryResponse.sentence}\n`)
    expect(calm.headers).not.toMatch(/^Importance:/im)

    const deliveries = await receiver.waitFor(3)
    const payloads = deliveries.map((delivery) => JSON.parse(delivery.body) as WebhookPayload)
    const byName = (name: string) => payloads.find((payload) => payload.lead.firstName === name)
    expect(byName('Soon')).toMatchObject({
      urgent: true,
      urgentReason: 'disclosure-deadline',
      lead: { ...CASE, disclosureDeadline: inDays(10) },
    })
    expect(byName('Later')).toMatchObject({
      urgent: false,
      urgentReason: null,
      lead: { disclosureDeadline: inDays(30), retainedBy: 'defense' },
    })
    expect(byName('Rush')).toMatchObject({
      urgent: true,
      urgentReason: 'emergency',
      lead: { formType: 'emergency', plaintiffs: null },
    })

    // Stored as columns, and exported with them.
    const exported = JSON.parse(exportLeads(dataDir, { format: 'json', includeSpam: false })) as Array<
      Record<string, unknown>
    >
    expect(exported.find((row) => row.firstName === 'Soon')).toMatchObject({ ...CASE, disclosureDeadline: inDays(10) })
    const csv = exportLeads(dataDir, { format: 'csv', includeSpam: false }).split('\r\n')
    // Every cell is quoted (these hold no comma or quote of their own).
    const quoted = (cells: string[]) => cells.map((cell) => `"${cell}"`).join(',')
    expect(
      csv[0]?.endsWith(
        `,${quoted(['retained_by', 'plaintiffs', 'defendants', 'counsel_firm', 'case_number', 'court_state', 'court_name', 'disclosure_deadline', 'deposition_date', 'trial_date'])}`,
      ),
    ).toBe(true)
    expect(csv.find((line) => line.includes(',"Soon",'))).toContain(
      `,${quoted(['defense', 'Maria Alvarez', 'Northline Trucking Inc.; R. Keller', 'Barrow & Finch LLP', '2:26-cv-04417', 'PA', 'United States District Court for the Eastern District of Pennsylvania', inDays(10), inDays(45), inDays(120)])}`,
    )
  })

  it('refuses a disclosure deadline in the past and a trial before it, naming the fields, and stores nothing', async () => {
    const { app, dataDir } = await start()
    const response = await post(
      app,
      'contact',
      sampleLead({ disclosureDeadline: inDays(-2), trialDate: inDays(5), courtState: 'ZZ' }),
    )
    expect(response.statusCode).toBe(422)
    const { errors } = response.json() as { errors: Array<{ field: string; message: string }> }
    expect(errors.map((issue) => [issue.field, issue.message])).toEqual([
      ['courtState', 'Court state must be the two-letter postal code of a state or DC, such as NY.'],
      ['disclosureDeadline', 'Expert disclosure date cannot be in the past.'],
    ])
    const order = await post(app, 'contact', sampleLead({ disclosureDeadline: inDays(20), trialDate: inDays(19) }))
    expect((order.json() as { errors: Array<{ field: string; message: string }> }).errors).toEqual([
      { field: 'trialDate', code: 'date_order', message: 'Trial date cannot be before the expert disclosure date.' },
    ])
    expect(JSON.parse(exportLeads(dataDir, { format: 'json', includeSpam: false }))).toEqual([])
  })

  it('a form posted without JavaScript stores the case details and lands on the records to gather for its case type', async () => {
    const { app, dataDir } = await start()
    const fields = {
      formType: 'contact',
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@lawfirm.example.com',
      caseType: 'Personal Injury',
      _gotcha: '',
      ...CASE,
      disclosureDeadline: inDays(60),
    }
    const formPost = (body: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/f/contact',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(body).toString(),
      })
    const stored = await formPost(fields)
    expect(stored.statusCode).toBe(303)
    expect(stored.headers.location).toBe(`${SITE_URL}/request-received/personal-injury`)
    expect((await formPost({ ...fields, caseType: '', retainedBy: '' })).headers.location).toBe(
      `${SITE_URL}/request-received`,
    )
    expect((await formPost({ ...fields, next: '/schedule-consultation' })).headers.location).toBe(
      `${SITE_URL}/schedule-consultation`,
    )
    const [first] = JSON.parse(exportLeads(dataDir, { format: 'json', includeSpam: false })) as Array<
      Record<string, unknown>
    >
    expect(first).toMatchObject({ firstName: 'Ann', ...CASE, disclosureDeadline: inDays(60) })

    // A refused post comes back with every case detail kept, the dates as date fields and the side as a choice.
    const refused = await formPost({ ...fields, trialDate: inDays(-5) })
    expect(refused.statusCode).toBe(422)
    expect(refused.body).toContain('Trial date cannot be in the past.')
    expect(refused.body).toMatch(
      new RegExp(`<input (?=[^>]*name="trialDate")(?=[^>]*type="date")(?=[^>]*value="${inDays(-5)}")[^>]*>`),
    )
    expect(refused.body).toContain('value="Barrow &amp; Finch LLP"')
    expect(refused.body).toMatch(
      /<select (?=[^>]*name="retainedBy")[^>]*>(?:(?!<\/select>).)*<option value="defense" selected="">Defense<\/option>/,
    )
  })
})

describe('the notification and the webhook payload, unit by unit', () => {
  const lead: StoredLead = {
    ...noCaseDetails(),
    id: 'ld_1',
    formId: 'contact',
    formType: 'contact',
    firstName: 'Jane',
    lastName: 'Doe',
    email: 'jane@x.io',
    phone: '',
    organization: '',
    caseType: '',
    message: '',
    subject: '',
    urgency: null,
    deadline: null,
    preferredDate: null,
    preferredTime: null,
    submittedAt: null,
    receivedAt: '2026-03-02T20:00:00.000Z',
    clientAddress: null,
    origin: null,
    userAgent: null,
    spam: false,
  }

  it('says so when no conflict-check details were given, still first', () => {
    const { text } = buildNotification(lead, { to: 'a@b.co', from: 'c@d.co' })
    expect(text.split('\n').slice(0, 3)).toEqual([
      'CONFLICT CHECK',
      'No parties, counsel, court or case number were given.',
      '',
    ])
  })

  it("URGENT in the subject up to 14 calendar days after the received date, in the firm's time zone", () => {
    expect(notificationSubject({ ...lead, disclosureDeadline: '2026-03-16' })).toBe(
      'URGENT: Contact Form Submission - Jane Doe',
    )
    expect(notificationSubject({ ...lead, disclosureDeadline: '2026-03-17' })).toBe(
      'Contact Form Submission - Jane Doe',
    )
    const { text } = buildNotification(
      { ...lead, formType: 'emergency', disclosureDeadline: '2026-03-03' },
      { to: 'a@b.co', from: 'c@d.co' },
    )
    expect(text).toContain(
      `URGENT: ${siteConfig.promises.emergency.sentence}\nURGENT: expert disclosures are due 2026-03-03, 1 calendar day after this request was received.\n`,
    )
  })
})
