import path from 'node:path'
import { pathToFileURL } from 'node:url'

/**
 * Whether the module at `moduleUrl` (its import.meta.url) is the script node was started with, named
 * `name` ("leads-export"). From the sources that is the file itself (scripts/leads-export.ts under tsx).
 * In the release every module of a command shares its bundle's URL (server/main.js carries the export code
 * the inbox uses), so the file's base name must be the command's too: main.js never runs the export.
 */
export function runsAsScript(moduleUrl: string, name: string): boolean {
  const started = process.argv[1]
  if (!started || pathToFileURL(started).href !== moduleUrl) return false
  return path.basename(started).replace(/\.[cm]?[jt]sx?$/, '') === name
}
