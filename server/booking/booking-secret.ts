/**
 * The key that signs booking links (BOOKING_SECRET). With DATABASE_URL the configuration requires it; on
 * a single SQLite instance, when unset, it is generated once into DATA_DIR and read from there after.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { makePrivateDirectory, writePrivateFile } from '../private-files'

export const BOOKING_SECRET_FILE = 'booking-secret'

/** The configured key, else the one in DATA_DIR, else a new random one written there (48 bytes, base64url). */
export function bookingSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured
  const file = path.join(dataDir, BOOKING_SECRET_FILE)
  try {
    return fs.readFileSync(file, 'utf8').trim()
  } catch (error) {
    if ((error as { code?: string }).code !== 'ENOENT') throw error
  }
  const secret = randomBytes(48).toString('base64url')
  try {
    makePrivateDirectory(dataDir)
    writePrivateFile(file, `${secret}\n`)
    return secret
  } catch (error) {
    // Another process wrote it first: use theirs.
    if ((error as { code?: string }).code === 'EEXIST') return fs.readFileSync(file, 'utf8').trim()
    throw error
  }
}
