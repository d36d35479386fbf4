import { Button } from '~/components/ui/button'
import { RECORDS_COPY } from '~/copy/records-to-gather'
import { REQUEST_RECEIVED_COPY } from '~/copy/request-received'
import { type BookedTime, replyPromise, sentFacts } from '~/lib/leads/confirmation'
import { RequestConfirmation } from './request-confirmation'
import type { SentRequest } from './use-lead-form'

/**
 * A lead form once its request is stored: the confirmation in the form's place, focused, until the visitor
 * asks for a new form. `booking` is the consultation booked with it (the schedule form), in the visitor's zone.
 */
export function FormConfirmation({
  sent,
  records,
  booking,
  onStartAgain,
  children,
}: {
  sent: SentRequest
  /** the records to gather, by case type name (the contact and schedule pages carry them) */
  records?: Readonly<Record<string, readonly string[]>>
  booking?: BookedTime
  onStartAgain: () => void
  children?: React.ReactNode
}) {
  const { request, result } = sent
  const items = request.caseType ? records?.[request.caseType] : undefined
  return (
    <RequestConfirmation
      heading={REQUEST_RECEIVED_COPY.h1}
      intro={REQUEST_RECEIVED_COPY.intro}
      facts={sentFacts(request, result.id, booking)}
      when={replyPromise(request.formType, booking !== undefined)}
      records={
        items?.length
          ? { heading: RECORDS_COPY.heading(request.caseType), intro: RECORDS_COPY.intro, items }
          : undefined
      }
      takeFocus
    >
      {children}
      <Button type="button" variant="outline" onClick={onStartAgain}>
        {REQUEST_RECEIVED_COPY.startAgain}
      </Button>
    </RequestConfirmation>
  )
}
