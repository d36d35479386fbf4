import { describe, expect, test } from 'vitest'
import { loadServerConfig } from './config'

/** 32 bytes in base64, as RECORDS_KEY must be. */
const RECORDS_KEY = Buffer.alloc(32, 3).toString('base64')

const FIRM_SIGNING_P12 = '/run/credentials/site.service/firm-signing.p12'

const secret = (fill: string) => `whsec_${Buffer.alloc(32, fill).toString('base64')}`
const load = (env: Record<string, string>) => loadServerConfig(env as NodeJS.ProcessEnv)
const failure = (env: Record<string, string>) => {
  try {
    load(env)
  } catch (error) {
    return (error as Error).message
  }
  return 'no error'
}

describe('server configuration', () => {
  test('defaults: port 3000 on loopback, proxies untrusted, a 30-second request timeout, no health token', () => {
    const config = load({})
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      TRUST_PROXY: false,
      REQUEST_TIMEOUT_MS: 30_000,
      ALLOWED_ORIGINS: [],
      LOG_LEVEL: 'info',
    })
    expect(config.HEALTH_TOKEN).toBeUndefined()
    expect(config.SMTP_URL).toBeUndefined()
  })

  test.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['HOST', ''],
    ['DATA_DIR', ''],
    ['BUILD_DIR', ''],
    ['SMTP_URL', 'http://mail.example.com'],
    ['NOTIFY_TO', 'not-an-address'],
    ['NOTIFY_FROM', 'firm@'],
    ['ALLOWED_ORIGINS', 'https://www.example.com/path'],
    ['ALLOWED_ORIGINS', 'www.example.com'],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', 'proxy.example.com'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['LOG_LEVEL', 'loud'],
    ['REQUEST_TIMEOUT_MS', '10'],
    ['HEALTH_TOKEN', 'short'],
    ['DATABASE_URL', 'mysql://db.example.com/leads'],
    ['DATABASE_URL', 'not a url'],
    ['WEBHOOK_URLS', 'http://crm.example.com/hooks'],
    ['WEBHOOK_URLS', 'ftp://crm.example.com/hooks'],
    ['WEBHOOK_SECRET', 'short'],
    ['WEBHOOK_SECRET', 'a-shared-secret-of-some-length'],
    ['WEBHOOK_URLS', 'https://user:password@crm.example.com/hooks'],
    ['WEBHOOK_URLS', 'https://token@crm.example.com/hooks'],
    ['WEBHOOK_SECRETS', 'not-a-secret'],
    ['WEBHOOK_SECRETS', 'whsec_c2hvcnQ='],
    ['LEAD_RETENTION_DAYS', 'forever'],
    ['LEAD_RETENTION_DAYS', '0'],
    ['LEAD_RETENTION_DAYS', '1.5'],
    ['DATABASE_TIMEOUT_MS', '10'],
    ['DATABASE_TIMEOUT_MS', 'soon'],
    ['SITE_URL', 'https://www.example.com/path'],
    ['OUTBOX_LEASE_MS', '10'],
    ['INSTANCE_ID', 'has spaces'],
    ['INBOX_ORIGIN', 'https://www.example.com/inbox'],
    ['INBOX_ORIGIN', 'http://127.0.0.1:3000'],
    ['INBOX_ORIGIN', 'http://[::1]:3000'],
  ])('a bad %s (%j) stops the server with a message naming the variable', (name, value) => {
    expect(failure({ [name]: value })).toMatch(new RegExp(`Invalid server configuration:[\\s\\S]*\\b${name}: `))
  })

  test("the inbox's origin: INBOX_ORIGIN, else SITE_URL; a host, never an IP address (browsers refuse it for passkeys)", () => {
    expect(load({ SITE_URL: 'https://www.example.com' }).inboxOrigin).toBe('https://www.example.com')
    expect(load({ SITE_URL: 'https://www.example.com', INBOX_ORIGIN: 'http://localhost:3000/' }).inboxOrigin).toBe(
      'http://localhost:3000',
    )
    expect(failure({ INBOX_ORIGIN: 'http://127.0.0.1:3000' })).toMatch(
      /INBOX_ORIGIN: must name a host, not an IP address/,
    )
  })

  test('TRUST_PROXY=true is refused with the reason and what to set instead', () => {
    expect(failure({ TRUST_PROXY: 'true' })).toMatch(
      /TRUST_PROXY: true would trust every hop[\s\S]*number of proxies in front/,
    )
  })

  test('TRUST_PROXY takes a hop count or a list of proxy addresses and CIDR ranges', () => {
    expect(load({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1)
    expect(load({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2)
    expect(load({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false)
    expect(load({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8 ,::1, fd00::/8' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
    ])
  })

  test('good values pass through', () => {
    const config = load({
      PORT: '8080',
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      NOTIFY_TO: 'leads@example.com',
      ALLOWED_ORIGINS: 'https://www.example.com, http://localhost:5173',
      HEALTH_TOKEN: 'a-long-enough-operator-token',
      REQUEST_TIMEOUT_MS: '15000',
    })
    expect(config).toMatchObject({
      PORT: 8080,
      ALLOWED_ORIGINS: ['https://www.example.com', 'http://localhost:5173'],
      HEALTH_TOKEN: 'a-long-enough-operator-token',
      REQUEST_TIMEOUT_MS: 15_000,
    })
  })

  test('the collector at scale: PostgreSQL, webhooks (https, or http on loopback), the site origin, the lease', () => {
    const config = load({
      DATABASE_URL: 'postgres://collector:secret@db.internal:5432/leads',
      BOOKING_SECRET: 'x'.repeat(32),
      RECORDS_KEY: RECORDS_KEY,
      FIRM_SIGNING_P12,
      WEBHOOK_URLS: 'https://crm.example.com/hooks/leads, http://127.0.0.1:9000/hook',
      WEBHOOK_SECRETS: `${secret('a')}, ${secret('b')}`,
      SITE_URL: 'https://www.example.com/',
      OUTBOX_LEASE_MS: '30000',
      INSTANCE_ID: 'web-1',
    })
    expect(config).toMatchObject({
      DATABASE_URL: 'postgres://collector:secret@db.internal:5432/leads',
      WEBHOOK_URLS: ['https://crm.example.com/hooks/leads', 'http://127.0.0.1:9000/hook'],
      WEBHOOK_SECRETS: [secret('a'), secret('b')],
      SITE_URL: 'https://www.example.com',
      OUTBOX_LEASE_MS: 30_000,
      INSTANCE_ID: 'web-1',
    })
    expect(load({}).WEBHOOK_URLS).toEqual([])
    expect(load({}).OUTBOX_LEASE_MS).toBe(120_000)
    expect(load({}).LEAD_RETENTION_DAYS).toBeUndefined()
    expect(load({ LEAD_RETENTION_DAYS: '730' }).LEAD_RETENTION_DAYS).toBe(730)
    expect(load({}).DATABASE_TIMEOUT_MS).toBe(5000)
    expect(load({ DATABASE_TIMEOUT_MS: '2000' }).DATABASE_TIMEOUT_MS).toBe(2000)
  })

  test('booking: BUSY_ICS_URLS pairs people with https feeds (never echoed); BOOKING_SECRET is required with DATABASE_URL and at least 32 bytes', () => {
    const feeds = load({
      BUSY_ICS_URLS:
        'principal=https://calendar.example.com/private-abc/basic.ics, jordan-reyes=http://127.0.0.1:9000/feed.ics',
    }).BUSY_ICS_URLS
    expect([...feeds.entries()]).toEqual([
      ['principal', 'https://calendar.example.com/private-abc/basic.ics'],
      ['jordan-reyes', 'http://127.0.0.1:9000/feed.ics'],
    ])
    expect(load({}).BUSY_ICS_URLS.size).toBe(0)
    const bad = failure({
      BUSY_ICS_URLS:
        'principal=https://calendar.example.com/ok.ics, principal=https://calendar.example.com/leaky-token.ics, nobody http://calendar.example.com/x, partner=http://calendar.example.com/leaky.ics',
    })
    expect(bad).toMatch(/BUSY_ICS_URLS: each entry must be personId=URL[^\n]*entry 2, 3, 4/)
    expect(bad).not.toContain('leaky')
    expect(failure({ DATABASE_URL: 'postgres://db.internal/leads' })).toMatch(
      /BOOKING_SECRET: is required with DATABASE_URL/,
    )
    expect(failure({ BOOKING_SECRET: 'too-short' })).toMatch(/BOOKING_SECRET: must be at least 32 bytes/)
    expect(
      load({
        DATABASE_URL: 'postgres://db.internal/leads',
        BOOKING_SECRET: 'k'.repeat(32),
        RECORDS_KEY,
        FIRM_SIGNING_P12,
      }).BOOKING_SECRET,
    ).toBe('k'.repeat(32))
  })

  test('booking: BOOKING_REMINDERS is on unless set to off, and refuses anything else', () => {
    expect(load({}).BOOKING_REMINDERS).toBe(true)
    expect(load({ BOOKING_REMINDERS: 'on' }).BOOKING_REMINDERS).toBe(true)
    expect(load({ BOOKING_REMINDERS: ' off ' }).BOOKING_REMINDERS).toBe(false)
    expect(failure({ BOOKING_REMINDERS: 'no' })).toMatch(/BOOKING_REMINDERS: must be on or off/)
  })

  test('engagement records: RECORDS_KEY is 32 bytes in base64, required with DATABASE_URL and never echoed; RECORDS_RETENTION_DAYS whole days', () => {
    expect(failure({ DATABASE_URL: 'postgres://db.internal/leads', BOOKING_SECRET: 'k'.repeat(32) })).toMatch(
      /RECORDS_KEY: is required with DATABASE_URL/,
    )
    const short = failure({ RECORDS_KEY: Buffer.alloc(16, 1).toString('base64') })
    expect(short).toMatch(/RECORDS_KEY: must be 32 random bytes in base64/)
    expect(short).not.toContain(Buffer.alloc(16, 1).toString('base64'))
    expect(load({ RECORDS_KEY }).RECORDS_KEY).toBe(RECORDS_KEY)
    expect(load({ RECORDS_RETENTION_DAYS: '365' }).RECORDS_RETENTION_DAYS).toBe(365)
    expect(failure({ RECORDS_RETENTION_DAYS: 'a year' })).toMatch(/RECORDS_RETENTION_DAYS/)
  })

  test('engagement signing: FIRM_SIGNING_P12 is required with DATABASE_URL, the refusal naming it and its password; optional on SQLite', () => {
    const refused = failure({
      DATABASE_URL: 'postgres://db.internal/leads',
      BOOKING_SECRET: 'k'.repeat(32),
      RECORDS_KEY,
    })
    expect(refused).toMatch(/FIRM_SIGNING_P12: is required with DATABASE_URL/)
    expect(refused).toContain('FIRM_SIGNING_P12_PASSWORD')
    expect(load({}).FIRM_SIGNING_P12).toBeUndefined()
    const config = load({
      DATABASE_URL: 'postgres://db.internal/leads',
      BOOKING_SECRET: 'k'.repeat(32),
      RECORDS_KEY,
      FIRM_SIGNING_P12,
      FIRM_SIGNING_P12_PASSWORD: 'p12-password',
    })
    expect(config).toMatchObject({ FIRM_SIGNING_P12, FIRM_SIGNING_P12_PASSWORD: 'p12-password' })
  })

  test('webhooks need one whsec_ secret per URL, each its own; a bad URL or secret is named by position, never echoed', () => {
    expect(failure({ WEBHOOK_URLS: 'https://crm.example.com/hooks' })).toMatch(
      /WEBHOOK_SECRETS: must hold one secret per URL of WEBHOOK_URLS, in the same order: 1 URL\(s\), 0 secret\(s\)/,
    )
    expect(
      failure({ WEBHOOK_URLS: 'https://a.example.com/h, https://b.example.com/h', WEBHOOK_SECRETS: secret('a') }),
    ).toMatch(/WEBHOOK_SECRETS: must hold one secret per URL/)
    const shared = failure({
      WEBHOOK_URLS: 'https://a.example.com/h, https://b.example.com/h',
      WEBHOOK_SECRETS: `${secret('a')},${secret('a')}`,
    })
    expect(shared).toMatch(/WEBHOOK_SECRETS: each URL needs a secret of its own[^\n]*entry 2/)
    expect(shared).not.toContain(secret('a'))
    const badSecret = failure({
      WEBHOOK_URLS: 'https://a.example.com/h, https://b.example.com/h',
      WEBHOOK_SECRETS: `${secret('a')},whsec_leaky!`,
    })
    expect(badSecret).toMatch(/WEBHOOK_SECRETS: each entry must be whsec_[^\n]*entry 2/)
    expect(badSecret).not.toContain('leaky')
    expect(failure({ WEBHOOK_SECRET: 'a-shared-secret-of-some-length' })).toMatch(
      /WEBHOOK_SECRET: is replaced by WEBHOOK_SECRETS/,
    )
    const message = failure({
      WEBHOOK_URLS:
        'https://ok.example.com/a, http://crm.example.com/hooks?token=leaky, https://user:leakypass@crm.example.com/',
      WEBHOOK_SECRETS: `${secret('a')},${secret('b')},${secret('c')}`,
    })
    expect(message).toMatch(/WEBHOOK_URLS: .*without a user name or password.*entry 2, 3/)
    expect(message).not.toContain('leaky')
  })
})
