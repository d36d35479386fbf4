/** The request's page, as staff see it, with a refused form's problems when one was refused. */
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { RequestRefusal } from '~/inbox/request-page'
import { BookingPanel, EngagementPanel, RequestPage } from '~/inbox/render'
import { firmTimeZone } from '~/lib/booking/firm-zone'
import { caseDetailLines, calculatorFigures, requestFieldLines, requestPlainText } from '~/lib/inbox/request-view'
import { calendarDateIn } from '~/lib/leads/case-dates'
import { html, type InboxContext } from './context'
import { engagementView } from './engagement-actions'
import { sendOptionsOf } from './send-options'
import { sessionOf, viewerOf } from './guards'
import type { requestSubject } from './subjects'

export interface RequestPageOptions {
  notice?: string
  refused?: RequestRefusal
  status?: number
}

/** A refused decline's message and typed reason, for the engagement panel's form. */
function declineRefusalOf(refused: RequestRefusal | undefined) {
  const problem = refused?.problems.find((each) => each.field === 'reason')
  return problem ? { message: problem.message, typed: refused?.typed.reason ?? '' } : undefined
}

export function requestPageView(context: InboxContext, lead: ReturnType<typeof requestSubject>) {
  const { store, assets } = context
  const staffOptions = async () => (await store.listStaff()).map((person) => ({ id: person.id, name: person.name }))
  return async (request: FastifyRequest, reply: FastifyReply, options: RequestPageOptions = {}) => {
    const session = sessionOf(request)
    const found = lead.of(request)
    const { id } = found
    const [
      state,
      conflicts,
      notes,
      deliveries,
      pending,
      audit,
      staff,
      sentFrom,
      booking,
      engagement,
      origins,
      matterId,
      resolutions,
    ] = await Promise.all([
      store.leadState(id),
      store.listConflicts(id),
      store.listNotes(id),
      store.listDeliveries(id),
      store.pendingNotifications(id),
      store.listAudit(id),
      staffOptions(),
      store.sentFrom(id),
      context.bookings.ofRequest(id),
      engagementView(context, id, session.staff.id),
      context.matters.store.originsOfAll(),
      context.matters.store.matterOfRequest(id),
      context.conflicts.list(id),
    ])
    return html(
      reply,
      <RequestPage
        assets={assets}
        viewer={viewerOf(session)}
        id={id}
        title={`${found.firstName} ${found.lastName}`.trim() || found.email}
        receivedAt={found.receivedAt}
        status={state.status}
        spam={found.spam}
        urgent={state.urgent}
        assignedTo={state.assignedTo}
        fields={requestFieldLines(found)}
        caseDetails={caseDetailLines(found)}
        message={found.message}
        calculatorFigures={calculatorFigures(found.message)}
        sentFrom={[
          { label: 'Page', value: sentFrom ?? 'Not recorded' },
          { label: 'Origin', value: found.origin ?? 'Not recorded' },
          { label: 'Form id', value: found.formId },
        ]}
        userAgent={found.userAgent ?? null}
        organization={found.organization}
        caseType={found.caseType}
        phone={found.phone}
        email={found.email}
        retainedBy={found.retainedBy}
        disclosureDeadline={found.disclosureDeadline}
        today={calendarDateIn(firmTimeZone(), new Date())}
        consultation={booking?.status === 'booked' ? { at: booking.startAt, personName: booking.personName } : null}
        conflicts={conflicts.map((conflict) => {
          const resolution = resolutions.find((each) => each.entryId === conflict.id)
          return {
            ...conflict,
            entryId: conflict.id,
            fromRetainedRequest: origins.get(conflict.matterId) === 'request',
            ...(resolution ? { resolution: { kind: resolution.kind, detail: resolution.detail } } : {}),
          }
        })}
        matterId={matterId ?? null}
        screened={state.screenedAt !== null}
        notes={notes}
        deliveries={deliveries}
        pendingNotifications={pending}
        audit={audit}
        staff={staff}
        plainText={requestPlainText(found)}
        notice={options.notice}
        refused={options.refused}
        extraPanels={
          <>
            {booking ? <BookingPanel booking={booking} timeZone={firmTimeZone()} /> : null}
            <EngagementPanel
              leadId={id}
              viewer={viewerOf(session)}
              cleared={state.status === 'cleared'}
              available={context.engagements.content !== undefined}
              engagement={engagement}
              sendOptions={sendOptionsOf(context)}
              declineRefused={declineRefusalOf(options.refused)}
            />
          </>
        }
      />,
      options.status,
    )
  }
}
