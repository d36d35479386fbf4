/**
 * Finding 9 of the fourth security review, on the engagement: tus answers CORS only for the site's own origin
 * (never `*`, and the Engagement-Token header only for it), DELETE of an upload really deletes an unfinished
 * one and refuses a finished one, and /engage/{token} has the collector's per-address limit.
 */
import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import Database from 'better-sqlite3'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { consultationAvailability } from '~/lib/booking/availability.server'
import { RUNTIME_FILE_NAME, RUNTIME_FILE_VERSION } from '~/lib/runtime-file-schema'
import { engagementContent } from '~/lib/engagement/engagement-content.server'
import { caseDetailsOf } from '~/lib/engagement/letter'
import { runStaffCommand } from '../../scripts/staff'
import { buildApp } from '../app'
import { LeadStore } from '../leads/store'
import { DEFAULT_RATE_LIMITS } from '../shared/rate-limit'
import { sampleLead, temporaryDir, testConfig, writeMinimalBuild } from '../../tests/support/server-fixtures'
import { inboxOf } from '../inbox/inbox-server'
import { engagementOf } from './engagement-plugin'
import { hashSecret, newSecret } from '../shared/tokens'

const SITE_URL = 'https://www.firm.example.com'
const TUS = { 'tus-resumable': '1.0.0' }
let app: FastifyInstance
let dataDir: string
let remove: () => void
let token: string
let base: string

beforeAll(async () => {
  const temp = temporaryDir('engage-hardening-')
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
  app = await buildApp(testConfig({ DATA_DIR: dataDir, BUILD_DIR: buildDir, SITE_URL }))
  await app.listen({ port: 0, host: '127.0.0.1' })
  base = `http://127.0.0.1:${String((app.server.address() as AddressInfo).port)}`
  await runStaffCommand(
    { action: 'add', email: 'ana@firm.example', name: 'Ana Ortiz', role: 'admin' },
    { dataDir, inboxOrigin: SITE_URL },
  )
  const posted = await app.inject({
    method: 'POST',
    url: '/f/contact',
    headers: { 'content-type': 'application/json', accept: 'application/json', origin: SITE_URL },
    payload: JSON.stringify(sampleLead({ email: 'counsel@lawfirm.example.com' })),
    remoteAddress: '198.51.100.200',
  })
  expect(posted.statusCode, posted.body).toBe(200)
  const leadId = (posted.json() as { id: string }).id
  token = newSecret()
  const reader = new LeadStore(dataDir, { readonly: true })
  await engagementOf(app).store.create({
    id: 'en_00000000000000000000000000000009',
    leadId,
    tokenHash: hashSecret(token),
    letterVersion: engagementOf(app).service.letterVersion!,
    caseDetails: caseDetailsOf(reader.getLead(leadId)!),
    sentBy: (await inboxOf(app).store.findStaffByEmail('ana@firm.example'))!.id,
    signBy: Date.now() + 86_400_000,
  })
  reader.close()
  // The request's arrival screening runs in the background: a write from this thread would block the one that ends it.
  await inboxOf(app).screener.idle()
  const db = new Database(path.join(dataDir, 'leads.sqlite'), { fileMustExist: true })
  db.prepare("UPDATE engagements SET state = 'signed'").run()
  db.close()
}, 60_000)

afterAll(async () => {
  await app?.close()
  remove?.()
})

const recordFiles = () =>
  fs.existsSync(path.join(dataDir, 'records')) ? fs.readdirSync(path.join(dataDir, 'records')) : []

/** The tus endpoint over real HTTP (its handler takes the raw request and response). */
async function upload(method: string, url: string, extra: Record<string, string> = {}, body?: Buffer) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { ...TUS, 'engagement-token': token, ...extra },
    ...(body ? { body: new Uint8Array(body) } : {}),
  })
  await response.arrayBuffer()
  return { statusCode: response.status, headers: response.headers }
}

async function createUpload(size: number): Promise<string> {
  const created = await upload('POST', '/engage/uploads', {
    'upload-length': String(size),
    'upload-metadata': `filename ${Buffer.from('notes.txt').toString('base64')}`,
  })
  expect(created.statusCode).toBe(201)
  return new URL(created.headers.get('location')!, base).pathname
}

const patchAll = (url: string, body: Buffer) =>
  upload('PATCH', url, { 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }, body)

describe('the upload endpoint and the engagement pages', () => {
  it("answers CORS only for the site's own origin, and never with *", async () => {
    const preflight = (origin: string) =>
      fetch(`${base}/engage/uploads`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'engagement-token, tus-resumable, upload-length',
        },
      })
    const foreign = await preflight('https://evil.example')
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
    expect(foreign.headers.get('access-control-allow-headers') ?? '').not.toMatch(/engagement-token/i)
    const own = await preflight(SITE_URL)
    expect(own.headers.get('access-control-allow-origin')).toBe(SITE_URL)
    expect(own.headers.get('access-control-allow-headers')).toMatch(/engagement-token/i)
    const head = await upload('HEAD', await createUpload(10), { origin: 'https://evil.example' })
    expect(head.statusCode).toBe(200)
    expect(head.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('deletes an unfinished upload on DELETE (row and sealed file) and refuses to delete a finished one', async () => {
    const filesBefore = recordFiles().length
    const unfinished = await createUpload(1000)
    expect((await patchAll(unfinished, Buffer.from('a,b\n'))).statusCode).toBe(204)
    expect(recordFiles().length).toBe(filesBefore + 1)
    expect((await upload('DELETE', unfinished)).statusCode).toBe(204)
    expect(recordFiles().length).toBe(filesBefore)
    expect((await upload('HEAD', unfinished)).statusCode).toBe(404)

    const finished = await createUpload(4)
    expect((await patchAll(finished, Buffer.from('a,b\n'))).statusCode).toBe(204)
    const refused = await upload('DELETE', finished)
    expect(refused.statusCode).toBe(400)
    expect((await upload('HEAD', finished)).statusCode).toBe(200)
  })

  it('answers an upload 503 with Retry-After while the database is locked, and takes it once the lock is gone', async () => {
    const holder = new Database(path.join(dataDir, 'leads.sqlite'), { fileMustExist: true })
    holder.exec('BEGIN IMMEDIATE')
    let busy
    try {
      busy = await upload('POST', '/engage/uploads', {
        'upload-length': '10',
        'upload-metadata': `filename ${Buffer.from('notes.txt').toString('base64')}`,
      })
    } finally {
      holder.exec('ROLLBACK')
      holder.close()
    }
    expect(busy.statusCode).toBe(503)
    expect(Number(busy.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await createUpload(10)).toMatch(/^\/engage\/uploads\//)
  })

  it("limits /engage/{token} per address as the collector's posts are limited", async () => {
    const guess = (remoteAddress: string) => app.inject({ url: `/engage/${newSecret()}`, remoteAddress })
    for (let count = 0; count < DEFAULT_RATE_LIMITS.burst.limit; count += 1)
      expect((await guess('203.0.113.7')).statusCode).toBe(404)
    const limited = await guess('203.0.113.7')
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    // The real link from the limited address waits too; another address is not held up.
    expect((await app.inject({ url: `/engage/${token}/letter.txt`, remoteAddress: '203.0.113.7' })).statusCode).toBe(
      429,
    )
    expect((await guess('203.0.113.8')).statusCode).toBe(404)
  })
})
