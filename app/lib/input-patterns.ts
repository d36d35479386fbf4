/**
 * The shapes of the values people and links send the server, written once for the browser, the server and the
 * operator commands: an email address, the ids the server makes, the secrets in links and the form ids. No zod here:
 * the browser's lead rules import this module (the route schemas built on it are server/shared/input-schemas.ts).
 */
/** Something, an @, something, a dot, something; no spaces. What a mail server accepts is its own question. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
/** The longest address SMTP carries (RFC 5321's path limit, less its angle brackets). */
export const EMAIL_MAX_LENGTH = 254

export function isEmailAddress(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value)
}

/** A lead id: "ld_" and base-36 characters (the store makes 21 of them; older and test ids are shorter). */
export const LEAD_ID_PATTERN = /^ld_[0-9a-z]{1,40}$/
/** A person of the inbox, and an entry of the matter register: a prefix and 32 hexadecimal digits. */
export const STAFF_ID_PATTERN = /^st_[0-9a-f]{32}$/
export const REGISTER_ENTRY_ID_PATTERN = /^mx_[0-9a-f]{32}$/
/** A secret in a link or a cookie (session, enrollment, ceremony, engagement): 256 random bits, base64url. */
export const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/
/** A booking link's token: its expiry in seconds, a dot, and its signature. */
export const BOOKING_TOKEN_PATTERN = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/
/** A form's id as the site's forms name it (an unknown one is then refused by name). */
export const FORM_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/
