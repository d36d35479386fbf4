import { useEffect, useMemo, useRef, useState } from 'react'
import { track } from '~/lib/analytics/track'
import type { CalculatorFieldName } from '~/copy/calculator'
import { type LossInputs, type RawInputs, usesLifeTable } from '~/lib/calculator/inputs'
import { lifeTablesLoaded, loadLifeTables } from '~/lib/calculator/life-table'
import { computeLoss } from '~/lib/calculator/model'
import { hasCalculatorQuery, queryFromRaw, rawFromQuery } from '~/lib/calculator/query'
import { type FieldError, readChoices, type ValidationOptions, validateInputs } from '~/lib/calculator/validate'
import { useHydrated } from '~/lib/use-hydrated'

interface CalculatorSnapshot {
  /** The form's text as typed */
  draft: RawInputs
  /** The inputs of the last calculation that passed the checks: the figures shown */
  inputs: LossInputs
  /** The share link's query for those inputs */
  query: string
  errors: FieldError[]
  /** Changes each time a calculation fails its checks, so the error summary takes focus again */
  errorsVersion: number
}

function exampleSnapshot(example: RawInputs, options: ValidationOptions): CalculatorSnapshot {
  const checked = validateInputs(example, options)
  if (!checked.ok)
    throw new Error(
      `The calculator's example does not validate: ${checked.errors.map((error) => error.message).join(' ')}`,
    )
  return { draft: example, inputs: checked.inputs, query: queryFromRaw(example, options), errors: [], errorsVersion: 0 }
}

/** The snapshot after trying `draft`: its figures when it passes the checks, else the previous figures and the errors. */
function attempt(
  previous: CalculatorSnapshot,
  draft: RawInputs,
  focusErrors: boolean,
  options: ValidationOptions,
): CalculatorSnapshot {
  const checked = validateInputs(draft, options)
  if (!checked.ok)
    return { ...previous, draft, errors: checked.errors, errorsVersion: previous.errorsVersion + (focusErrors ? 1 : 0) }
  return {
    draft,
    inputs: checked.inputs,
    query: queryFromRaw(draft, options),
    errors: [],
    errorsVersion: previous.errorsVersion,
  }
}

/** Whether these choices use the life tables (a life expectancy horizon, or survival weighting). */
function needsLifeTables(draft: RawInputs, options: ValidationOptions): boolean {
  return usesLifeTable(readChoices(draft, options).context)
}

/**
 * The calculator's state. The server and hydration render the example; once hydrated, a shared link's
 * query is read. A calculation writes its inputs into the address with replaceState: the router does not
 * navigate, so no page view or data request follows each change.
 */
export function useCalculator(example: RawInputs, options: ValidationOptions) {
  const hydrated = useHydrated()
  // The life tables load once the page has hydrated (life-table.ts); a calculation that needs them waits for them.
  const [tablesReady, setTablesReady] = useState(lifeTablesLoaded)
  useEffect(() => {
    if (hydrated && !tablesReady) void loadLifeTables().then(() => setTablesReady(true))
  }, [hydrated, tablesReady])
  const initial = useMemo(() => {
    const start = exampleSnapshot(example, options)
    if (!hydrated || !hasCalculatorQuery(window.location.search)) return start
    const shared = rawFromQuery(window.location.search, example)
    if (!tablesReady && needsLifeTables(shared, options)) return { ...start, draft: shared }
    return attempt(start, shared, false, options)
  }, [hydrated, tablesReady, example, options])
  const [own, setOwn] = useState<CalculatorSnapshot | null>(null)
  const usedTracked = useRef(false)
  const state = own ?? initial
  const result = useMemo(() => computeLoss(state.inputs), [state.inputs])

  function apply(draft: RawInputs, focusErrors: boolean): boolean {
    if (!lifeTablesLoaded() && needsLifeTables(draft, options)) {
      // Asked for before the tables arrived: the draft shows at once, the figures as soon as they have.
      setOwn({ ...state, draft })
      void loadLifeTables().then(() => {
        setTablesReady(true)
        commit(attempt(state, draft, focusErrors, options))
      })
      return true
    }
    return commit(attempt(state, draft, focusErrors, options))
  }

  /** Shows a calculation; one that passed the checks also goes into the address and counts as a use. */
  function commit(next: CalculatorSnapshot): boolean {
    setOwn(next)
    if (next.errors.length > 0) return false
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${next.query}${window.location.hash}`,
    )
    if (!usedTracked.current) {
      usedTracked.current = true
      track({ name: 'calculator_used', params: { event_label: 'economic_loss_calculator' } })
    }
    return true
  }

  return {
    ...state,
    result,
    setField(field: CalculatorFieldName, value: string) {
      setOwn({ ...state, draft: { ...state.draft, [field]: value } })
    },
    /** A choice (case type, rule, convention...) applies at once when the whole form passes the checks; `also` changes other choices with it. */
    choose(field: CalculatorFieldName, value: string, also: Partial<RawInputs> = {}) {
      apply({ ...state.draft, ...also, [field]: value }, false)
    },
    options,
    calculate(): boolean {
      return apply(state.draft, true)
    },
  }
}

export type CalculatorState = ReturnType<typeof useCalculator>
