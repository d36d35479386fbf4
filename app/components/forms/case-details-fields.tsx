import { CheckList } from '~/components/sections/check-list'
import { Input, NativeSelect } from '~/components/ui/input'
import { CASE_DETAILS_COPY } from '~/copy/case-details'
import { RECORDS_COPY } from '~/copy/records-to-gather'
import { RETAINED_BY, RETAINED_BY_LABELS } from '~/config/retained-by'
import type { CaseDetailField } from '~/lib/leads/fields'
import type { IntakeOptions } from '~/lib/pages/intake-options'
import { useHydrated } from '~/lib/use-hydrated'
import { FormField } from './lead-form-parts'
import type { LeadFormBinding } from './use-lead-form'

type CaseDetailsForm = LeadFormBinding<CaseDetailField>

/**
 * The optional case details (conflict check and court dates) and, once a case type is chosen, the
 * records to gather for it. The court suggestions are a native datalist: every court until a state is
 * chosen, then that state's. What depends on the visitor's choices is shown once the page has hydrated,
 * so the browser's first render matches the prerendered HTML.
 */
export function CaseDetailsFields({
  form,
  values,
  intake,
  idPrefix,
}: {
  form: CaseDetailsForm
  values: Record<CaseDetailField | 'caseType', string>
  intake: IntakeOptions
  idPrefix: string
}) {
  const hydrated = useHydrated()
  const { labels, hints } = CASE_DETAILS_COPY
  const field = (name: CaseDetailField, control: React.ReactNode, hint?: string) => (
    <FormField
      htmlFor={form.bind(name).id}
      label={labels[name]}
      error={form.errorFor(name)}
      errorId={form.errorId(name)}
      hint={hint}
    >
      {control}
    </FormField>
  )
  const courtState = hydrated ? values.courtState : ''
  const courts = courtState ? intake.courts.filter((court) => court.state === courtState) : intake.courts
  const records = hydrated && values.caseType ? intake.records[values.caseType] : undefined
  const suggestionsId = `${idPrefix}-court-suggestions`
  const recordsId = `${idPrefix}-records`

  return (
    <fieldset className="flex flex-col gap-4 rounded-md border border-border p-4">
      <legend className="px-1 font-semibold text-primary">{CASE_DETAILS_COPY.legend}</legend>
      <p className="text-sm text-muted-foreground">{CASE_DETAILS_COPY.intro}</p>
      <p className="text-sm font-medium text-foreground">{RECORDS_COPY.noDocuments}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {field(
          'retainedBy',
          <NativeSelect {...form.bind('retainedBy')}>
            <option value="">{CASE_DETAILS_COPY.retainedByPrompt}</option>
            {RETAINED_BY.map((side) => (
              <option key={side} value={side}>
                {RETAINED_BY_LABELS[side]}
              </option>
            ))}
          </NativeSelect>,
        )}
        {field('caseNumber', <Input {...form.bind('caseNumber')} autoComplete="off" />)}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {field('plaintiffs', <Input {...form.bind('plaintiffs')} autoComplete="off" />, hints.parties)}
        {field('defendants', <Input {...form.bind('defendants')} autoComplete="off" />, hints.parties)}
      </div>
      {field('counselFirm', <Input {...form.bind('counselFirm')} autoComplete="off" />)}
      <div className="grid gap-4 sm:grid-cols-[1fr_2fr]">
        {field(
          'courtState',
          <NativeSelect {...form.bind('courtState')}>
            <option value="">{CASE_DETAILS_COPY.courtStatePrompt}</option>
            {intake.states.map((state) => (
              <option key={state.code} value={state.code}>
                {state.name}
              </option>
            ))}
          </NativeSelect>,
        )}
        {field(
          'courtName',
          <Input {...form.bind('courtName')} list={suggestionsId} autoComplete="off" />,
          hints.courtName,
        )}
      </div>
      <datalist id={suggestionsId}>
        {courts.map((court) => (
          <option key={`${court.state}:${court.name}`} value={court.name} />
        ))}
      </datalist>
      <div className="grid gap-4 sm:grid-cols-3">
        {field('disclosureDeadline', <Input {...form.bind('disclosureDeadline')} type="date" />)}
        {field('depositionDate', <Input {...form.bind('depositionDate')} type="date" />)}
        {field('trialDate', <Input {...form.bind('trialDate')} type="date" />)}
      </div>
      <div id={recordsId} aria-live="polite">
        {records?.length ? (
          <section aria-labelledby={`${recordsId}-heading`} className="rounded-md bg-muted p-4">
            <h3 id={`${recordsId}-heading`} className="font-semibold text-primary">
              {RECORDS_COPY.heading(values.caseType)}
            </h3>
            <p className="mt-1 text-sm text-muted-foreground">{RECORDS_COPY.intro}</p>
            <CheckList items={records} className="mt-3 text-sm" />
          </section>
        ) : null}
      </div>
    </fieldset>
  )
}
