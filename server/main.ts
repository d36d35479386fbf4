import { buildApp } from './app'
import { SMTP_UNSET_NOTICE } from './leads/collector'
import { smtpSecurityNotice } from './shared/outbox/smtp-security'
import { loadServerConfig } from './config'
import { dataDirWarning } from './shared/private-files'

async function main() {
  let config
  try {
    config = loadServerConfig()
  } catch (error) {
    console.error((error as Error).message)
    process.exit(1)
  }
  // Checked before the store creates the folder: a new DATA_DIR is made 0700.
  const dataDirNotice = config.DATABASE_URL ? undefined : dataDirWarning(config.dataDir)
  if (dataDirNotice) console.warn(dataDirNotice)
  const app = await buildApp(config)
  if (config.SMTP_URL) console.log(smtpSecurityNotice(config.SMTP_URL))
  else console.warn(SMTP_UNSET_NOTICE)
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down')
    await app.close()
    process.exit(0)
  }
  process.once('SIGINT', () => void shutdown('SIGINT'))
  process.once('SIGTERM', () => void shutdown('SIGTERM'))
  const address = await app.listen({ port: config.PORT, host: config.HOST })
  app.log.info(`site and collector listening on ${address}`)
  console.log(
    `Serving http://${config.HOST}:${app.server.address() && typeof app.server.address() === 'object' ? (app.server.address() as { port: number }).port : config.PORT}`,
  )
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
