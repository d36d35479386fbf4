/**
 * Counsel's engagement pages at /engage/{token} and the tus upload at /engage/uploads/: no-store, noindex, a strict policy,
 * no analytics. The token travels in the path or the Engagement-Token header; nothing logs either.
 */
import { ENGAGEMENT_FORM_BYTES } from '../shared/node-routes'
import fs from 'node:fs'
import { Server as TusServer } from '@tus/server'
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify'
import { z } from 'zod'
import { signForm, tokenParams } from './engage-inputs'
import { anyPath, type InvalidAnswer, noQuery, type RouteInput, withInput } from '../shared/route-input'
import { assetType, ENGAGE_ENTRY, readBundleEntry } from '../shared/bundle-entries'
import type { StoredLead } from '../shared/database/store-types'
import type { Engagement } from './engagement-store'
import { type EngagementService, MAX_ENGAGEMENT_BYTES, MAX_FILE_BYTES, sha256Hex } from './engagement-service'
import {
  receiptText,
  renderLandingPage,
  renderLetterPage,
  renderLinkProblem,
  renderMessagePage,
  renderSignedPage,
} from './engagement-pages'
import type { RecordVault } from './record-vault'
import { displayNameOf, SealedRecordsStore } from './sealed-records-store'
import type { RateLimitOptions, RateLimitStore } from '../shared/rate-limit'
import { limitedBy, registerRouteLimits } from '../shared/route-limits'
import { isStoreUnavailable, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../shared/database/store-types'

const ENGAGE_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'self'; font-src 'self'; img-src 'self'; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"
const UPLOAD_PATH = '/engage/uploads'
const TOKEN_HEADER = 'engagement-token'
const MAX_FORM_BYTES = ENGAGEMENT_FORM_BYTES

export interface EngagementRoutesOptions {
  service: EngagementService
  /** The records to gather, by case type name: the checklist beside the upload */
  recordsChecklist: Readonly<Record<string, readonly string[]>>
  vault: RecordVault
  assetsDir: string
  sameSite: (request: FastifyRequest) => boolean
  /** The site's own origin: the only one tus answers CORS for (the engagement page itself is same-origin). */
  siteOrigin: string
  /** The per-address limit of /engage/{token}... and the store's limiter that counts it (none in tests that turn the collector's limits off) */
  limits?: { open: (limits: RateLimitOptions) => RateLimitStore; options: RateLimitOptions }
  log: FastifyBaseLogger
}

const refusal = (status: number, body: string) => ({ status_code: status, body: `${body}\n` })

export async function registerEngagementRoutes(app: FastifyInstance, options: EngagementRoutesOptions): Promise<void> {
  const { service, vault, log } = options
  const countersignatures = service.firm

  const assets = readBundleEntry(options.assetsDir, ENGAGE_ENTRY, '/engage/')

  async function uploadEngagement(request: Request): Promise<Engagement> {
    const token = request.headers.get(TOKEN_HEADER) ?? undefined
    const state = await service.resolve(token)
    if ('problem' in state)
      throw refusal(
        403,
        'This link is not valid for uploads. Open the engagement page from the latest email, or call the office.',
      )
    if (state.engagement.state !== 'signed') throw refusal(403, 'Sign the engagement letter before sending records.')
    if (state.engagement.uploadsClosedAt !== null)
      throw refusal(403, 'The upload window for this engagement is closed. Call the office to send more records.')
    return state.engagement
  }

  const tus = new TusServer({
    path: UPLOAD_PATH,
    datastore: new SealedRecordsStore(vault),
    relativeLocation: true,
    maxSize: MAX_FILE_BYTES,
    allowedHeaders: [TOKEN_HEADER],
    // No `*`: a page of another origin gets no CORS answer, so its browser never sends the token header here.
    allowedOrigins: (origin) => origin === options.siteOrigin,
    disableTerminationForFinishedUploads: true,
    // A busy or unreachable database: 503 (the client retries), as on every other route.
    onResponseError: (_request, error) =>
      isStoreUnavailable(error)
        ? { status_code: 503, body: 'The service is busy. Try again in a moment.\n' }
        : undefined,
    onUploadCreate: async (request, upload) => {
      const engagement = await uploadEngagement(request)
      if ((upload.size ?? 0) > MAX_FILE_BYTES) throw refusal(413, 'This file is over the 200 MB limit for one file.')
      if ((await service.store.declaredBytes(engagement.id)) + (upload.size ?? 0) > MAX_ENGAGEMENT_BYTES)
        throw refusal(
          413,
          'This file would take the engagement past its 2 GB limit. Call the office to arrange another way.',
        )
      // Only the name is kept (as display text), with the engagement it belongs to; no token is stored.
      return {
        metadata: {
          filename: displayNameOf(upload.metadata?.filename ?? upload.metadata?.name),
          engagementId: engagement.id,
          leadId: engagement.leadId,
        },
      }
    },
    onIncomingRequest: async (request, uploadId) => {
      if (request.method === 'POST' || request.method === 'OPTIONS') return
      const engagement = await uploadEngagement(request)
      const file = await vault.fileOf(uploadId)
      if (!file || file.engagementId !== engagement.id) throw refusal(404, 'This upload is unknown.')
    },
  })

  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: MAX_FORM_BYTES },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)))
      },
    )
    // The upload's body is streamed to the tus server, never read here.
    scope.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null))
    scope.addHook('onSend', async (_request, reply, payload) => {
      reply.header('Cache-Control', 'no-store')
      reply.header('X-Robots-Tag', 'noindex, nofollow')
      reply.header('Referrer-Policy', 'same-origin')
      reply.header('Content-Security-Policy', ENGAGE_POLICY)
      return payload
    })

    const html = (reply: FastifyReply, body: string, status = 200) =>
      reply.code(status).type('text/html; charset=utf-8').send(body)

    if (options.limits) await registerRouteLimits(scope, options.limits.open, { answers: true })
    // The collector's limits on a counter of their own: a person reads a few pages a minute; a script guessing
    // tokens is slowed, then capped for the day.
    const limited = limitedBy(
      options.limits && {
        name: 'engage',
        limits: options.limits.options,
        answer: (_request, reply) =>
          html(
            reply,
            renderMessagePage(
              'Too many requests',
              'Too many requests came from your address. Wait a minute and try again.',
              assets,
            ),
            429,
          ),
      },
    )

    const uploadHandler = async (request: FastifyRequest, reply: FastifyReply) => {
      const origin = request.headers.origin
      // A preflight from another origin: refused without any Access-Control header (tus would list the token header).
      if (request.method === 'OPTIONS' && origin !== undefined && origin !== options.siteOrigin)
        return reply.code(403).type('text/plain; charset=utf-8').send('Refused.\n')
      reply.hijack()
      const raw = reply.raw
      const writeHead = raw.writeHead.bind(raw) as (...args: unknown[]) => typeof raw
      raw.writeHead = ((status: number, ...rest: unknown[]) => {
        if (status === 503) raw.setHeader('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
        return writeHead(status, ...rest)
      }) as typeof raw.writeHead
      raw.setHeader('Cache-Control', 'no-store')
      raw.setHeader('X-Robots-Tag', 'noindex, nofollow')
      raw.setHeader('Content-Security-Policy', ENGAGE_POLICY)
      raw.setHeader('Referrer-Policy', 'same-origin')
      await tus.handle(request.raw, raw)
    }
    // tus reads the upload's headers and streams its body itself; the address and query are all Fastify sees.
    scope.all(UPLOAD_PATH, withInput({ input: { querystring: noQuery } }), uploadHandler)
    scope.all(`${UPLOAD_PATH}/*`, withInput({ input: { params: anyPath, querystring: noQuery } }), uploadHandler)

    /** A link of the wrong shape is the bad-link page, as an unknown one is; a bad form a plain message. */
    const invalid: InvalidAnswer = async (_request, reply, problem) =>
      problem.part === 'params'
        ? html(reply, renderLinkProblem('invalid', assets), 404)
        : html(reply, renderMessagePage('Not sent', problem.firstMessage, assets), 400)
    const page = (input: RouteInput = {}, before: preHandlerAsyncHookHandler[] = []) => ({
      ...limited,
      ...withInput({ input: { params: tokenParams, querystring: noQuery, ...input }, invalid, before }),
    })

    scope.get(
      '/engage/assets/:file',
      withInput({ input: { params: z.object({ file: z.string().max(200) }), querystring: noQuery }, invalid }),
      async (request, reply) => {
        const file = assets.files.get(request.url.split('?')[0] ?? '')
        if (!file) return html(reply, renderLinkProblem('invalid', assets), 404)
        return reply.type(assetType(file)).send(await fs.promises.readFile(file))
      },
    )

    type Opened = { engagement: Engagement; lead: StoredLead; base: string }
    /** The engagement the path's token opens, or the page that says why not (404 for a bad link, 410 for a void one). */
    async function opened(request: FastifyRequest, reply: FastifyReply): Promise<Opened | undefined> {
      const token = (request.params as { token?: string }).token
      const state = await service.resolve(token)
      if ('problem' in state) {
        await html(reply, renderLinkProblem(state.problem, assets), state.problem === 'invalid' ? 404 : 410)
        return undefined
      }
      await service.store.markOpened(state.engagement.id)
      return { ...state, base: `/engage/${token ?? ''}` }
    }

    const signedPage = async (reply: FastifyReply, { engagement, lead, base }: Opened, notice?: string) => {
      const signature = await service.store.signature(engagement.id)
      if (!signature)
        return html(reply, renderMessagePage('Not signed', 'This engagement is not signed yet.', assets), 409)
      const files = await service.store.files(engagement.id)
      return html(
        reply,
        renderSignedPage(
          {
            base,
            signerName: signature.signerName,
            signedAt: signature.signedAt,
            textSha256: signature.textSha256,
            firm: await countersignatures.counselSide(engagement.id, service.firmCountersignsBy(signature.signedAt)),
            ...(service.content
              ? { retainer: { amount: (await service.letter(engagement)).retainer, payment: service.content.payment } }
              : {}),
            files,
            checklist: { caseType: lead.caseType, records: options.recordsChecklist[lead.caseType] ?? [] },
            uploadsOpen: engagement.uploadsClosedAt === null,
            ...(notice ? { notice } : {}),
          },
          assets,
        ),
      )
    }

    const letterPage = async (
      reply: FastifyReply,
      { engagement, lead, base }: Opened,
      extra: Pick<Parameters<typeof renderLetterPage>[0], 'values' | 'problems'> = {},
      status = 200,
    ) => {
      const content = service.content
      if (!content)
        return html(
          reply,
          renderMessagePage(
            'Not available',
            'The engagement letter is not available just now. Call the office.',
            assets,
          ),
          503,
        )
      const letter = await service.letter(engagement)
      const letterText = letter.text
      return html(
        reply,
        renderLetterPage(
          {
            base,
            content: { ...content, retainer: letter.retainer },
            letterText,
            textSha256: sha256Hex(letterText),
            defaults: { name: `${lead.firstName} ${lead.lastName}`.trim(), firm: lead.organization, email: lead.email },
            ...extra,
          },
          assets,
        ),
        status,
      )
    }

    scope.get('/engage/:token', page(), async (request, reply) => {
      const open = await opened(request, reply)
      if (!open) return reply
      if (open.engagement.state === 'signed') return signedPage(reply, open)
      return html(
        reply,
        renderLandingPage(
          {
            base: open.base,
            counselName: `${open.lead.firstName} ${open.lead.lastName}`.trim(),
            caption: String(open.engagement.caseDetails.caption ?? ''),
            signBy: open.engagement.signBy,
          },
          assets,
        ),
      )
    })

    scope.get('/engage/:token/letter', page(), async (request, reply) => {
      const open = await opened(request, reply)
      if (!open) return reply
      if (open.engagement.state === 'signed') return signedPage(reply, open)
      await service.store.markViewed(open.engagement.id)
      return letterPage(reply, open)
    })

    scope.get('/engage/:token/letter.txt', page(), async (request, reply) => {
      const open = await opened(request, reply)
      if (!open) return reply
      const signature =
        open.engagement.state === 'signed' ? await service.store.signature(open.engagement.id) : undefined
      return reply
        .type('text/plain; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="engagement-letter.txt"')
        .send(signature?.letterText ?? (await service.letterText(open.engagement)))
    })

    const fromTheSite: preHandlerAsyncHookHandler = async function (request, reply) {
      if (!options.sameSite(request))
        return html(
          reply,
          renderMessagePage(
            'Refused',
            'This form was not sent from the engagement page. Open the link from your email and sign there.',
            assets,
          ),
          403,
        )
    }
    scope.post('/engage/:token/sign', page({ body: signForm }, [fromTheSite]), async (request, reply) => {
      const open = await opened(request, reply)
      if (!open) return reply
      if (open.engagement.state === 'signed')
        return html(
          reply,
          renderMessagePage(
            'Already signed',
            'This engagement letter has already been signed; a second signature is not accepted. The signed letter is on the engagement page.',
            assets,
          ),
          409,
        )
      const form = request.body as z.infer<typeof signForm>
      const signer = { ...form, consent: form.consent === 'yes' }
      const result = await service.sign(open.engagement, open.lead, signer, {
        ip: request.ip,
        userAgent: String(request.headers['user-agent'] ?? ''),
      })
      if ('problems' in result) return letterPage(reply, open, { values: signer, problems: result.problems }, 422)
      if (result.alreadySigned)
        return html(
          reply,
          renderMessagePage(
            'Already signed',
            'This engagement letter has already been signed; a second signature is not accepted.',
            assets,
          ),
          409,
        )
      log.info({ event: 'engagement.signed', engagementId: open.engagement.id }, 'engagement letter signed')
      return reply.redirect(`${open.base}?signed=1`, 303)
    })

    scope.get('/engage/:token/signed.pdf', page(), async (request, reply) => {
      const open = await opened(request, reply)
      if (!open) return reply
      const pdf = await service.store.signedPdf(open.engagement.id)
      if (!pdf) return html(reply, renderMessagePage('Not signed', 'This engagement is not signed yet.', assets), 404)
      return reply
        .type('application/pdf')
        .header('Content-Disposition', 'attachment; filename="signed-engagement-letter.pdf"')
        .send(pdf)
    })

    scope.get('/engage/:token/countersigned.pdf', page(), async (request, reply) => {
      const open = await opened(request, reply)
      if (!open) return reply
      const pdf = await countersignatures.finalPdf(open.engagement.id)
      if (!pdf)
        return html(
          reply,
          renderMessagePage('Not countersigned', 'The firm has not countersigned this engagement yet.', assets),
          404,
        )
      return reply
        .type('application/pdf')
        .header('Content-Disposition', 'attachment; filename="countersigned-engagement-letter.pdf"')
        .send(pdf)
    })

    scope.get('/engage/:token/receipt.txt', page(), async (request, reply) => {
      const open = await opened(request, reply)
      if (!open) return reply
      const signature = await service.store.signature(open.engagement.id)
      if (!signature)
        return html(reply, renderMessagePage('Not signed', 'This engagement is not signed yet.', assets), 404)
      return reply
        .type('text/plain; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="records-receipt.txt"')
        .send(receiptText(await service.store.files(open.engagement.id), signature.signerName))
    })
  })
}
