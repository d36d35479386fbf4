// Rate limiting off: the crash-safety test's and benchmark's traffic all comes from one loopback address.
import { buildApp } from '../../server/app'
import { loadServerConfig } from '../../server/config'

const config = loadServerConfig()
const app = await buildApp(config, { collector: { rateLimits: false } })
const address = await app.listen({ port: config.PORT, host: config.HOST })
process.stdout.write(`listening ${address}\n`)
process.once('SIGTERM', () => {
  void app.close().then(() => process.exit(0))
})
