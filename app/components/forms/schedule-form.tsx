import { useMemo } from 'react'
import { Input, NativeSelect } from '~/components/ui/input'
import { buildLeadRequest } from '~/lib/leads/request'
import { listTimeWindows } from '~/lib/leads/time-windows'
import { siteConfig } from '~/config/site-config'
import type { IntakeOptions } from '~/lib/pages/intake-options'
import { CASE_DETAIL_VALUES, CaseDetailsFields } from './case-details-fields'
import { FormField, Honeypot, REQUIRED_NOTE, SubmitButton } from './lead-form-parts'
import { MessageField, PERSON_FIELDS, PersonFields } from './person-fields'
import { nativeSubmission, useLeadForm } from './use-lead-form'

const EMPTY = { ...PERSON_FIELDS, ...CASE_DETAIL_VALUES, preferredDate: '', preferredTime: '' }

/**
 * The /schedule-consultation form: the contact fields plus a preferred date and time window.
 * noValidate: the shared checks, in their order and with their messages, are this form's validation.
 */
export function ScheduleForm({ caseTypes, intake }: { caseTypes: readonly string[]; intake: IntakeOptions }) {
  const form = useLeadForm(EMPTY, 'schedule')
  const timeWindows = useMemo(() => listTimeWindows(), [])
  const native = nativeSubmission(siteConfig.forms.ids.schedule, 'schedule')

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void form.submitLead({ formId: siteConfig.forms.ids.schedule, request: buildLeadRequest('schedule', form.values) })
  }

  return (
    <form {...native.form} onSubmit={onSubmit} noValidate aria-label="Schedule a consultation" className="relative flex flex-col gap-4">
      <input {...native.formType} />
      <p className="text-sm text-muted-foreground">{REQUIRED_NOTE}</p>
      <PersonFields form={form} caseTypes={caseTypes} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField htmlFor={form.bind('preferredDate').id} label="Preferred Date" errorId={form.errorId('preferredDate')}>
          <Input {...form.bind('preferredDate')} type="date" />
        </FormField>
        <FormField htmlFor={form.bind('preferredTime').id} label="Preferred Time" hint={siteConfig.hours.label} errorId={form.errorId('preferredTime')}>
          <NativeSelect {...form.bind('preferredTime')}>
            <option value="">Select a time window</option>
            {timeWindows.map((window) => (
              <option key={window} value={window}>
                {window}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <MessageField form={form} label="Case Details" placeholder="Describe the matter and what you would like to discuss" />
      <CaseDetailsFields form={form} values={form.values} intake={intake} idPrefix="schedule" />
      <Honeypot {...form.honeypotProps} />
      <SubmitButton sending={form.sending}>Request Consultation</SubmitButton>
    </form>
  )
}
