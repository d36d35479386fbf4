import net from 'node:net'
import path from 'node:path'
import { z } from 'zod'
// Relative, not ~/: the export and migrate commands load this file from any working directory.
import { siteConfig } from '../app/config/site-config'
import { weakensTls } from './shared/outbox/smtp-security'
import { isOutboundUrl } from './shared/outbound-url'

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() ? value.trim() : undefined))

const ServerConfigSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    BUILD_DIR: z.string().min(1).default('./build/client'),
    /** smtps://, or smtp:// with STARTTLS required (a loopback relay excepted); no query may turn TLS off */
    SMTP_URL: optionalText.pipe(
      z
        .url({ protocol: /^smtps?$/ })
        .refine(
          (value) => !weakensTls(value),
          'must not set secure, ignoreTLS, requireTLS, opportunisticTLS or tls options in its query: smtp:// always requires STARTTLS (a loopback relay excepted), smtps:// is TLS from the start',
        )
        .optional(),
    ),
    NOTIFY_TO: optionalText.pipe(z.email().optional()),
    NOTIFY_FROM: optionalText.pipe(z.email().optional()),
    ALLOWED_ORIGINS: optionalText.transform((value, context) => {
      const origins = value
        ? value
            .split(',')
            .map((origin) => origin.trim())
            .filter(Boolean)
        : []
      const invalid = origins.filter((origin) => !isOrigin(origin))
      if (invalid.length) {
        context.addIssue({
          code: 'custom',
          message: `each entry must be an origin such as https://www.example.com (scheme and host, no path); not an origin: ${invalid.join(', ')}`,
        })
        return z.NEVER
      }
      return origins
    }),
    TRUST_PROXY: optionalText.transform((value, context): TrustProxy => {
      if (value === undefined || value === 'false' || value === '0') return false
      if (value === 'true') {
        context.addIssue({
          code: 'custom',
          message:
            'true would trust every hop, so any client could spoof its address: give the number of proxies in front (e.g. 1) or their addresses (e.g. 10.0.0.1,10.0.0.0/8)',
        })
        return z.NEVER
      }
      if (/^\d+$/.test(value)) return Number(value)
      const entries = value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean)
      const invalid = entries.filter((entry) => !isAddressOrCidr(entry))
      if (invalid.length || !entries.length) {
        context.addIssue({
          code: 'custom',
          message: `expected a hop count or a comma-separated list of proxy addresses or CIDR ranges; not an address: ${invalid.join(', ') || '(empty)'}`,
        })
        return z.NEVER
      }
      return entries
    }),
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
    /** The longest a PostgreSQL query or connection may take before the collector answers 503 (the app retries). */
    DATABASE_TIMEOUT_MS: z.coerce.number().int().min(500).max(600_000).default(5000),
    LEAD_RETENTION_DAYS: optionalText
      .transform((value) => (value === undefined ? undefined : Number(value)))
      .pipe(z.number({ error: 'must be a whole number of days' }).int().min(1).max(36_500).optional()),
    DATABASE_URL: optionalText.pipe(
      z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional(),
    ),
    /** Webhooks each lead is posted to, each signed with its own secret of WEBHOOK_SECRETS: https only (http for loopback receivers) */
    WEBHOOK_URLS: optionalText.transform((value, context) => {
      const urls = list(value)
      const invalid = urls.filter((url) => !isOutboundUrl(url))
      if (invalid.length) {
        // The URLs may hold tokens: the message says which position is wrong, not what it holds.
        const positions = invalid.map((url) => urls.indexOf(url) + 1).join(', ')
        context.addIssue({
          code: 'custom',
          message: `each entry must be an https:// URL (http:// only for a loopback address) without a user name or password; not valid: entry ${positions}`,
        })
        return z.NEVER
      }
      return urls
    }),
    /** One Standard Webhooks secret per WEBHOOK_URLS entry, in order. Never echoed: a bad entry is named by position. */
    WEBHOOK_SECRETS: optionalText.transform((value, context) => {
      const secrets = list(value)
      const invalid = secrets.map((secret, index) => (isWebhookSecret(secret) ? 0 : index + 1)).filter(Boolean)
      if (invalid.length) {
        context.addIssue({
          code: 'custom',
          message: `each entry must be whsec_ followed by 24 to 64 random bytes in base64 (see docs/operations.md, Webhooks); not valid: entry ${invalid.join(', ')}`,
        })
        return z.NEVER
      }
      const repeated = secrets
        .map((secret, index) => (secrets.indexOf(secret) !== index ? index + 1 : 0))
        .filter(Boolean)
      if (repeated.length) {
        context.addIssue({
          code: 'custom',
          message: `each URL needs a secret of its own, or one receiver could forge deliveries to another; repeated: entry ${repeated.join(', ')}`,
        })
        return z.NEVER
      }
      return secrets
    }),
    OUTBOX_LEASE_MS: z.coerce.number().int().min(1000).max(3_600_000).default(120_000),
    INSTANCE_ID: optionalText.pipe(
      z
        .string()
        .max(100)
        .regex(/^[\x21-\x7e]+$/, 'must be visible ASCII without spaces')
        .optional(),
    ),
    /** Replaced by WEBHOOK_SECRETS (one secret per URL); refused, so a deployment does not run with webhooks it believes signed */
    WEBHOOK_SECRET: optionalText.refine(
      (value) => value === undefined,
      'is replaced by WEBHOOK_SECRETS: one whsec_ secret per URL of WEBHOOK_URLS, in the same order (see docs/operations.md, Webhooks)',
    ),
    SITE_URL: optionalText.transform((value, context) => {
      const origin = (value ?? siteConfig.siteUrl).replace(/\/+$/, '')
      if (!isOrigin(origin)) {
        context.addIssue({
          code: 'custom',
          message: 'must be an origin such as https://www.example.com (scheme and host, no path)',
        })
        return z.NEVER
      }
      return origin
    }),
    /** The inbox's origin (WebAuthn RP; default SITE_URL). Browsers refuse an IP address as RP ID: use http://localhost:PORT locally. */
    INBOX_ORIGIN: optionalText.transform((value, context) => {
      if (value === undefined) return undefined
      const origin = value.replace(/\/+$/, '')
      if (!isOrigin(origin)) {
        context.addIssue({
          code: 'custom',
          message:
            'must be an origin such as https://www.example.com or http://localhost:3000 (scheme and host, no path)',
        })
        return z.NEVER
      }
      if (/^\[|^\d+\.\d+\.\d+\.\d+$/.test(new URL(origin).hostname)) {
        context.addIssue({
          code: 'custom',
          message:
            'must name a host, not an IP address: browsers refuse an IP address for passkeys (use http://localhost:PORT locally)',
        })
        return z.NEVER
      }
      return origin
    }),
    /** "personId=URL" iCalendar feeds, https only (http on loopback). The URLs are secrets: a bad entry is named by position. */
    BUSY_ICS_URLS: optionalText.transform((value, context) => {
      const feeds = new Map<string, string>()
      const invalid: number[] = []
      list(value).forEach((entry, index) => {
        const separator = entry.indexOf('=')
        const person = entry.slice(0, separator).trim()
        const url = entry.slice(separator + 1).trim()
        if (separator <= 0 || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(person) || !isOutboundUrl(url) || feeds.has(person))
          invalid.push(index + 1)
        else feeds.set(person, url)
      })
      if (invalid.length) {
        context.addIssue({
          code: 'custom',
          message: `each entry must be personId=URL (the person "principal" or a people slug, once each; an https:// URL, http:// only for a loopback address); not valid: entry ${invalid.join(', ')}`,
        })
        return z.NEVER
      }
      return feeds
    }),
    /** Signs cancel and reschedule links (32+ bytes). Required with DATABASE_URL; on one SQLite instance generated into DATA_DIR. */
    BOOKING_SECRET: optionalText.pipe(
      z
        .string()
        .refine(
          (value) => Buffer.byteLength(value) >= 32,
          'must be at least 32 bytes (e.g. the output of openssl rand -base64 48)',
        )
        .optional(),
    ),
    /** Booking reminders (24 hours and 1 hour before): on unless set to off */
    BOOKING_REMINDERS: optionalText
      .pipe(z.enum(['on', 'off'], { error: 'must be on or off' }).optional())
      .transform((value) => value !== 'off'),
    /** Wraps each record's key (32 bytes, base64). Required with DATABASE_URL, else generated in DATA_DIR (0600). Never logged. */
    RECORDS_KEY: optionalText.pipe(
      z
        .string()
        .refine(
          (value) => /^[A-Za-z0-9+/]{43}=$/.test(value) && Buffer.from(value, 'base64').length === 32,
          'must be 32 random bytes in base64 (44 characters, e.g. the output of openssl rand -base64 32)',
        )
        .optional(),
    ),
    RECORDS_DIR: optionalText,
    /** The firm's PKCS#12 certificate that signs countersigned letters. Required with DATABASE_URL, else self-signed in DATA_DIR. */
    FIRM_SIGNING_P12: optionalText,
    /** Never logged. */
    FIRM_SIGNING_P12_PASSWORD: optionalText,
    RECORDS_RETENTION_DAYS: optionalText
      .transform((value) => (value === undefined ? undefined : Number(value)))
      .pipe(z.number({ error: 'must be a whole number of days' }).int().min(1).max(36_500).optional()),
    /** Bearer token that unlocks the details of GET /healthz (loopback callers see them without it) */
    HEALTH_TOKEN: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .superRefine((config, context) => {
    if (config.DATABASE_URL && !config.BOOKING_SECRET) {
      context.addIssue({
        code: 'custom',
        path: ['BOOKING_SECRET'],
        message:
          'is required with DATABASE_URL: every instance signs the booking links with the same key (at least 32 bytes, e.g. openssl rand -base64 48)',
      })
    }
    if (config.DATABASE_URL && !config.RECORDS_KEY) {
      context.addIssue({
        code: 'custom',
        path: ['RECORDS_KEY'],
        message:
          'is required with DATABASE_URL: every instance must unwrap the same records (32 random bytes in base64, e.g. openssl rand -base64 32)',
      })
    }
    if (config.DATABASE_URL && !config.FIRM_SIGNING_P12) {
      context.addIssue({
        code: 'custom',
        path: ['FIRM_SIGNING_P12'],
        message:
          'is required with DATABASE_URL: every instance signs countersigned engagement letters with the firm’s one certificate (the path of a PKCS#12 file, with FIRM_SIGNING_P12_PASSWORD its password; see the operators’ guide, "The firm’s signing certificate")',
      })
    }
    if (config.WEBHOOK_URLS.length !== config.WEBHOOK_SECRETS.length) {
      context.addIssue({
        code: 'custom',
        path: ['WEBHOOK_SECRETS'],
        message: `must hold one secret per URL of WEBHOOK_URLS, in the same order: ${String(config.WEBHOOK_URLS.length)} URL(s), ${String(config.WEBHOOK_SECRETS.length)} secret(s)`,
      })
    }
  })

/** Fastify's trustProxy: off, the number of proxy hops in front, or the proxies' addresses and ranges. */
export type TrustProxy = false | number | string[]

function isOrigin(text: string): boolean {
  try {
    const url = new URL(text)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === text
  } catch {
    return false
  }
}

function list(value: string | undefined): string[] {
  return value
    ? value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean)
    : []
}

function isWebhookSecret(text: string): boolean {
  const encoded = text.startsWith('whsec_') ? text.slice('whsec_'.length) : ''
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(encoded) || encoded.length % 4 !== 0) return false
  const bytes = Buffer.from(encoded, 'base64').length
  return bytes >= 24 && bytes <= 64
}

function isAddressOrCidr(entry: string): boolean {
  const [address, bits, extra] = entry.split('/')
  if (extra !== undefined || !address) return false
  const version = net.isIP(address)
  if (!version) return false
  if (bits === undefined) return true
  if (!/^\d+$/.test(bits)) return false
  return Number(bits) <= (version === 4 ? 32 : 128)
}

export type ServerConfig = z.infer<typeof ServerConfigSchema> & {
  dataDir: string
  buildDir: string
  /** SITE_URL was set: without it, the collector also takes posts from the server's own bound address */
  siteUrlConfigured: boolean
  inboxOrigin: string
}

/** Parses the environment once; a bad value stops the server with a message naming the variable. */
export function loadServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const result = ServerConfigSchema.safeParse(env)
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`)
    throw new Error(`Invalid server configuration:\n${lines.join('\n')}`)
  }
  const config = result.data
  return {
    ...config,
    dataDir: path.resolve(config.DATA_DIR),
    buildDir: path.resolve(config.BUILD_DIR),
    siteUrlConfigured: Boolean(env.SITE_URL?.trim()),
    inboxOrigin: config.INBOX_ORIGIN ?? config.SITE_URL,
  }
}
