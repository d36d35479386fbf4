import { useEffect, useRef } from 'react'
import { Button } from '~/components/ui/button'
import { CALCULATOR_FORM_COPY, type CalculatorFieldName } from '~/content/calculator'
import { type CaseKind, FIELD_SPECS, fieldApplies, type NumericField, type Timing } from '~/lib/calculator/inputs'
import { cn } from '~/lib/utils'
import type { CalculatorState } from './use-calculator'

const copy = CALCULATOR_FORM_COPY
const controlClass =
  'min-h-11 w-full rounded-md border border-border-strong bg-background px-3 py-2 text-base text-foreground focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring aria-invalid:border-destructive aria-invalid:border-2'

const fieldId = (field: CalculatorFieldName) => `calculator-${field}`
const errorId = (field: CalculatorFieldName) => `calculator-${field}-error`
const hintId = (field: CalculatorFieldName) => `calculator-${field}-hint`

const NUMERIC_LAYOUT: NumericField[][] = [
  ['age', 'retire'],
  ['earnings', 'residual'],
  ['consumption', 'past'],
  ['fringe', 'growth'],
  ['discount'],
]

function NumberField({ field, calculator }: { field: NumericField; calculator: CalculatorState }) {
  const { label, hint } = copy.fields[field]
  const error = calculator.errors.find((entry) => entry.field === field)
  const unit = FIELD_SPECS[field].unit
  const described = [hint ? hintId(field) : '', error ? errorId(field) : ''].filter(Boolean).join(' ')
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={fieldId(field)} className="text-sm font-semibold text-foreground">
        {label}
      </label>
      {hint && (
        <p id={hintId(field)} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <div className="relative">
        {unit === 'dollars' && <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-muted-foreground">$</span>}
        <input
          id={fieldId(field)}
          name={field}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          required
          value={calculator.draft[field]}
          onChange={(event) => calculator.setField(field, event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          className={cn(controlClass, unit === 'dollars' && 'pl-7', unit === 'percent' && 'pr-8')}
        />
        {unit === 'percent' && <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-muted-foreground">%</span>}
      </div>
      {error && (
        <p id={errorId(field)} className="text-sm font-medium text-destructive">
          {error.message}
        </p>
      )}
    </div>
  )
}

function Choice<V extends string>({
  field,
  options,
  value,
  onChoose,
  hint,
}: {
  field: 'case' | 'timing'
  options: Record<V, string>
  value: string
  onChoose: (value: V) => void
  hint?: string
}) {
  return (
    <fieldset className="min-w-0" aria-describedby={hint ? hintId(field) : undefined}>
      <legend className="text-sm font-semibold text-foreground">{copy.fields[field].label}</legend>
      {hint && (
        <p id={hintId(field)} className="mt-1 text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        {(Object.entries(options) as [V, string][]).map(([option, label]) => (
          <label
            key={option}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-border-strong px-3 py-2 text-sm font-medium has-checked:border-primary has-checked:bg-secondary"
          >
            <input type="radio" name={field} value={option} checked={value === option} onChange={() => onChoose(option)} className="size-4 accent-primary" />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

function ErrorSummary({ calculator }: { calculator: CalculatorState }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (calculator.errorsVersion > 0) ref.current?.focus()
  }, [calculator.errorsVersion])
  if (calculator.errors.length === 0) return null
  return (
    <div ref={ref} tabIndex={-1} role="alert" aria-labelledby="calculator-errors-heading" className="rounded-md border-2 border-destructive bg-destructive/5 p-4 outline-none focus-visible:ring-3 focus-visible:ring-ring">
      <h3 id="calculator-errors-heading" className="font-semibold text-destructive">
        {copy.errorSummaryHeading}
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {calculator.errors.map((error) => (
          <li key={error.field}>
            <a href={`#${fieldId(error.field)}`} className="text-link underline underline-offset-4">
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * The inputs. A real GET form to this page (no action: the page's own address), so without JavaScript it
 * still submits to the share link's address; with it, the page calculates in place.
 */
export function CalculatorForm({ calculator }: { calculator: CalculatorState }) {
  const caseKind: CaseKind = calculator.draft.case === 'death' ? 'death' : 'injury'
  return (
    <form
      method="get"
      noValidate
      aria-labelledby="calculator-form-heading"
      onSubmit={(event) => {
        event.preventDefault()
        calculator.calculate()
      }}
      className="flex flex-col gap-6 rounded-xl border border-border bg-background p-5 shadow-sm md:p-6"
      data-print="hide"
    >
      <div>
        <h2 id="calculator-form-heading" className="font-serif text-2xl font-bold tracking-tight text-primary">
          {copy.formHeading}
        </h2>
        <p className="mt-2 text-muted-foreground">{copy.formIntro}</p>
      </div>
      <ErrorSummary calculator={calculator} />
      <Choice field="case" options={copy.caseOptions} value={caseKind} onChoose={(value) => calculator.choose('case', value)} />
      {NUMERIC_LAYOUT.map((row) => {
        const shown = row.filter((field) => fieldApplies(field, caseKind))
        if (shown.length === 0) return null
        return (
          <div key={row.join('-')} className="grid gap-5 sm:grid-cols-2">
            {shown.map((field) => (
              <NumberField key={field} field={field} calculator={calculator} />
            ))}
          </div>
        )
      })}
      <Choice<Timing>
        field="timing"
        options={copy.timingOptions}
        value={calculator.draft.timing === 'mid' ? 'mid' : 'end'}
        hint={copy.timingHint}
        onChoose={(value) => calculator.choose('timing', value)}
      />
      <Button type="submit" size="lg" className="self-start">
        {copy.calculate}
      </Button>
    </form>
  )
}
