import { useState } from 'react'
import { useLocation } from 'react-router'
import { readCalculatorHandoff } from '~/lib/calculator/handoff-state'
import { useHydrated } from '~/lib/use-hydrated'

/**
 * On the contact form: the calculator's figures, handed over in the navigation's state, prefill the
 * message (and the case type, when the form offers it), once per navigation. Applied during render once
 * the page is interactive, so the prerendered form hydrates as it was rendered.
 */
export function useCalculatorHandoff(
  form: { setValue(name: 'message' | 'caseType', value: string): void },
  caseTypes: readonly string[],
): void {
  const { state, key } = useLocation()
  const hydrated = useHydrated()
  const [appliedKey, setAppliedKey] = useState<string | null>(null)
  if (!hydrated || appliedKey === key) return
  setAppliedKey(key)
  const handoff = readCalculatorHandoff(state)
  if (!handoff) return
  form.setValue('message', handoff.message)
  if (caseTypes.includes(handoff.caseType)) form.setValue('caseType', handoff.caseType)
}
