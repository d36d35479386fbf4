import type { ReactNode } from 'react'
import { PREACT_CLIENT } from '~/lib/client-runtime'

/**
 * The page's <html> element. The server (React) writes it. In the built browser bundle the app is
 * hydrated by Preact (decision 016), which renders a document's tree into its root element: there the
 * tree starts at <head> and <body>, and the server's <html> (its lang and dir) stays as written.
 */
export function DocumentElement({ children }: { children: ReactNode }) {
  if (PREACT_CLIENT) return children
  return (
    <html lang="en-US" dir="ltr">
      {children}
    </html>
  )
}

/**
 * Where the build writes the page's script policy, right after the charset (scripts/build-steps/
 * csp-hashes). Preact pairs a document's elements with its tree by tag, in order: the browser's tree
 * holds this place so that every later <meta> is paired with its own. Its attributes are never
 * rendered again, so the policy the build wrote stays as it is.
 */
export function ScriptPolicyPlace() {
  return PREACT_CLIENT ? <meta httpEquiv="Content-Security-Policy" /> : null
}
