import { spawnSync } from 'node:child_process'
import path from 'node:path'
import Database from 'better-sqlite3'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPostgres, type RunningPostgres } from '../tests/support/postgres'
import { PostgresCollectorStore } from '../server/leads/postgres-store'
import { withBookings } from '../tests/support/booking-store'
import { migrateSqlite } from '../server/shared/database/migrations'
import { migrationsUpTo } from '../tests/support/migrations'
import { DATABASE_FILE, LeadStore } from '../server/leads/store'
import { MAIL_ROUTE } from '../server/shared/database/store-types'
import { noCaseDetails, sampleLead, temporaryDir } from '../tests/support/server-fixtures'
import { PostgresInboxDb, SqliteInboxDb } from '../server/shared/database/sql'
import { MatterRegister } from '../server/inbox/matter-register'
import { MatterRegisterStore } from '../server/inbox/matter-register-store'
import { InboxStore } from '../server/inbox/inbox-store'
import { migrateLeads, parseMigrateArguments } from './leads-migrate'
import { FEATURE_MIGRATIONS } from '../server/migrations'

let postgres: RunningPostgres | undefined
beforeAll(async () => {
  postgres = await startPostgres()
}, 60_000)
afterAll(async () => {
  await postgres?.stop()
})

const WEBHOOK = { channel: 'webhook' as const, target: 'https://crm.example.com/hooks' }

describe('npm run leads:migrate', () => {
  it('moves consultation bookings and their invitations; the slot stays held on PostgreSQL', async () => {
    const temp = temporaryDir('leads-migrate-bookings-')
    try {
      const start = Date.parse('2027-03-03T14:00:00Z')
      const hold = {
        person: 'principal',
        startAt: start,
        endAt: start + 1_800_000,
        bufferMs: 0,
        visitorTimeZone: 'America/Chicago',
      }
      const sqlite = new LeadStore(temp.dir, { migrations: FEATURE_MIGRATIONS, routes: [MAIL_ROUTE] })
      const booked = sqlite.save({
        formId: 'schedule',
        lead: sampleLead({ formType: 'schedule' }),
        spam: false,
        booking: hold,
      })
      sqlite.close()
      // A reminder already sent moves with its booking, so PostgreSQL never sends it again.
      const file = new Database(path.join(temp.dir, DATABASE_FILE))
      file
        .prepare(
          `INSERT INTO booking_reminders (lead_id, sequence, kind, start_at, due_at, created_at, next_attempt_at, sent_at)
            VALUES (?, 0, 'day', ?, ?, ?, ?, ?)`,
        )
        .run(booked.id, start, start - 86_400_000, start - 86_400_000, start - 86_400_000, start - 86_399_000)
      file.close()
      const url = await postgres!.createDatabase('migrate_bookings')
      expect(await migrateLeads(temp.dir, url)).toMatchObject({
        bookings: { read: 1, added: 1 },
        invitations: { read: 1, added: 1 },
        reminders: { read: 1, added: 1 },
      })
      expect(await migrateLeads(temp.dir, url)).toMatchObject({
        bookings: { read: 1, added: 0 },
        invitations: { read: 1, added: 0 },
        reminders: { read: 1, added: 0 },
      })
      const target = withBookings(
        await PostgresCollectorStore.open({
          migrations: FEATURE_MIGRATIONS,
          url,
          routes: [MAIL_ROUTE],
          poolSize: 2,
        }),
        '',
      )
      try {
        expect(await target.getBooking(booked.id)).toMatchObject({
          person: 'principal',
          startAt: start,
          status: 'booked',
          visitorTimeZone: 'America/Chicago',
        })
        await expect(
          target.save({
            formId: 'schedule',
            lead: sampleLead({ formType: 'schedule', email: 'late@example.com' }),
            spam: false,
            booking: hold,
          }),
        ).rejects.toThrow('That time was just taken')
      } finally {
        await target.close()
      }
    } finally {
      temp.remove()
    }
  })

  it('moves every lead to PostgreSQL with its id, key and notifications; a second run adds nothing', async () => {
    const temp = temporaryDir('leads-migrate-')
    try {
      const sqlite = new LeadStore(temp.dir, { migrations: FEATURE_MIGRATIONS, routes: [MAIL_ROUTE, WEBHOOK] })
      const sent = sqlite.save({
        formId: 'contact',
        lead: sampleLead({ firstName: 'Sent' }),
        spam: false,
        idempotencyKey: 'contact:key-1',
        clientAddress: '203.0.113.4',
      })
      const pending = sqlite.save({
        formId: 'emergency',
        lead: sampleLead({
          firstName: 'Pending',
          formType: 'emergency',
          urgency: 'High: within 48 hours',
          deadline: '2025-03-01',
        }),
        spam: false,
      })
      const spam = sqlite.save({ formId: 'contact', lead: sampleLead({ firstName: 'Robot' }), spam: true })
      const mailItem = sqlite.duePending(10, MAIL_ROUTE).find((item) => item.leadId === sent.id)
      sqlite.markSent(mailItem!.id)
      const expected = [sent.id, pending.id, spam.id].map((id) => sqlite.getLead(id))
      sqlite.close()

      const url = await postgres!.createDatabase('migrate_target')
      expect(await migrateLeads(temp.dir, url)).toEqual({
        leads: { read: 3, added: 3 },
        notifications: { read: 4, added: 4 },
        inbox: { read: 0, added: 0 },
        bookings: { read: 0, added: 0 },
        invitations: { read: 0, added: 0 },
        reminders: { read: 0, added: 0 },
        deliveries: { read: 0, added: 0 },
        jobRuns: { read: 0, added: 0 },
        engagement: { read: 0, added: 0, recordsMovedFromDisk: 0 },
      })
      expect(await migrateLeads(temp.dir, url)).toEqual({
        leads: { read: 3, added: 0 },
        notifications: { read: 4, added: 0 },
        inbox: { read: 0, added: 0 },
        bookings: { read: 0, added: 0 },
        invitations: { read: 0, added: 0 },
        reminders: { read: 0, added: 0 },
        deliveries: { read: 0, added: 0 },
        jobRuns: { read: 0, added: 0 },
        engagement: { read: 0, added: 0, recordsMovedFromDisk: 0 },
      })

      const store = await PostgresCollectorStore.open({
        migrations: FEATURE_MIGRATIONS,
        url,
        routes: [MAIL_ROUTE, WEBHOOK],
        poolSize: 2,
      })
      try {
        for (const lead of expected) expect(await store.getLead(lead!.id)).toEqual(lead)
        // The pending notifications are there for the PostgreSQL instances to send; the sent one is not resent.
        expect((await store.claimDue(MAIL_ROUTE, 'new', 10, 60_000)).map((item) => item.leadId)).toEqual([pending.id])
        expect((await store.claimDue(WEBHOOK, 'new', 10, 60_000)).map((item) => item.leadId).sort()).toEqual(
          [sent.id, pending.id].sort(),
        )
        // The idempotency key came along: a retry of the first request still answers with its id.
        expect(
          await store.save({ formId: 'contact', lead: sampleLead(), spam: false, idempotencyKey: 'contact:key-1' }),
        ).toEqual({ id: sent.id, duplicate: true })
      } finally {
        await store.close()
      }
    } finally {
      temp.remove()
    }
  })

  it('carries the case details, and moves leads of a file written before them (version 2) as having none', async () => {
    const details = {
      retainedBy: 'neutral',
      plaintiffs: 'A. Roe',
      defendants: 'B. Poe',
      counselFirm: 'C & D LLP',
      caseNumber: '26-CV-9',
      courtState: 'NY',
      courtName: 'New York Supreme Court',
      disclosureDeadline: '2027-01-15',
      depositionDate: '2027-02-01',
      trialDate: '2027-05-03',
    }
    const current = temporaryDir('leads-migrate-v3-')
    const old = temporaryDir('leads-migrate-v2-')
    try {
      const sqlite = new LeadStore(current.dir, { migrations: FEATURE_MIGRATIONS })
      const { id } = sqlite.save({ formId: 'contact', lead: sampleLead({ ...details }), spam: false })
      sqlite.close()
      const db = new Database(path.join(old.dir, DATABASE_FILE))
      migrateSqlite(db, migrationsUpTo('leads', 2))
      db.prepare(
        "INSERT INTO leads (id, form_id, form_type, first_name, last_name, email, received_at) VALUES ('ld_0000000old2', 'contact', 'contact', 'Old', 'Lead', 'old@example.com', '2024-01-02T03:04:05.000Z')",
      ).run()
      db.close()

      const url = await postgres!.createDatabase('migrate_case_details')
      expect((await migrateLeads(current.dir, url)).leads).toEqual({ read: 1, added: 1 })
      expect((await migrateLeads(old.dir, url)).leads).toEqual({ read: 1, added: 1 })
      const store = await PostgresCollectorStore.open({ migrations: FEATURE_MIGRATIONS, url, routes: [], poolSize: 1 })
      try {
        expect(await store.getLead(id)).toMatchObject(details)
        expect(await store.getLead('ld_0000000old2')).toMatchObject({
          firstName: 'Old',
          email: 'old@example.com',
          ...noCaseDetails(),
        })
      } finally {
        await store.close()
      }
    } finally {
      current.remove()
      old.remove()
    }
  })

  it("carries the inbox: staff and passkeys, a request's status and notes, the audit log and the matter register; a second run adds nothing", async () => {
    const temp = temporaryDir('leads-migrate-inbox-')
    try {
      const sqlite = new LeadStore(temp.dir, { migrations: FEATURE_MIGRATIONS })
      const { id } = sqlite.save({
        formId: 'contact',
        lead: sampleLead({ defendants: 'Acme Freight, Inc.' }),
        spam: false,
      })
      sqlite.close()
      const source = new InboxStore(new SqliteInboxDb(temp.dir))
      const ana = await source.upsertStaff({ email: 'ana@firm.example', name: 'Ana Ortiz', role: 'admin' })
      await source.setStatus(id, 'contacted')
      await source.addNote(id, ana.id, 'Left a message.')
      await source.audit(ana.id, 'request.status', { leadId: id })
      await source.upsertRegister([
        {
          matterId: 'M-1',
          caption: 'Roe v. Acme',
          name: 'Acme Freight Co',
          role: 'defendant',
          sideRetained: 'plaintiff',
          opened: '2020-01-01',
          closed: null,
        },
      ])
      // A retained request's matter: its rows, its number's counter and its link to the request.
      const retained = new MatterRegister(new MatterRegisterStore(source.db))
      const matterId = await retained.retainRequest(id, { engagementId: 'en_1', counselFirm: 'Doe & Partners', at: 0 })
      await source.db.close()

      const url = await postgres!.createDatabase('migrate_inbox')
      expect((await migrateLeads(temp.dir, url)).inbox).toEqual({ read: 10, added: 10 })
      expect((await migrateLeads(temp.dir, url)).inbox).toEqual({ read: 10, added: 0 })
      const store = await PostgresCollectorStore.open({ migrations: FEATURE_MIGRATIONS, url, routes: [], poolSize: 2 })
      try {
        const target = new InboxStore(new PostgresInboxDb(store.pool))
        expect(await target.findStaffByEmail('ana@firm.example')).toMatchObject({
          id: ana.id,
          name: 'Ana Ortiz',
          role: 'admin',
        })
        expect((await target.leadState(id)).status).toBe('retained')
        expect(await target.listNotes(id)).toMatchObject([{ authorName: 'Ana Ortiz', body: 'Left a message.' }])
        await target.audit(ana.id, 'request.viewed', { leadId: id })
        expect((await target.listAudit(id)).map((row) => row.action)).toEqual([
          'request.status',
          'matter.created',
          'request.viewed',
        ])
        expect((await target.listRegister()).map((entry) => entry.matterId)).toEqual(['M-1', matterId, matterId])
        const matters = new MatterRegisterStore(target.db)
        expect(await matters.matterOfRequest(id)).toBe(matterId)
        expect(await matters.createdHere([matterId!])).toEqual(new Map([[matterId, 'request']]))
      } finally {
        await store.close()
      }
    } finally {
      temp.remove()
    }
  })

  it('reads its arguments and refuses what is not a PostgreSQL URL', () => {
    expect(parseMigrateArguments(['--to', 'postgres://u@h/db'])).toEqual({ to: 'postgres://u@h/db' })
    expect(parseMigrateArguments(['--to=postgresql://u@h/db', '--from', './old'])).toEqual({
      to: 'postgresql://u@h/db',
      from: './old',
    })
    expect(() => parseMigrateArguments([])).toThrow(/--to is required/)
    expect(() => parseMigrateArguments(['--to', 'mysql://h/db'])).toThrow(/postgres:\/\//)
    expect(() => parseMigrateArguments(['--to'])).toThrow(/needs a value/)
    expect(() => parseMigrateArguments(['--to', 'postgres://h/db', '--drop'])).toThrow(/Unknown argument/)
  })

  it('as a command: exit 0 with a report that hides the password, exit 1 naming a missing database', async () => {
    const temp = temporaryDir('leads-migrate-cli-')
    try {
      const sqlite = new LeadStore(temp.dir, { migrations: FEATURE_MIGRATIONS })
      sqlite.save({ formId: 'contact', lead: sampleLead(), spam: false })
      sqlite.close()
      const base = await postgres!.createDatabase('migrate_cli')
      const client = new pg.Client({ connectionString: base })
      await client.connect()
      await client.query("CREATE ROLE mover LOGIN PASSWORD 'hunter2-secret' SUPERUSER")
      await client.end()
      const url = base.replace('postgres@', 'mover:hunter2-secret@')
      const run = (args: string[]) =>
        spawnSync(process.execPath, ['--import', 'tsx', path.resolve('scripts/leads-migrate.ts'), ...args], {
          encoding: 'utf8',
        })
      const good = run(['--to', url, '--from', temp.dir])
      expect(good.status).toBe(0)
      expect(good.stdout).toContain('1 added')
      expect(good.stdout).not.toContain('hunter2-secret')
      const missing = run(['--to', url, '--from', path.join(temp.dir, 'nowhere')])
      expect(missing.status).toBe(1)
      expect(missing.stderr).toContain('No leads database at')
    } finally {
      temp.remove()
    }
  })
})
