/**
 * The booking routes: GET /f/slots (JSON, in the collector's scope: its CORS and no-store headers), and the
 * booking link's pages /booking/{id} with their cancel and reschedule posts.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Logger } from 'pino'
import { FORM_PAGE_POLICY, parseFormBody } from '../shared/form-body'
import type { RateLimitOptions } from '../shared/rate-limit'
import { limitedBy } from '../shared/route-limits'
import type { BookingRecords } from './booking-runtime'
import { renderBookingPage, renderCancelConfirm, renderLinkProblem } from './booking-page'
import type { BookingRuntime } from './booking-runtime'
import { parseSlotQuery } from './booking-service'
import { checkBookingToken } from './booking-token'
import { isSlotTaken } from './booking-types'
import { BOOKING_BODY_BYTES } from '../shared/node-routes'
import { z } from 'zod'
import { LEAD_ID_PATTERN } from '~/lib/input-patterns'
import { leadId } from '../shared/input-schemas'
import { type InvalidAnswer, jsonBadRequest, plainBadRequest, withInput } from '../shared/route-input'

/** Slot lookups per address: a visitor's picker asks a few times; a script asking more is slowed. */
const SLOT_RATE_LIMITS: RateLimitOptions = {
  burst: { limit: 60, windowMs: 60_000 },
  daily: { limit: 2000, windowMs: 24 * 60 * 60_000 },
}

/** The picker's query: the first day and how many; their rules are the booking service's (parseSlotQuery). */
const slotQuery = z.object({ from: z.string().max(40).optional(), days: z.string().max(10).optional() })

/** In the collector's scope, whose limiter counts it (in PostgreSQL for every instance) and answers its 429. */
export function registerSlotRoute(scope: FastifyInstance, runtime: BookingRuntime, limited: boolean): void {
  const options = {
    ...withInput({ input: { querystring: slotQuery }, invalid: jsonBadRequest }),
    ...limitedBy(limited ? { name: 'slots', limits: SLOT_RATE_LIMITS } : undefined),
  }
  scope.get('slots', options, async function answerSlots(request, reply) {
    reply.header('Cache-Control', 'no-store')
    const query = parseSlotQuery(request.query as z.infer<typeof slotQuery>, runtime.service.today())
    if ('error' in query) return reply.code(400).send({ error: query.error })
    return reply.send(await runtime.service.slots(query.from, query.days))
  })
}

interface PageContext {
  runtime: BookingRuntime
  store: BookingRecords
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
  const check = LEAD_ID_PATTERN.test(id)
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
  linked: { id: string; token: string; booking: NonNullable<Awaited<ReturnType<BookingRecords['getBooking']>>> },
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
    /** A link of the wrong shape is the invalid-link page, as a forged one is; a tampered form a plain 400. */
    const invalid: InvalidAnswer = async (request, reply, problem) =>
      problem.part === 'body'
        ? plainBadRequest(request, reply, problem)
        : sendPage(reply, 403, renderLinkProblem('invalid', context.stylesheets()))
    const link = { params: z.object({ id: leadId }), querystring: z.object({ t: z.string().max(200).optional() }) }
    scope.get('/booking/:id', withInput({ input: link, invalid }), async (request, reply) => {
      const linked = await linkedBooking(context, request, reply)
      if (linked) return showBooking(context, reply, linked)
    })
    scope.get('/booking/:id/cancel', withInput({ input: link, invalid }), async (request, reply) => {
      const linked = await linkedBooking(context, request, reply)
      if (!linked) return
      if (linked.booking.status !== 'booked') return showBooking(context, reply, linked)
      const timeZone = context.runtime.service.availability?.timeZone ?? 'UTC'
      return sendPage(
        reply,
        200,
        renderCancelConfirm({ ...linked, leadId: linked.id, timeZone }, context.stylesheets()),
      )
    })
    const cancelForm = z.object({}).optional()
    scope.post(
      '/booking/:id/cancel',
      withInput({ input: { ...link, body: cancelForm }, invalid }),
      async (request, reply) => {
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
          cancelled
            ? { notice: 'Your consultation is cancelled. A cancellation for your calendar is on its way.' }
            : {},
        )
      },
    )
    const rescheduleForm = z.object({ slotStart: z.string().max(100).optional(), day: z.string().max(20).optional() })
    scope.post(
      '/booking/:id/reschedule',
      withInput({ input: { ...link, body: rescheduleForm }, invalid }),
      async (request, reply) => {
        const linked = await linkedBooking(context, request, reply)
        if (!linked) return
        const { slotStart } = request.body as z.infer<typeof rescheduleForm>
        if (!slotStart)
          return showBooking(context, reply, linked, { problem: 'Choose a time to move the consultation to.' }, 422)
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
            return showBooking(
              context,
              reply,
              linked,
              { problem: 'That time was just taken. Please pick another.' },
              409,
            )
          throw error
        }
      },
    )
  })
}
