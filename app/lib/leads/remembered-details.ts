/**
 * A returning visitor's name, email and phone, kept in this browser's localStorage only when they ask for it
 * (never on the server), so a second booking needs no typing; "Forget my details" removes them.
 */
const REMEMBERED_KEY = 'booking-details'

const REMEMBERED_FIELDS = ['firstName', 'lastName', 'email', 'phone'] as const
export type RememberedDetails = Record<(typeof REMEMBERED_FIELDS)[number], string>

const MAX_LENGTH = 254

function safeStorage(storage?: Storage): Storage | undefined {
  try {
    return storage ?? globalThis.localStorage
  } catch {
    return undefined
  }
}

/** The details this browser keeps, when every one is a short string; anything else is treated as none. */
export function readRememberedDetails(storage?: Storage): RememberedDetails | undefined {
  try {
    const stored = safeStorage(storage)?.getItem(REMEMBERED_KEY)
    if (!stored) return undefined
    const parsed = JSON.parse(stored) as Record<string, unknown>
    const details = Object.fromEntries(REMEMBERED_FIELDS.map((field) => [field, parsed[field]]))
    const valid = Object.values(details).every((value) => typeof value === 'string' && value.length <= MAX_LENGTH)
    return valid && details.email ? (details as RememberedDetails) : undefined
  } catch {
    return undefined
  }
}

export function rememberDetails(values: Partial<Record<string, string>>, storage?: Storage): void {
  const details = Object.fromEntries(
    REMEMBERED_FIELDS.map((field) => [field, (values[field] ?? '').slice(0, MAX_LENGTH)]),
  )
  try {
    safeStorage(storage)?.setItem(REMEMBERED_KEY, JSON.stringify(details))
  } catch {
    // A private window or full storage: nothing is remembered, as if the box were left unticked.
  }
}

export function forgetDetails(storage?: Storage): void {
  try {
    safeStorage(storage)?.removeItem(REMEMBERED_KEY)
  } catch {
    // Nothing stored that could be removed.
  }
}
