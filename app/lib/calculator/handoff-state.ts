// The figures travel in the history entry's state, never in the contact page's address; the contact form loads only this.
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
