import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { temporaryDir } from '../../tests/support/server-fixtures'
import { BOOKING_SECRET_FILE, bookingSecret } from './booking-secret'
import { bookingToken, checkBookingToken } from './booking-token'

const SECRET = 'a-booking-secret-that-is-long-enough-for-tests'
const START = Date.parse('2027-03-03T14:00:00Z')

describe('booking links', () => {
  it('verify until the booking starts, and not for another booking, time or key', () => {
    const token = bookingToken(SECRET, 'ld_one', START)
    expect(checkBookingToken(SECRET, 'ld_one', token, START - 1000)).toBe('valid')
    expect(checkBookingToken(SECRET, 'ld_one', token, START)).toBe('expired')
    expect(checkBookingToken(SECRET, 'ld_two', token, START - 1000)).toBe('invalid')
    expect(checkBookingToken('another-secret-that-is-long-enough-too', 'ld_one', token, START - 1000)).toBe('invalid')
    const [, signature] = token.split('.')
    expect(checkBookingToken(SECRET, 'ld_one', `${String(START / 1000 + 3600)}.${signature ?? ''}`, START - 1000)).toBe(
      'invalid',
    )
    expect(checkBookingToken(SECRET, 'ld_one', undefined, 0)).toBe('invalid')
    expect(checkBookingToken(SECRET, 'ld_one', 'garbage', 0)).toBe('invalid')
  })

  it('generates the key once into DATA_DIR, readable by its owner only, and keeps it', () => {
    const temp = temporaryDir('booking-secret-')
    try {
      const first = bookingSecret(undefined, temp.dir)
      expect(Buffer.byteLength(first)).toBeGreaterThanOrEqual(32)
      expect(fs.statSync(path.join(temp.dir, BOOKING_SECRET_FILE)).mode & 0o777).toBe(0o600)
      expect(bookingSecret(undefined, temp.dir)).toBe(first)
      expect(bookingSecret(SECRET, temp.dir)).toBe(SECRET)
    } finally {
      temp.remove()
    }
  })
})
