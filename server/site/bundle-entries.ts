/**
 * The entries of the back-office bundle (vite.inbox.config.ts), built into build/inbox beside the deploy
 * directory, never into it: the inbox's script and stylesheet, and the engagement page's (counsel's
 * resumable upload). The server picks each page's files from the bundle's manifest by these names.
 */
export const INBOX_ENTRY = 'app/inbox/client/inbox-client.ts'
export const ENGAGE_ENTRY = 'app/engage/engage-client.ts'

/** The type of a built asset the inbox or the engagement pages serve: a script, a stylesheet or a font. */
export function assetType(file: string): string {
  if (file.endsWith('.css')) return 'text/css; charset=utf-8'
  if (file.endsWith('.woff2')) return 'font/woff2'
  return 'text/javascript; charset=utf-8'
}
