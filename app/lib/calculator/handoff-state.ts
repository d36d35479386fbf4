// The figures travel in one sessionStorage entry, never in the contact page's address; the contact form loads only this.
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

/** The one sessionStorage entry the calculator leaves for the contact page, read once and removed (decision 033). */
const HANDOFF_STORAGE_KEY = 'calculator-handoff'

/** Leaves the figures for the contact page the visitor is about to load. */
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
