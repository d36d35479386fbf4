/**
 * The key that signs booking links (BOOKING_SECRET). With DATABASE_URL the configuration requires it; on
 * a single SQLite instance, when unset, it is generated once into DATA_DIR and read from there after.
 */
import { randomBytes } from 'node:crypto'
import { secretInDataDir } from '../shared/private-files'

export const BOOKING_SECRET_FILE = 'booking-secret'

/** The configured key, else the one in DATA_DIR, else a new random one written there (48 bytes, base64url). */
export function bookingSecret(configured: string | undefined, dataDir: string): string {
  return configured ?? secretInDataDir(dataDir, BOOKING_SECRET_FILE, () => randomBytes(48).toString('base64url'))
}
