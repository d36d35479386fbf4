/**
 * The SQL layer of the inbox and the engagement, on the server's SQLite file and on a real PostgreSQL: two requests'
 * transactions at once stay apart (one rolled back takes none of the other's writes with it), and on SQLite a lead
 * saved while a staff transaction is open commits too, both through the one writer thread; a transaction its caller
 * lost is rolled back once idle too long, so the leads behind it do not wait forever.
 */
import { describe, expect, it } from 'vitest'
import { ENGINES, twoEngines } from '../../../tests/support/two-engines'
import { sampleLead } from '../../../tests/support/server-fixtures'
import { SESSION_IDLE_LIMIT_MS } from './writer-sql'
import type { InboxDb } from './sql'

const engines = twoEngines('inbox_db')

const note = (db: InboxDb, id: string) =>
  db.run('INSERT INTO lead_notes (id, lead_id, staff_id, body, created_at) VALUES (?, ?, ?, ?, ?)', [
    id,
    'ld_x',
    'st_x',
    id,
    1,
  ])
const notes = async (db: InboxDb) =>
  (await db.all<{ id: string }>('SELECT id FROM lead_notes ORDER BY id')).map((row) => row.id)

describe.each(ENGINES)('the %s layer', (kind) => {
  it("keeps two requests' transactions apart: one rolled back leaves the other's writes committed", async () => {
    const { db } = await engines.open(kind)
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const failing = db.transaction(async (inner) => {
      await note(inner, 'nt_failing')
      await held
      throw new Error('refused')
    })
    const committing = db.transaction(async (inner) => {
      await note(inner, 'nt_committing')
    })
    await new Promise((resolve) => setTimeout(resolve, 50))
    release()
    await expect(failing).rejects.toThrow('refused')
    await committing
    expect(await notes(db)).toEqual(['nt_committing'])
  })

  it('commits a lead saved while a staff transaction is open, and the transaction too', async () => {
    const { store, db } = await engines.open(kind)
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const staff = db.transaction(async (inner) => {
      await note(inner, 'nt_staff')
      await held
    })
    await new Promise((resolve) => setTimeout(resolve, 20))
    const saved = store.save({ formId: 'contact', lead: sampleLead({ email: 'during@example.com' }), spam: false })
    await new Promise((resolve) => setTimeout(resolve, 20))
    release()
    await staff
    const { id } = await saved
    expect((await store.getLead(id))?.email).toBe('during@example.com')
    expect(await notes(db)).toEqual(['nt_staff'])
  })
})

describe('the SQLite layer', () => {
  it('rolls back a transaction its caller never ends, after the idle limit, so the leads queued behind it commit', async () => {
    const { store, db } = await engines.open('sqlite')
    void db.transaction(async (inner) => {
      await note(inner, 'nt_lost')
      await new Promise(() => {})
    })
    await new Promise((resolve) => setTimeout(resolve, 50))
    const started = performance.now()
    const { id } = await store.save({
      formId: 'contact',
      lead: sampleLead({ email: 'behind@example.com' }),
      spam: false,
    })
    expect(performance.now() - started).toBeGreaterThan(SESSION_IDLE_LIMIT_MS / 2)
    expect((await store.getLead(id))?.email).toBe('behind@example.com')
    expect(await notes(db)).toEqual([])
  })
})
