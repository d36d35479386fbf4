/**
 * The real server (site and collector) for the crash-safety test and the collector benchmark:
 * the same buildApp as server/main.ts, with per-address rate limiting off, because all of their
 * traffic comes from one loopback address.
 */
import { buildApp } from '../app'
import { loadServerConfig } from '../config'

const config = loadServerConfig()
const app = await buildApp(config, { collector: { rateLimits: false } })
const address = await app.listen({ port: config.PORT, host: config.HOST })
process.stdout.write(`listening ${address}\n`)
process.once('SIGTERM', () => {
  void app.close().then(() => process.exit(0))
})
