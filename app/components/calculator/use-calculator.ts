import { useEffect, useMemo, useRef, useState } from 'react'
import { track } from '~/lib/analytics/track'
import type { CalculatorFieldName } from '~/copy/calculator'
import {
  type FigureSource,
  type FigureSources,
  metroFromQuery,
  refsFromQuery,
  type SourcedField,
  sourcesQuery,
  sourcesUsed,
} from '~/lib/calculator/figure-refs'
import { fieldApplies, type LossInputs, type RawInputs, usesLifeTable } from '~/lib/calculator/inputs'
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

/** The figures from the public record a calculation used, and the share link's part for them */
function usedSources(sources: FigureSources, inputs: LossInputs): FigureSources {
  const context = {
    caseKind: inputs.caseKind,
    horizon: inputs.horizon,
    survivalWeighting: inputs.survivalWeighting,
    rule: inputs.rule,
  }
  return sourcesUsed(sources, inputs, (field) => fieldApplies(field, context))
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
  // Figures placed from the public record, with their sources; a ref, so a calculation started in the same event sees them.
  const [sources, setSourcesState] = useState<FigureSources>({})
  const sourcesRef = useRef<FigureSources>({})
  const setSources = (next: FigureSources) => {
    sourcesRef.current = next
    setSourcesState(next)
  }
  // The metro a city page's link names, until the visitor picks another in the occupation search
  const linkMetro = useMemo(() => (hydrated ? metroFromQuery(window.location.search) : undefined), [hydrated])
  const [chosenMetro, setChosenMetro] = useState<string | undefined>()
  const chosenMetroRef = useRef<string | undefined>(undefined)
  const metro = chosenMetro ?? linkMetro
  const setMetro = (next: string) => {
    chosenMetroRef.current = next
    setChosenMetro(next)
  }
  useEffect(() => {
    if (!hydrated) return
    const refs = refsFromQuery(window.location.search)
    if (Object.keys(refs).length === 0) return
    // A shared link's sources are read from the data files, fetched only for such a link.
    void import('~/lib/calculator/figure-sources')
      .then(({ resolveShared }) => resolveShared(refs))
      .then((resolved) => setSources({ ...resolved, ...sourcesRef.current }))
      .catch(() => undefined)
  }, [hydrated])
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
    const query =
      next.query + sourcesQuery(usedSources(sourcesRef.current, next.inputs), chosenMetroRef.current ?? linkMetro)
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${query}${window.location.hash}`)
    if (!usedTracked.current) {
      usedTracked.current = true
      track({ name: 'calculator_used', params: { event_label: 'economic_loss_calculator' } })
    }
    return true
  }

  const used = usedSources(sources, state.inputs)
  return {
    ...state,
    query: state.query + sourcesQuery(used, metro),
    result,
    /** Figures placed from the public record (a field typed over since keeps its entry; holdsFigure tells) */
    sources,
    /** The sources of the figures the results show */
    usedSources: used,
    /** The metro the occupation search starts with: from the link, or the visitor's last choice */
    metro,
    setMetro,
    /** Places a published figure in its field, with its source, and calculates at once */
    placeFigure(field: SourcedField, source: FigureSource) {
      setSources({ ...sourcesRef.current, [field]: source })
      apply({ ...state.draft, [field]: source.value }, false)
    },
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
