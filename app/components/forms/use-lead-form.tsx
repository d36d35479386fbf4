import { useRef, useState, type ChangeEvent } from 'react'
import { PhoneLink } from '~/components/site/phone-link'
import { track } from '~/lib/analytics/track'
import { FIELD_LABELS, FIELD_LIMITS, type FormType, HONEYPOT_FIELD, type LeadField } from '~/lib/leads/fields'
import type { SummaryProblem } from './error-summary'
import { NOTICE_TITLES, SUBMISSION_ERROR } from '~/lib/leads/messages'
import { findLeadIssues, type LeadRequest } from '~/lib/leads/rules'
import { createIdempotencyKey, postLead, type SubmitResult } from '~/lib/leads/submit'
import { notify } from '~/components/ui/notifications'
import { siteConfig } from '~/config/site-config'

type FormValues = Record<string, string>

/** What a control needs from the form: its id, value and change handler, its limit and invalid state. */
export interface BoundField {
  id: string
  name: string
  value: string
  onChange: (event: ChangeEvent<FieldElement>) => void
  maxLength: number | undefined
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

/** The part of a lead form that field groups use; method syntax so a form with more fields fits. */
export interface LeadFormBinding<K extends string> {
  bind(name: K, maxLength?: number): BoundField
  errorId(name: K): string
  /** The message of the check this field failed, shown under it; undefined when it passed */
  errorFor(name: K): string | undefined
}

/** A request the collector stored, as the confirmation shows it. */
export interface SentRequest {
  request: LeadRequest
  result: Extract<SubmitResult, { ok: true }>
}
type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

interface FieldIssue<V> {
  field: keyof V & string
  message: string
}

export interface SubmitLeadOptions<V> {
  formId: string
  request: LeadRequest
  /** Which of this form's fields a failing request field belongs to (the home form has one name field). */
  fieldFor?: (leadField: string) => keyof V & string
  /** Fields sent beside the request (the chosen slot) */
  extra?: Record<string, string>
  /** A consultation time comes with the request: the rules then ask for a phone number */
  timeChosen?: boolean
  /** The answer was 409 (the chosen slot was just taken): the form keeps everything typed */
  onConflict?: (result: Extract<SubmitResult, { ok: false }>) => void
}

/**
 * What a form needs to post without JavaScript: the collector's address for the form and the request's
 * form type as a hidden field; every control is named like the field it fills.
 */
export function nativeSubmission(formId: string, formType: FormType) {
  return {
    form: { method: 'post', action: `${siteConfig.forms.endpoint}/${formId}` },
    formType: { type: 'hidden', name: 'formType', value: formType },
  } as const
}

/** The value the page's control with this id holds, when it is a text field, text area or select (none on the server). */
function controlValue(id: string): string | undefined {
  if (typeof document === 'undefined') return undefined
  const control = document.getElementById(id)
  return control instanceof HTMLInputElement ||
    control instanceof HTMLTextAreaElement ||
    control instanceof HTMLSelectElement
    ? control.value
    : undefined
}

/** What the page's controls hold that differs from the form's empty values: text typed before the app loaded. */
function typedBeforeHydration<V extends FormValues>(initialValues: V, fieldId: (name: keyof V & string) => string): V {
  const typed = (Object.keys(initialValues) as (keyof V & string)[])
    .map((name) => [name, controlValue(fieldId(name))] as const)
    .filter(([name, value]) => value !== undefined && value !== initialValues[name])
  return typed.length > 0 ? { ...initialValues, ...Object.fromEntries(typed) } : initialValues
}

/**
 * State and submission for one lead form: controlled values kept through every failure, every failing
 * field marked for assistive technology and listed for the error summary, one idempotency key per
 * submission, and the request once it is stored (the form gives way to its confirmation).
 * `idPrefix` names the form's controls (one form of a kind per page); the server and the browser
 * derive the same ids from it. What the visitor typed before the app loaded is the state's starting
 * value, read while the form first renders in the browser: before hydration reaches the controls.
 */
export function useLeadForm<V extends FormValues>(
  initialValues: V,
  idPrefix: string,
  labels: Partial<Record<keyof V & string, string>> = {},
) {
  const fieldId = (name: keyof V & string) => `${idPrefix}-${name}`
  const errorId = (name: keyof V & string) => `${fieldId(name)}-error`

  const [values, setValues] = useState<V>(() => typedBeforeHydration(initialValues, fieldId))
  const honeypotId = fieldId(HONEYPOT_FIELD as keyof V & string)
  const [honeypot, setHoneypot] = useState(() => controlValue(honeypotId) ?? '')
  const [issues, setIssues] = useState<FieldIssue<V>[]>([])
  /** Counts refused submissions: the error summary takes focus on each */
  const [attempts, setAttempts] = useState(0)
  const [sending, setSending] = useState(false)
  const [sent, setSent] = useState<SentRequest | null>(null)
  const attempt = useRef<{ key: string; fingerprint: string } | null>(null)

  const setValue = (name: keyof V & string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }))
    setIssues((current) =>
      current.some((issue) => issue.field === name) ? current.filter((issue) => issue.field !== name) : current,
    )
  }

  /** Props for a field's control: id, value, change handler, length limit, and its invalid state. */
  const bind = (name: keyof V & string, maxLength?: number): BoundField => {
    const invalid = issues.some((issue) => issue.field === name)
    const limit = maxLength ?? (name in FIELD_LIMITS ? FIELD_LIMITS[name as LeadField] : undefined)
    return {
      id: fieldId(name),
      name,
      value: values[name] ?? '',
      onChange: (event: ChangeEvent<FieldElement>) => setValue(name, event.target.value),
      maxLength: limit,
      'aria-invalid': invalid || undefined,
      'aria-describedby': invalid ? errorId(name) : undefined,
    }
  }

  const errorFor = (name: keyof V & string) => issues.find((issue) => issue.field === name)?.message

  const problems: SummaryProblem[] = issues.map((issue) => ({
    fieldId: fieldId(issue.field),
    label: labels[issue.field] ?? (issue.field in FIELD_LABELS ? FIELD_LABELS[issue.field as LeadField] : issue.field),
    message: issue.message,
  }))

  const honeypotProps = {
    id: honeypotId,
    value: honeypot,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setHoneypot(event.target.value),
  }

  /** Runs the shared checks, then posts; resolves true when the collector stored the request. */
  async function submitLead({
    formId,
    request,
    fieldFor,
    extra,
    timeChosen = false,
    onConflict,
  }: SubmitLeadOptions<V>): Promise<Extract<SubmitResult, { ok: true }> | false> {
    if (sending) return false
    const found = findLeadIssues(request, { timeChosen }).map((problem) => ({
      field: fieldFor ? fieldFor(problem.field) : (problem.field as keyof V & string),
      message: problem.message,
    }))
    // One entry a field: the home form's name field stands for the first and the last name.
    const perField = found.filter((problem, index) => found.findIndex((each) => each.field === problem.field) === index)
    if (perField.length > 0) {
      setIssues(perField)
      setAttempts((count) => count + 1)
      return false
    }
    setIssues([])
    const { submittedAt: _submittedAt, ...stable } = request
    const fingerprint = JSON.stringify([formId, stable, honeypot, extra ?? {}])
    if (attempt.current?.fingerprint !== fingerprint) attempt.current = { key: createIdempotencyKey(), fingerprint }
    setSending(true)
    const result = await postLead({
      formId,
      request,
      honeypot,
      idempotencyKey: attempt.current.key,
      ...(extra ? { extra } : {}),
    })
    setSending(false)
    if (!result.ok && result.status === 409 && onConflict) {
      attempt.current = null
      onConflict(result)
      return false
    }
    if (!result.ok) {
      console.error('The consultation request was not submitted:', result.error)
      void notify.error(NOTICE_TITLES.submission, {
        duration: 15_000,
        description: (
          <span>
            {SUBMISSION_ERROR.before}
            <PhoneLink place="form_error_notice" className="whitespace-nowrap font-semibold underline" />
            {SUBMISSION_ERROR.after}
          </span>
        ),
      })
      return false
    }
    attempt.current = null
    setValues(initialValues)
    setHoneypot('')
    track({ name: 'form_submit', params: { event_label: request.formType, value: request.caseType || 'unknown' } })
    setSent({ request, result })
    return result
  }

  /** Back to an empty form, for another request */
  const startAgain = () => setSent(null)

  return {
    values,
    setValue,
    bind,
    honeypotProps,
    errorId,
    errorFor,
    problems,
    attempts,
    sending,
    sent,
    startAgain,
    submitLead,
  }
}
