import net from 'node:net'
import path from 'node:path'
import { z } from 'zod'

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() ? value.trim() : undefined))

export const ServerConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  BUILD_DIR: z.string().min(1).default('./build/client'),
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  NOTIFY_TO: optionalText.pipe(z.email().optional()),
  NOTIFY_FROM: optionalText.pipe(z.email().optional()),
  ALLOWED_ORIGINS: optionalText.transform((value, context) => {
    const origins = value ? value.split(',').map((origin) => origin.trim()).filter(Boolean) : []
    const invalid = origins.filter((origin) => !isOrigin(origin))
    if (invalid.length) {
      context.addIssue({ code: 'custom', message: `each entry must be an origin such as https://www.example.com (scheme and host, no path); not an origin: ${invalid.join(', ')}` })
      return z.NEVER
    }
    return origins
  }),
  TRUST_PROXY: optionalText.transform((value, context): TrustProxy => {
    if (value === undefined || value === 'false' || value === '0') return false
    if (value === 'true') {
      context.addIssue({
        code: 'custom',
        message: 'true would trust every hop, so any client could spoof its address: give the number of proxies in front (e.g. 1) or their addresses (e.g. 10.0.0.1,10.0.0.0/8)',
      })
      return z.NEVER
    }
    if (/^\d+$/.test(value)) return Number(value)
    const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean)
    const invalid = entries.filter((entry) => !isAddressOrCidr(entry))
    if (invalid.length || !entries.length) {
      context.addIssue({ code: 'custom', message: `expected a hop count or a comma-separated list of proxy addresses or CIDR ranges; not an address: ${invalid.join(', ') || '(empty)'}` })
      return z.NEVER
    }
    return entries
  }),
  /** Milliseconds a client may take to send a whole request (headers and body) */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  /** Bearer token that unlocks the details of GET /healthz (loopback callers see them without it) */
  HEALTH_TOKEN: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
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

function isAddressOrCidr(entry: string): boolean {
  const [address, bits, extra] = entry.split('/')
  if (extra !== undefined || !address) return false
  const version = net.isIP(address)
  if (!version) return false
  if (bits === undefined) return true
  if (!/^\d+$/.test(bits)) return false
  return Number(bits) <= (version === 4 ? 32 : 128)
}

export type ServerConfig = z.infer<typeof ServerConfigSchema> & { dataDir: string; buildDir: string }

/** Parses the environment once; a bad value stops the server with a message naming the variable. */
export function loadServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const result = ServerConfigSchema.safeParse(env)
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`)
    throw new Error(`Invalid server configuration:\n${lines.join('\n')}`)
  }
  const config = result.data
  return { ...config, dataDir: path.resolve(config.DATA_DIR), buildDir: path.resolve(config.BUILD_DIR) }
}
