/**
 * Statements a feature declares to run in a lead's transaction: placeholders filled at the save, a check that refuses
 * it, a unique index that refuses it the same way, and one feature at most declaring them.
 */
import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { QUERY_BUILDERS } from './query-builder'
import { declaredBy, isRefusal, runSavedSqlite, savedStep, savedValue, type SavedWithLead } from './saved-with-lead'

type Tables = { holds: { lead_id: string; slot: number; at: number } }
const db = QUERY_BUILDERS.sqlite.withTables<Tables>()

const PLAN: SavedWithLead = {
  field: 'booking',
  sqlite: [
    savedStep(
      db
        .selectFrom('holds')
        .select('lead_id')
        .where('slot', '=', savedValue<number>('slot'))
        .where('lead_id', '<>', savedValue<string>('leadId'))
        .compile(),
      true,
    ),
    savedStep(
      db
        .insertInto('holds')
        .values({
          lead_id: savedValue<string>('leadId'),
          slot: savedValue<number>('slot'),
          at: savedValue<number>('now'),
        })
        .compile(),
    ),
  ],
  postgres: [],
  refusal: { code: 'TAKEN', message: 'taken' },
}

function open() {
  const connection = new Database(':memory:')
  connection.exec('CREATE TABLE holds (lead_id TEXT NOT NULL, slot INTEGER NOT NULL, at INTEGER NOT NULL)')
  connection.exec('CREATE UNIQUE INDEX holds_lead ON holds (lead_id)')
  return connection
}

describe('statements saved with a lead', () => {
  it('fill the lead id, the time and the entry’s fields, and refuse a save whose check returns a row', () => {
    const connection = open()
    runSavedSqlite(connection, PLAN, { leadId: 'ld_1', now: 5, slot: 9 })
    expect(connection.prepare('SELECT lead_id, slot, at FROM holds').all()).toEqual([
      { lead_id: 'ld_1', slot: 9, at: 5 },
    ])
    let refusal: unknown
    try {
      runSavedSqlite(connection, PLAN, { leadId: 'ld_2', now: 6, slot: 9 })
    } catch (error) {
      refusal = error
    }
    expect(isRefusal(PLAN, refusal)).toBe(true)
    expect(connection.prepare('SELECT count(*) AS n FROM holds').get()).toEqual({ n: 1 })
  })

  it('take a unique index refusing a step as the same refusal', () => {
    const connection = open()
    runSavedSqlite(connection, PLAN, { leadId: 'ld_1', now: 5, slot: 9 })
    // The same lead again passes the check (it excludes its own row) and meets the unique index.
    expect(() => runSavedSqlite(connection, PLAN, { leadId: 'ld_1', now: 6, slot: 9 })).toThrow(
      expect.objectContaining({ code: 'TAKEN' }),
    )
  })

  it('name an unknown value instead of binding nothing', () => {
    expect(() => runSavedSqlite(open(), PLAN, { leadId: 'ld_1', now: 5 })).toThrow(/unknown value: slot/)
  })

  it('are declared by one feature at most', () => {
    expect(declaredBy([{ savedWithLead: PLAN }, {}], 'savedWithLead')).toBe(PLAN)
    expect(() => declaredBy([{ savedWithLead: PLAN }, { savedWithLead: PLAN }], 'savedWithLead')).toThrow(
      /Only one feature/,
    )
  })
})
