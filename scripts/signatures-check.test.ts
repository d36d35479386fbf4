/** npm run signatures:check as an operator runs it, in a child process, on a SQLite DATA_DIR. */
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { SqliteCollectorStore } from '../server/leads/sqlite-store'
import { MAIL_ROUTE } from '../server/shared/database/store-types'
import { sampleLead, temporaryDir } from '../tests/support/server-fixtures'
import { EngagementStore } from '../server/engagement/engagement-store'
import { SqliteInboxDb } from '../server/shared/database/sql'
import { FEATURE_MIGRATIONS } from '../server/migrations'

const root = path.resolve(import.meta.dirname, '..')
const cleanups: Array<() => unknown> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

function check(dataDir: string) {
  return spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'scripts/signatures-check.ts')],
    { cwd: root, env: { PATH: process.env.PATH, DATA_DIR: dataDir }, encoding: 'utf8', timeout: 60_000 },
  )
}

describe('npm run signatures:check, run as a command', () => {
  it('says the chain is whole and exits 0, then names an altered signature and exits 1', async () => {
    const temp = temporaryDir('signatures-check-')
    const store = await new SqliteCollectorStore({
      migrations: FEATURE_MIGRATIONS,
      dataDir: temp.dir,
      routes: [MAIL_ROUTE],
      onError: () => {},
    }).open()
    const db = new SqliteInboxDb(temp.dir)
    cleanups.push(
      temp.remove,
      () => store.close(),
      () => db.close(),
    )
    const { id: leadId } = await store.save({ formId: 'contact', lead: sampleLead(), spam: false })
    const engagements = new EngagementStore(db)
    await engagements.create({
      id: 'en_cli',
      leadId,
      tokenHash: 'hash-en_cli',
      letterVersion: 'v1',
      caseDetails: {},
      sentBy: 'st_x',
      signBy: Date.now() + 60_000,
    })
    const pdf = Buffer.from('%PDF-1.7 signed')
    await engagements.sign('en_cli', leadId, {
      letterText: 'Letter\n',
      textSha256: 'a'.repeat(64),
      signerName: 'Marisol Pell',
      signerTitle: 'Partner',
      signerFirm: 'Pell & Ward LLP',
      signerEmail: 'counsel@example.com',
      ipAddress: '203.0.113.7',
      userAgent: 'Test',
      openedAt: 1,
      viewedAt: 2,
      signedAt: 3,
      pdf,
      pdfSha256: createHash('sha256').update(pdf).digest('hex'),
    })
    const whole = check(temp.dir)
    expect(whole.status, whole.stderr).toBe(0)
    expect(whole.stdout).toMatch(/^1 signed records in the chain; last hash [0-9a-f]{64}\nThe chain is whole/)
    // someone with the database file drops the trigger and edits the row
    await db.run('DROP TRIGGER engagement_signatures_no_update')
    await db.run("UPDATE engagement_signatures SET signer_title = 'Associate'")
    const altered = check(temp.dir)
    expect(altered.status).toBe(1)
    expect(altered.stdout).toContain('entry 1 (signature en_cli): the signature was altered')
  }, 120_000)
})
