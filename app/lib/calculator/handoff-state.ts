/**
 * How the calculator hands its figures to the contact form: in the navigation's state (kept in the
 * browser's history entry), never in the contact page's address. This module is all the contact form
 * loads of the calculator.
 */
export const CALCULATOR_HANDOFF_KEY = 'calculatorHandoff'

/** The message field's limit (lib/leads/fields) is larger; a hand-off is a few hundred characters. */
const MAX_HANDOFF_LENGTH = 3000

export interface CalculatorHandoff {
  message: string
  /** A case type name from the case type list, to preselect */
  caseType: string
}

/** The hand-off in a location's state, if it carries a well-formed one. */
export function readCalculatorHandoff(state: unknown): CalculatorHandoff | undefined {
  if (!state || typeof state !== 'object') return undefined
  const value = (state as Record<string, unknown>)[CALCULATOR_HANDOFF_KEY]
  if (!value || typeof value !== 'object') return undefined
  const { message, caseType } = value as Record<string, unknown>
  if (typeof message !== 'string' || !message.trim() || message.length > MAX_HANDOFF_LENGTH) return undefined
  return { message, caseType: typeof caseType === 'string' ? caseType : '' }
}
