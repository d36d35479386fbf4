import type * as React from 'react'
import { Button } from '~/components/ui/button'
import { Label } from '~/components/ui/input'
import { Link } from '~/components/ui/link'
import { LEGAL_NOTE, PAGE_LINKS } from '~/copy/navigation'
import { FIELD_LABELS, HONEYPOT_FIELD } from '~/lib/leads/fields'
import { cn } from '~/lib/utils'

/** A label, its control and, when the control failed a check, the message that describes it. */
export function FormField({
  htmlFor,
  label,
  required = false,
  error,
  errorId,
  hint,
  className,
  children,
}: {
  htmlFor: string
  label: string
  required?: boolean
  /** The message shown (and referenced by aria-describedby) when this field failed */
  error?: string
  errorId: string
  hint?: string
  className?: string
  children: React.ReactNode
}) {
  return (
    <div data-slot="form-field" className={cn('flex scroll-mt-24 flex-col gap-1.5', className)}>
      <Label htmlFor={htmlFor}>
        {label}
        {required ? (
          <span aria-hidden="true" className="text-destructive">
            {' *'}
          </span>
        ) : null}
      </Label>
      {children}
      {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** The spam trap: out of sight, out of the tab order and out of the accessibility tree. */
export function Honeypot(props: { id: string; value: string; onChange: React.ChangeEventHandler<HTMLInputElement> }) {
  return (
    <div aria-hidden="true" inert className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={props.id}>{FIELD_LABELS[HONEYPOT_FIELD]}</label>
      <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" {...props} />
    </div>
  )
}

/** A form's send button, with the privacy notice and the terms of use beside it. */
export function SubmitButton({
  sending,
  disabled = false,
  children,
  className,
}: {
  sending: boolean
  /** held back until the visitor decides (a taken time: another time, or none) */
  disabled?: boolean
  children: React.ReactNode
  className?: string
}) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
      <Button type="submit" size="lg" disabled={sending || disabled} className={cn('w-full sm:w-auto', className)}>
        {sending ? 'Sending...' : children}
      </Button>
      <p data-slot="legal-note" className="text-sm text-muted-foreground">
        {LEGAL_NOTE.before}
        <Link to={PAGE_LINKS.privacy.to} className="text-link underline">
          {PAGE_LINKS.privacy.label}
        </Link>
        {LEGAL_NOTE.between}
        <Link to={PAGE_LINKS.terms.to} className="text-link underline">
          {PAGE_LINKS.terms.label}
        </Link>
        {LEGAL_NOTE.after}
      </p>
    </div>
  )
}

/** The case-type options for a NativeSelect: a prompt, then the names the page passed in. */
export function CaseTypeOptions({ caseTypes }: { caseTypes: readonly string[] }) {
  return (
    <>
      <option value="">Select a case type</option>
      {caseTypes.map((name) => (
        <option key={name} value={name}>
          {name}
        </option>
      ))}
    </>
  )
}

export const REQUIRED_NOTE = 'Fields marked * are required.'
