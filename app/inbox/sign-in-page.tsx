import { Button } from '~/components/ui/button'
import { InboxDocument, PageTitle, Panel } from './inbox-document'
import type { InboxAssets } from './view-types'

/** The ceremony's outcome is announced here by the inbox's script; without it, the page says what is needed. */
function CeremonyStatus() {
  return (
    <>
      <p data-passkey-status role="status" aria-live="polite" className="mt-3 min-h-6 text-sm text-muted-foreground" />
      <noscript>
        <p className="mt-3 text-sm text-destructive">Passkeys need JavaScript: turn it on for this address.</p>
      </noscript>
    </>
  )
}

export function SignInPage({ assets }: { assets: InboxAssets }) {
  return (
    <InboxDocument title="Sign in" assets={assets}>
      <div className="mx-auto max-w-md">
        <PageTitle lead="Staff sign in with the passkey they registered from their enrollment link. There are no passwords.">
          Sign in to the inbox
        </PageTitle>
        <Panel title="Use your passkey">
          <Button type="button" data-passkey="sign-in" className="w-full">
            Sign in with a passkey
          </Button>
          <CeremonyStatus />
          <p className="mt-4 text-sm text-muted-foreground">
            No passkey on this device, or lost it? Ask an administrator for a new enrollment link.
          </p>
        </Panel>
      </div>
    </InboxDocument>
  )
}

export function EnrollPage({ assets, token, name }: { assets: InboxAssets; token: string; name: string }) {
  return (
    <InboxDocument title="Register a passkey" assets={assets}>
      <div className="mx-auto max-w-md">
        <PageTitle lead="This link works once and for 24 hours. Your device will ask you to confirm with your fingerprint, face, PIN or security key.">{`Welcome, ${name}`}</PageTitle>
        <Panel title="Register a passkey for the inbox">
          <Button type="button" data-passkey="enroll" data-token={token} className="w-full">
            Register a passkey
          </Button>
          <CeremonyStatus />
        </Panel>
      </div>
    </InboxDocument>
  )
}
