import { useEffect, useMemo, useRef, useState } from 'react'
import { useCalculatorHandoff } from '~/components/calculator/use-calculator-handoff'
import { emptyValues, FORM_FIELDS } from '~/lib/leads/form-fields'
import { readScheduleParams } from '~/lib/calculator/handoff-state'
import { rememberDetails } from '~/lib/leads/remembered-details'
import { buildLeadRequest } from '~/lib/leads/request'
import { listTimeWindows } from '~/lib/leads/time-windows'
import { siteConfig } from '~/config/site-config'
import type { IntakeOptions } from '~/lib/pages/intake-options'
import { useHydrated } from '~/lib/use-hydrated'
import { BookedActions } from './booked-actions'
import { CaseDetailsFields } from './case-details-fields'
import { MESSAGE_LABEL, MESSAGE_PLACEHOLDERS, PreferredTimeFields } from './form-type-fields'
import { ErrorSummary } from './error-summary'
import { FormConfirmation } from './form-confirmation'
import { Honeypot, REQUIRED_NOTE, SubmitButton } from './lead-form-parts'
import { MessageField, PersonFields } from './person-fields'
import { RememberDetails } from './remember-details'
import { SlotPicker, useOpenSlots, visitorTimeZone } from './slot-picker'
import { SlotTakenNotice } from './slot-taken-notice'
import { nativeSubmission, useLeadForm } from './use-lead-form'
import type { SlotJson } from '~/lib/leads/submit'

const EMPTY = emptyValues(FORM_FIELDS.schedule)

/** "No online times in the next {horizonDays} days: call {phone}" */
export function noOnlineTimes(horizonDays: number, phone: string = siteConfig.phone): string {
  return `No online times in the next ${String(horizonDays)} days: call ${phone}.`
}

/**
 * The /schedule-consultation form: a time from the compact picker (or, without one, a preferred date and
 * time window), then the contact fields. noValidate: the shared checks, in their order and with their
 * messages, are this form's validation.
 */
export function ScheduleForm({
  caseTypes,
  intake,
  horizonDays,
}: {
  caseTypes: readonly string[]
  intake: IntakeOptions
  /** the longest booking horizon of content/firm/availability.yaml */
  horizonDays: number
}) {
  const form = useLeadForm(EMPTY, 'schedule')
  const hydrated = useHydrated()
  const timeWindows = useMemo(() => listTimeWindows(), [])
  const native = nativeSubmission(siteConfig.forms.ids.schedule, 'schedule')
  const open = useOpenSlots()
  const [chosen, setChosen] = useState<SlotJson | null>(null)
  const [taken, setTaken] = useState<{ attempt: number; alternatives: SlotJson[] } | undefined>()
  const [remember, setRemember] = useState(false)
  useCalculatorHandoff(form, caseTypes)
  usePlaceFromLink(form, intake)

  const send = async (slot: SlotJson | null) => {
    const zone = visitorTimeZone()
    const result = await form.submitLead({
      formId: siteConfig.forms.ids.schedule,
      request: buildLeadRequest('schedule', form.values),
      timeChosen: slot !== null,
      // Choosing a slot adds slotStart and visitorTimeZone to the form's fields.
      ...(slot ? { extra: { slotStart: slot.start, slotPerson: slot.person, visitorTimeZone: zone } } : {}),
      onConflict: (answer) => {
        setChosen(null)
        setTaken((current) => ({ attempt: (current?.attempt ?? 0) + 1, alternatives: answer.slots ?? [] }))
        open.replace(answer.slots ?? [])
      },
    })
    if (result) {
      if (remember) rememberDetails(form.values)
      setChosen(null)
      setTaken(undefined)
      open.reload()
    }
  }

  if (form.sent) {
    const booked = form.sent.result.booking
    const zone = visitorTimeZone()
    return (
      <FormConfirmation
        sent={form.sent}
        records={intake.records}
        booking={
          booked
            ? {
                start: Date.parse(booked.start),
                timeZone: zone,
                firmTimeZone: open.firmZone,
                ...(booked.meeting ? { meeting: booked.meeting } : {}),
              }
            : undefined
        }
        onStartAgain={form.startAgain}
      >
        {booked ? (
          <BookedActions
            booking={booked}
            reference={form.sent.result.id}
            phone={form.sent.request.phone}
            timeZone={zone}
            firmTimeZone={open.firmZone}
          />
        ) : null}
      </FormConfirmation>
    )
  }

  const choose = (slot: SlotJson | null) => {
    setChosen(slot)
    if (slot) setTaken(undefined)
  }
  const notice = taken ? (
    <SlotTakenNotice
      attempt={taken.attempt}
      alternatives={taken.alternatives}
      timeZone={visitorTimeZone()}
      onChoose={(slot) => {
        choose(slot)
        void send(slot)
      }}
      onSendWithoutTime={() => {
        setTaken(undefined)
        void send(null)
      }}
    />
  ) : undefined

  return (
    <form
      {...native.form}
      onSubmit={(event) => {
        event.preventDefault()
        void send(chosen)
      }}
      noValidate
      aria-label="Schedule a consultation"
      className="relative flex flex-col gap-4"
    >
      <input {...native.formType} />
      <ErrorSummary problems={form.problems} attempt={form.attempts} />
      <SlotPicker
        slots={open.slots}
        firmZone={open.firmZone}
        chosen={chosen}
        onChoose={choose}
        notice={notice}
        status={open.status}
        empty={noOnlineTimes(horizonDays)}
      />
      <p className="text-sm text-muted-foreground">{REQUIRED_NOTE}</p>
      <PersonFields form={form} caseTypes={caseTypes} phoneRequired={chosen !== null} />
      {hydrated ? (
        <RememberDetails
          checked={remember}
          onChange={setRemember}
          onRecall={(details) => {
            for (const [name, value] of Object.entries(details)) if (value) form.setValue(name as 'email', value)
          }}
        />
      ) : null}
      {chosen ? null : <PreferredTimeFields form={form} timeWindows={timeWindows} />}
      <MessageField form={form} label={MESSAGE_LABEL} placeholder={MESSAGE_PLACEHOLDERS.schedule} />
      <CaseDetailsFields form={form} values={form.values} intake={intake} idPrefix="schedule" />
      <Honeypot {...form.honeypotProps} />
      <SubmitButton sending={form.sending} disabled={taken !== undefined && chosen === null}>
        {chosen ? 'Book Consultation' : 'Request Consultation'}
      </SubmitButton>
    </form>
  )
}

/** The court's state from the page the visitor came from (`?state=` of a location page or the calculator), once. */
function usePlaceFromLink(
  form: { setValue(name: 'courtState', value: string): void },
  intake: Pick<IntakeOptions, 'states'>,
): void {
  const done = useRef(false)
  useEffect(() => {
    if (done.current) return
    done.current = true
    const { state } = readScheduleParams(window.location.search)
    const code = intake.states.find((each) => each.slug === state)?.code
    if (code) form.setValue('courtState', code)
  }, [form, intake])
}
