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
  ALLOWED_ORIGINS: optionalText.transform((value) =>
    value ? value.split(',').map((origin) => origin.trim()).filter(Boolean) : [],
  ),
  TRUST_PROXY: optionalText.transform((value) => value === 'true' || value === '1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
})

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
