/**
 * Two instances on one PostgreSQL database, as behind a load balancer. 400 submissions go out at once,
 * spread over both; one instance is killed with SIGKILL while they are in flight, and a submission that
 * loses its connection is retried on the other instance with the same Idempotency-Key (what a client or
 * a load balancer does). Then: every acknowledged lead is stored exactly once; every stored lead reaches
 * the SMTP sink and the webhook receiver at least once, with as many distinct message ids as leads; and a
 * message arrives twice only if the killed instance had claimed it and never recorded the result.
 */
import path from 'node:path'
import pg from 'pg'
import { afterEach, describe, expect, it } from 'vitest'
import { spawnServer, type SpawnedServer } from '../../tests/support/spawn-server'
import { startPostgres } from '../../tests/support/postgres'
import {
  eventually,
  freePort,
  newWebhookSecret,
  sampleLead,
  startSmtpServer,
  startWebhookReceiver,
  temporaryDir,
  verifyDelivery,
  writeMinimalBuild,
} from '../../tests/support/server-fixtures'
import { testFirmSigning } from '../../tests/support/firm-test-certificate'

const SUBMISSIONS = 400
const KILL_AFTER_ACKS = 80
/**
 * Sent at once; the kill lands among them. The rest go out the moment the kill is sent, while the first
 * ones are still in flight, so that some submissions are always addressed to the dead instance however
 * fast it answered the first ones (one batch can acknowledge all of them before the 80th is counted).
 */
const FIRST_WAVE = 300
const SECRET = newWebhookSecret()
const LEASE_MS = 3_000

const cleanups: Array<() => unknown> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

describe('two instances on PostgreSQL, one killed under load', () => {
  it('loses no acknowledged lead, stores each once, and delivers every one at least once with stable ids', async () => {
    const postgres = await startPostgres()
    cleanups.push(() => postgres.stop())
    const databaseUrl = await postgres.createDatabase('cluster')
    const smtpPort = await freePort()
    const smtp = await startSmtpServer(smtpPort)
    const receiver = await startWebhookReceiver()
    cleanups.push(
      () => smtp.close(),
      () => receiver.close(),
    )
    const temp = temporaryDir('collector-cluster-')
    cleanups.push(temp.remove)
    const env = {
      DATABASE_URL: databaseUrl,
      BOOKING_SECRET: 'cluster-test-booking-secret-32-bytes-long',
      RECORDS_KEY: Buffer.alloc(32, 5).toString('base64'),
      ...testFirmSigning(),
      BUILD_DIR: writeMinimalBuild(temp.dir),
      DATA_DIR: path.join(temp.dir, 'data'),
      SMTP_URL: `smtp://127.0.0.1:${String(smtpPort)}`,
      WEBHOOK_URLS: receiver.url,
      WEBHOOK_SECRETS: SECRET,
      OUTBOX_LEASE_MS: String(LEASE_MS),
      SITE_URL: 'https://www.firm.example.com',
      LOG_LEVEL: 'silent',
    }
    const instances: SpawnedServer[] = []
    for (const name of ['victim', 'survivor']) {
      const server = await spawnServer({
        entry: 'tests/support/child-server.ts',
        env: { ...env, INSTANCE_ID: name },
        output: 'ignore',
      })
      instances.push(server)
      cleanups.push(() => server.stop('SIGKILL'))
    }
    const [victim, survivor] = instances as [SpawnedServer, SpawnedServer]

    const acknowledged = new Map<string, string>()
    let killed: Promise<void> | undefined
    let retriedElsewhere = 0
    const send = async (baseUrl: string, index: number) => {
      const response = await fetch(`${baseUrl}/f/contact`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          'Idempotency-Key': `cluster-${String(index)}`,
        },
        body: JSON.stringify(sampleLead({ firstName: `Cluster${String(index)}` })),
      })
      if (response.status !== 200) throw new Error(`status ${String(response.status)}`)
      return ((await response.json()) as { id: string }).id
    }
    const submit = async (index: number) => {
      const first = index % 2 === 0 ? victim : survivor
      let id: string
      try {
        id = await send(first.url, index)
      } catch {
        retriedElsewhere += 1
        id = await send(survivor.url, index)
      }
      acknowledged.set(`Cluster${String(index)}`, id)
      if (acknowledged.size === KILL_AFTER_ACKS) {
        killed = victim.stop('SIGKILL')
        secondWave = Promise.all(
          Array.from({ length: SUBMISSIONS - FIRST_WAVE }, (_, offset) => submit(FIRST_WAVE + offset)),
        )
      }
    }
    let secondWave: Promise<unknown> | undefined
    await Promise.all(Array.from({ length: FIRST_WAVE }, (_, index) => submit(index)))
    await killed
    await secondWave
    expect(victim.child.signalCode).toBe('SIGKILL')
    expect(acknowledged.size).toBe(SUBMISSIONS)
    expect(retriedElsewhere).toBeGreaterThan(0)

    const db = new pg.Client({ connectionString: databaseUrl })
    await db.connect()
    cleanups.push(() => db.end())
    const rows = (await db.query<{ id: string; firstName: string }>('SELECT id, first_name AS "firstName" FROM leads'))
      .rows
    const stored = new Map<string, string[]>()
    for (const row of rows) stored.set(row.firstName, [...(stored.get(row.firstName) ?? []), row.id])
    // Exactly once: one row per acknowledged submission, with the id the client was given.
    expect(
      [...acknowledged].filter(
        ([firstName, id]) => stored.get(firstName)?.length !== 1 || stored.get(firstName)?.[0] !== id,
      ),
    ).toEqual([])
    expect(rows).toHaveLength(SUBMISSIONS)

    // The survivor sends what the victim had claimed once the leases run out.
    await eventually(
      async () =>
        (await db.query<{ n: string }>('SELECT count(*) AS n FROM outbox WHERE sent_at IS NULL')).rows[0]?.n === '0',
      60_000,
    )

    const leadIds = new Set(rows.map((row) => row.id))
    const mailIds = smtp.mails.map(
      (mail) => /^Message-ID: <([^>]+)@www\.firm\.example\.com>/im.exec(mail.headers)?.[1] ?? '',
    )
    const webhookIds = receiver.received.map((delivery) => String(delivery.headers['webhook-id']))
    for (const delivery of receiver.received)
      expect(verifyDelivery(delivery, SECRET)).toMatchObject({ type: 'lead.created' })
    expect(new Set(mailIds).size).toBe(leadIds.size)
    expect(new Set(webhookIds).size).toBe(leadIds.size)
    expect([...leadIds].filter((id) => !mailIds.includes(`${id}.mail`))).toEqual([])
    expect(
      [...leadIds].filter((id) => !webhookIds.some((deliveryId) => deliveryId.startsWith(`${id}.webhook-`))),
    ).toEqual([])

    // A repeat is a message the victim claimed and never recorded: its attempt in the log has no result.
    const unfinished = new Set(
      (
        await db.query<{ leadId: string; channel: string }>(
          `SELECT lead_id AS "leadId", channel FROM deliveries WHERE instance = 'victim' AND finished_at IS NULL`,
        )
      ).rows.map((row) => `${row.leadId}.${row.channel}`),
    )
    const repeats = (ids: string[], channel: string) =>
      [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))].map(
        (id) => `${id.split('.')[0] ?? ''}.${channel}`,
      )
    const repeated = [...repeats(mailIds, 'mail'), ...repeats(webhookIds, 'webhook')]
    expect(repeated.filter((key) => !unfinished.has(key))).toEqual([])
    // Every delivery the survivor made is recorded as finished.
    expect(
      (
        await db.query<{ n: string }>(
          `SELECT count(*) AS n FROM deliveries WHERE instance = 'survivor' AND finished_at IS NULL`,
        )
      ).rows[0]?.n,
    ).toBe('0')
  }, 180_000)
})
