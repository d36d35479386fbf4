/** The matter register that screening reads: the list, adding, editing and removing an entry (administrators). */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { RegisterEntryPage, RegisterPage } from '~/inbox/render'
import { readRegisterEntry } from '../register-input'
import { field, html, type InboxContext } from './context'
import { inboxGuards, sessionOf, viewerOf } from './guards'
import { noticeFor, REGISTER_NOTICES, type RegisterNotice } from './notices'
import { entrySubject } from './subjects'

const registerFields = (body: unknown) =>
  readRegisterEntry({
    matter_id: field(body, 'matterId'),
    caption: field(body, 'caption'),
    name: field(body, 'name'),
    role: field(body, 'role'),
    side_retained: field(body, 'sideRetained'),
    opened: field(body, 'opened'),
    closed: field(body, 'closed'),
  })

export async function registerRoutes(scope: FastifyInstance, context: InboxContext): Promise<void> {
  const { store, screener, assets } = context
  const guards = inboxGuards(context)
  const entry = entrySubject(context)
  const viewer = (request: FastifyRequest) => viewerOf(sessionOf(request))
  /** Every change screens the requests again, and goes back to the register with its notice. */
  const screenAgain = (reply: FastifyReply, done: RegisterNotice) => {
    void screener.screenAll()
    return reply.redirect(`/inbox/register?done=${done}`, 303)
  }

  scope.get('/inbox/register', { preHandler: guards.adminPage }, async (request, reply) =>
    html(
      reply,
      <RegisterPage
        assets={assets}
        viewer={viewer(request)}
        entries={await store.listRegister()}
        notice={noticeFor(REGISTER_NOTICES, (request.query as Record<string, unknown>).done)}
      />,
    ),
  )
  scope.post('/inbox/register', { preHandler: guards.adminChange }, async (request, reply) => {
    const read = registerFields(request.body)
    if ('error' in read)
      return html(
        reply,
        <RegisterPage
          assets={assets}
          viewer={viewer(request)}
          entries={await store.listRegister()}
          error={`Not added: ${read.error}.`}
        />,
        400,
      )
    const { ids } = await store.upsertRegister([read.entry])
    await store.audit(sessionOf(request).staff.id, 'register.added', { subjectId: ids[0] ?? null })
    return screenAgain(reply, 'added')
  })

  scope.get('/inbox/register/:id', { preHandler: [...guards.adminPage, entry.load] }, async (request, reply) =>
    html(reply, <RegisterEntryPage assets={assets} viewer={viewer(request)} entry={entry.of(request)} />),
  )
  scope.post('/inbox/register/:id', { preHandler: [...guards.adminChange, entry.load] }, async (request, reply) => {
    const found = entry.of(request)
    const read = registerFields(request.body)
    if ('error' in read)
      return html(
        reply,
        <RegisterEntryPage
          assets={assets}
          viewer={viewer(request)}
          entry={found}
          error={`Not saved: ${read.error}.`}
        />,
        400,
      )
    await store.updateRegisterEntry(found.id, read.entry)
    await store.audit(sessionOf(request).staff.id, 'register.edited', { subjectId: found.id })
    return screenAgain(reply, 'saved')
  })
  scope.post(
    '/inbox/register/:id/remove',
    { preHandler: [...guards.adminChange, entry.load] },
    async (request, reply) => {
      const found = entry.of(request)
      await store.removeRegisterEntry(found.id)
      await store.audit(sessionOf(request).staff.id, 'register.removed', { subjectId: found.id })
      return screenAgain(reply, 'removed')
    },
  )
}
