import { createHmac } from 'node:crypto'
import { siteConfig } from '~/config/site-config'
import { urgentReason, type UrgentReason } from '~/lib/leads/urgency'
import { urgencyOf } from './notification'
import { DeliveryRefused, type Deliverer } from './outbox-sender'
import type { StoredLead } from '../database/store-types'

// Standard Webhooks headers (https://www.standardwebhooks.com): receivers verify them with that project's libraries.
const ID_HEADER = 'webhook-id'
const TIMESTAMP_HEADER = 'webhook-timestamp'
const SIGNATURE_HEADER = 'webhook-signature'
const SECRET_PREFIX = 'whsec_'
const WEBHOOK_TIMEOUT_MS = 10_000

/** What a webhook receives: the event, the stable delivery id and the lead (without the visitor's address and browser). */
export interface WebhookPayload {
  type: 'lead.created'
  deliveryId: string
  urgent: boolean
  urgentReason: UrgentReason | null
  lead: Omit<StoredLead, 'clientAddress' | 'userAgent'>
}

function webhookPayload(lead: StoredLead, deliveryId: string): WebhookPayload {
  const { clientAddress: _address, userAgent: _agent, ...shared } = lead
  const reason = urgentReason(urgencyOf(lead))
  return { type: 'lead.created', deliveryId, urgent: reason !== null, urgentReason: reason, lead: shared }
}

/** The Standard Webhooks "v1," signature over id, timestamp and body, so none can be changed and one URL's secret verifies nowhere else. */
export function signWebhook(id: string, timestampSeconds: number, body: string, secret: string): string {
  const key = Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64')
  const signature = createHmac('sha256', key)
    .update(`${id}.${String(timestampSeconds)}.${body}`)
    .digest('base64')
  return `v1,${signature}`
}

/** Status or error code only: never the URL, its query or a header. */
function failureDetail(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError')
    return `no answer within ${String(WEBHOOK_TIMEOUT_MS / 1000)} s`
  const cause = (error as { cause?: { code?: unknown } }).cause
  if (cause && typeof cause.code === 'string') return `network error ${cause.code}`
  return 'network error'
}

// Any answer but 2xx (a redirect too) refuses this lead alone; no answer at all is a failure of the route.
export function webhookDeliverer(
  url: string,
  secret: string,
  { now = Date.now, fetchImpl = globalThis.fetch }: { now?: () => number; fetchImpl?: typeof fetch } = {},
): Deliverer {
  return {
    route: { channel: 'webhook', target: url },
    async deliver(lead, deliveryId) {
      const body = JSON.stringify(webhookPayload(lead, deliveryId))
      const timestamp = Math.floor(now() / 1000)
      let response: Response
      try {
        response = await fetchImpl(url, {
          method: 'POST',
          redirect: 'manual',
          signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
          headers: {
            'Content-Type': 'application/json',
            'User-Agent': `${siteConfig.name} lead collector`,
            [ID_HEADER]: deliveryId,
            [TIMESTAMP_HEADER]: String(timestamp),
            [SIGNATURE_HEADER]: signWebhook(deliveryId, timestamp, body, secret),
          },
          body,
        })
      } catch (error) {
        throw new Error(failureDetail(error))
      }
      await response.body?.cancel()
      if (response.status < 200 || response.status > 299) throw new DeliveryRefused(`HTTP ${String(response.status)}`)
      return `HTTP ${String(response.status)}`
    },
  }
}
