import { useMemo, useState } from 'react'
import { emptyValues, FORM_FIELDS } from '~/lib/leads/form-fields'
import { buildLeadRequest } from '~/lib/leads/request'
import { listTimeWindows } from '~/lib/leads/time-windows'
import { siteConfig } from '~/config/site-config'
import type { IntakeOptions } from '~/lib/pages/intake-options'
import { CaseDetailsFields } from './case-details-fields'
import { MESSAGE_LABEL, MESSAGE_PLACEHOLDERS, PreferredTimeFields } from './form-type-fields'
import { ErrorSummary } from './error-summary'
import { FormConfirmation } from './form-confirmation'
import { Honeypot, REQUIRED_NOTE, SubmitButton } from './lead-form-parts'
import { MessageField, PersonFields } from './person-fields'
import { nativeSubmission, useLeadForm } from './use-lead-form'
import { SlotPicker, useOpenSlots, visitorTimeZone } from './slot-picker'
import { slotSentence } from '~/lib/booking/slot-labels'
import type { BookingAnswer, SlotJson } from '~/lib/leads/submit'

const EMPTY = emptyValues(FORM_FIELDS.schedule)

/**
 * The /schedule-consultation form: the contact fields plus a preferred date and time window.
 * noValidate: the shared checks, in their order and with their messages, are this form's validation.
 */
export function ScheduleForm({ caseTypes, intake }: { caseTypes: readonly string[]; intake: IntakeOptions }) {
  const form = useLeadForm(EMPTY, 'schedule')
  const timeWindows = useMemo(() => listTimeWindows(), [])
  const native = nativeSubmission(siteConfig.forms.ids.schedule, 'schedule')
  const open = useOpenSlots()
  const [chosen, setChosen] = useState<SlotJson | null>(null)
  const [conflict, setConflict] = useState<string | undefined>()

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const zone = visitorTimeZone()
    const result = await form.submitLead({
      formId: siteConfig.forms.ids.schedule,
      request: buildLeadRequest('schedule', form.values),
      // Choosing a slot adds slotStart and visitorTimeZone to the form's fields.
      ...(chosen ? { extra: { slotStart: chosen.start, slotPerson: chosen.person, visitorTimeZone: zone } } : {}),
      onConflict: (answer) => {
        setChosen(null)
        setConflict('That time was just taken. Here are the next open times; everything you typed is kept.')
        open.replace(answer.slots ?? [])
      },
    })
    if (result) {
      setChosen(null)
      setConflict(undefined)
      open.reload()
    }
  }

  if (form.sent) {
    const booked = form.sent.result.booking
    return (
      <FormConfirmation
        sent={form.sent}
        records={intake.records}
        booking={booked ? { start: Date.parse(booked.start), timeZone: visitorTimeZone() } : undefined}
        onStartAgain={form.startAgain}
      >
        {booked ? <BookingLinks booking={booked} /> : null}
      </FormConfirmation>
    )
  }

  return (
    <form
      {...native.form}
      onSubmit={onSubmit}
      noValidate
      aria-label="Schedule a consultation"
      className="relative flex flex-col gap-4"
    >
      <input {...native.formType} />
      <ErrorSummary problems={form.problems} attempt={form.attempts} />
      <p className="text-sm text-muted-foreground">{REQUIRED_NOTE}</p>
      <PersonFields form={form} caseTypes={caseTypes} />
      <SlotPicker slots={open.slots} firmZone={open.firmZone} chosen={chosen} onChoose={setChosen} notice={conflict} />
      <PreferredTimeFields form={form} timeWindows={timeWindows} />
      <MessageField form={form} label={MESSAGE_LABEL} placeholder={MESSAGE_PLACEHOLDERS.schedule} />
      <CaseDetailsFields form={form} values={form.values} intake={intake} idPrefix="schedule" />
      <Honeypot {...form.honeypotProps} />
      <SubmitButton sending={form.sending}>{chosen ? 'Book Consultation' : 'Request Consultation'}</SubmitButton>
    </form>
  )
}

/** After a booking: the link to change it, and an earlier open time when a court date is close. */
function BookingLinks({ booking }: { booking: BookingAnswer }) {
  const zone = visitorTimeZone()
  if (booking.earlierSlot)
    return (
      <p>
        Your case has a court date soon after this time. An earlier time is open:{' '}
        {slotSentence(Date.parse(booking.earlierSlot.start), zone)}.{' '}
        {booking.manageUrl ? (
          <a href={booking.manageUrl} className="font-semibold underline">
            Move the consultation to an earlier time
          </a>
        ) : null}
      </p>
    )
  return booking.manageUrl ? (
    <p>
      <a href={booking.manageUrl} className="text-link underline">
        Cancel or pick another time
      </a>
    </p>
  ) : null
}
