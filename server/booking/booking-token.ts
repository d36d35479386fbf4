/**
 * The token of a booking link (/booking/{id}?t=TOKEN): when it expires (the booking's start, in Unix
 * seconds) and an HMAC-SHA256 under BOOKING_SECRET of the booking id and that time. Nothing is stored:
 * the link proves itself, and a changed id, time or signature does not verify.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { BOOKING_TOKEN_PATTERN } from '~/lib/input-patterns'

function signature(secret: string, leadId: string, expiresAtSeconds: number): string {
  return createHmac('sha256', secret)
    .update(`booking:${leadId}:${String(expiresAtSeconds)}`)
    .digest('base64url')
}

export function bookingToken(secret: string, leadId: string, expiresAt: number): string {
  const seconds = Math.floor(expiresAt / 1000)
  return `${String(seconds)}.${signature(secret, leadId, seconds)}`
}

export type TokenCheck = 'valid' | 'expired' | 'invalid'

export function checkBookingToken(secret: string, leadId: string, token: string | undefined, now: number): TokenCheck {
  const match = token ? BOOKING_TOKEN_PATTERN.exec(token) : null
  if (!match) return 'invalid'
  const seconds = Number(match[1])
  const given = Buffer.from(match[2] ?? '')
  const expected = Buffer.from(signature(secret, leadId, seconds))
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid'
  return seconds * 1000 > now ? 'valid' : 'expired'
}
