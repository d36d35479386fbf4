import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import type net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { SMTPServer } from 'smtp-server'
import { CASE_DETAIL_FIELDS, type CaseDetailField } from '~/lib/leads/fields'
import { Webhook } from 'standardwebhooks'
import type { LeadRequest } from '~/lib/leads/rules'
import { loadServerConfig, type ServerConfig } from '../../server/config'
import { testFirmSigning } from './firm-test-certificate'

export function noCaseDetails(): Record<CaseDetailField, null> {
  return Object.fromEntries(CASE_DETAIL_FIELDS.map((field) => [field, null])) as Record<CaseDetailField, null>
}

export function temporaryDir(prefix: string): { dir: string; remove: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) }
}

export function writeMinimalBuild(root: string): string {
  const buildDir = path.join(root, 'client')
  fs.mkdirSync(buildDir, { recursive: true })
  fs.writeFileSync(path.join(buildDir, 'index.html'), '<!doctype html><title>Home</title><h1>Home</h1>')
  fs.writeFileSync(path.join(buildDir, '404.html'), '<!doctype html><title>Not found</title><h1>Not found</h1>')
  return buildDir
}

const TEST_BOOKING_SECRET = 'test-booking-secret-of-at-least-32-bytes'
/** 32 bytes in base64, as RECORDS_KEY must be (required with DATABASE_URL). */
const TEST_RECORDS_KEY = Buffer.alloc(32, 7).toString('base64')

export function testConfig(overrides: Record<string, string>): ServerConfig {
  return loadServerConfig({
    LOG_LEVEL: 'silent',
    ...(overrides.DATABASE_URL
      ? { BOOKING_SECRET: TEST_BOOKING_SECRET, RECORDS_KEY: TEST_RECORDS_KEY, ...testFirmSigning() }
      : {}),
    ...overrides,
  })
}

export { freePort } from './spawn-server'

export interface ReceivedMail {
  from: string
  to: string[]
  raw: string
  headers: string
  subject: string
}

export async function startSmtpServer(port: number): Promise<{
  mails: ReceivedMail[]
  close: () => Promise<void>
  waitForMails: (count: number, timeoutMs?: number) => Promise<ReceivedMail[]>
}> {
  const mails: ReceivedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    // A reverse DNS lookup of 127.0.0.1 per connection waits on a resolver these machines may not reach.
    disableReverseLookup: true,
    // Closing ends the collector's kept-open (pooled) connection at once instead of after 30 s.
    closeTimeout: 100,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        const headerBlock = raw.split(/\r?\n\r?\n/)[0] ?? ''
        const headers = headerBlock.replace(/\r?\n[ \t]+/g, ' ')
        const subjectLine = headers.split(/\r?\n/).find((line) => /^subject:/i.test(line)) ?? ''
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw,
          headers,
          subject: subjectLine.replace(/^subject:\s*/i, ''),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  const waitForMails = async (count: number, timeoutMs = 15_000) => {
    const deadline = Date.now() + timeoutMs
    while (mails.length < count) {
      if (Date.now() > deadline) throw new Error(`expected ${count} mails, got ${mails.length}`)
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
    return mails
  }
  return { mails, waitForMails, close: () => new Promise((resolve) => server.close(() => resolve())) }
}

export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

export function sampleLead(overrides: Partial<LeadRequest> = {}): LeadRequest {
  return {
    firstName: 'Jane',
    lastName: 'Doe',
    email: 'jane.doe@lawfirm.example.com',
    phone: '(215) 555-0100',
    message: 'Confidential: plaintiff lost earnings since 2021.',
    caseType: 'Personal Injury',
    organization: 'Doe & Partners',
    formType: 'contact',
    submittedAt: new Date().toISOString(),
    subject: 'Contact Form Submission - Jane Doe',
    ...overrides,
  }
}

export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`
}

/** What a receiver does with the standardwebhooks package: the payload when the signature is valid and fresh. */
export function verifyDelivery(delivery: ReceivedWebhook, secret: string): unknown {
  return new Webhook(secret).verify(delivery.body, delivery.headers as Record<string, string>)
}

export interface ReceivedWebhook {
  headers: Record<string, string | string[] | undefined>
  body: string
}

export async function startWebhookReceiver({ failFirst = 0 }: { failFirst?: number } = {}): Promise<{
  url: string
  received: ReceivedWebhook[]
  close: () => Promise<void>
  waitFor: (count: number, timeoutMs?: number) => Promise<ReceivedWebhook[]>
}> {
  const http = await import('node:http')
  const received: ReceivedWebhook[] = []
  let failures = 0
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') })
      if (failures < failFirst) {
        failures += 1
        response.writeHead(500).end()
        return
      }
      response.writeHead(204).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const { port } = server.address() as net.AddressInfo
  const waitFor = async (count: number, timeoutMs = 15_000) => {
    await eventually(() => received.length >= count, timeoutMs)
    return received
  }
  return {
    url: `http://127.0.0.1:${String(port)}/hooks/leads?token=receiver-token`,
    received,
    waitFor,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
