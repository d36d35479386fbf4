import { Input, NativeSelect, Textarea } from '~/components/ui/input'
import { FIELD_LIMITS } from '~/lib/leads/fields'
import { buildLeadRequest, splitName } from '~/lib/leads/request'
import { siteConfig } from '~/config/site-config'
import { ErrorSummary } from './error-summary'
import { FormConfirmation } from './form-confirmation'
import { CaseTypeOptions, FormField, Honeypot, REQUIRED_NOTE, SubmitButton } from './lead-form-parts'
import { nativeSubmission, useLeadForm } from './use-lead-form'

const EMPTY = { name: '', email: '', phone: '', caseType: '', message: '' }

const LABELS = { name: 'Your name' }

/**
 * The home page's short form: one name field, split into first and last name when sent.
 * noValidate: the shared checks, in their order and with their messages, are this form's validation.
 */
export function QuickContactForm({ caseTypes }: { caseTypes: readonly string[] }) {
  const form = useLeadForm(EMPTY, 'quick-contact', LABELS)
  const { values, errorFor } = form
  const native = nativeSubmission(siteConfig.forms.ids.quick, 'contact')

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const request = buildLeadRequest('contact', {
      ...splitName(values.name),
      email: values.email,
      phone: values.phone,
      caseType: values.caseType,
      message: values.message,
    })
    void form.submitLead({
      formId: siteConfig.forms.ids.quick,
      request,
      fieldFor: (field) => (field === 'firstName' || field === 'lastName' ? 'name' : (field as keyof typeof EMPTY)),
    })
  }

  if (form.sent) return <FormConfirmation sent={form.sent} onStartAgain={form.startAgain} />

  return (
    <form
      {...native.form}
      onSubmit={onSubmit}
      noValidate
      aria-label="Quick consultation request"
      className="relative flex flex-col gap-4"
    >
      <input {...native.formType} />
      <ErrorSummary problems={form.problems} attempt={form.attempts} />
      <p className="text-sm text-muted-foreground">{REQUIRED_NOTE}</p>
      <FormField
        htmlFor={form.bind('name').id}
        label="Your Name"
        required
        error={errorFor('name')}
        errorId={form.errorId('name')}
      >
        <Input
          {...form.bind('name', FIELD_LIMITS.firstName + FIELD_LIMITS.lastName + 1)}
          autoComplete="name"
          required
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          htmlFor={form.bind('email').id}
          label="Email"
          required
          error={errorFor('email')}
          errorId={form.errorId('email')}
        >
          <Input {...form.bind('email')} type="email" autoComplete="email" inputMode="email" required />
        </FormField>
        <FormField
          htmlFor={form.bind('phone').id}
          label="Phone"
          error={errorFor('phone')}
          errorId={form.errorId('phone')}
        >
          <Input {...form.bind('phone')} type="tel" autoComplete="tel" />
        </FormField>
      </div>
      <FormField htmlFor={form.bind('caseType').id} label="Case Type" errorId={form.errorId('caseType')}>
        <NativeSelect {...form.bind('caseType')}>
          <CaseTypeOptions caseTypes={caseTypes} />
        </NativeSelect>
      </FormField>
      <FormField htmlFor={form.bind('message').id} label="Message" errorId={form.errorId('message')}>
        <Textarea {...form.bind('message')} rows={4} placeholder="Briefly describe your case and any deadlines" />
      </FormField>
      <Honeypot {...form.honeypotProps} />
      <SubmitButton sending={form.sending}>Request a Free Consultation</SubmitButton>
    </form>
  )
}
