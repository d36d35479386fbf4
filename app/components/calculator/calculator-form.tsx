import { useEffect, useRef } from 'react'
import { Button } from '~/components/ui/button'
import { CALCULATOR_FORM_COPY, type CalculatorFieldName, fieldHint, fieldLabel } from '~/copy/calculator'
import {
  type CaseKind,
  type ChoiceField,
  fieldApplies,
  fieldSpec,
  type FormContext,
  type Horizon,
  type LifeTableSex,
  type NumericField,
  type Timing,
} from '~/lib/calculator/inputs'
import { appliedRule, type PresentValueRule } from '~/lib/calculator/rules'
import { horizonWasReset, readChoices } from '~/lib/calculator/validate'
import { cn } from '~/lib/utils'
import { fieldNote } from './field-notes'
import { RecordParts } from './record-parts'
import type { CalculatorState } from './use-calculator'

const copy = CALCULATOR_FORM_COPY
const controlClass =
  'min-h-11 w-full rounded-md border border-border-strong bg-background px-3 py-2 text-base text-foreground focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring aria-invalid:border-destructive aria-invalid:border-2'

const fieldId = (field: CalculatorFieldName) => `calculator-${field}`
const errorId = (field: CalculatorFieldName) => `calculator-${field}-error`
const hintId = (field: CalculatorFieldName) => `calculator-${field}-hint`
const noteId = (field: CalculatorFieldName) => `calculator-${field}-note`

const NUMERIC_LAYOUT: NumericField[][] = [
  ['age', 'retire'],
  ['earnings', 'residual'],
  ['consumption', 'past'],
  ['fringe', 'growth'],
  ['productivity', 'discount'],
]

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole)

function NumberField({
  field,
  calculator,
  context,
  note,
}: {
  field: NumericField
  calculator: CalculatorState
  context: FormContext
  note?: string
}) {
  const label = fieldLabel(field, context.caseKind, appliedRule(context.rule, context.caseKind))
  const spec = fieldSpec(field, context)
  const hint =
    spec.unit === 'age' && spec.decimals === 0
      ? copy.wholeAgeHint
      : fieldHint(field, context.caseKind, appliedRule(context.rule, context.caseKind))
  const error = calculator.errors.find((entry) => entry.field === field)
  const unit = spec.unit
  const described = [hint ? hintId(field) : '', note ? noteId(field) : '', error ? errorId(field) : '']
    .filter(Boolean)
    .join(' ')
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
        {unit === 'dollars' && (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-muted-foreground"
          >
            $
          </span>
        )}
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
        {unit === 'percent' && (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-muted-foreground"
          >
            %
          </span>
        )}
      </div>
      {note && (
        <p id={noteId(field)} className="text-xs text-muted-foreground">
          {note}
        </p>
      )}
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
  note,
}: {
  field: ChoiceField
  options: Partial<Record<V, string>>
  value: string
  onChoose: (value: V) => void
  hint?: string
  note?: string
}) {
  const described = [hint ? hintId(field) : '', note ? noteId(field) : ''].filter(Boolean).join(' ')
  return (
    <fieldset className="min-w-0" aria-describedby={described || undefined}>
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
            <input
              type="radio"
              name={field}
              value={option}
              checked={value === option}
              onChange={() => onChoose(option)}
              className="size-4 accent-primary"
            />
            {label}
          </label>
        ))}
      </div>
      {note && (
        <p id={noteId(field)} className="mt-2 text-sm text-muted-foreground">
          {note}
        </p>
      )}
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
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby="calculator-errors-heading"
      className="rounded-md border-2 border-destructive bg-destructive/5 p-4 outline-none focus-visible:ring-3 focus-visible:ring-ring"
    >
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

/** The forum state and the present value rules it allows, with what the chosen rule does not cover. */
function ForumFields({
  calculator,
  states,
  state,
  offered,
  context,
}: {
  calculator: CalculatorState
  states: readonly { slug: string; name: string }[]
  state: string
  offered: readonly PresentValueRule[]
  context: FormContext
}) {
  const stateName = states.find((entry) => entry.slug === state)?.name
  const applied = appliedRule(context.rule, context.caseKind)
  const ruleNote =
    context.rule === 'market'
      ? stateName && offered.length === 1
        ? fill(copy.stateWithoutRule, { state: stateName })
        : undefined
      : applied === context.rule
        ? copy.ruleNotes[context.rule]
        : copy.ruleNotCovered[context.rule]
  const ruleOptions = Object.fromEntries(offered.map((rule) => [rule, copy.ruleOptions[rule]])) as Partial<
    Record<PresentValueRule, string>
  >
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={fieldId('state')} className="text-sm font-semibold text-foreground">
          {copy.fields.state.label}
        </label>
        <p id={hintId('state')} className="text-xs text-muted-foreground">
          {copy.fields.state.hint}
        </p>
        <select
          id={fieldId('state')}
          name="state"
          value={state}
          aria-describedby={hintId('state')}
          onChange={(event) => {
            const next = event.target.value
            const keeps =
              readChoices({ ...calculator.draft, state: next }, calculator.options).context.rule === context.rule
            calculator.choose('state', next, keeps ? {} : { rule: 'market' })
          }}
          className={controlClass}
        >
          <option value="">{copy.stateNotStated}</option>
          {states.map((entry) => (
            <option key={entry.slug} value={entry.slug}>
              {entry.name}
            </option>
          ))}
        </select>
      </div>
      <Choice<PresentValueRule>
        field="rule"
        options={ruleOptions}
        value={context.rule}
        note={ruleNote}
        onChoose={(value) => calculator.choose('rule', value)}
      />
    </div>
  )
}

/**
 * The inputs. A real GET form to this page (no action: the page's own address), so without JavaScript it
 * still submits to the share link's address; with it, the page calculates in place.
 */
export function CalculatorForm({
  calculator,
  states,
}: {
  calculator: CalculatorState
  states: readonly { slug: string; name: string }[]
}) {
  const { context, state, offered, sex, timing } = readChoices(calculator.draft, calculator.options)
  const caseKind: CaseKind = context.caseKind
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
      <Choice<CaseKind>
        field="case"
        options={copy.caseOptions}
        value={caseKind}
        onChoose={(value) => calculator.choose('case', value)}
      />
      <ForumFields calculator={calculator} states={states} state={state} offered={offered} context={context} />
      {caseKind === 'care' ? (
        <Choice<Horizon>
          field="horizon"
          options={copy.horizonOptions}
          value={context.horizon}
          hint={copy.fields.horizon.hint}
          onChoose={(value) => calculator.choose('horizon', value)}
        />
      ) : (
        <p className="text-sm text-muted-foreground" data-testid="calculator-horizon-note">
          {horizonWasReset(calculator.draft) ? copy.horizonResetNote : copy.horizonEarningsNote}
        </p>
      )}
      {fieldApplies('survival', context) && (
        <div className="flex flex-col gap-1">
          <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-semibold text-foreground">
            <input
              id={fieldId('survival')}
              type="checkbox"
              name="survival"
              value="1"
              checked={context.survivalWeighting}
              aria-describedby={hintId('survival')}
              onChange={(event) => calculator.choose('survival', event.target.checked ? '1' : '')}
              className="size-5 accent-primary"
            />
            {copy.fields.survival.label}
          </label>
          <p id={hintId('survival')} className="text-xs text-muted-foreground">
            {copy.fields.survival.hint}
          </p>
        </div>
      )}
      {fieldApplies('sex', context) && (
        <Choice<LifeTableSex>
          field="sex"
          options={copy.sexOptions}
          value={sex}
          hint={copy.fields.sex.hint}
          onChoose={(value) => calculator.choose('sex', value)}
        />
      )}
      {NUMERIC_LAYOUT.map((row) => {
        const shown = row.filter((field) => fieldApplies(field, context))
        if (shown.length === 0) return null
        return (
          <div key={row.join('-')} className="flex flex-col gap-3">
            <div className="grid gap-5 sm:grid-cols-2">
              {shown.map((field) => (
                <NumberField
                  key={field}
                  field={field}
                  calculator={calculator}
                  context={context}
                  note={fieldNote(field, calculator, caseKind)}
                />
              ))}
            </div>
            <RecordParts row={row} calculator={calculator} context={context} state={state} />
          </div>
        )
      })}
      {fieldApplies('timing', context) && (
        <Choice<Timing>
          field="timing"
          options={copy.timingOptions}
          value={timing}
          hint={copy.timingHint}
          onChoose={(value) => calculator.choose('timing', value)}
        />
      )}
      <Button type="submit" size="lg" className="self-start">
        {copy.calculate}
      </Button>
    </form>
  )
}
