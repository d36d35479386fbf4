import { useLayoutEffect, useRef, useState } from 'react'
import { useCalculatorHandoff } from '~/components/calculator/use-calculator-handoff'
import { Input, NativeSelect } from '~/components/ui/input'
import { URGENCY_LEVELS } from '~/lib/leads/fields'
import { buildLeadRequest } from '~/lib/leads/request'
import { siteConfig } from '~/config/site-config'
import type { IntakeOptions } from '~/lib/pages/intake-options'
import { CASE_DETAIL_VALUES, CaseDetailsFields } from './case-details-fields'
import { FormField, Honeypot, REQUIRED_NOTE, SubmitButton } from './lead-form-parts'
import { MessageField, PERSON_FIELDS, PersonFields } from './person-fields'
import { nativeSubmission, useLeadForm } from './use-lead-form'

const EMPTY = { ...PERSON_FIELDS, ...CASE_DETAIL_VALUES, urgency: '', deadline: '' }

/**
 * The /contact form; its emergency option makes the request an `emergency` one with urgency and deadline.
 * noValidate: the shared checks, in their order and with their messages, are this form's validation.
 */
export function ContactForm({ caseTypes, intake }: { caseTypes: readonly string[]; intake: IntakeOptions }) {
  const form = useLeadForm(EMPTY, 'contact')
  useCalculatorHandoff(form, caseTypes)
  const [emergency, setEmergency] = useState(false)
  const { values, issue } = form
  const errorFor = (name: keyof typeof EMPTY) => (issue?.field === name ? issue.message : undefined)
  const emergencyId = `${form.bind('urgency').id}-switch`
  const emergencyRef = useRef<HTMLInputElement>(null)
  // Without the app the form sends a contact request; a box ticked before hydration is taken up.
  const native = nativeSubmission(siteConfig.forms.ids.contact, 'contact')
  useLayoutEffect(() => {
    if (emergencyRef.current?.checked) setEmergency(true)
  }, [])

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const formType = emergency ? 'emergency' : 'contact'
    const sent = await form.submitLead({
      formId: emergency ? siteConfig.forms.ids.emergency : siteConfig.forms.ids.contact,
      request: buildLeadRequest(formType, values),
    })
    if (sent) setEmergency(false)
  }

  return (
    <form {...native.form} onSubmit={onSubmit} noValidate aria-label="Consultation request" className="relative flex flex-col gap-4">
      <input {...native.formType} />
      <p className="text-sm text-muted-foreground">{REQUIRED_NOTE}</p>
      <PersonFields form={form} caseTypes={caseTypes} />
      <div className="flex items-start gap-3 rounded-md border border-border p-3">
        <input
          ref={emergencyRef}
          id={emergencyId}
          type="checkbox"
          checked={emergency}
          onChange={(event) => setEmergency(event.target.checked)}
          aria-controls={`${emergencyId}-details`}
          className="mt-1 size-5 shrink-0 accent-destructive"
        />
        <div className="flex flex-col gap-0.5">
          <label htmlFor={emergencyId} className="text-sm font-semibold text-foreground">
            This is an emergency request
          </label>
          <p className="text-xs text-muted-foreground">{siteConfig.promises.emergency.sentence}</p>
        </div>
      </div>
      {/* Always in the document, so the checkbox's aria-controls names an element that exists. */}
      <div id={`${emergencyId}-details`} hidden={!emergency}>
        {emergency ? (
          <div className="grid gap-4 rounded-md border border-destructive/40 bg-destructive/5 p-3 sm:grid-cols-2">
            <FormField htmlFor={form.bind('urgency').id} label="Urgency Level" required error={errorFor('urgency')} errorId={form.errorId('urgency')}>
              <NativeSelect {...form.bind('urgency')} aria-required="true">
                <option value="">Select urgency</option>
                {URGENCY_LEVELS.map((level) => (
                  <option key={level} value={level}>
                    {level}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField htmlFor={form.bind('deadline').id} label="Deadline" required error={errorFor('deadline')} errorId={form.errorId('deadline')}>
              <Input {...form.bind('deadline')} type="date" aria-required="true" />
            </FormField>
          </div>
        ) : null}
      </div>
      <MessageField form={form} label="Case Details" placeholder="Describe the matter, the parties and any deadlines" />
      <CaseDetailsFields form={form} values={form.values} intake={intake} idPrefix="contact" />
      <Honeypot {...form.honeypotProps} />
      <SubmitButton sending={form.sending}>{emergency ? 'Send Emergency Request' : 'Send Consultation Request'}</SubmitButton>
    </form>
  )
}
