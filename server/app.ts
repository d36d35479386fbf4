import path from 'node:path'
import Fastify, { type FastifyInstance, LogController } from 'fastify'
import { registerCollector, type CollectorOptions } from './collector/collector'
import type { ServerConfig } from './config'
import type { HealthSource } from './health'
import { registerStaticSite } from './site/static-site'

export interface BuildAppOptions {
  /** Collector settings that are not environment variables: rate limits, a test mail transport, backoff */
  collector?: Partial<CollectorOptions>
}

/** One process: the prerendered site and the lead collector. */
export async function buildApp(config: ServerConfig, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY,
    // One log line per request would drown the useful ones: requests are not logged.
    logController: new LogController({ disableRequestLogging: true }),
  })
  const healthSources: HealthSource[] = []

  app.get('/healthz', async (_request, reply) => {
    const extra = Object.assign({}, ...healthSources.map((source) => source.health())) as Record<string, unknown>
    reply.header('Cache-Control', 'no-store')
    return { status: 'ok', uptimeSeconds: Math.round(process.uptime()), ...extra }
  })

  const collector = await registerCollector(app, {
    dataDir: config.dataDir,
    allowedOrigins: config.ALLOWED_ORIGINS,
    smtpUrl: config.SMTP_URL,
    notifyTo: config.NOTIFY_TO,
    notifyFrom: config.NOTIFY_FROM,
    ...options.collector,
  })
  healthSources.push(collector)

  await registerStaticSite(app, {
    buildDir: config.buildDir,
    cspManifestPath: path.join(path.dirname(config.buildDir), 'csp-hashes.json'),
  })
  return app
}
