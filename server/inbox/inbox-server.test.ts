/**
 * The inbox over HTTP (Fastify's inject, a real SQLite store): what a visitor without a session gets, the
 * headers of every answer, sessions that end, refused state changes and roles, the commands that add
 * people and load the register, and screening on arrival and after a register change. The passkey
 * ceremonies themselves run in Chromium (tests/e2e/inbox.test.ts).
 */
import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { importRegister } from '../../scripts/conflicts-import'
import { runStaffCommand } from '../../scripts/staff'
import { buildApp } from '../app'
import {
  eventually,
  sampleLead,
  temporaryDir,
  testConfig,
  writeMinimalBuild,
} from '../../tests/support/server-fixtures'
import { firmTimeZone } from '~/lib/booking/firm-zone'
import { SqliteCollectorStore } from '../leads/sqlite-store'
import { MAIL_ROUTE } from '../shared/database/store-types'
import { inboxOf } from './inbox-server'
import { csrfTokenFor, hashSecret, newSecret, SESSION_IDLE_MS } from '../shared/tokens'
import { FEATURE_MIGRATIONS } from '../migrations'

const ORIGIN = 'http://localhost:4321'
const REGISTER_CSV = path.resolve('tests/fixtures/matter-register.csv')

const cleanups: Array<() => unknown> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function start(): Promise<{ app: FastifyInstance; dataDir: string }> {
  const temp = temporaryDir('inbox-server-')
  const dataDir = path.join(temp.dir, 'data')
  const app = await buildApp(
    testConfig({ DATA_DIR: dataDir, BUILD_DIR: writeMinimalBuild(temp.dir), INBOX_ORIGIN: ORIGIN }),
    { collector: { rateLimits: false } },
  )
  cleanups.push(temp.remove, () => app.close())
  return { app, dataDir }
}

/** A session of the person with this address, made as sign-in makes one: the cookie carries the id, the store its hash. */
async function sessionFor(
  app: FastifyInstance,
  email: string,
): Promise<{ cookie: string; csrf: string; idHash: string }> {
  const { store } = inboxOf(app)
  const person = await store.findStaffByEmail(email)
  const id = newSecret()
  await store.createSession(hashSecret(id), person!.id)
  return { cookie: `__Host-inbox-session=${id}`, csrf: csrfTokenFor(id), idHash: hashSecret(id) }
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString()

describe('the inbox over HTTP', () => {
  it("answers every address with the site's not-found page until a person is added, then shows only sign-in without a session", async () => {
    const { app, dataDir } = await start()
    const unknown = await app.inject({ url: '/no-such-page' })
    expect(unknown.statusCode).toBe(404)
    for (const url of ['/inbox', '/inbox/sign-in', '/inbox/anything', '/inbox/requests/ld_x']) {
      const answer = await app.inject({ url })
      expect(answer.statusCode, url).toBe(404)
      expect(answer.body, url).toBe(unknown.body)
    }

    const lines = await runStaffCommand(
      { action: 'add', email: 'ana@firm.example', name: 'Ana Ortiz', role: 'admin' },
      { dataDir, inboxOrigin: ORIGIN },
    )
    expect(lines.at(-1)).toMatch(new RegExp(`^${ORIGIN}/inbox/enroll/[A-Za-z0-9_-]{43}$`))
    const signIn = await app.inject({ url: '/inbox/sign-in' })
    expect(signIn.statusCode).toBe(200)
    expect(signIn.headers['cache-control']).toBe('no-store')
    expect(signIn.headers['x-robots-tag']).toBe('noindex, nofollow')
    expect(signIn.headers['content-security-policy']).toContain("script-src 'self'")
    expect(signIn.body).toContain('<meta name="robots" content="noindex, nofollow"/>')
    expect(signIn.body).not.toMatch(/googletagmanager|gtag/)
    const enroll = await app.inject({ url: new URL(lines.at(-1)!).pathname })
    expect(enroll.statusCode).toBe(200)
    expect(enroll.body).toContain('Welcome, Ana Ortiz')

    for (const url of [
      '/inbox',
      '/inbox/anything',
      '/inbox/people',
      '/inbox/enroll/not-a-token',
      '/inbox/export.csv',
    ]) {
      const answer = await app.inject({ url })
      expect(answer.statusCode, url).toBe(404)
      expect(answer.body, url).toBe(unknown.body)
      expect(answer.headers['cache-control'], url).toBe('no-store')
    }
    const post = await app.inject({
      method: 'POST',
      url: '/inbox/requests/ld_x/status',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
      payload: form({ status: 'contacted' }),
    })
    expect(post.statusCode).toBe(404)

    const { cookie } = await sessionFor(app, 'ana@firm.example')
    expect((await app.inject({ url: '/inbox', headers: { cookie } })).statusCode).toBe(200)
    const unknownWithSession = await app.inject({ url: '/inbox/anything', headers: { cookie } })
    expect(unknownWithSession.statusCode).toBe(404)
    expect(unknownWithSession.body).toBe(unknown.body)
  })

  it('ends a session after 30 minutes idle, and on removal of the person', async () => {
    const { app, dataDir } = await start()
    await runStaffCommand(
      { action: 'add', email: 'bo@firm.example', name: 'Bo Reyes', role: 'staff' },
      { dataDir, inboxOrigin: ORIGIN },
    )
    const { cookie, idHash } = await sessionFor(app, 'bo@firm.example')
    expect((await app.inject({ url: '/inbox', headers: { cookie } })).statusCode).toBe(200)
    await inboxOf(app).store.db.run('UPDATE inbox_sessions SET last_seen_at = ? WHERE id_hash = ?', [
      Date.now() - SESSION_IDLE_MS - 1000,
      idHash,
    ])
    const idle = await app.inject({ url: '/inbox', headers: { cookie } })
    expect(idle.statusCode).toBe(303)
    expect(idle.headers.location).toBe('/inbox/sign-in')
    expect(String(idle.headers['set-cookie'])).toContain('Max-Age=0')

    const second = await sessionFor(app, 'bo@firm.example')
    expect((await app.inject({ url: '/inbox', headers: { cookie: second.cookie } })).statusCode).toBe(200)
    expect(
      await runStaffCommand({ action: 'remove', email: 'bo@firm.example' }, { dataDir, inboxOrigin: ORIGIN }),
    ).toEqual(['Bo Reyes was removed: their sessions ended and their passkeys were deleted.'])
    expect((await app.inject({ url: '/inbox', headers: { cookie: second.cookie } })).statusCode).not.toBe(200)
  })

  it("refuses a state change from another origin or without the CSRF token, and a staff account's erase or export", async () => {
    const { app, dataDir } = await start()
    await runStaffCommand(
      { action: 'add', email: 'ana@firm.example', name: 'Ana Ortiz', role: 'admin' },
      { dataDir, inboxOrigin: ORIGIN },
    )
    await runStaffCommand(
      { action: 'add', email: 'bo@firm.example', name: 'Bo Reyes', role: 'staff' },
      { dataDir, inboxOrigin: ORIGIN },
    )
    const posted = await app.inject({
      method: 'POST',
      url: '/f/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(sampleLead({ firstName: 'Cara' })),
    })
    const leadId = (JSON.parse(posted.body) as { id: string }).id
    const staff = await sessionFor(app, 'bo@firm.example')
    const change = (
      headers: Record<string, string>,
      fields: Record<string, string>,
      url = `/inbox/requests/${leadId}/status`,
    ) =>
      app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: staff.cookie, ...headers },
        payload: form(fields),
      })

    expect(
      (await change({ origin: 'https://evil.example' }, { status: 'contacted', _csrf: staff.csrf })).statusCode,
    ).toBe(403)
    expect(
      (await change({ origin: 'http://localhost:9999' }, { status: 'contacted', _csrf: staff.csrf })).statusCode,
    ).toBe(403)
    expect((await change({}, { status: 'contacted', _csrf: staff.csrf })).statusCode).toBe(403)
    expect((await change({ origin: ORIGIN }, { status: 'contacted', _csrf: 'x'.repeat(43) })).statusCode).toBe(403)
    expect((await inboxOf(app).store.leadState(leadId)).status).toBe('new')
    const done = await change({ origin: ORIGIN }, { status: 'contacted', _csrf: staff.csrf })
    expect(done.statusCode).toBe(303)
    expect((await inboxOf(app).store.leadState(leadId)).status).toBe('contacted')

    expect(
      (await change({ origin: ORIGIN }, { confirm: 'erase', _csrf: staff.csrf }, `/inbox/requests/${leadId}/erase`))
        .statusCode,
    ).toBe(403)
    expect((await app.inject({ url: `/inbox/export.csv`, headers: { cookie: staff.cookie } })).statusCode).toBe(403)
    expect(
      (await app.inject({ url: `/inbox/requests/${leadId}/erase`, headers: { cookie: staff.cookie } })).statusCode,
    ).toBe(403)
    expect(
      (
        await change(
          { origin: ORIGIN },
          { email: 'x@y.example', name: 'X', role: 'admin', _csrf: staff.csrf },
          '/inbox/people',
        )
      ).statusCode,
    ).toBe(403)
    expect(
      (
        await change(
          { origin: ORIGIN },
          {
            matterId: 'M',
            caption: 'C',
            name: 'N',
            role: 'other',
            sideRetained: 'other',
            opened: '2020-01-01',
            _csrf: staff.csrf,
          },
          '/inbox/register',
        )
      ).statusCode,
    ).toBe(403)
    expect(await inboxOf(app).store.findStaffByEmail('x@y.example')).toBeUndefined()
    expect(await inboxOf(app).store.listRegister()).toEqual([])
    expect(
      (await app.inject({ method: 'GET', url: `/inbox/requests/${leadId}`, headers: { cookie: staff.cookie } }))
        .statusCode,
    ).toBe(200)

    // The admin's export: the columns and formula neutralization of leads:export.
    const admin = await sessionFor(app, 'ana@firm.example')
    await app.inject({
      method: 'POST',
      url: '/f/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(sampleLead({ firstName: '=HYPERLINK("x")', email: 'other@example.com' })),
    })
    const csv = await app.inject({ url: '/inbox/export.csv', headers: { cookie: admin.cookie } })
    expect(csv.statusCode).toBe(200)
    expect(csv.body.split('\r\n')[0]).toMatch(
      /^"id","received_at","submitted_at","form_id","form_type","first_name","last_name","email"/,
    )
    expect(csv.body).toContain(`"'=HYPERLINK(""x"")"`)
    const erased = await change(
      { origin: ORIGIN, cookie: admin.cookie },
      { confirm: 'erase', _csrf: admin.csrf },
      `/inbox/requests/${leadId}/erase`,
    )
    expect(erased.statusCode).toBe(303)
    expect(await inboxOf(app).store.db.get('SELECT id FROM leads WHERE id = ?', [leadId])).toBeUndefined()
    expect((await inboxOf(app).store.listAudit(leadId)).map((row) => row.action)).toEqual([
      'request.status',
      'request.viewed',
      'request.erased',
    ])
  })

  it('screens a request against the imported register when it arrives, and again when the register changes', async () => {
    const { app, dataDir } = await start()
    await runStaffCommand(
      { action: 'add', email: 'ana@firm.example', name: 'Ana Ortiz', role: 'admin' },
      { dataDir, inboxOrigin: ORIGIN },
    )
    expect(await importRegister(REGISTER_CSV, { dataDir })).toEqual([
      'Matter register: 7 row(s) read, 7 added, 0 updated, 0 unchanged. Every request was screened again.',
    ])
    expect(await importRegister(REGISTER_CSV, { dataDir })).toEqual([
      'Matter register: 7 row(s) read, 0 added, 0 updated, 7 unchanged. Every request was screened again.',
    ])
    const post = async (lead: Parameters<typeof sampleLead>[0]) =>
      (
        JSON.parse(
          (
            await app.inject({
              method: 'POST',
              url: '/f/contact',
              headers: { 'content-type': 'application/json' },
              payload: JSON.stringify(sampleLead(lead)),
            })
          ).body,
        ) as { id: string }
      ).id
    const matched = await post({
      plaintiffs: 'Pell, Marisol',
      defendants: 'Acme Freight, Inc.; Smithson Holdings',
      organization: 'Dunmore Partners',
    })
    const { store, screener } = inboxOf(app)
    await eventually(async () => (await store.leadState(matched)).screenedAt !== null)
    expect(
      (await store.listConflicts(matched)).map((conflict) => [conflict.leadName, conflict.matterId]).sort(),
    ).toEqual([
      ['Acme Freight, Inc.', 'M-2019-004'],
      ['Pell, Marisol', 'M-2025-002'],
    ])
    const page = await app.inject({
      url: `/inbox/requests/${matched}`,
      headers: { cookie: (await sessionFor(app, 'ana@firm.example')).cookie },
    })
    expect(page.body).toContain('Roe v. Acme Freight')
    // The matching name is highlighted whole, never word by word.
    expect(page.body).toMatch(/<mark[^>]*>Acme Freight, Inc\.<\/mark>/)
    expect(page.body).not.toMatch(/<mark[^>]*>Acme<\/mark>/)

    const admin = await sessionFor(app, 'ana@firm.example')
    const added = await app.inject({
      method: 'POST',
      url: '/inbox/register',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: admin.cookie, origin: ORIGIN },
      payload: form({
        matterId: 'M-2026-001',
        caption: 'Dunmore v. State',
        name: 'The Dunmore Partners, LLC',
        role: 'plaintiff',
        sideRetained: 'defense',
        opened: '2026-01-05',
        closed: '',
        _csrf: admin.csrf,
      }),
    })
    expect(added.statusCode).toBe(303)
    await screener.idle()
    expect((await store.listConflicts(matched)).map((conflict) => conflict.matterId).sort()).toEqual([
      'M-2019-004',
      'M-2025-002',
      'M-2026-001',
    ])
    // The page the request was sent from (its Referer, as a site path).
    const referred = await app.inject({
      method: 'POST',
      url: '/f/contact',
      headers: {
        'content-type': 'application/json',
        referer: 'http://localhost:80/services/vocational-evaluation?utm=x',
      },
      payload: JSON.stringify(sampleLead()),
    })
    expect(await store.sentFrom((JSON.parse(referred.body) as { id: string }).id)).toBe(
      '/services/vocational-evaluation',
    )

    // A spam request marked "not spam" gets the notifications it was denied, once.
    const spam = await app.inject({
      method: 'POST',
      url: '/f/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...sampleLead(), _gotcha: 'robot' }),
    })
    const spamId = (JSON.parse(spam.body) as { id: string }).id
    expect(await store.pendingNotifications(spamId)).toBe(0)
    const release = () =>
      app.inject({
        method: 'POST',
        url: `/inbox/requests/${spamId}/spam`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: admin.cookie, origin: ORIGIN },
        payload: form({ spam: 'no', _csrf: admin.csrf }),
      })
    expect((await release()).headers.location).toBe(`/inbox/requests/${spamId}?done=released`)
    expect(await store.pendingNotifications(spamId)).toBe(1)
    expect((await release()).headers.location).toBe(`/inbox/requests/${spamId}?done=not-spam`)
    expect(await store.pendingNotifications(spamId)).toBe(1)

    const refused = await app.inject({
      method: 'POST',
      url: '/inbox/register',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: admin.cookie, origin: ORIGIN },
      payload: form({
        matterId: 'M-1',
        caption: 'C',
        name: 'N',
        role: 'judge',
        sideRetained: 'defense',
        opened: '2026-01-05',
        _csrf: admin.csrf,
      }),
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.body).toContain('Role: Choose a role from the list.')
  })

  it("gives the firm's mail the request's possible conflicts, and nothing of the register", async () => {
    const { app, dataDir } = await start()
    await runStaffCommand(
      { action: 'add', email: 'ana@firm.example', name: 'Ana Ortiz', role: 'admin' },
      { dataDir, inboxOrigin: ORIGIN },
    )
    const { screener } = inboxOf(app)
    // Without a register (or before it has loaded) the mail says nothing about conflicts.
    await screener.idle()
    expect(
      screener.hintLines({ plaintiffs: 'Pell, Marisol', defendants: null, organization: null, counselFirm: null }),
    ).toEqual([])
    await importRegister(REGISTER_CSV, { dataDir })
    const parties = {
      plaintiffs: 'Pell, Marisol',
      defendants: 'Acme Freight, Inc.; Smithson Holdings',
      organization: 'Dunmore Partners',
      counselFirm: null,
    }
    const posted = JSON.parse(
      (
        await app.inject({
          method: 'POST',
          url: '/f/contact',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(sampleLead({ plaintiffs: parties.plaintiffs, defendants: parties.defendants })),
        })
      ).body,
    ) as { id: string }
    await eventually(async () => (await inboxOf(app).store.leadState(posted.id)).screenedAt !== null)
    const lines = screener.hintLines(parties)
    expect(lines[0]).toMatch(/^CONFLICT SCREENING: 2 possible conflict\(s\) in the matter register/)
    expect(lines.slice(1).sort()).toEqual(['- Defendant: Acme Freight, Inc.', '- Plaintiff: Pell, Marisol'])
    expect(lines.join('\n')).not.toMatch(/M-2019-004|Roe v\. Acme Freight|ACME FREIGHT CO/)
    expect(
      screener.hintLines({ plaintiffs: 'Nobody Known', defendants: null, organization: null, counselFirm: null }),
    ).toEqual(['CONFLICT SCREENING: no possible conflict in the matter register.'])
  })

  it('lists the upcoming consultations by day, each linked to its request, to staff only', async () => {
    const { app, dataDir } = await start()
    await runStaffCommand(
      { action: 'add', email: 'sam@firm.example', name: 'Sam Lee', role: 'staff' },
      { dataDir, inboxOrigin: ORIGIN },
    )
    const { cookie } = await sessionFor(app, 'sam@firm.example')
    const empty = await app.inject({ url: '/inbox/bookings', headers: { cookie } })
    expect(empty.statusCode).toBe(200)
    expect(empty.body).toContain('No consultations are booked.')
    // A second connection to the same database books as the collector does (the hold and the request in one transaction).
    const writer = await new SqliteCollectorStore({
      migrations: FEATURE_MIGRATIONS,
      dataDir,
      routes: [MAIL_ROUTE],
      onError: () => {},
    }).open()
    cleanups.push(() => writer.close())
    const startAt = Math.ceil((Date.now() + 2 * 24 * 60 * 60 * 1000) / (60 * 60 * 1000)) * 60 * 60 * 1000
    const { id } = await writer.save({
      formId: 'schedule',
      lead: sampleLead({ formType: 'schedule', firstName: 'Bea', lastName: 'Booker', organization: 'Booker Law' }),
      spam: false,
      booking: {
        person: 'principal',
        startAt,
        endAt: startAt + 30 * 60_000,
        bufferMs: 0,
        visitorTimeZone: 'America/Chicago',
      },
    })
    // The day's heading in the staff's short form, in the firm's zone: "Wed, Mar 3, 2027".
    const day = new Intl.DateTimeFormat('en-US', {
      timeZone: firmTimeZone(),
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    }).format(startAt)
    const listed = await app.inject({ url: '/inbox/bookings', headers: { cookie } })
    expect(listed.statusCode).toBe(200)
    expect(listed.headers['cache-control']).toBe('no-store')
    expect(listed.body).toContain(day)
    expect(listed.body).toContain(`href="/inbox/requests/${id}"`)
    expect(listed.body).toContain('Bea Booker')
    expect((await app.inject({ url: '/inbox/bookings' })).statusCode).toBe(404)
  })

  it('answers a register entry or a person with several bad fields with every problem, each linked to its field', async () => {
    const { app, dataDir } = await start()
    await runStaffCommand(
      { action: 'add', email: 'ana@firm.example', name: 'Ana Ortiz', role: 'admin' },
      { dataDir, inboxOrigin: ORIGIN },
    )
    const admin = await sessionFor(app, 'ana@firm.example')
    const post = (url: string, fields: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: admin.cookie, origin: ORIGIN },
        payload: form({ ...fields, _csrf: admin.csrf }),
      })
    const refused = await post('/inbox/register', {
      matterId: 'M-7',
      caption: '',
      name: 'Dunmore Partners',
      role: 'plaintiff',
      sideRetained: 'defense',
      opened: '2026-13-40',
    })
    expect(refused.statusCode).toBe(400)
    const summary = refused.body.slice(refused.body.indexOf('data-slot="error-summary"'))
    expect(summary).toContain('There is a problem')
    expect(summary).toContain('href="#new-caption"')
    expect(summary).toContain('Caption: Enter the caption.')
    expect(summary).toContain('href="#new-opened"')
    expect(summary).toContain('Opened: Enter the date the matter opened.')
    expect(refused.body).toMatch(/id="new-caption"[^>]*aria-invalid="true"[^>]*aria-describedby="new-caption-error"/)
    expect(refused.body).toContain('value="Dunmore Partners"')
    expect(await inboxOf(app).store.listRegister()).toEqual([])

    const person = await post('/inbox/people', { name: ' ', email: 'not-an-address', role: 'staff' })
    expect(person.statusCode).toBe(400)
    expect(person.body).toContain('href="#person-name"')
    expect(person.body).toContain('href="#person-email"')
    expect(person.body).toContain('Email: Enter the person&#x27;s email address.')
    expect(await inboxOf(app).store.findStaffByEmail('not-an-address')).toBeUndefined()
  })

  it("answers a refused note, assignment or erasure with the request's page, the problem in the summary and what was typed", async () => {
    const { app, dataDir } = await start()
    await runStaffCommand(
      { action: 'add', email: 'ana@firm.example', name: 'Ana Ortiz', role: 'admin' },
      { dataDir, inboxOrigin: ORIGIN },
    )
    const posted = await app.inject({
      method: 'POST',
      url: '/f/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(sampleLead({ firstName: 'Cara' })),
    })
    const leadId = (JSON.parse(posted.body) as { id: string }).id
    const admin = await sessionFor(app, 'ana@firm.example')
    const post = (action: string, fields: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: `/inbox/requests/${leadId}/${action}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: admin.cookie, origin: ORIGIN },
        payload: form({ ...fields, _csrf: admin.csrf }),
      })
    const summaryOf = (body: string) => body.slice(body.indexOf('data-slot="error-summary"'))

    const blank = await post('notes', { body: '   ' })
    expect(blank.statusCode).toBe(400)
    expect(blank.headers['content-type']).toContain('text/html')
    expect(summaryOf(blank.body)).toContain('href="#note-body"')
    expect(summaryOf(blank.body)).toContain('Add a note: A note is 1 to 5,000 characters.')
    expect(blank.body).toMatch(/id="note-body"[^>]*aria-invalid="true"[^>]*aria-describedby="note-body-error"/)

    const long = await post('notes', { body: `Called back. ${'x'.repeat(5000)}` })
    expect(long.statusCode).toBe(400)
    expect(long.body).toContain(`Called back. ${'x'.repeat(5000)}</textarea>`)
    expect(await inboxOf(app).store.listNotes(leadId)).toEqual([])

    const unknown = await post('assign', { staffId: 'st_nobody' })
    expect(unknown.statusCode).toBe(400)
    expect(summaryOf(unknown.body)).toContain('href="#request-assignee"')
    expect(summaryOf(unknown.body)).toContain('Assigned to: Choose a person from the list.')
    const gone = await post('assign', { staffId: `st_${'0'.repeat(32)}` })
    expect(gone.statusCode).toBe(400)
    expect(summaryOf(gone.body)).toContain('Assigned to: Choose a person from the list.')
    expect((await inboxOf(app).store.leadState(leadId)).assignedTo).toBeNull()

    const unconfirmed = await post('erase', {})
    expect(unconfirmed.statusCode).toBe(400)
    expect(summaryOf(unconfirmed.body)).toContain('href="#erase-confirm"')
    expect(summaryOf(unconfirmed.body)).toContain('Confirm the erasure first.')
    expect(unconfirmed.body).toMatch(/id="erase-confirm"[^>]*aria-invalid="true"/)
    expect(await inboxOf(app).store.db.get('SELECT id FROM leads WHERE id = ?', [leadId])).toBeDefined()
  })

  it('lets an admin add, close and download matters: audited, an import leaves an added matter alone, the CSV reads back', async () => {
    const { app, dataDir } = await start()
    await runStaffCommand(
      { action: 'add', email: 'ana@firm.example', name: 'Ana Ortiz', role: 'admin' },
      { dataDir, inboxOrigin: ORIGIN },
    )
    await runStaffCommand(
      { action: 'add', email: 'bo@firm.example', name: 'Bo Reyes', role: 'staff' },
      { dataDir, inboxOrigin: ORIGIN },
    )
    const admin = await sessionFor(app, 'ana@firm.example')
    const post = (url: string, fields: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: admin.cookie, origin: ORIGIN },
        payload: form({ ...fields, _csrf: admin.csrf }),
      })
    const entry = {
      matterId: 'M-2026-0500',
      caption: '=Dunmore v. Pell',
      name: 'Dunmore Partners',
      role: 'defendant',
      sideRetained: 'defense',
      opened: '2026-02-01',
    }
    expect((await post('/inbox/register', entry)).statusCode).toBe(303)
    const { store, matters } = inboxOf(app)
    const [added] = await store.listRegister()
    expect(await matters.store.createdHere(['M-2026-0500'])).toEqual(new Map([['M-2026-0500', 'inbox']]))

    const early = await post(`/inbox/register/${added!.id}/close`, { closed: '2025-12-31' })
    expect(early.statusCode).toBe(400)
    expect(early.body).toContain('href="#matter-closed"')
    expect(early.body).toContain('Enter a closing date on or after the opening date.')
    expect(early.body).toContain('value="2025-12-31"')
    expect((await post(`/inbox/register/${added!.id}/close`, { closed: '2026-11-02' })).statusCode).toBe(303)
    expect((await store.getRegisterEntry(added!.id))?.closed).toBe('2026-11-02')

    const csv = await app.inject({ url: '/inbox/register.csv', headers: { cookie: admin.cookie } })
    expect(csv.statusCode).toBe(200)
    expect(csv.headers['content-type']).toContain('text/csv')
    expect(csv.body).toBe(
      '"matter_id","caption","name","role","side_retained","opened","closed"\r\n' +
        `"M-2026-0500","'=Dunmore v. Pell","Dunmore Partners","defendant","defense","2026-02-01","2026-11-02"\r\n`,
    )
    const staff = await sessionFor(app, 'bo@firm.example')
    expect((await app.inject({ url: '/inbox/register.csv', headers: { cookie: staff.cookie } })).statusCode).toBe(403)
    const file = path.join(dataDir, 'register.csv')
    fs.writeFileSync(file, csv.body.replace('2026-11-02', ''))
    expect(await importRegister(file, { dataDir })).toEqual([
      'Matter register: 1 row(s) read, 0 added, 0 updated, 0 unchanged. Every request was screened again.',
      'Skipped M-2026-0500: 1 row(s) skipped, because the matter was added in the inbox (edit it there).',
    ])
    expect((await store.getRegisterEntry(added!.id))?.closed).toBe('2026-11-02')
    const actions = await store.db.all<{ action: string; subject_id: string | null }>(
      "SELECT action, subject_id FROM audit_log WHERE action LIKE 'matter.%' OR action LIKE 'register.%' ORDER BY id",
    )
    expect(actions.map((row) => [row.action, row.subject_id])).toEqual([
      ['register.added', added!.id],
      ['matter.added', 'M-2026-0500'],
      ['matter.closed', 'M-2026-0500'],
      ['register.exported', null],
      ['register.imported', null],
    ])
  })

  it('refuses to send the engagement until each possible conflict of the current register has a resolution, each audited', async () => {
    const { app, dataDir } = await start()
    await runStaffCommand(
      { action: 'add', email: 'ana@firm.example', name: 'Ana Ortiz', role: 'admin' },
      { dataDir, inboxOrigin: ORIGIN },
    )
    await importRegister(REGISTER_CSV, { dataDir })
    const posted = await app.inject({
      method: 'POST',
      url: '/f/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(
        sampleLead({ plaintiffs: 'Ola Brandt', defendants: 'Acme Freight Co.', retainedBy: 'defense' }),
      ),
    })
    const leadId = (JSON.parse(posted.body) as { id: string }).id
    const { store, conflicts } = inboxOf(app)
    await eventually(async () => (await store.leadState(leadId)).screenedAt !== null)
    const hits = [...new Set((await store.listConflicts(leadId)).map((hit) => hit.id))]
    expect(hits.length).toBeGreaterThan(0)
    const admin = await sessionFor(app, 'ana@firm.example')
    const post = (action: string, fields: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: `/inbox/requests/${leadId}/${action}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: admin.cookie, origin: ORIGIN },
        payload: form({ ...fields, _csrf: admin.csrf }),
      })
    expect((await post('status', { status: 'cleared' })).statusCode).toBe(303)
    const refused = await post('engagement/send', {})
    // Refused on the request's page: the reason in the error summary, linked to the first possible conflict's form.
    expect(refused.statusCode).toBe(400)
    const refusal = refused.body.slice(refused.body.indexOf('data-slot="error-summary"'))
    expect(refusal).toContain(
      hits.length === 1 ? '1 possible conflict against' : `${String(hits.length)} possible conflicts against`,
    )
    expect(refusal).toContain(`href="#resolve-${hits[0]!}-not_same_party"`)

    const blank = await post('conflicts/resolve', { entryId: hits[0]!, kind: 'not_same_party', detail: '  ' })
    expect(blank.statusCode).toBe(400)
    const summary = blank.body.slice(blank.body.indexOf('data-slot="error-summary"'))
    expect(summary).toContain(`href="#resolve-${hits[0]!}-detail"`)
    expect(summary).toContain('The reason, or what was disclosed and who consented: Give the reason')
    const unchosen = await post('conflicts/resolve', { entryId: hits[0]!, detail: 'Another company' })
    expect(unchosen.statusCode).toBe(400)
    expect(unchosen.body).toContain(`href="#resolve-${hits[0]!}-not_same_party"`)
    expect(unchosen.body).toContain('Another company</textarea>')

    for (const [index, entryId] of hits.entries()) {
      const kind = index === 0 ? 'waived' : 'not_same_party'
      expect(
        (await post('conflicts/resolve', { entryId, kind, detail: 'Disclosed to counsel, who consented' })).statusCode,
      ).toBe(303)
    }
    const { unresolved, resolutions } = await conflicts.atSending(leadId)
    expect(unresolved).toEqual([])
    expect(resolutions[0]).toMatchObject({ kind: 'waived', matterId: 'M-2019-004', caption: 'Roe v. Acme Freight' })
    const passed = await post('engagement/send', {})
    expect(passed.statusCode).toBe(400)
    const unbuilt = passed.body.slice(passed.body.indexOf('data-slot="error-summary"'))
    expect(unbuilt).toContain('The engagement letter is not in this build: run the build first.')
    expect(unbuilt).toContain('href="#engagement"')
    expect((await store.listAudit(leadId)).map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['conflict.waived', 'request.status']),
    )

    // A register entry added since the resolutions: the screen at sending finds it, and sending waits again.
    await store.upsertRegister([
      {
        matterId: 'M-2026-0900',
        caption: 'Brandt v. Someone',
        name: 'Ola Brandt',
        role: 'plaintiff',
        sideRetained: 'plaintiff',
        opened: '2026-01-05',
        closed: null,
      },
    ])
    expect((await conflicts.atSending(leadId)).unresolved).toHaveLength(1)
    expect((await post('engagement/send', {})).body).toContain(
      '1 possible conflict against the register as it is now has no resolution',
    )
  })
})
