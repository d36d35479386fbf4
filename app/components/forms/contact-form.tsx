import { useLayoutEffect, useRef, useState } from 'react'
import { useCalculatorHandoff } from '~/components/calculator/use-calculator-handoff'
import { emptyValues, FORM_FIELDS } from '~/lib/leads/form-fields'
import { buildLeadRequest } from '~/lib/leads/request'
import { siteConfig } from '~/config/site-config'
import type { IntakeOptions } from '~/lib/pages/intake-options'
import { CaseDetailsFields } from './case-details-fields'
import { EmergencyFields, MESSAGE_LABEL, MESSAGE_PLACEHOLDERS } from './form-type-fields'
import { ErrorSummary } from './error-summary'
import { FormConfirmation } from './form-confirmation'
import { Honeypot, REQUIRED_NOTE, SubmitButton } from './lead-form-parts'
import { MessageField, PersonFields } from './person-fields'
import { nativeSubmission, useLeadForm } from './use-lead-form'

// The emergency fields too: the switch makes the request an emergency one.
const EMPTY = emptyValues(FORM_FIELDS.emergency)

/**
 * The /contact form; its emergency option makes the request an `emergency` one with urgency and deadline.
 * noValidate: the shared checks, in their order and with their messages, are this form's validation.
 */
export function ContactForm({ caseTypes, intake }: { caseTypes: readonly string[]; intake: IntakeOptions }) {
  const form = useLeadForm(EMPTY, 'contact')
  useCalculatorHandoff(form, caseTypes)
  const [emergency, setEmergency] = useState(false)
  const { values } = form
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

  if (form.sent) return <FormConfirmation sent={form.sent} records={intake.records} onStartAgain={form.startAgain} />

  return (
    <form
      {...native.form}
      onSubmit={onSubmit}
      noValidate
      aria-label="Consultation request"
      className="relative flex flex-col gap-4"
    >
      <input {...native.formType} />
      <ErrorSummary problems={form.problems} attempt={form.attempts} />
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
        {emergency ? <EmergencyFields form={form} /> : null}
      </div>
      <MessageField form={form} label={MESSAGE_LABEL} placeholder={MESSAGE_PLACEHOLDERS.contact} />
      <CaseDetailsFields form={form} values={form.values} intake={intake} idPrefix="contact" />
      <Honeypot {...form.honeypotProps} />
      <SubmitButton sending={form.sending}>
        {emergency ? 'Send Emergency Request' : 'Send Consultation Request'}
      </SubmitButton>
    </form>
  )
}
