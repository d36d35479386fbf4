/** The request list, a request's page and the changes staff make to it. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import type { RequestField } from '~/inbox/request-page'
import { EraseConfirmPage, RequestListPage } from '~/inbox/render'
import { firmTimeZone } from '~/lib/booking/firm-zone'
import { requestPlainText } from '~/lib/inbox/request-view'
import { calendarDateIn } from '~/lib/leads/case-dates'
import { type InvalidAnswer, withInput, noQuery, type RouteInput } from '../../shared/route-input'
import { backToRequest, field, html, type InboxContext, inboxInvalid } from './context'
import { inboxGuards, sessionOf, viewerOf } from './guards'
import {
  assignForm,
  ERASE_NOT_CONFIRMED,
  eraseForm,
  listQuery,
  noteForm,
  noticeQuery,
  requestParams,
  resolutionForm,
  spamForm,
  statusForm,
  UNKNOWN_ASSIGNEE,
} from './inputs'
import { noticeFor, REQUEST_NOTICES } from './notices'
import { readFilter } from './request-filter'
import { requestPageView } from './request-view'
import { requestSubject } from './subjects'

const REQUEST_FIELDS: readonly RequestField[] = ['status', 'staffId', 'body', 'kind', 'detail']

export async function requestRoutes(scope: FastifyInstance, context: InboxContext): Promise<void> {
  const { store, collector, assets } = context
  const guards = inboxGuards(context)
  const lead = requestSubject(context)
  const invalid = inboxInvalid(context)
  const showRequest = requestPageView(context, lead)
  /** A refused form of the request page: the page again, its problems in the summary, what was typed kept. */
  const refuseOnPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    problems: ReadonlyArray<{ field: RequestField; message: string }>,
  ) => {
    const typed = Object.fromEntries(REQUEST_FIELDS.map((name) => [name, field(request.body, name)]))
    const entryId = field(request.body, 'entryId')
    return showRequest(request, reply, { refused: { problems, typed, entryId }, status: 400 })
  }
  // A form typed wrong comes back on its page (decision 044); a bad address stays the not-found page.
  const formRefused: InvalidAnswer = async (request, reply, problem) => {
    if (problem.part !== 'body') return invalid(request, reply, problem)
    await lead.load.call(scope, request, reply)
    if (reply.sent) return reply
    if (request.routeOptions.url?.endsWith('/erase')) return eraseRefused(request, reply)
    const problems = REQUEST_FIELDS.flatMap((field) => {
      const found = problem.problems.find((each) => each.path === field)
      return found ? [{ field, message: found.message }] : []
    })
    if (problems.length === 0) return invalid(request, reply, problem)
    return refuseOnPage(request, reply, problems)
  }
  const page = (input: RouteInput, before = guards.page) =>
    withInput({ input: { querystring: noQuery, ...input }, invalid, before, after: [lead.load] })
  const change = (body: RouteInput['body'], before = guards.change) =>
    withInput({
      input: { params: requestParams, querystring: noQuery, body },
      invalid: formRefused,
      before,
      after: [lead.load],
    })
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
      const { id } = lead.of(request)
      const staffId = sessionOf(request).staff.id
      await store.markViewed(id, staffId)
      await store.audit(staffId, 'request.viewed', { leadId: id })
      const { done } = request.query as z.infer<typeof noticeQuery>
      return showRequest(request, reply, { notice: noticeFor(REQUEST_NOTICES, done) })
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
    if (assignee === undefined || (assignee !== null && !assignee.active))
      return refuseOnPage(request, reply, [{ field: 'staffId', message: UNKNOWN_ASSIGNEE }])
    await store.assign(id, assignee?.id ?? null)
    await store.audit(sessionOf(request).staff.id, 'request.assigned', { leadId: id, subjectId: assignee?.id ?? null })
    return backToRequest(reply, id, 'assigned')
  })

  scope.post('/inbox/requests/:id/conflicts/resolve', change(resolutionForm), async (request, reply) => {
    const { id } = lead.of(request)
    const { entryId, kind, detail } = request.body as z.infer<typeof resolutionForm>
    const resolved = await context.conflicts.resolve(id, entryId, {
      kind,
      detail,
      staffId: sessionOf(request).staff.id,
    })
    if (!resolved)
      return refuseOnPage(request, reply, [
        { field: 'kind', message: 'That possible conflict is no longer in the register.' },
      ])
    return backToRequest(reply, id, 'resolved')
  })

  const matchingRequests = (request: Parameters<typeof lead.of>[0]) => {
    const { id, email } = lead.of(request)
    return collector.store.findLeads({ email, ids: [id] })
  }
  const erasePage = async (request: FastifyRequest, reply: FastifyReply, refused = false) => {
    const { id, email } = lead.of(request)
    return html(
      reply,
      <EraseConfirmPage
        assets={assets}
        viewer={viewerOf(sessionOf(request))}
        leadId={id}
        email={email}
        items={await matchingRequests(request)}
        problems={refused ? [{ field: 'confirm', message: ERASE_NOT_CONFIRMED }] : []}
      />,
      refused ? 400 : 200,
    )
  }
  async function eraseRefused(request: FastifyRequest, reply: FastifyReply) {
    return erasePage(request, reply, true)
  }
  scope.get('/inbox/requests/:id/erase', page({ params: requestParams }, guards.adminPage), async (request, reply) =>
    erasePage(request, reply),
  )
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
