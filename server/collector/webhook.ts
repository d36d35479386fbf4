import { createHmac, timingSafeEqual } from 'node:crypto'
import { siteConfig } from '~/config/site-config'
import { urgentReason, type UrgentReason } from '~/lib/leads/urgency'
import type { Deliverer } from './outbox-sender'
import type { StoredLead } from './store-types'

/** The headers of a signed webhook delivery. */
const SIGNATURE_HEADER = 'X-Signature'
const DELIVERY_ID_HEADER = 'X-Delivery-Id'
/** A receiver refuses a delivery signed longer ago than this (replays). */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60
const WEBHOOK_TIMEOUT_MS = 10_000

/** What a webhook receives: the event, the stable delivery id and the lead (without the visitor's address and browser). */
export interface WebhookPayload {
  type: 'lead.created'
  deliveryId: string
  /** an emergency request, or an expert disclosure deadline within 14 days of receipt */
  urgent: boolean
  urgentReason: UrgentReason | null
  lead: Omit<StoredLead, 'clientAddress' | 'userAgent'>
}

function webhookPayload(lead: StoredLead, deliveryId: string): WebhookPayload {
  const { clientAddress: _address, userAgent: _agent, ...shared } = lead
  const reason = urgentReason(lead)
  return { type: 'lead.created', deliveryId, urgent: reason !== null, urgentReason: reason, lead: shared }
}

/** "t={unix seconds},v1={hex HMAC-SHA256 of `${t}.${body}`}" */
export function signWebhook(body: string, secret: string, timestampSeconds: number): string {
  const signature = createHmac('sha256', secret).update(`${String(timestampSeconds)}.${body}`).digest('hex')
  return `t=${String(timestampSeconds)},v1=${signature}`
}

/**
 * The receiver's check (the README shows the same in a few lines): the signature matches the raw body and
 * the timestamp is at most five minutes from now, so a captured delivery cannot be replayed later.
 */
export function verifyWebhook(body: string, header: string | undefined, secret: string, nowSeconds: number = Math.floor(Date.now() / 1000)): boolean {
  const parts = new Map((header ?? '').split(',').map((part) => [part.slice(0, part.indexOf('=')), part.slice(part.indexOf('=') + 1)] as const))
  const timestamp = Number(parts.get('t'))
  const given = parts.get('v1') ?? ''
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false
  const expected = createHmac('sha256', secret).update(`${String(timestamp)}.${body}`).digest('hex')
  return given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected))
}

/** The failure a delivery log may show: a status, or an error code; never the URL, its query or a header. */
function failureDetail(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return `no answer within ${String(WEBHOOK_TIMEOUT_MS / 1000)} s`
  const cause = (error as { cause?: { code?: unknown } }).cause
  if (cause && typeof cause.code === 'string') return `network error ${cause.code}`
  return 'network error'
}

/** Posts each lead as signed JSON to one webhook URL; any answer but 2xx (a redirect too) is a failure to retry. */
export function webhookDeliverer(url: string, secret: string, { now = Date.now, fetchImpl = globalThis.fetch }: { now?: () => number; fetchImpl?: typeof fetch } = {}): Deliverer {
  return {
    route: { channel: 'webhook', target: url },
    async deliver(lead, deliveryId) {
      const body = JSON.stringify(webhookPayload(lead, deliveryId))
      let response: Response
      try {
        response = await fetchImpl(url, {
          method: 'POST',
          redirect: 'manual',
          signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
          headers: {
            'Content-Type': 'application/json',
            'User-Agent': `${siteConfig.name} lead collector`,
            [DELIVERY_ID_HEADER]: deliveryId,
            [SIGNATURE_HEADER]: signWebhook(body, secret, Math.floor(now() / 1000)),
          },
          body,
        })
      } catch (error) {
        throw new Error(failureDetail(error))
      }
      await response.body?.cancel()
      if (response.status < 200 || response.status > 299) throw new Error(`HTTP ${String(response.status)}`)
      return `HTTP ${String(response.status)}`
    },
  }
}
