/** The matter register that screening reads: the list, adding, editing and removing an entry (administrators). */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import type { RegisterField, RegisterRefusal } from '~/inbox/admin-pages'
import { RegisterEntryPage, RegisterPage } from '~/inbox/render'
import type { RegisterEntryInput } from '../inbox-store'
import { registerCsv } from '../register-csv'
import { closingProblem, readRegisterEntryProblems, type RegisterProblem } from '../register-input'
import { noQuery, withInput, type RouteInput } from '../../shared/route-input'
import { html, type InboxContext, inboxInvalid } from './context'
import { closeMatterForm, csrfForm, entryParams, noticeQuery, registerForm } from './inputs'
import { inboxGuards, sessionOf, viewerOf } from './guards'
import { noticeFor, REGISTER_NOTICES, type RegisterNotice } from './notices'
import { entrySubject } from './subjects'

const FIELD_OF_COLUMN: Record<RegisterProblem['column'], RegisterField> = {
  matter_id: 'matterId',
  caption: 'caption',
  name: 'name',
  role: 'role',
  side_retained: 'sideRetained',
  opened: 'opened',
  closed: 'closed',
}

/** The form's entry, or every problem with it named by its field, with what was typed for the form to show again. */
const registerFields = (body: unknown): { entry: RegisterEntryInput } | { refused: RegisterRefusal } => {
  const typed = body as z.infer<typeof registerForm>
  const read = readRegisterEntryProblems({
    matter_id: typed.matterId ?? '',
    caption: typed.caption ?? '',
    name: typed.name ?? '',
    role: typed.role ?? '',
    side_retained: typed.sideRetained ?? '',
    opened: typed.opened ?? '',
    closed: typed.closed ?? '',
  })
  if ('entry' in read) return read
  const { _csrf: _token, ...values } = typed
  return {
    refused: {
      problems: read.problems.map(({ column, message }) => ({ field: FIELD_OF_COLUMN[column], message })),
      typed: values,
    },
  }
}

export async function registerRoutes(scope: FastifyInstance, context: InboxContext): Promise<void> {
  const { store, screener, assets, matters } = context
  const guards = inboxGuards(context)
  const entry = entrySubject(context)
  const viewer = (request: FastifyRequest) => viewerOf(sessionOf(request))
  const invalid = inboxInvalid(context)
  const route = (input: RouteInput, before: typeof guards.adminPage, after: typeof guards.adminPage = []) =>
    withInput({ input: { querystring: noQuery, ...input }, invalid, before, after })
  /** Every change screens the requests again, and goes back to the register with its notice. */
  const screenAgain = (reply: FastifyReply, done: RegisterNotice) => {
    void screener.screenAll()
    return reply.redirect(`/inbox/register?done=${done}`, 303)
  }

  scope.get('/inbox/register', route({ querystring: noticeQuery }, guards.adminPage), async (request, reply) =>
    html(
      reply,
      <RegisterPage
        assets={assets}
        viewer={viewer(request)}
        entries={await store.listRegister()}
        createdHere={await matters.store.originsOfAll()}
        notice={noticeFor(REGISTER_NOTICES, (request.query as z.infer<typeof noticeQuery>).done)}
      />,
    ),
  )
  // The columns the import reads, neutralised as the lead export's cells are; each download is in the audit log.
  scope.get('/inbox/register.csv', route({}, guards.adminPage), async (request, reply) => {
    const csv = registerCsv(await store.listRegister())
    await store.audit(sessionOf(request).staff.id, 'register.exported')
    return reply
      .type('text/csv; charset=utf-8')
      .header(
        'Content-Disposition',
        `attachment; filename="matter-register-${new Date().toISOString().slice(0, 10)}.csv"`,
      )
      .send(csv)
  })
  scope.post('/inbox/register', route({ body: registerForm }, guards.adminChange), async (request, reply) => {
    const read = registerFields(request.body)
    if ('refused' in read)
      return html(
        reply,
        <RegisterPage
          assets={assets}
          viewer={viewer(request)}
          entries={await store.listRegister()}
          createdHere={await matters.store.originsOfAll()}
          refused={read.refused}
        />,
        400,
      )
    const staffId = sessionOf(request).staff.id
    const newMatter = !(await matters.store.hasMatter(read.entry.matterId))
    const { ids } = await store.upsertRegister([read.entry])
    await store.audit(staffId, 'register.added', { subjectId: ids[0] ?? null })
    if (newMatter) {
      await matters.store.markAddedInInbox(read.entry.matterId, staffId)
      await store.audit(staffId, 'matter.added', { subjectId: read.entry.matterId })
    }
    return screenAgain(reply, 'added')
  })

  scope.get(
    '/inbox/register/:id',
    route({ params: entryParams }, guards.adminPage, [entry.load]),
    async (request, reply) =>
      html(reply, <RegisterEntryPage assets={assets} viewer={viewer(request)} entry={entry.of(request)} />),
  )
  scope.post(
    '/inbox/register/:id',
    route({ params: entryParams, body: registerForm }, guards.adminChange, [entry.load]),
    async (request, reply) => {
      const found = entry.of(request)
      const read = registerFields(request.body)
      if ('refused' in read)
        return html(
          reply,
          <RegisterEntryPage assets={assets} viewer={viewer(request)} entry={found} refused={read.refused} />,
          400,
        )
      await store.updateRegisterEntry(found.id, read.entry)
      await store.audit(sessionOf(request).staff.id, 'register.edited', { subjectId: found.id })
      return screenAgain(reply, 'saved')
    },
  )
  scope.post(
    '/inbox/register/:id/close',
    route({ params: entryParams, body: closeMatterForm }, guards.adminChange, [entry.load]),
    async (request, reply) => {
      const found = entry.of(request)
      const typed = (request.body as z.infer<typeof closeMatterForm>).closed?.trim() ?? ''
      const message = closingProblem(typed, found.opened)
      if (message)
        return html(
          reply,
          <RegisterEntryPage
            assets={assets}
            viewer={viewer(request)}
            entry={found}
            closeRefused={{ problems: [{ field: 'closed', message }], typed }}
          />,
          400,
        )
      await matters.store.closeMatter(found.matterId, typed === '' ? null : typed)
      await store.audit(sessionOf(request).staff.id, typed === '' ? 'matter.reopened' : 'matter.closed', {
        subjectId: found.matterId,
      })
      return screenAgain(reply, typed === '' ? 'reopened' : 'closed')
    },
  )
  scope.post(
    '/inbox/register/:id/remove',
    route({ params: entryParams, body: csrfForm }, guards.adminChange, [entry.load]),
    async (request, reply) => {
      const found = entry.of(request)
      await store.removeRegisterEntry(found.id)
      await store.audit(sessionOf(request).staff.id, 'register.removed', { subjectId: found.id })
      return screenAgain(reply, 'removed')
    },
  )
}
