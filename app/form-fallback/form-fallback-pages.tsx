/**
 * The pages the lead collector answers to a form posted without JavaScript: the form again when a rule
 * failed, a short refusal otherwise. Rendered by React DOM on the server from the app's own form parts
 * and field list (decision 030), styled by the site's stylesheet, with no script.
 */
import type * as React from 'react'
import { renderToString } from 'react-dom/server'
import { CaseDetailsFields } from '~/components/forms/case-details-fields'
import {
  EmergencyFields,
  MESSAGE_LABEL,
  MESSAGE_PLACEHOLDERS,
  PreferredTimeFields,
} from '~/components/forms/form-type-fields'
import { ErrorSummary, type SummaryProblem } from '~/components/forms/error-summary'
import { FormField, REQUIRED_NOTE, SubmitButton } from '~/components/forms/lead-form-parts'
import { MessageField, PersonFields } from '~/components/forms/person-fields'
import { Input } from '~/components/ui/input'
import { FORM_FALLBACK_COPY } from '~/copy/form-fallback-copy'
import { siteConfig } from '~/config/site-config'
import {
  CASE_DATE_FIELDS,
  FIELD_LABELS,
  FIELD_LIMITS,
  HONEYPOT_FIELD,
  type FormType,
  type LeadField,
} from '~/lib/leads/fields'
import { FORM_FIELDS } from '~/lib/leads/form-fields'
import type { ValidationIssue } from '~/lib/leads/rules'
import type { IntakeOptions } from '~/lib/pages/intake-options'
import { postedFormBinding, postedText } from './posted-form'

/** Filled in by the collector, carried along unseen so the second post is the same request. */
export const CARRIED_FIELDS = ['formType', 'submittedAt', 'subject'] as const satisfies readonly LeadField[]
/** The field that says where to send the browser after a plain form post: a path on the site. */
export const NEXT_FIELD = 'next'

/** What the pages need besides the post: the site's stylesheets and the choices the form offers. */
export interface FormPageSetting {
  /** the site's built stylesheets ("/assets/root-….css"), none before a build */
  stylesheets: readonly string[]
  caseTypes: readonly string[]
  /** the court's state and court suggestions of the case details (records to gather need the app) */
  intake: IntakeOptions
  siteUrl: string
}

export interface CorrectionPageInput {
  formId: string
  formType: FormType
  /** the body as posted, with what the collector fills in */
  body: Readonly<Record<string, unknown>>
  next: string | undefined
  issues: readonly ValidationIssue[]
}

function FormPageDocument({
  title,
  setting,
  children,
}: {
  title: string
  setting: FormPageSetting
  children: React.ReactNode
}) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${title} | ${siteConfig.name}`}</title>
        {setting.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
      </head>
      <body>
        <header className="border-b border-border bg-primary text-primary-foreground">
          <p className="container-page py-4 font-serif text-lg font-semibold">
            <a href={`${setting.siteUrl}/`} className="text-primary-foreground no-underline">
              {siteConfig.name}
            </a>
          </p>
        </header>
        <main id="main" className="container-page max-w-3xl py-10">
          {children}
        </main>
      </body>
    </html>
  )
}

const headingClass = 'font-serif text-3xl font-bold tracking-tight text-primary'

function ReturnLink({ href }: { href: string }) {
  return (
    <p className="mt-8">
      <a href={href} className="text-link underline">
        {FORM_FALLBACK_COPY.returnLink}
      </a>
    </p>
  )
}

/** The fields a form type shows, then any other known field the post carried: everything typed comes back. */
function shownFields(
  formType: FormType,
  body: Readonly<Record<string, unknown>>,
): { own: readonly LeadField[]; others: LeadField[] } {
  const own: readonly LeadField[] = FORM_FIELDS[formType]
  const hidden: readonly string[] = [...own, ...CARRIED_FIELDS, HONEYPOT_FIELD]
  const others = (Object.keys(FIELD_LIMITS) as LeadField[]).filter(
    (field) => !hidden.includes(field) && postedText(body, field) !== '',
  )
  return { own, others }
}

/** A choice that was posted stays offered, so the control shows it again even when the list no longer has it. */
function withPosted<T>(
  items: readonly T[],
  posted: string,
  has: (item: T) => boolean,
  make: (value: string) => T,
): readonly T[] {
  return posted === '' || items.some(has) ? items : [...items, make(posted)]
}

/** The summary's lines: a field's first problem, linked to the field when the page shows it. */
function summaryProblems(
  issues: readonly ValidationIssue[],
  shown: readonly LeadField[],
  fieldId: (field: LeadField) => string,
): SummaryProblem[] {
  const firstOfField = issues.filter((issue, index) => issues.findIndex((each) => each.field === issue.field) === index)
  return firstOfField.map((issue) => {
    const field = shown.find((each) => each === issue.field)
    const label = Object.hasOwn(FIELD_LABELS, issue.field) ? FIELD_LABELS[issue.field as LeadField] : issue.field
    return { ...(field ? { fieldId: fieldId(field) } : {}), label, message: issue.message }
  })
}

function CorrectionPage({ input, setting }: { input: CorrectionPageInput; setting: FormPageSetting }) {
  const { formId, formType, body, next, issues } = input
  const form = postedFormBinding(body, issues, formType)
  const values = Object.fromEntries(FORM_FIELDS[formType].map((field) => [field, postedText(body, field)])) as Record<
    LeadField,
    string
  >
  const caseTypes = withPosted(
    setting.caseTypes,
    values.caseType,
    (name) => name === values.caseType,
    (name) => name,
  )
  const states = withPosted(
    setting.intake.states,
    values.courtState,
    (state) => state.code === values.courtState,
    (code) => ({ code, name: code, slug: '' }),
  )
  const { own, others } = shownFields(formType, body)
  const problems = summaryProblems(issues, [...own, ...others], (field) => form.bind(field).id)
  const carried = [
    ...CARRIED_FIELDS.map((field) => [field, postedText(body, field)] as const),
    ...(next ? [[NEXT_FIELD, next] as const] : []),
  ]
  return (
    <FormPageDocument title={FORM_FALLBACK_COPY.correctTitle} setting={setting}>
      <h1 className={headingClass}>{FORM_FALLBACK_COPY.correctTitle}</h1>
      <div className="mt-6">
        <ErrorSummary problems={problems} />
      </div>
      <p className="mt-6 text-muted-foreground">{FORM_FALLBACK_COPY.correctIntro}</p>
      <form method="post" action={`/f/${encodeURIComponent(formId)}`}>
        {carried.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="mt-6 flex flex-col gap-4">
          <p className="text-sm text-muted-foreground">{REQUIRED_NOTE}</p>
          <PersonFields form={form} caseTypes={caseTypes} />
          {formType === 'emergency' ? <EmergencyFields form={form} /> : null}
          {formType === 'schedule' ? <PreferredTimeFields form={form} /> : null}
          <MessageField form={form} label={MESSAGE_LABEL} placeholder={MESSAGE_PLACEHOLDERS[formType]} />
          <CaseDetailsFields
            form={form}
            values={values}
            intake={{ ...setting.intake, states: [...states] }}
            idPrefix={formType}
          />
          {others.map((field) => (
            <FormField
              key={field}
              htmlFor={form.bind(field).id}
              label={FIELD_LABELS[field]}
              error={form.errorFor(field)}
              errorId={form.errorId(field)}
            >
              <Input
                {...form.bind(field)}
                type={(CASE_DATE_FIELDS as readonly string[]).includes(field) ? 'date' : 'text'}
              />
            </FormField>
          ))}
          <SubmitButton sending={false}>{FORM_FALLBACK_COPY.submit}</SubmitButton>
        </div>
      </form>
      <ReturnLink href={`${setting.siteUrl}${next ?? '/'}`} />
    </FormPageDocument>
  )
}

function RefusalPage({ message, setting }: { message: string; setting: FormPageSetting }) {
  return (
    <FormPageDocument title={FORM_FALLBACK_COPY.refusedTitle} setting={setting}>
      <h1 className={headingClass}>{FORM_FALLBACK_COPY.refusedTitle}</h1>
      <p role="alert" className="mt-6">
        {message}
      </p>
      <ReturnLink href={`${setting.siteUrl}/`} />
    </FormPageDocument>
  )
}

/**
 * A page as HTML: React DOM's markup with void elements closed the HTML way ("<input …>"). React escapes
 * every ">" in text and attribute values, so "/>" only ever ends a void element.
 */
function documentHtml(page: React.ReactElement): string {
  return `<!DOCTYPE html>${renderToString(page).replaceAll('/>', '>')}\n`
}

/** The form again, with the messages the app would show and every value the visitor typed. */
export function renderCorrectionPage(input: CorrectionPageInput, setting: FormPageSetting): string {
  return documentHtml(<CorrectionPage input={input} setting={setting} />)
}

/** A refusal that has no form to correct (too large, too many requests, not stored): the reason and the way back. */
export function renderRefusalPage(message: string, setting: FormPageSetting): string {
  return documentHtml(<RefusalPage message={message} setting={setting} />)
}
