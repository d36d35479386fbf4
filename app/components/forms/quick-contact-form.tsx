import { Input, NativeSelect, Textarea } from '~/components/ui/input'
import { FIELD_LIMITS } from '~/lib/leads/fields'
import { buildLeadRequest, splitName } from '~/lib/leads/request'
import { siteConfig } from '~/config/site-config'
import { CaseTypeOptions, FormField, Honeypot, SubmitButton } from './lead-form-parts'
import { nativeSubmission, useLeadForm } from './use-lead-form'

const EMPTY = { name: '', email: '', phone: '', caseType: '', message: '' }

/** The home page's short form: one name field, split into first and last name when sent. */
export function QuickContactForm({ caseTypes }: { caseTypes: readonly string[] }) {
  const form = useLeadForm(EMPTY, 'quick-contact')
  const { values, issue } = form
  const errorFor = (name: keyof typeof EMPTY) => (issue?.field === name ? issue.message : undefined)
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

  return (
    <form
      {...native.form}
      onSubmit={onSubmit}
      aria-label="Quick consultation request"
      className="relative flex flex-col gap-4"
    >
      <input {...native.formType} />
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
          error={errorFor('email')}
          errorId={form.errorId('email')}
        >
          <Input {...form.bind('email')} type="email" autoComplete="email" inputMode="email" />
        </FormField>
        <FormField
          htmlFor={form.bind('phone').id}
          label="Phone"
          required
          error={errorFor('phone')}
          errorId={form.errorId('phone')}
        >
          <Input {...form.bind('phone')} type="tel" autoComplete="tel" required />
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
