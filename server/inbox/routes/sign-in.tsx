/** Sign-in and enrollment, the only inbox pages a visitor without a session may see, and sign-out. */
import fs from 'node:fs'
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import { EnrollPage, SignInPage } from '~/inbox/render'
import { assetType } from '../../shared/bundle-entries'
import { INBOX_BODY_BYTES } from '../../shared/node-routes'
import type { StaffMember } from '../inbox-store'
import { CeremonyError, SET_A_PIN_MESSAGE, UnverifiedUserError } from '../passkeys'
import { clearedSessionCookie, hashSecret, isSecretShaped, newSecret, sessionCookie } from '../../shared/tokens'
import type { z } from 'zod'
import { type InvalidAnswer, noQuery, withInput } from '../../shared/route-input'
import { limitedBy } from '../../shared/route-limits'
import { html, type InboxContext, inboxInvalid, isSameOrigin } from './context'
import { assetParams, ceremonyFinish, ceremonyStart, signOutForm, tokenParams } from './inputs'
import { inboxGuards, sessionOf, subject } from './guards'

const EXPIRED_LINK = 'This enrollment link has expired or was used. Ask an administrator for a new one.'

async function startSession(context: InboxContext, reply: FastifyReply, staff: StaffMember): Promise<void> {
  const id = newSecret()
  await context.store.createSession(hashSecret(id), staff.id)
  reply.header('Set-Cookie', sessionCookie(id))
}

export async function signInRoutes(scope: FastifyInstance, context: InboxContext): Promise<void> {
  const { store, ceremonies, log, assets } = context
  const sameOriginOnly: preHandlerAsyncHookHandler = async function (request, reply) {
    if (!isSameOrigin(context, request)) return reply.code(403).send({ error: 'Refused.' })
  }
  // Counted before anything else is read, so a script guessing links or passkeys is slowed from its first try.
  const limited = limitedBy({
    name: 'inbox',
    limits: context.signInLimits,
    answer: (_request, reply) => reply.code(429).send({ error: 'Too many attempts. Wait a minute and try again.' }),
    onExceeded: () => log.warn({ event: 'inbox.sign_in_limited' }, 'inbox sign-in rate-limited'),
  })
  const failure = (reply: FastifyReply, error: unknown, event: string, message: string, otherwise: string) => {
    if (!(error instanceof CeremonyError)) throw error
    log.warn({ event, reason: error.message }, message)
    return reply.code(400).send({ error: error instanceof UnverifiedUserError ? SET_A_PIN_MESSAGE : otherwise })
  }
  const SIGN_IN_FAILED = [
    'inbox.sign_in_failed',
    'inbox sign-in failed',
    'That passkey could not sign you in. Try again, or ask an administrator for a new enrollment link.',
  ] as const
  const ENROLLMENT_FAILED = [
    'inbox.enrollment_failed',
    'inbox passkey registration failed',
    'The passkey could not be registered. Try again; the link stays valid until it is used.',
  ] as const
  /** A ceremony whose answer is malformed fails as one the authenticator got wrong. */
  const malformed =
    (words: readonly [string, string, string]): InvalidAnswer =>
    async (_request, reply) =>
      failure(reply, new CeremonyError('malformed ceremony input'), ...words)
  const ceremony = (body: z.ZodType, invalid: InvalidAnswer, before = [sameOriginOnly]) => ({
    ...limited,
    bodyLimit: INBOX_BODY_BYTES,
    ...withInput({ input: { querystring: noQuery, body }, invalid, before }),
  })

  const invalid = inboxInvalid(context)
  scope.get(
    '/inbox/assets/:file',
    withInput({ input: { params: assetParams, querystring: noQuery }, invalid }),
    async (request, reply) => {
      const file = context.assetFiles.get(request.url.split('?')[0] ?? '')
      if (!file) return context.sendNotFound(request, reply)
      return reply.type(assetType(file)).send(await fs.promises.readFile(file))
    },
  )

  scope.get('/inbox/sign-in', withInput({ input: { querystring: noQuery } }), async (_request, reply) =>
    html(reply, <SignInPage assets={assets} />),
  )
  scope.post('/inbox/sign-in/options', ceremony(ceremonyStart, malformed(SIGN_IN_FAILED)), async (_request, reply) =>
    reply.send(await ceremonies.beginAuthentication()),
  )
  scope.post('/inbox/sign-in/verify', ceremony(ceremonyFinish, malformed(SIGN_IN_FAILED)), async (request, reply) => {
    const { ceremonyId, response } = request.body as z.infer<typeof ceremonyFinish>
    try {
      const staff = await ceremonies.finishAuthentication(ceremonyId, response)
      await startSession(context, reply, staff)
      await store.audit(staff.id, 'staff.signed_in', { subjectId: staff.id })
      return reply.send({ ok: true, next: '/inbox' })
    } catch (error) {
      return failure(reply, error, ...SIGN_IN_FAILED)
    }
  })

  const findEnrollment = async (request: FastifyRequest) => {
    const token = (request.params as { token?: string }).token
    if (!isSecretShaped(token)) return undefined
    const staff = await store.findEnrollment(hashSecret(token))
    return staff ? { staff, token, tokenHash: hashSecret(token) } : undefined
  }
  const enrollment = subject(context, findEnrollment)
  // A ceremony answers JSON: an expired link is a JSON 404, not the site's page.
  const ceremonyEnrollment = subject(context, findEnrollment, async (_request, reply) =>
    reply.code(404).send({ error: EXPIRED_LINK }),
  )
  scope.get(
    '/inbox/enroll/:token',
    withInput({ input: { params: tokenParams, querystring: noQuery }, invalid, after: [enrollment.load] }),
    async (request, reply) => {
      const { token, staff } = enrollment.of(request)
      return html(reply, <EnrollPage assets={assets} token={token} name={staff.name} />)
    },
  )
  // The link is looked up before the body is checked, as the ceremony itself would: an expired link is a 404 first.
  const enrollmentCeremony = (body: z.ZodType) => ({
    ...ceremony(body, malformed(ENROLLMENT_FAILED), [sameOriginOnly, ceremonyEnrollment.load]),
    schema: { params: tokenParams, querystring: noQuery, body },
  })
  scope.post('/inbox/enroll/:token/options', enrollmentCeremony(ceremonyStart), async (request, reply) =>
    reply.send(await ceremonies.beginRegistration(ceremonyEnrollment.of(request).staff)),
  )
  scope.post('/inbox/enroll/:token/verify', enrollmentCeremony(ceremonyFinish), async (request, reply) => {
    const { staff, tokenHash } = ceremonyEnrollment.of(request)
    const { ceremonyId, response } = request.body as z.infer<typeof ceremonyFinish>
    try {
      await ceremonies.finishRegistration(staff, tokenHash, ceremonyId, response)
    } catch (error) {
      return failure(reply, error, ...ENROLLMENT_FAILED)
    }
    await store.audit(staff.id, 'staff.passkey_added', { subjectId: staff.id })
    await startSession(context, reply, staff)
    await store.audit(staff.id, 'staff.signed_in', { subjectId: staff.id })
    return reply.send({ ok: true, next: '/inbox' })
  })

  const signOut = withInput({ input: { querystring: noQuery, body: signOutForm }, before: inboxGuards(context).change })
  scope.post('/inbox/sign-out', signOut, async (request, reply) => {
    const session = sessionOf(request)
    await store.revokeSession(session.idHash)
    await store.audit(session.staff.id, 'staff.signed_out', { subjectId: session.staff.id })
    return reply.header('Set-Cookie', clearedSessionCookie()).redirect('/inbox/sign-in', 303)
  })
}
