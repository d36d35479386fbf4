/**
 * The inbox's guards, run as each route's pre-handlers: a session (404 without one, the sign-in page after one
 * ended), for a state change the exact Origin and the session's CSRF token, then the role.
 */
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import { MessagePage } from '~/inbox/render'
import type { Viewer } from '~/inbox/view-types'
import type { StaffMember } from '../inbox-store'
import {
  clearedSessionCookie,
  csrfTokenFor,
  hashSecret,
  sameSecret,
  SESSION_IDLE_MS,
  SESSION_MAX_AGE_MS,
  sessionIdFrom,
} from '../../shared/tokens'
import { field, html, type InboxContext, isSameOrigin } from './context'

/** A session's last use is written at most this often (each page view would otherwise be a write). */
const TOUCH_EVERY_MS = 60_000

interface Session {
  staff: StaffMember
  idHash: string
  csrfToken: string
}

const sessions = new WeakMap<FastifyRequest, Session>()

/** The session the route's guard found; a route without a guard has none, which is a programming error. */
export function sessionOf(request: FastifyRequest): Session {
  const session = sessions.get(request)
  if (!session) throw new Error(`${request.routeOptions.url ?? 'This route'} has no sign-in guard`)
  return session
}

export const viewerOf = (session: Session): Viewer => ({
  id: session.staff.id,
  name: session.staff.name,
  role: session.staff.role,
  csrfToken: session.csrfToken,
})

/** The request's session, or why there is none ('stale': a cookie whose session ended). */
async function resolveSession(context: InboxContext, request: FastifyRequest): Promise<Session | 'stale' | undefined> {
  const id = sessionIdFrom(request.headers.cookie)
  if (!id) return undefined
  const idHash = hashSecret(id)
  const record = await context.store.findSession(idHash)
  const now = Date.now()
  if (
    !record ||
    record.revokedAt !== null ||
    !record.staff.active ||
    now - record.createdAt > SESSION_MAX_AGE_MS ||
    now - record.lastSeenAt > SESSION_IDLE_MS
  )
    return 'stale'
  if (now - record.lastSeenAt > TOUCH_EVERY_MS) await context.store.touchSession(idHash)
  return { staff: record.staff, idHash, csrfToken: csrfTokenFor(id) }
}

interface InboxGuards {
  /** A page for people signed in. */
  page: preHandlerAsyncHookHandler[]
  adminPage: preHandlerAsyncHookHandler[]
  /** A state change by a person signed in, from the inbox itself. */
  change: preHandlerAsyncHookHandler[]
  adminChange: preHandlerAsyncHookHandler[]
}

export function inboxGuards(context: InboxContext): InboxGuards {
  const refuse = (reply: FastifyReply, session: Session) =>
    html(
      reply,
      <MessagePage
        assets={context.assets}
        viewer={viewerOf(session)}
        title="Not allowed"
        message="This needs an administrator. Ask one of the firm's administrators."
      />,
      403,
    )
  const signedIn: preHandlerAsyncHookHandler = async function (request, reply) {
    const session = await resolveSession(context, request)
    if (session === undefined) return context.sendNotFound(request, reply)
    if (session === 'stale') return reply.header('Set-Cookie', clearedSessionCookie()).redirect('/inbox/sign-in', 303)
    sessions.set(request, session)
  }
  const fromTheInbox: preHandlerAsyncHookHandler = async function (request, reply) {
    const session = await resolveSession(context, request)
    if (session === undefined || session === 'stale') return context.sendNotFound(request, reply)
    const token = field(request.body, '_csrf') || String(request.headers['x-csrf-token'] ?? '')
    const sameOrigin = isSameOrigin(context, request)
    if (!sameOrigin || !sameSecret(token, session.csrfToken)) {
      context.log.warn({ event: 'inbox.refused', reason: sameOrigin ? 'csrf' : 'origin' }, 'inbox state change refused')
      return reply.code(403).type('text/plain; charset=utf-8').send('Refused: this change did not come from the inbox.')
    }
    sessions.set(request, session)
  }
  const adminViewing: preHandlerAsyncHookHandler = async function (request, reply) {
    const session = sessionOf(request)
    if (session.staff.role !== 'admin') return refuse(reply, session)
  }
  const adminChanging: preHandlerAsyncHookHandler = async function (request, reply) {
    const session = sessionOf(request)
    if (session.staff.role === 'admin') return
    context.log.warn(
      { event: 'inbox.refused', reason: 'role', staffId: session.staff.id },
      'inbox state change refused',
    )
    return refuse(reply, session)
  }
  return {
    page: [signedIn],
    adminPage: [signedIn, adminViewing],
    change: [fromTheInbox],
    adminChange: [fromTheInbox, adminChanging],
  }
}

/**
 * What a route acts on (a request, a register entry, a person), found before the handler runs: the not-found
 * page when there is none, so a handler never repeats the lookup and its refusal.
 */
export function subject<T>(
  context: InboxContext,
  find: (request: FastifyRequest) => Promise<T | undefined>,
  missing: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> = context.sendNotFound,
) {
  const found = new WeakMap<FastifyRequest, T>()
  const load: preHandlerAsyncHookHandler = async function (request, reply) {
    const value = await find(request)
    if (value === undefined) return missing(request, reply)
    found.set(request, value)
  }
  const of = (request: FastifyRequest): T => {
    const value = found.get(request)
    if (value === undefined) throw new Error(`${request.routeOptions.url ?? 'This route'} does not load its subject`)
    return value
  }
  return { load, of }
}
