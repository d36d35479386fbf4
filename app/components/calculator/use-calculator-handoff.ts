import { useEffect, useRef } from 'react'
import { takeCalculatorHandoff } from '~/lib/calculator/handoff-state'

/**
 * On the contact form: the calculator's figures, left in one sessionStorage entry as the visitor followed
 * its link, prefill the message (and the case type, when the form offers it), once: the entry is removed
 * as it is read. Applied after hydration, so the prerendered form hydrates as it was rendered.
 */
export function useCalculatorHandoff(
  form: { setValue(name: 'message' | 'caseType', value: string): void },
  caseTypes: readonly string[],
): void {
  const taken = useRef(false)
  useEffect(() => {
    if (taken.current) return
    taken.current = true
    const handoff = takeCalculatorHandoff()
    if (!handoff) return
    form.setValue('message', handoff.message)
    if (caseTypes.includes(handoff.caseType)) form.setValue('caseType', handoff.caseType)
  }, [form, caseTypes])
}
