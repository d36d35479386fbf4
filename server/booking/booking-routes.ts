/**
 * The booking routes: GET /f/slots (JSON, in the collector's scope: its CORS and no-store headers), and the
 * booking link's pages /booking/{id} with their cancel and reschedule posts.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Logger } from 'pino'
import { FORM_PAGE_POLICY, parseFormBody } from '../shared/form-body'
import { RateLimiter } from '../shared/rate-limit'
import type { CollectorStore } from '../shared/database/store-types'
import { renderBookingPage, renderLinkProblem } from './booking-page'
import type { BookingRuntime } from './booking-runtime'
import { parseSlotQuery } from './booking-service'
import { checkBookingToken } from './booking-token'
import { isSlotTaken } from '../shared/database/booking-types'
import { BOOKING_BODY_BYTES } from '../shared/node-routes'

/** Slot lookups per address: a visitor's picker asks a few times; a script asking more is slowed. */
const SLOT_RATE_LIMITS = { burst: { limit: 60, windowMs: 60_000 }, daily: { limit: 2000, windowMs: 24 * 60 * 60_000 } }
const LEAD_ID = /^ld_[a-z0-9]{9}[a-f0-9]{12}$/

export function registerSlotRoute(scope: FastifyInstance, runtime: BookingRuntime): () => void {
  const limiter = new RateLimiter(SLOT_RATE_LIMITS)
  scope.get('slots', async function answerSlots(request, reply) {
    reply.header('Cache-Control', 'no-store')
    const decision = limiter.take(request.ip)
    if (!decision.allowed)
      return reply
        .code(429)
        .header('Retry-After', String(decision.retryAfterSeconds))
        .send({ error: 'Too many requests. Please try again later.' })
    const query = parseSlotQuery(request.query as Record<string, unknown>, runtime.service.today())
    if ('error' in query) return reply.code(400).send({ error: query.error })
    return reply.send(await runtime.service.slots(query.from, query.days))
  })
  return () => limiter.close()
}

interface PageContext {
  runtime: BookingRuntime
  store: CollectorStore
  log: Logger
  /** whether a POST's Origin may change a booking (the collector's own rule) */
  sameSite: (request: FastifyRequest) => boolean
  /** the site's built stylesheets, which the pages link */
  stylesheets: () => readonly string[]
}

function sendPage(reply: FastifyReply, status: number, html: string) {
  return (
    reply
      .code(status)
      .header('Cache-Control', 'no-store')
      .header('Content-Security-Policy', FORM_PAGE_POLICY)
      .header('X-Robots-Tag', 'noindex')
      // The address holds the link's token: it goes to no other site (and 'no-referrer' would send Origin: null with the page's own posts).
      .header('Referrer-Policy', 'same-origin')
      .type('text/html; charset=utf-8')
      .send(html)
  )
}

/** Checks the id and token of a booking link; answers the problem page itself when they fail. */
async function linkedBooking(context: PageContext, request: FastifyRequest, reply: FastifyReply) {
  const { id } = request.params as { id: string }
  const token = (request.query as { t?: unknown }).t
  const check = LEAD_ID.test(id)
    ? checkBookingToken(context.runtime.secret, id, typeof token === 'string' ? token : undefined, Date.now())
    : 'invalid'
  if (check !== 'valid') {
    await sendPage(reply, check === 'expired' ? 410 : 403, renderLinkProblem(check, context.stylesheets()))
    return undefined
  }
  const booking = await context.store.getBooking(id)
  if (!booking) {
    await sendPage(reply, 404, renderLinkProblem('invalid', context.stylesheets()))
    return undefined
  }
  return { id, token: String(token), booking }
}

async function showBooking(
  context: PageContext,
  reply: FastifyReply,
  linked: { id: string; token: string; booking: NonNullable<Awaited<ReturnType<CollectorStore['getBooking']>>> },
  shown: { notice?: string; problem?: string } = {},
  status = 200,
) {
  const { service } = context.runtime
  const slots =
    linked.booking.status === 'booked'
      ? (await service.upcomingSlotsOf(linked.booking.person)).filter((slot) => slot.start !== linked.booking.startAt)
      : []
  return sendPage(
    reply,
    status,
    renderBookingPage(
      {
        leadId: linked.id,
        token: linked.token,
        booking: linked.booking,
        personName: service.personName(linked.booking.person),
        timeZone: service.availability?.timeZone ?? 'UTC',
        slots,
        ...shown,
      },
      context.stylesheets(),
    ),
  )
}

export async function registerBookingPages(app: FastifyInstance, context: PageContext): Promise<void> {
  await app.register(async function bookingPages(scope) {
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: BOOKING_BODY_BYTES },
      function parseBookingForm(_request, body, done) {
        done(null, parseFormBody(body as string))
      },
    )
    scope.addHook('onRequest', async function refuseCrossSite(request, reply) {
      if (request.method === 'POST' && !context.sameSite(request))
        return sendPage(reply, 403, renderLinkProblem('invalid', context.stylesheets()))
    })
    scope.get('/booking/:id', async (request, reply) => {
      const linked = await linkedBooking(context, request, reply)
      if (linked) return showBooking(context, reply, linked)
    })
    scope.post('/booking/:id/cancel', async (request, reply) => {
      const linked = await linkedBooking(context, request, reply)
      if (!linked) return
      const cancelled = await context.store.cancelBooking(linked.id, Date.now())
      if (cancelled) {
        context.runtime.changed()
        context.log.info({ leadId: linked.id }, 'booking cancelled from its link')
      }
      return showBooking(
        context,
        reply,
        { ...linked, booking: cancelled ?? linked.booking },
        cancelled ? { notice: 'Your consultation is cancelled. A cancellation for your calendar is on its way.' } : {},
      )
    })
    scope.post('/booking/:id/reschedule', async (request, reply) => {
      const linked = await linkedBooking(context, request, reply)
      if (!linked) return
      const slotStart = (request.body as Record<string, unknown> | undefined)?.slotStart
      const decision = await context.runtime.service.decide({
        slotStart,
        slotPerson: linked.booking.person,
        visitorTimeZone: linked.booking.visitorTimeZone ?? undefined,
      })
      if (decision.kind === 'refused') return showBooking(context, reply, linked, { problem: decision.message }, 422)
      if (decision.kind === 'taken')
        return showBooking(context, reply, linked, { problem: 'That time was just taken. Please pick another.' }, 409)
      try {
        const moved = await context.store.rescheduleBooking(linked.id, decision.hold, Date.now())
        if (!moved)
          return showBooking(context, reply, linked, { problem: 'This consultation is no longer booked.' }, 409)
        context.runtime.changed()
        context.log.info({ leadId: linked.id, sequence: moved.sequence }, 'booking moved from its link')
        // The old link expires at the old start; the new invitation carries a link for the new time.
        return showBooking(
          context,
          reply,
          { ...linked, booking: moved },
          { notice: 'Your consultation is moved. An updated invitation is on its way.' },
        )
      } catch (error) {
        if (isSlotTaken(error))
          return showBooking(context, reply, linked, { problem: 'That time was just taken. Please pick another.' }, 409)
        throw error
      }
    })
  })
}
