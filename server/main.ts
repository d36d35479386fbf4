import { buildApp } from './app'
import { SMTP_UNSET_NOTICE } from './collector/collector'
import { loadServerConfig } from './config'

async function main() {
  let config
  try {
    config = loadServerConfig()
  } catch (error) {
    console.error((error as Error).message)
    process.exit(1)
  }
  const app = await buildApp(config)
  if (!config.SMTP_URL) console.warn(SMTP_UNSET_NOTICE)
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down')
    await app.close()
    process.exit(0)
  }
  process.once('SIGINT', () => void shutdown('SIGINT'))
  process.once('SIGTERM', () => void shutdown('SIGTERM'))
  const address = await app.listen({ port: config.PORT, host: config.HOST })
  app.log.info(`site and collector listening on ${address}`)
  console.log(`Serving http://${config.HOST}:${app.server.address() && typeof app.server.address() === 'object' ? (app.server.address() as { port: number }).port : config.PORT}`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
