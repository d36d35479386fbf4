import fs from 'node:fs'
import path from 'node:path'
import { NOT_FOUND_PRERENDER_PATH } from '~/lib/routing'
import type { BuildContext } from './context'

/** The not-found page is prerendered at /404; static hosts and the server want it at /404.html. */
export function moveNotFoundPage({ clientDir }: BuildContext): void {
  const topDir = NOT_FOUND_PRERENDER_PATH.split('/')[1] ?? ''
  fs.renameSync(path.join(clientDir, NOT_FOUND_PRERENDER_PATH, 'index.html'), path.join(clientDir, '404.html'))
  fs.rmSync(path.join(clientDir, topDir), { recursive: true, force: true })
}
