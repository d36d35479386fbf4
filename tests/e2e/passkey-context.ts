import type { BrowserContext, Page } from 'playwright-core'
import { getBrowser } from './support'

/** A browser context with a platform authenticator (CDP) that holds discoverable credentials and verifies its user. */
export async function contextWithAuthenticator(): Promise<{ context: BrowserContext; page: Page }> {
  const browser = await getBrowser()
  const context = await browser.newContext({ viewport: { width: 1024, height: 800 } })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
  return { context, page }
}
