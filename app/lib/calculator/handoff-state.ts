// The figures travel in one sessionStorage entry, never in the address of the contact or schedule page; their forms load only this.
export const CALCULATOR_HANDOFF_KEY = 'calculatorHandoff'

const MAX_HANDOFF_LENGTH = 3000

export interface CalculatorHandoff {
  message: string
  caseType: string
}

export function readCalculatorHandoff(state: unknown): CalculatorHandoff | undefined {
  if (!state || typeof state !== 'object') return undefined
  const value = (state as Record<string, unknown>)[CALCULATOR_HANDOFF_KEY]
  if (!value || typeof value !== 'object') return undefined
  const { message, caseType } = value as Record<string, unknown>
  if (typeof message !== 'string' || !message.trim() || message.length > MAX_HANDOFF_LENGTH) return undefined
  return { message, caseType: typeof caseType === 'string' ? caseType : '' }
}

/** The one sessionStorage entry the calculator leaves for the contact or schedule page, read once and removed (decision 033). */
const HANDOFF_STORAGE_KEY = 'calculator-handoff'

/** Leaves the figures for the contact or schedule page the visitor is about to load. */
export function storeCalculatorHandoff(state: unknown, storage: Storage = sessionStorage): void {
  try {
    storage.setItem(HANDOFF_STORAGE_KEY, JSON.stringify(state))
  } catch {
    // Storage full or refused (a private window): the contact form opens empty, as without the calculator.
  }
}

/** Whether the calculator left figures for this page (read without taking them). */
export function hasCalculatorHandoff(storage: Storage = sessionStorage): boolean {
  try {
    return storage.getItem(HANDOFF_STORAGE_KEY) !== null
  } catch {
    return false
  }
}

/** The figures left for this page, once: the entry is removed as it is read. */
export function takeCalculatorHandoff(storage: Storage = sessionStorage): CalculatorHandoff | undefined {
  try {
    const stored = storage.getItem(HANDOFF_STORAGE_KEY)
    storage.removeItem(HANDOFF_STORAGE_KEY)
    return stored ? readCalculatorHandoff(JSON.parse(stored)) : undefined
  } catch {
    return undefined
  }
}

/** The keys a link to the schedule page may carry: the place's state (slug) and metro, as the calculator's links name them, and the service. */
interface ScheduleLinkParams {
  service?: string
  state?: string
  metro?: string
}

const SCHEDULE_PARAM_PATTERNS: Record<keyof ScheduleLinkParams, RegExp> = {
  service: /^[a-z0-9-]{1,80}$/,
  state: /^[a-z-]{2,40}$/,
  metro: /^(\d{5}|US|none)$/,
}

/** The schedule page's address with the place (never the figures): `/schedule-consultation?service=…&state=…`. */
export function scheduleHref(path: string, params: ScheduleLinkParams): string {
  const query = new URLSearchParams()
  for (const key of ['service', 'state', 'metro'] as const) {
    const value = params[key]
    if (value && SCHEDULE_PARAM_PATTERNS[key].test(value)) query.set(key, value)
  }
  const text = query.toString()
  return text ? `${path}?${text}` : path
}

/** The place a link to the schedule page named, each key read strictly (anything else is dropped). */
export function readScheduleParams(search: string): ScheduleLinkParams {
  const query = new URLSearchParams(search)
  const params: ScheduleLinkParams = {}
  for (const key of ['service', 'state', 'metro'] as const) {
    const value = query.get(key)
    if (value && SCHEDULE_PARAM_PATTERNS[key].test(value)) params[key] = value
  }
  return params
}
