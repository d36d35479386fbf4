import Database from 'better-sqlite3'
import type pg from 'pg'
import { describe, expect, it } from 'vitest'
import { deleteLeadRowsPostgres, deleteLeadRowsSqlite, leadRowsOf, type LeadRowDeletion } from './lead-rows'

const PLAN: LeadRowDeletion[] = [
  {
    gated: {
      select: 'SELECT id AS "itemId", lead_id AS "leadId" FROM items WHERE lead_id IN ({leads}) ORDER BY id',
      steps: [
        { sql: 'INSERT INTO log (action, item_id) VALUES (@action, @itemId) RETURNING id', returns: 'logId' },
        { sql: 'UPDATE items SET note = @kind || CAST(@logId AS INTEGER) WHERE id = @itemId' },
        { sql: 'DELETE FROM items WHERE id = @itemId' },
      ],
      values: { kind: 'gone:' },
      byReason: { erasure: { action: 'erased' }, retention: { action: 'expired' } },
    },
  },
  { table: 'notes', countAs: 'invitations' },
]

describe("the other features' rows of a lead", () => {
  it('run the last feature first', () => {
    const table = (name: string) => ({ table: name })
    expect(
      leadRowsOf([
        { feature: 'leads', migrations: [] },
        { feature: 'inbox', migrations: [], leadRows: [table('states')] },
        { feature: 'booking', migrations: [], leadRows: [table('messages'), table('bookings')] },
        { feature: 'engagement', migrations: [], leadRows: [table('signatures')] },
      ]),
    ).toEqual([table('signatures'), table('messages'), table('bookings'), table('states')])
  })

  it('on SQLite: the gated rows one by one with what each step returns, the tables at once, counted', () => {
    const db = new Database(':memory:')
    db.exec(`CREATE TABLE items (id INTEGER PRIMARY KEY, lead_id TEXT, note TEXT);
      CREATE TABLE log (id INTEGER PRIMARY KEY, action TEXT, item_id INTEGER, note TEXT);
      CREATE TABLE notes (lead_id TEXT);
      CREATE TRIGGER keep BEFORE DELETE ON items BEGIN UPDATE log SET note = OLD.note WHERE item_id = OLD.id; END;
      INSERT INTO items (id, lead_id) VALUES (1, 'a'), (2, 'b'), (3, 'c');
      INSERT INTO notes VALUES ('a'), ('a'), ('c');`)
    expect(deleteLeadRowsSqlite(db, PLAN, ['a', 'b'], 'retention')).toEqual({ invitations: 2 })
    expect(db.prepare('SELECT id FROM items').all()).toEqual([{ id: 3 }])
    expect(db.prepare('SELECT id, action, item_id AS itemId, note FROM log ORDER BY id').all()).toEqual([
      { id: 1, action: 'expired', itemId: 1, note: 'gone:1' },
      { id: 2, action: 'expired', itemId: 2, note: 'gone:2' },
    ])
    expect(db.prepare('SELECT lead_id AS leadId FROM notes').all()).toEqual([{ leadId: 'c' }])
  })

  it("on PostgreSQL: each name becomes one numbered parameter, and a step's RETURNING id reaches the next", async () => {
    const sent: Array<{ text: string; values: unknown[] | undefined }> = []
    const query = async (text: string, values?: unknown[]) => {
      sent.push({ text, values })
      const rows = text.startsWith('SELECT')
        ? [{ itemId: 7, leadId: 'a' }]
        : text.startsWith('INSERT')
          ? [{ id: '41' }]
          : []
      return { rows, rowCount: text.startsWith('DELETE FROM notes') ? 3 : rows.length } as unknown as pg.QueryResult
    }
    expect(await deleteLeadRowsPostgres(query, PLAN, ['a'], 'erasure')).toEqual({ invitations: 3 })
    expect(sent).toEqual([
      {
        text: 'SELECT id AS "itemId", lead_id AS "leadId" FROM items WHERE lead_id IN (SELECT unnest($1::text[])) ORDER BY id',
        values: [['a']],
      },
      { text: 'INSERT INTO log (action, item_id) VALUES ($1, $2) RETURNING id', values: ['erased', 7] },
      { text: 'UPDATE items SET note = $1 || CAST($2 AS INTEGER) WHERE id = $3', values: ['gone:', 41, 7] },
      { text: 'DELETE FROM items WHERE id = $1', values: [7] },
      { text: 'DELETE FROM notes WHERE lead_id IN (SELECT unnest($1::text[]))', values: [['a']] },
    ])
  })
})
