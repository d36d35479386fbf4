import { Input, NativeSelect } from '~/components/ui/input'
import { type FormType, URGENCY_LEVELS } from '~/lib/leads/fields'
import type { EMERGENCY_FIELD_NAMES, PREFERRED_TIME_FIELD_NAMES } from '~/lib/leads/form-fields'
import { listTimeWindows } from '~/lib/leads/time-windows'
import { siteConfig } from '~/config/site-config'
import { FormField } from './lead-form-parts'
import type { LeadFormBinding } from './use-lead-form'

/** The message field's label, and its placeholder in each form type. */
export const MESSAGE_LABEL = 'Case Details'
export const MESSAGE_PLACEHOLDERS: Record<FormType, string> = {
  contact: 'Describe the matter, the parties and any deadlines',
  emergency: 'Describe the matter, the parties and any deadlines',
  schedule: 'Describe the matter and what you would like to discuss',
}

/** An emergency request's urgency and deadline, both required. */
export function EmergencyFields({ form }: { form: LeadFormBinding<(typeof EMERGENCY_FIELD_NAMES)[number]> }) {
  return (
    <div className="grid gap-4 rounded-md border border-destructive/40 bg-destructive/5 p-3 sm:grid-cols-2">
      <FormField
        htmlFor={form.bind('urgency').id}
        label="Urgency Level"
        required
        error={form.errorFor('urgency')}
        errorId={form.errorId('urgency')}
      >
        <NativeSelect {...form.bind('urgency')} aria-required="true">
          <option value="">Select urgency</option>
          {URGENCY_LEVELS.map((level) => (
            <option key={level} value={level}>
              {level}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField
        htmlFor={form.bind('deadline').id}
        label="Deadline"
        required
        error={form.errorFor('deadline')}
        errorId={form.errorId('deadline')}
      >
        <Input {...form.bind('deadline')} type="date" aria-required="true" />
      </FormField>
    </div>
  )
}

/** A consultation's preferred date and time window (the firm's hours as the hint). */
export function PreferredTimeFields({
  form,
  timeWindows = listTimeWindows(),
}: {
  form: LeadFormBinding<(typeof PREFERRED_TIME_FIELD_NAMES)[number]>
  timeWindows?: readonly string[]
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        htmlFor={form.bind('preferredDate').id}
        label="Preferred Date"
        error={form.errorFor('preferredDate')}
        errorId={form.errorId('preferredDate')}
      >
        <Input {...form.bind('preferredDate')} type="date" />
      </FormField>
      <FormField
        htmlFor={form.bind('preferredTime').id}
        label="Preferred Time"
        hint={siteConfig.hours.label}
        error={form.errorFor('preferredTime')}
        errorId={form.errorId('preferredTime')}
      >
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
  )
}
