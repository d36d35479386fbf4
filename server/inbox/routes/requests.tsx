/** The request list, a request's page and the changes staff make to it. */
import type { FastifyInstance } from 'fastify'
import type { z } from 'zod'
import { EngagementPanel, EraseConfirmPage, RequestListPage, RequestPage } from '~/inbox/render'
import { firmTimeZone } from '~/lib/booking/firm-zone'
import { caseDetailLines, calculatorFigures, requestFieldLines, requestPlainText } from '~/lib/inbox/request-view'
import { calendarDateIn } from '~/lib/leads/case-dates'
import { withInput, noQuery, type RouteInput } from '../../shared/route-input'
import { backToRequest, badRequest, html, type InboxContext, inboxInvalid } from './context'
import { engagementView } from './engagement-actions'
import { inboxGuards, sessionOf, viewerOf } from './guards'
import { assignForm, eraseForm, listQuery, noteForm, noticeQuery, requestParams, spamForm, statusForm } from './inputs'
import { noticeFor, REQUEST_NOTICES } from './notices'
import { readFilter } from './request-filter'
import { requestSubject } from './subjects'

export async function requestRoutes(scope: FastifyInstance, context: InboxContext): Promise<void> {
  const { store, collector, assets } = context
  const guards = inboxGuards(context)
  const lead = requestSubject(context)
  const invalid = inboxInvalid(context)
  const page = (input: RouteInput, before = guards.page) =>
    withInput({ input: { querystring: noQuery, ...input }, invalid, before, after: [lead.load] })
  const change = (body: RouteInput['body'], before = guards.change) =>
    withInput({ input: { params: requestParams, querystring: noQuery, body }, invalid, before, after: [lead.load] })
  const staffOptions = async () => (await store.listStaff()).map((person) => ({ id: person.id, name: person.name }))
  const today = () => calendarDateIn(firmTimeZone(), new Date())

  scope.get(
    '/inbox',
    withInput({ input: { querystring: listQuery }, invalid, before: guards.page }),
    async (request, reply) => {
      const session = sessionOf(request)
      const query = request.query as z.infer<typeof listQuery>
      const { filter, page: pageNumber, sort, queryString } = readFilter(query)
      const [{ rows, total }, counts, caseTypes, staff] = await Promise.all([
        store.listRequests(filter, session.staff.id, pageNumber, sort),
        store.statusCounts(),
        store.distinctCaseTypes(),
        staffOptions(),
      ])
      return html(
        reply,
        <RequestListPage
          assets={assets}
          viewer={viewerOf(session)}
          rows={rows}
          total={total}
          page={pageNumber}
          filters={filter}
          sort={sort}
          today={today()}
          counts={counts}
          caseTypes={caseTypes}
          staff={staff}
          query={queryString}
          notice={typeof query.erased === 'string' ? 'The requests were erased.' : undefined}
        />,
      )
    },
  )

  scope.get(
    '/inbox/requests/:id',
    page({ params: requestParams, querystring: noticeQuery }),
    async (request, reply) => {
      const session = sessionOf(request)
      const found = lead.of(request)
      const { id } = found
      await store.markViewed(id, session.staff.id)
      await store.audit(session.staff.id, 'request.viewed', { leadId: id })
      const [state, conflicts, notes, deliveries, pending, audit, staff, sentFrom, booking, engagement] =
        await Promise.all([
          store.leadState(id),
          store.listConflicts(id),
          store.listNotes(id),
          store.listDeliveries(id),
          store.pendingNotifications(id),
          store.listAudit(id),
          staffOptions(),
          store.sentFrom(id),
          collector.store.getBooking(id),
          engagementView(context, id, session.staff.id),
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
          today={today()}
          consultation={
            booking?.status === 'booked'
              ? { at: booking.startAt, personName: context.personName(booking.person) }
              : null
          }
          conflicts={conflicts}
          screened={state.screenedAt !== null}
          notes={notes}
          deliveries={deliveries}
          pendingNotifications={pending}
          audit={audit}
          staff={staff}
          plainText={requestPlainText(found)}
          notice={noticeFor(REQUEST_NOTICES, (request.query as z.infer<typeof noticeQuery>).done)}
          extraPanels={
            <EngagementPanel
              leadId={id}
              viewer={viewerOf(session)}
              cleared={state.status === 'cleared'}
              available={context.engagements.content !== undefined}
              engagement={engagement}
            />
          }
        />,
      )
    },
  )

  scope.get('/inbox/requests/:id/text', page({ params: requestParams }), async (request, reply) => {
    const found = lead.of(request)
    await store.audit(sessionOf(request).staff.id, 'request.copied', { leadId: found.id })
    return reply.type('text/plain; charset=utf-8').send(requestPlainText(found))
  })

  scope.post('/inbox/requests/:id/status', change(statusForm), async (request, reply) => {
    const { id } = lead.of(request)
    const { status } = request.body as z.infer<typeof statusForm>
    await store.setStatus(id, status)
    await store.audit(sessionOf(request).staff.id, 'request.status', { leadId: id })
    return backToRequest(reply, id, 'status')
  })

  scope.post('/inbox/requests/:id/spam', change(spamForm), async (request, reply) => {
    const { id } = lead.of(request)
    const staffId = sessionOf(request).staff.id
    const { spam } = request.body as z.infer<typeof spamForm>
    const released = await store.setSpam(id, spam === 'yes', collector.routes)
    await store.audit(staffId, spam === 'yes' ? 'request.spam' : 'request.not_spam', { leadId: id })
    if (released > 0) {
      await store.audit(staffId, 'request.notifications_released', { leadId: id })
      for (const sender of collector.senders) sender.wake()
    }
    return backToRequest(reply, id, spam === 'yes' ? 'spam' : released > 0 ? 'released' : 'not-spam')
  })

  scope.post('/inbox/requests/:id/notes', change(noteForm), async (request, reply) => {
    const { id } = lead.of(request)
    const { body } = request.body as z.infer<typeof noteForm>
    await store.addNote(id, sessionOf(request).staff.id, body)
    await store.audit(sessionOf(request).staff.id, 'request.note', { leadId: id })
    return backToRequest(reply, id, 'note')
  })

  scope.post('/inbox/requests/:id/assign', change(assignForm), async (request, reply) => {
    const { id } = lead.of(request)
    const { staffId } = request.body as z.infer<typeof assignForm>
    const assignee = staffId === '' ? null : await store.getStaff(staffId)
    if (assignee === undefined || (assignee !== null && !assignee.active)) return badRequest(reply, 'Unknown person.')
    await store.assign(id, assignee?.id ?? null)
    await store.audit(sessionOf(request).staff.id, 'request.assigned', { leadId: id, subjectId: assignee?.id ?? null })
    return backToRequest(reply, id, 'assigned')
  })

  const matchingRequests = (request: Parameters<typeof lead.of>[0]) => {
    const { id, email } = lead.of(request)
    return collector.store.findLeads({ email, ids: [id] })
  }
  scope.get('/inbox/requests/:id/erase', page({ params: requestParams }, guards.adminPage), async (request, reply) => {
    const { id, email } = lead.of(request)
    return html(
      reply,
      <EraseConfirmPage
        assets={assets}
        viewer={viewerOf(sessionOf(request))}
        leadId={id}
        email={email}
        items={await matchingRequests(request)}
      />,
    )
  })
  // Exactly what leads:erase does (the same store calls), then an audit entry per request: ids only.
  scope.post('/inbox/requests/:id/erase', change(eraseForm, guards.adminChange), async (request, reply) => {
    const staffId = sessionOf(request).staff.id
    const items = await matchingRequests(request)
    const deleted = await collector.store.eraseLeads(items.map((item) => item.id))
    // The engagement's sealed files go with its rows.
    await context.vault.sweep()
    for (const item of items) await store.audit(staffId, 'request.erased', { leadId: item.id })
    context.log.info({ event: 'inbox.erased', staffId, deleted }, 'requests erased from the inbox')
    return reply.redirect('/inbox?erased=1', 303)
  })
}
