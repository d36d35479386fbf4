import { siteConfig } from '~/config/site-config'
import type { Meeting } from '~/lib/booking/meeting'
import { HONEYPOT_FIELD } from './fields'
import type { LeadRequest } from './rules'

export interface SlotJson {
  person: string
  start: string
  end: string
}

export interface BookingAnswer extends SlotJson {
  manageUrl?: string
  /** where the booked person holds the call */
  meeting?: Meeting
  earlierSlot?: SlotJson
}

export type SubmitResult =
  | { ok: true; id?: string; booking?: BookingAnswer }
  | { ok: false; status: number | null; error: string; slots?: SlotJson[] }

export interface PostLeadOptions {
  formId: string
  request: LeadRequest
  /** The same key for every attempt at the same submission, so a retry never stores it twice. */
  idempotencyKey: string
  honeypot?: string
  endpoint?: string
  fetch?: typeof fetch
  attempts?: number
  retryDelayMs?: number
  extra?: Record<string, string>
  timeoutMs?: number
}

// The collector gives up on its database after 5 s: this is only a safety net.
const ATTEMPT_TIMEOUT_MS = 20_000

const RETRYABLE_STATUSES = new Set([502, 503, 504])

export function formActionUrl(formId: string, endpoint: string = siteConfig.forms.endpoint): string {
  return `${endpoint.replace(/\/+$/, '')}/${encodeURIComponent(formId)}`
}

// crypto.randomUUID is missing on plain http.
export function createIdempotencyKey(): string {
  const cryptoApi = globalThis.crypto
  if (typeof cryptoApi?.randomUUID === 'function') return cryptoApi.randomUUID()
  const bytes = new Uint8Array(16)
  cryptoApi.getRandomValues(bytes)
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** Sends a request to the collector; never throws. */
export async function postLead({
  formId,
  request,
  idempotencyKey,
  honeypot = '',
  endpoint,
  fetch: fetchImpl = globalThis.fetch,
  attempts = 2,
  retryDelayMs = 750,
  timeoutMs = ATTEMPT_TIMEOUT_MS,
  extra = {},
}: PostLeadOptions): Promise<SubmitResult> {
  const body = JSON.stringify({ ...request, ...extra, [HONEYPOT_FIELD]: honeypot })
  let last: SubmitResult = { ok: false, status: null, error: 'not sent' }
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    // An attempt that gets no answer in time is abandoned like a network failure: the visitor is never left waiting.
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), timeoutMs)
    try {
      const response = await fetchImpl(formActionUrl(formId, endpoint), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Idempotency-Key': idempotencyKey },
        body,
        signal: controller.signal,
      })
      if (response.ok) {
        const data = (await response.json().catch(() => ({}))) as { id?: unknown; booking?: BookingAnswer }
        return {
          ok: true,
          ...(typeof data.id === 'string' ? { id: data.id } : {}),
          ...(data.booking ? { booking: data.booking } : {}),
        }
      }
      last = { ok: false, status: response.status, error: `The collector answered ${response.status}` }
      if (response.status === 409) {
        const data = (await response.json().catch(() => ({}))) as { error?: unknown; slots?: SlotJson[] }
        return {
          ...last,
          ...(typeof data.error === 'string' ? { error: data.error } : {}),
          slots: Array.isArray(data.slots) ? data.slots : [],
        }
      }
      if (!RETRYABLE_STATUSES.has(response.status)) return last
    } catch (error) {
      const timedOut = controller.signal.aborted
      last = {
        ok: false,
        status: null,
        error: timedOut
          ? `No answer within ${String(timeoutMs)} ms`
          : error instanceof Error
            ? error.message
            : String(error),
      }
    } finally {
      clearTimeout(timer)
    }
    if (attempt < attempts) await new Promise((resolve) => setTimeout(resolve, retryDelayMs * attempt))
  }
  return last
}
