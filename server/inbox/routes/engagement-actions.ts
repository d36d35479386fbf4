/** Staff actions on a request's engagement (send, resend, withdraw, close uploads) and its downloads. */
import { Readable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import type { z } from 'zod'
import type { AuditAction } from '~/lib/inbox/vocabulary'
import { isRecordKind, RECORD_FORMATS } from '~/lib/engagement/record-formats'
import { noQuery, withInput } from '../../shared/route-input'
import { backToRequest, badRequest, type InboxContext, inboxInvalid } from './context'
import { csrfForm, fileParams, requestParams } from './inputs'
import { inboxGuards, sessionOf } from './guards'
import type { RequestNotice } from './notices'
import { engagementSubject } from './subjects'

/** The firm's side of a signed engagement, as the request page shows it to `staffId`. */
async function firmView(context: InboxContext, engagementId: string, signedAt: number, staffId: string) {
  const decision = await context.countersignatures.decision(engagementId)
  if (decision.kind === 'countersigned') {
    const { signerName, signerTitle, countersignedAt, certificateSubject, selfSigned } = decision.countersignature
    return {
      kind: 'countersigned' as const,
      signerName,
      signerTitle,
      at: countersignedAt,
      certificateSubject,
      selfSigned,
    }
  }
  if (decision.kind === 'declined')
    return { kind: 'declined' as const, reason: decision.declined.reason, at: decision.declined.declinedAt }
  const personId = await context.staffPeople.personOf(staffId)
  const signatory = context.signatories.find((person) => person.personId === personId)
  return {
    kind: 'awaiting' as const,
    by: context.engagements.firmCountersignsBy(signedAt),
    signatoryName: signatory?.name ?? null,
  }
}

/** What the request page shows of its engagement; none once withdrawn. */
export async function engagementView(context: InboxContext, leadId: string, staffId: string) {
  const { engagementStore } = context
  const engagement = await engagementStore.current(leadId)
  if (!engagement || engagement.state === 'withdrawn') return null
  const signature = await engagementStore.signature(engagement.id)
  const files = await engagementStore.files(engagement.id)
  return {
    firm: signature ? await firmView(context, engagement.id, signature.signedAt, staffId) : null,
    state: engagement.state,
    expired: engagement.state === 'sent' && Date.now() > engagement.signBy,
    sentAt: engagement.sentAt,
    signBy: engagement.signBy,
    openedAt: engagement.openedAt,
    viewedAt: engagement.viewedAt,
    uploadsClosedAt: engagement.uploadsClosedAt,
    signature: signature ?? null,
    files: files.map((file) => ({
      id: file.id,
      displayName: file.displayName,
      size: file.size,
      kind: isRecordKind(file.kind) ? RECORD_FORMATS[file.kind].label : (file.kind ?? ''),
      sha256: file.sha256 ?? '',
      receivedAt: file.completedAt ?? file.createdAt,
    })),
  }
}

type Found = ReturnType<ReturnType<typeof engagementSubject>['of']>

export async function engagementActionRoutes(scope: FastifyInstance, context: InboxContext): Promise<void> {
  const { store, engagementStore, engagements, vault } = context
  const guards = inboxGuards(context)
  const current = engagementSubject(context)
  const invalid = inboxInvalid(context)
  const change = (after: typeof current.load) =>
    withInput({
      input: { params: requestParams, querystring: noQuery, body: csrfForm },
      invalid,
      before: guards.change,
      after: [after],
    })

  /**
   * A staff action on the request's current engagement: refused with a message when `refusal` says so, done,
   * written to the audit log, and back to the request with its notice.
   */
  const engagementAction = (
    name: string,
    event: AuditAction,
    run: (found: Found) => Promise<RequestNotice>,
    refusal?: (found: Found) => string | undefined,
  ) =>
    scope.post(`/inbox/requests/:id/engagement/${name}`, change(current.load), async (request, reply) => {
      const found = current.of(request)
      const refused = refusal?.(found)
      if (refused) return badRequest(reply, refused)
      const notice = await run(found)
      await store.audit(sessionOf(request).staff.id, event, {
        leadId: found.lead.id,
        subjectId: found.engagement.id,
      })
      return backToRequest(reply, found.lead.id, notice)
    })
  engagementAction('resend', 'engagement.resent', async ({ engagement, lead: stored }) =>
    (await engagements.resend(engagement, stored)).mailed ? 'resent' : 'unmailed',
  )
  engagementAction(
    'withdraw',
    'engagement.withdrawn',
    async ({ engagement }) => (await engagements.withdraw(engagement), 'withdrawn'),
    ({ engagement }) =>
      engagement.state === 'signed'
        ? 'A signed engagement cannot be withdrawn here; close its upload window instead.'
        : undefined,
  )
  engagementAction(
    'close-uploads',
    'engagement.uploads_closed',
    async ({ engagement }) => (await engagementStore.closeUploads(engagement.id), 'closed'),
  )

  const download = (params: typeof requestParams | typeof fileParams) =>
    withInput({ input: { params, querystring: noQuery }, invalid, before: guards.page, after: [current.load] })
  scope.get('/inbox/requests/:id/engagement/signed.pdf', download(requestParams), async (request, reply) => {
    const found = current.of(request)
    const pdf = await engagementStore.signedPdf(found.engagement.id)
    if (!pdf) return context.sendNotFound(request, reply)
    await store.audit(sessionOf(request).staff.id, 'engagement.pdf_downloaded', {
      leadId: found.lead.id,
      subjectId: found.engagement.id,
    })
    return reply
      .type('application/pdf')
      .header('Content-Disposition', 'attachment; filename="signed-engagement-letter.pdf"')
      .send(pdf)
  })
  // A record, decrypted as it streams; each download is in the audit log.
  scope.get('/inbox/requests/:id/engagement/files/:fileId', download(fileParams), async (request, reply) => {
    const found = current.of(request)
    const file = await vault.fileOf((request.params as z.infer<typeof fileParams>).fileId)
    if (!file || file.engagementId !== found.engagement.id || file.completedAt === null)
      return context.sendNotFound(request, reply)
    await store.audit(sessionOf(request).staff.id, 'engagement.file_downloaded', {
      leadId: found.lead.id,
      subjectId: file.id,
    })
    const safeName = file.displayName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\/]/g, '_')
    // The type the bytes showed, and a name ending in its extension (server/engagement/record-types.ts).
    return reply
      .type(isRecordKind(file.kind) ? RECORD_FORMATS[file.kind].mediaType : 'application/octet-stream')
      .header('Content-Length', String(file.size))
      .header(
        'Content-Disposition',
        `attachment; filename="${safeName}"; filename*=UTF-8''${encodeURIComponent(file.displayName)}`,
      )
      .header('X-Content-Type-Options', 'nosniff')
      .send(Readable.from(vault.plaintext(file)))
  })
}
