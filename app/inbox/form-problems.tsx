import type * as React from 'react'
import { ErrorSummary } from '~/components/forms/error-summary'
import { FormField } from '~/components/forms/lead-form-parts'

/** A refused form's problem, named by the field it belongs to. */
export interface FieldProblem<Field extends string = string> {
  field: Field
  message: string
}

/** The id of a field's message, which its control's aria-describedby names. */
const messageIdOf = (controlId: string) => `${controlId}-error`

/** The message of the field, if it failed. */
export const messageFor = <Field extends string>(problems: readonly FieldProblem<Field>[], field: Field) =>
  problems.find((problem) => problem.field === field)?.message

/**
 * The summary at the top of a page the server rendered after a refused post (decision 044): every problem,
 * each a link to its field's control, focused as the page loads.
 */
export function FormProblems<Field extends string>({
  problems,
  controlOf,
}: {
  problems: readonly FieldProblem<Field>[]
  controlOf: (field: Field) => { id: string; label: string }
}) {
  if (problems.length === 0) return null
  return (
    <div className="mb-4">
      <ErrorSummary
        focusOnLoad
        problems={problems.map(({ field, message }) => {
          const { id, label } = controlOf(field)
          return { fieldId: id, label, message }
        })}
      />
    </div>
  )
}

/** What a field's control carries: its id and name, and, when it failed, the marks that tie it to its message. */
export interface ControlProps {
  id: string
  name: string
  'aria-invalid'?: true
  'aria-describedby'?: string
}

/** A field of a form the server renders: its label, its control and, when it failed, its message under them. */
export function ProblemField({
  control,
  name,
  message,
  children,
}: {
  control: { id: string; label: string }
  name: string
  message: string | undefined
  children: (props: ControlProps) => React.ReactNode
}) {
  const errorId = messageIdOf(control.id)
  return (
    <FormField htmlFor={control.id} label={control.label} error={message} errorId={errorId} className="gap-1">
      {children(
        message
          ? { id: control.id, name, 'aria-invalid': true, 'aria-describedby': errorId }
          : { id: control.id, name },
      )}
    </FormField>
  )
}
