import path from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'
import { LeadStore, DATABASE_FILE } from '../server/leads/store'
import { sampleLead, temporaryDir } from '../tests/support/server-fixtures'
import { eraseCommand, parseEraseArguments } from './leads-erase'
import { FEATURE_MIGRATIONS } from '../server/migrations'

const cleanups: Array<() => unknown> = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
})

function seeded() {
  const temp = temporaryDir('leads-erase-')
  cleanups.push(temp.remove)
  const store = new LeadStore(temp.dir, {
    migrations: FEATURE_MIGRATIONS,
    routes: [
      { channel: 'mail', target: '' },
      { channel: 'webhook', target: 'https://crm.example.com/hooks?token=t' },
    ],
  })
  const jane = store.save({
    formId: 'contact',
    lead: sampleLead({ email: 'Jane.Doe@lawfirm.example.com', message: 'Private details of the injury' }),
    spam: false,
  }).id
  const janeAgain = store.save({ formId: 'schedule', lead: sampleLead({ formType: 'schedule' }), spam: false }).id
  const other = store.save({
    formId: 'contact',
    lead: sampleLead({ firstName: 'Bob', email: 'bob@example.com' }),
    spam: false,
  }).id
  const [mail] = store.duePending(1)
  store.markSent(mail!.id, { instance: 'test', startedAt: Date.now(), detail: '250 OK' })
  const webhook = store.duePending(10).find((item) => item.channel === 'webhook' && item.leadId === jane)
  store.markSent(webhook!.id, { instance: 'test', startedAt: Date.now(), detail: 'HTTP 204' })
  store.close()
  const count = (sql: string) => {
    const db = new Database(path.join(temp.dir, DATABASE_FILE), { readonly: true })
    try {
      return (db.prepare(sql).get() as { n: number }).n
    } finally {
      db.close()
    }
  }
  return { dataDir: temp.dir, jane, janeAgain, other, count }
}

async function run(argv: string[], dataDir: string) {
  const lines: string[] = []
  const code = await eraseCommand(argv, { dataDir }, (line) => lines.push(line))
  return { code, output: lines.join('\n') }
}

describe('npm run leads:erase', () => {
  it("lists a person's leads in a dry run and deletes nothing", async () => {
    const { dataDir, jane, janeAgain, other, count } = seeded()
    const { code, output } = await run(['--email', 'jane.doe@LAWFIRM.example.com', '--dry-run'], dataDir)
    expect(code).toBe(0)
    expect(output).toContain('2 lead(s) match email jane.doe@LAWFIRM.example.com')
    expect(output).toMatch(
      new RegExp(`${jane}  received \\S+  contact  delivered to mail, webhook https://crm.example.com`),
    )
    expect(output).toContain(`${janeAgain}  received`)
    expect(output).not.toContain(other)
    expect(output).toContain('Dry run: nothing was deleted.')
    expect(output).not.toContain('Private details')
    expect(output).not.toContain('token=t')
    expect(count('SELECT count(*) AS n FROM leads')).toBe(3)
  })

  it('deletes the leads with their notifications and delivery log, says what it deleted and what it cannot reach', async () => {
    const { dataDir, jane, janeAgain, other, count } = seeded()
    const { code, output } = await run(['--email=jane.doe@lawfirm.example.com', '--id', other], dataDir)
    expect(code).toBe(0)
    expect(output).toContain('3 lead(s) match email jane.doe@lawfirm.example.com, id ' + other)
    expect(output).toContain(
      'Deleted 3 lead(s), 6 notification(s), 2 delivery-log row(s), 0 booking(s) and 0 calendar invitation(s).',
    )
    expect(output).toMatch(
      /Not reached by this command: the copies already delivered \(mail, webhook https:\/\/crm\.example\.com\), backups/,
    )
    expect(count('SELECT count(*) AS n FROM leads')).toBe(0)
    expect(count('SELECT count(*) AS n FROM outbox')).toBe(0)
    expect(count('SELECT count(*) AS n FROM deliveries')).toBe(0)
    for (const id of [jane, janeAgain]) expect(output).toContain(id)
    expect((await run(['--email', 'jane.doe@lawfirm.example.com'], dataDir)).output).toBe(
      'No lead matches email jane.doe@lawfirm.example.com: nothing to erase.',
    )
  })

  it('refuses arguments it cannot use, naming them', () => {
    expect(() => parseEraseArguments([])).toThrow(/--email or --id/)
    expect(() => parseEraseArguments(['--email', 'not-an-address'])).toThrow(/--email must be an email address/)
    expect(() => parseEraseArguments(['--id', 'DROP TABLE'])).toThrow(/--id must be a lead id/)
    expect(() => parseEraseArguments(['--email'])).toThrow(/--email needs a value/)
    expect(() => parseEraseArguments(['--all'])).toThrow(/Unknown argument "--all"/)
    expect(parseEraseArguments(['--id', 'ld_abc', '--id=ld_def', '--dry-run'])).toEqual({
      selector: { ids: ['ld_abc', 'ld_def'] },
      dryRun: true,
    })
  })
})
