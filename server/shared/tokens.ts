import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { SECRET_PATTERN } from '~/lib/input-patterns'

/** Session ids, enrollment tokens and ceremony ids: 256 random bits (the issue asks for at least 128). */
export function newSecret(): string {
  return randomBytes(32).toString('base64url')
}

/** What the store keeps of a secret: its SHA-256, never the secret. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url')
}

/**
 * The CSRF token of a session: derived from the session id (which only the cookie carries), so it needs
 * no storage and a copy of the database does not give it away (the store holds another hash of the id).
 */
export function csrfTokenFor(sessionId: string): string {
  return createHash('sha256').update(`inbox-csrf:${sessionId}`).digest('base64url')
}

export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** A well-formed secret as newSecret makes them: 43 base64url characters. */
export function isSecretShaped(text: unknown): text is string {
  return typeof text === 'string' && SECRET_PATTERN.test(text)
}

const SESSION_COOKIE = '__Host-inbox-session'
/** A session ends this long after sign-in, whatever happens. */
export const SESSION_MAX_AGE_MS = 12 * 60 * 60_000
/** A session ends after this long without a request. */
export const SESSION_IDLE_MS = 30 * 60_000
/** An enrollment link is valid this long. */
export const ENROLLMENT_VALID_MS = 24 * 60 * 60_000
/** A WebAuthn ceremony must finish within this long. */
export const CHALLENGE_VALID_MS = 5 * 60_000

/** The session cookie: host-only, whole site path, never readable by scripts, never sent cross-site, always Secure. */
export function sessionCookie(sessionId: string): string {
  return `${SESSION_COOKIE}=${sessionId}; Path=/; HttpOnly; Secure; SameSite=Strict; Max-Age=${String(SESSION_MAX_AGE_MS / 1000)}`
}

export function clearedSessionCookie(): string {
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; Secure; SameSite=Strict; Max-Age=0`
}

/** The session id the request's Cookie header carries, if it is well formed. */
export function sessionIdFrom(cookieHeader: string | undefined): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (name === SESSION_COOKIE) {
      const value = rest.join('=')
      return isSecretShaped(value) ? value : undefined
    }
  }
  return undefined
}
