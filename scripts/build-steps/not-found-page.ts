import fs from 'node:fs'
import path from 'node:path'
import { NOT_FOUND_FILE, SPA_FALLBACK_FILE } from '~/lib/routing'
import type { BuildContext } from './context'

/**
 * React Router renders the document for paths that were not prerendered (its SPA fallback) with the
 * root's HydrateFallback, which is the not-found page. It hydrates at any address without a mismatch,
 * then the router loads the address's route and shows not-found or resolves a legacy URL.
 */
export function moveNotFoundPage({ clientDir }: BuildContext): void {
  fs.renameSync(path.join(clientDir, SPA_FALLBACK_FILE), path.join(clientDir, NOT_FOUND_FILE))
}
