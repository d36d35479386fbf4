import { Input, NativeSelect, Textarea } from '~/components/ui/input'
import { emptyValues, PERSON_FIELD_NAMES } from '~/lib/leads/form-fields'
import { CaseTypeOptions, FormField } from './lead-form-parts'
import type { LeadFormBinding } from './use-lead-form'

/** The fields the contact and schedule forms share. */
export const PERSON_FIELDS = emptyValues(PERSON_FIELD_NAMES)

type PersonForm = LeadFormBinding<keyof typeof PERSON_FIELDS>

/** Name, email, phone, organization, case type; the message is placed by each form. */
export function PersonFields({
  form,
  caseTypes,
  phoneRequired = false,
}: {
  form: PersonForm
  caseTypes: readonly string[]
  /** a booked time: the office calls this number */
  phoneRequired?: boolean
}) {
  const field = (name: keyof typeof PERSON_FIELDS, label: string, required: boolean, control: React.ReactNode) => (
    <FormField
      htmlFor={form.bind(name).id}
      label={label}
      required={required}
      error={form.errorFor(name)}
      errorId={form.errorId(name)}
    >
      {control}
    </FormField>
  )
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        {field(
          'firstName',
          'First Name',
          true,
          <Input {...form.bind('firstName')} autoComplete="given-name" required />,
        )}
        {field('lastName', 'Last Name', true, <Input {...form.bind('lastName')} autoComplete="family-name" required />)}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {field(
          'email',
          'Email',
          true,
          <Input {...form.bind('email')} type="email" autoComplete="email" inputMode="email" required />,
        )}
        {field(
          'phone',
          'Phone',
          phoneRequired,
          <Input {...form.bind('phone')} type="tel" autoComplete="tel" required={phoneRequired} />,
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {field(
          'organization',
          'Law Firm / Organization',
          false,
          <Input {...form.bind('organization')} autoComplete="organization" />,
        )}
        {field(
          'caseType',
          'Case Type',
          false,
          <NativeSelect {...form.bind('caseType')}>
            <CaseTypeOptions caseTypes={caseTypes} />
          </NativeSelect>,
        )}
      </div>
    </>
  )
}

export function MessageField({ form, label, placeholder }: { form: PersonForm; label: string; placeholder: string }) {
  return (
    <FormField htmlFor={form.bind('message').id} label={label} errorId={form.errorId('message')}>
      <Textarea {...form.bind('message')} rows={5} placeholder={placeholder} />
    </FormField>
  )
}
