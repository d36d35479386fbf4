import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PostgresCollectorStore } from '../server/leads/postgres-store'
import { startPostgres, type RunningPostgres } from '../tests/support/postgres'
import { LeadStore } from '../server/leads/store'
import { MAIL_ROUTE } from '../server/shared/database/store-types'
import { sampleLead, temporaryDir } from '../tests/support/server-fixtures'
import { exportFromPostgres, exportLeads, parseExportArguments } from './leads-export'
import { FEATURE_MIGRATIONS } from '../server/migrations'

const WEBHOOK = {
  channel: 'webhook' as const,
  target: 'https://crm.example.com/hooks/catch/123/abc?token=secret-token',
}

let postgres: RunningPostgres | undefined
beforeAll(async () => {
  postgres = await startPostgres()
}, 60_000)
afterAll(async () => {
  await postgres?.stop()
})

describe('leads:export --deliveries', () => {
  it('reads the flag', () => {
    expect(parseExportArguments(['--deliveries', '--format', 'json'])).toEqual({
      format: 'json',
      includeSpam: false,
      deliveries: true,
    })
  })

  it('lists every attempt from SQLite: route, stable delivery id, instance, result; a webhook shows only its origin', () => {
    const temp = temporaryDir('export-deliveries-')
    try {
      const store = new LeadStore(temp.dir, { migrations: FEATURE_MIGRATIONS, routes: [MAIL_ROUTE, WEBHOOK] })
      const { id } = store.save({ formId: 'contact', lead: sampleLead(), spam: false })
      const [mail] = store.duePending(10, MAIL_ROUTE)
      const [hook] = store.duePending(10, WEBHOOK)
      store.markFailed(hook!.id, Date.now(), 'HTTP 503', {
        instance: 'web-1',
        startedAt: Date.now(),
        detail: 'HTTP 503',
      })
      store.markSent(hook!.id, { instance: 'web-2', startedAt: Date.now(), detail: 'HTTP 204' })
      store.markSent(mail!.id, { instance: 'web-1', startedAt: Date.now(), detail: '250 OK' })
      store.close()
      const rows = JSON.parse(exportLeads(temp.dir, { format: 'json', includeSpam: false, deliveries: true })) as Array<
        Record<string, string>
      >
      expect(rows.map((row) => [row.route, row.instance, row.result, row.detail])).toEqual([
        ['webhook https://crm.example.com', 'web-1', 'failed', 'HTTP 503'],
        ['webhook https://crm.example.com', 'web-2', 'delivered', 'HTTP 204'],
        ['mail', 'web-1', 'delivered', '250 OK'],
      ])
      expect(rows[2]?.delivery_id).toBe(`${id}.mail`)
      const csv = exportLeads(temp.dir, { format: 'csv', includeSpam: false, deliveries: true })
      expect(csv.split('\r\n')[0]).toBe(
        '"lead_id","route","delivery_id","instance","started_at","finished_at","result","detail"',
      )
      expect(csv).not.toContain('secret-token')
      expect(csv).not.toContain('/hooks/catch')
    } finally {
      temp.remove()
    }
  })

  it('reads the leads and the delivery log from PostgreSQL when DATABASE_URL is set, an unfinished claim shown as such', async () => {
    const url = await postgres!.createDatabase('export_source')
    const store = await PostgresCollectorStore.open({
      migrations: FEATURE_MIGRATIONS,
      url,
      routes: [MAIL_ROUTE],
      poolSize: 2,
    })
    try {
      const { id } = await store.save({ formId: 'contact', lead: sampleLead({ firstName: '=cmd' }), spam: false })
      await store.save({ formId: 'contact', lead: sampleLead({ firstName: 'Robot' }), spam: true })
      await store.claimDue(MAIL_ROUTE, 'gone', 10, 60_000)
      const csv = await exportFromPostgres(url, { format: 'csv', includeSpam: false })
      expect(csv).toContain(`"${id}",`)
      expect(csv).toContain("'=cmd")
      expect(csv).not.toContain('Robot')
      const log = JSON.parse(
        await exportFromPostgres(url, { format: 'json', includeSpam: false, deliveries: true }),
      ) as Array<Record<string, string>>
      expect(log).toEqual([
        expect.objectContaining({
          lead_id: id,
          route: 'mail',
          instance: 'gone',
          result: 'unfinished',
          finished_at: '',
        }),
      ])
    } finally {
      await store.close()
    }
  })
})
