import { describe, expect, it } from 'vitest'
import {
  clearedSessionCookie,
  csrfTokenFor,
  hashSecret,
  isSecretShaped,
  newSecret,
  sameSecret,
  sessionCookie,
  sessionIdFrom,
} from './tokens'

describe("the inbox's secrets and cookie", () => {
  it('makes 256-bit secrets, stores only their hash, and derives a CSRF token that is neither', () => {
    const secret = newSecret()
    expect(Buffer.from(secret, 'base64url')).toHaveLength(32)
    expect(isSecretShaped(secret)).toBe(true)
    expect(newSecret()).not.toBe(secret)
    expect(hashSecret(secret)).not.toBe(secret)
    expect(hashSecret(secret)).toBe(hashSecret(secret))
    expect(csrfTokenFor(secret)).not.toBe(hashSecret(secret))
    expect(sameSecret(csrfTokenFor(secret), csrfTokenFor(secret))).toBe(true)
    expect(sameSecret(csrfTokenFor(secret), csrfTokenFor(newSecret()))).toBe(false)
    expect(sameSecret('', csrfTokenFor(secret))).toBe(false)
  })

  it('sets a __Host- cookie that is HttpOnly, Secure, SameSite=Strict, for the whole site, and reads only a well-formed one back', () => {
    const secret = newSecret()
    expect(sessionCookie(secret)).toBe(
      `__Host-inbox-session=${secret}; Path=/; HttpOnly; Secure; SameSite=Strict; Max-Age=43200`,
    )
    expect(clearedSessionCookie()).toContain('Max-Age=0')
    expect(sessionIdFrom(`theme=dark; __Host-inbox-session=${secret}; other=1`)).toBe(secret)
    expect(sessionIdFrom('__Host-inbox-session=short')).toBeUndefined()
    expect(sessionIdFrom(undefined)).toBeUndefined()
    expect(sessionIdFrom(`inbox-session=${secret}`)).toBeUndefined()
  })
})
