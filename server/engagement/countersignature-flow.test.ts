/**
 * The firm's countersignature over real HTTP on a real SQLite store, with a real SMTP server and a software
 * passkey: after counsel signs, the request waits for the firm; only a staff member linked to a signatory may
 * countersign, and only with a user-verified assertion of their own passkey; then the request is retained, both
 * sides get the final PDF, which pdfsig verifies (and finds altered after one byte changes), and the chain holds
 * both signatures. A decline needs a reason, mails counsel and closes the upload window.
 */
import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { consultationAvailability } from '~/lib/booking/availability.server'
import { siteConfig } from '~/config/site-config'
import { RUNTIME_FILE_NAME, RUNTIME_FILE_VERSION } from '~/lib/runtime-file-schema'
import { engagementContent, engagementSignatories } from '~/lib/engagement/engagement-content.server'
import { W9_PATH } from '~/lib/engagement/payment-ways'
import { recordsByCaseTypeName } from '~/lib/content-folder/records'
import { principal as principalProfile } from '~/lib/content-folder/firm-content.server'
import { runStaffCommand } from '../../scripts/staff'
import { ScriptedAuthenticator } from '../../tests/support/scripted-authenticator'
import { pdfText } from '../../tests/e2e/pdf-text'
import { buildApp } from '../app'
import {
  freePort,
  sampleLead,
  startSmtpServer,
  temporaryDir,
  testConfig,
  writeMinimalBuild,
} from '../../tests/support/server-fixtures'
import { inboxOf } from '../inbox/inbox-server'
import { SqliteInboxDb } from '../shared/database/sql'
import { checkSignatureChain } from './signature-chain'

const run = promisify(execFile)
const PDFSIG = ['/usr/bin/pdfsig', '/bin/pdfsig'].find((file) => fs.existsSync(file))
if (!PDFSIG) throw new Error('pdfsig is missing: apt-get install -y poppler-utils (CI installs it)')

const INBOX = 'http://localhost:4321'
const ATTORNEY = 'counsel.pell@lawfirm.example.com'
let app: FastifyInstance
let origin: string
let dataDir: string
let tempDir: string
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let remove: () => void

interface Staff {
  cookie: string
  csrf: string
  key: ScriptedAuthenticator
}
let principal: Staff
let assistant: Staff

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex')
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString()
const json = (staff: Staff | undefined, url: string, body: unknown = {}) =>
  app.inject({
    method: 'POST',
    url,
    headers: {
      origin: INBOX,
      'content-type': 'application/json',
      ...(staff ? { cookie: staff.cookie, 'x-csrf-token': staff.csrf } : {}),
    },
    payload: JSON.stringify(body),
  })

/** A staff member added (linked to `person` or not), enrolled with a software passkey, and signed in. */
async function staffMember(email: string, name: string, person?: string): Promise<Staff> {
  const lines = await runStaffCommand(
    { action: 'add', email, name, role: 'staff', ...(person ? { person } : {}) },
    { dataDir, inboxOrigin: INBOX },
  )
  const enrollPath = new URL(lines.at(-1)!).pathname
  const key = new ScriptedAuthenticator(INBOX, true)
  const registration = (await json(undefined, `${enrollPath}/options`)).json() as {
    ceremonyId: string
    options: { challenge: string; user: { id: string } }
  }
  const enrolled = await json(undefined, `${enrollPath}/verify`, {
    ceremonyId: registration.ceremonyId,
    response: key.register(registration.options),
  })
  expect(enrolled.statusCode, enrolled.body).toBe(200)
  const cookie = String(enrolled.headers['set-cookie']).split(';')[0]!
  const page = await app.inject({ url: '/inbox', headers: { cookie } })
  const csrf = /name="_csrf" value="([^"]+)"/.exec(page.body)?.[1] ?? ''
  expect(csrf).not.toBe('')
  return { cookie, csrf, key }
}

async function staffForm(staff: Staff, url: string, fields: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: INBOX, cookie: staff.cookie },
    payload: form({ _csrf: staff.csrf, ...fields }),
  })
}

/** A request sent and signed by counsel; returns its id and counsel's link. */
async function signedRequest(
  email: string,
  scope: 'testifying' | 'consulting' = 'testifying',
): Promise<{ leadId: string; link: string }> {
  const posted = await app.inject({
    method: 'POST',
    url: '/f/contact',
    headers: { 'content-type': 'application/json', accept: 'application/json', origin },
    payload: {
      ...sampleLead({ email, firstName: 'Marisol', lastName: 'Pell', organization: 'Pell & Ward LLP' }),
      plaintiffs: 'Marisol Pell',
      defendants: 'Acme Freight, Inc.',
      retainedBy: 'plaintiff',
    },
  })
  const leadId = (JSON.parse(posted.body) as { id: string }).id
  expect((await staffForm(principal, `/inbox/requests/${leadId}/status`, { status: 'cleared' })).statusCode).toBe(303)
  // A request retained earlier entered the register: each possible conflict is resolved before sending.
  for (const hit of await inboxOf(app).conflicts.currentHits(leadId))
    expect(
      (
        await staffForm(principal, `/inbox/requests/${leadId}/conflicts/resolve`, {
          entryId: hit.entryId,
          kind: 'not_same_party',
          detail: 'A different shipment and a different plaintiff',
        })
      ).statusCode,
    ).toBe(303)
  const terms = { expert: 'principal', scope, payer: 'law-firm', forum: 'state:TX', confirm: 'yes' }
  const sent = await staffForm(principal, `/inbox/requests/${leadId}/engagement/send`, terms)
  expect(sent.statusCode, sent.body).toBe(303)
  let link: string | undefined
  for (let attempt = 0; attempt < 100 && !link; attempt += 1) {
    const mail = smtp.mails.find((m) => m.to.includes(email) && m.subject.includes('for your signature'))
    link = mail?.raw.replace(/=\r?\n/g, '').match(/\/engage\/[A-Za-z0-9_-]{43}/)?.[0]
    if (!link) await new Promise((resolve) => setTimeout(resolve, 100))
  }
  expect(link).toBeDefined()
  const text = (await app.inject({ url: `${link!}/letter.txt` })).rawPayload
  const signed = await app.inject({
    method: 'POST',
    url: `${link!}/sign`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    payload: form({
      name: 'Marisol Pell',
      title: 'Partner',
      firm: 'Pell & Ward LLP',
      email: ATTORNEY,
      consent: 'yes',
      textSha256: sha256(text),
    }),
  })
  expect(signed.statusCode, signed.body).toBe(303)
  return { leadId, link: link! }
}

/** The text of the latest mail whose raw text matches, quoted-printable soft breaks undone. */
async function mailMatching(pattern: RegExp): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const found = smtp.mails.map((mail) => mail.raw.replace(/=\r?\n/g, '')).findLast((raw) => pattern.test(raw))
    if (found) return found.replace(/\r?\n/g, ' ').replace(/=3D/g, '=')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no mail matching ${String(pattern)}`)
}

async function countersign(staff: Staff, leadId: string) {
  const base = `/inbox/requests/${leadId}/engagement/countersign`
  const begun = await json(staff, `${base}/options`)
  if (begun.statusCode !== 200) return begun
  const { ceremonyId, options } = begun.json() as { ceremonyId: string; options: { challenge: string } }
  return json(staff, `${base}/verify`, { ceremonyId, response: staff.key.assert(options) })
}

beforeAll(async () => {
  const temp = temporaryDir('countersignature-flow-')
  remove = temp.remove
  tempDir = temp.dir
  dataDir = path.join(temp.dir, 'data')
  const buildDir = writeMinimalBuild(temp.dir)
  fs.writeFileSync(
    path.join(temp.dir, RUNTIME_FILE_NAME),
    JSON.stringify({
      version: RUNTIME_FILE_VERSION,
      availability: consultationAvailability(),
      engagement: engagementContent(),
      signatories: engagementSignatories(),
      recordsChecklist: recordsByCaseTypeName(),
    }),
  )
  const port = await freePort()
  const smtpPort = await freePort()
  smtp = await startSmtpServer(smtpPort)
  origin = `http://127.0.0.1:${String(port)}`
  app = await buildApp(
    testConfig({
      DATA_DIR: dataDir,
      BUILD_DIR: buildDir,
      SITE_URL: origin,
      INBOX_ORIGIN: INBOX,
      SMTP_URL: `smtp://127.0.0.1:${String(smtpPort)}`,
      NOTIFY_TO: 'office@firm.example.com',
    }),
    { collector: { rateLimits: false } },
  )
  await app.listen({ port, host: '127.0.0.1' })
  principal = await staffMember('principal@firm.example', 'Principal Staff Account', 'principal')
  assistant = await staffMember('bo@firm.example', 'Bo Assistant')
}, 60_000)

afterAll(async () => {
  await app?.close()
  await smtp?.close()
  remove?.()
})

describe("the firm's countersignature", () => {
  it('waits for the firm after counsel signs; only a linked signatory with a verified passkey countersigns; both sides get the PDF, signed by the firm', async () => {
    const { leadId, link } = await signedRequest('first@lawfirm.example.com')
    expect((await inboxOf(app).store.leadState(leadId)).status).toBe('cleared')
    const counselPage = (await app.inject({ url: link })).body
    expect(counselPage).toContain('Awaiting the firm&#x27;s signature.')
    expect(counselPage).toMatch(/will countersign by [A-Z][a-z]+ \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M [A-Z][a-z]+/)
    expect(counselPage).not.toMatch(/GMT|UTC/)
    expect(counselPage).toContain('The firm never sends wire instructions by email.')
    const { address } = siteConfig
    const office = `${address.street}, ${address.city}, ${address.region} ${address.postalCode}`
    expect(counselPage).toContain(`Mail checks to: ${office}.`)
    expect(counselPage).toContain('href="/downloads/w9.pdf"')
    const signedMail = await mailMatching(/your signed engagement letter/)
    for (const expected of [
      `How to pay the retainer (${engagementContent().retainer})`,
      `Mail checks to: ${office}.`,
      'The firm never sends wire instructions by email.',
      `${origin}/downloads/w9.pdf`,
    ])
      expect(signedMail).toContain(expected)
    expect(counselPage).toContain('Records to send for a personal injury matter')
    expect(counselPage).toContain(recordsByCaseTypeName()['Personal Injury']![0]!.replace(/'/g, '&#x27;'))
    const request = await app.inject({ url: `/inbox/requests/${leadId}`, headers: { cookie: principal.cookie } })
    expect(request.body).toContain('Awaiting the firm&#x27;s signature.')
    expect(request.body).toContain('data-countersign=')

    const unlinked = await countersign(assistant, leadId)
    expect(unlinked.statusCode).toBe(409)
    expect(unlinked.body).toContain('linked to a person who signs engagements')

    principal.key.userVerified = false
    const presenceOnly = await countersign(principal, leadId)
    expect(presenceOnly.statusCode).toBe(400)
    expect(presenceOnly.body).toMatch(/PIN/)
    principal.key.userVerified = true
    expect((await inboxOf(app).store.leadState(leadId)).status).toBe('cleared')

    const mailsBefore = smtp.mails.length
    const done = await countersign(principal, leadId)
    expect(done.statusCode, done.body).toBe(200)
    expect((done.json() as { next: string }).next).toBe(`/inbox/requests/${leadId}?done=countersigned`)
    expect((await inboxOf(app).store.leadState(leadId)).status).toBe('retained')
    expect((await countersign(principal, leadId)).statusCode).toBe(409)
    const audit = await inboxOf(app).store.listAudit(leadId)
    expect(audit.map((row) => row.action)).toContain('engagement.countersigned')

    const pdf = (await app.inject({ url: `${link}/countersigned.pdf` })).rawPayload
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    const words = await pdfText(new Uint8Array(pdf))
    for (const expected of ['Marisol Pell', principalProfile().name, 'Signature certificate', 'self-signed'])
      expect(words).toContain(expected)
    const staffCopy = await app.inject({
      url: `/inbox/requests/${leadId}/engagement/countersigned.pdf`,
      headers: { cookie: principal.cookie },
    })
    expect(staffCopy.rawPayload.equals(pdf)).toBe(true)
    expect((await app.inject({ url: link })).body).toContain('Countersigned for')

    await smtp.waitForMails(mailsBefore + 2)
    const withPdf = smtp.mails.filter((mail) => /filename="?countersigned-engagement-letter\.pdf/.test(mail.raw))
    expect(withPdf.flatMap((mail) => mail.to).sort()).toEqual([ATTORNEY, 'office@firm.example.com'].sort())
    const finalMail = await mailMatching(/your countersigned engagement letter/)
    const { payment, retainer } = engagementContent()
    for (const expected of [
      `How to pay the retainer (${retainer})`,
      `Mail checks to: ${siteConfig.address.street}`,
      `- ${payment.wire}`,
      `The firm never sends wire instructions by email. If an email gives you bank details or asks you to change them, do not pay: call ${siteConfig.phone}.`,
      `${origin}${W9_PATH}`,
    ])
      expect(finalMail).toContain(expected)

    const db = new SqliteInboxDb(dataDir)
    try {
      const report = await checkSignatureChain(db)
      expect(report.problems).toEqual([])
      const row = await db.get<{ pdfSha256: string; counsel: string }>(
        `SELECT c.pdf_sha256 AS "pdfSha256", s.pdf_sha256 AS counsel FROM engagement_countersignatures c
          JOIN engagement_signatures s ON s.engagement_id = c.engagement_id WHERE c.lead_id = ?`,
        [leadId],
      )
      expect(row?.pdfSha256).toBe(sha256(pdf))
      expect(row?.counsel).not.toBe(row?.pdfSha256)
    } finally {
      await db.close()
    }

    {
      const file = path.join(tempDir, 'final.pdf')
      fs.writeFileSync(file, pdf)
      const valid = await run(PDFSIG!, [file]).catch((error: { stdout: string }) => error)
      expect(valid.stdout).toContain('Signature Validation: Signature is Valid.')
      const range = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)/.exec(pdf.toString('latin1'))
      const tampered = Buffer.from(pdf)
      const inside = Number(range![1]) + 10
      tampered[inside] = tampered[inside]! ^ 1
      fs.writeFileSync(file, tampered)
      const altered = await run(PDFSIG!, [file]).catch((error: { stdout: string }) => error)
      expect(altered.stdout).toContain('Signature Validation: Digest Mismatch.')
    }
  })

  it('asks a consulting letter for half the retainer; declines only with a reason, mails counsel, closes the upload window and rules out the countersignature', async () => {
    const { leadId, link } = await signedRequest('second@lawfirm.example.com', 'consulting')
    const halfRetainer = `How to pay the retainer (${engagementContent().consultingRetainer})`
    expect((await app.inject({ url: link })).body).toContain(halfRetainer)
    expect(await mailMatching(/your signed engagement letter/)).toContain(halfRetainer)
    const noReason = await staffForm(principal, `/inbox/requests/${leadId}/engagement/decline`, { reason: ' ' })
    expect(noReason.statusCode).toBe(400)
    // the request's page again, the summary at the top linking to the reason, the field marked under its label
    expect(noReason.headers['content-type']).toContain('text/html')
    const summary = noReason.body.slice(noReason.body.indexOf('data-slot="error-summary"'))
    expect(summary).toContain('href="#decline-reason"')
    expect(summary).toContain('Give the reason for declining')
    expect(noReason.body).toMatch(
      /id="decline-reason"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="decline-reason"/,
    )
    const mailsBefore = smtp.mails.length
    const declined = await staffForm(principal, `/inbox/requests/${leadId}/engagement/decline`, {
      reason: 'A conflict came to light after the letter was sent.',
    })
    expect(declined.statusCode).toBe(303)
    expect(declined.headers.location).toContain('done=declined')
    expect((await countersign(principal, leadId)).statusCode).toBe(409)
    const counselPage = (await app.inject({ url: link })).body
    expect(counselPage).toContain('The firm declined this engagement')
    expect(counselPage).toContain('The upload window for this engagement is closed.')
    await smtp.waitForMails(mailsBefore + 1)
    const mail = smtp.mails.slice(mailsBefore).find((candidate) => candidate.to.includes(ATTORNEY))
    expect(mail?.raw.replace(/=\r?\n/g, '')).toContain('A conflict came to light after the letter was sent.')
    const audit = await inboxOf(app).store.listAudit(leadId)
    expect(audit.map((row) => row.action)).toContain('engagement.declined')
  })
})
