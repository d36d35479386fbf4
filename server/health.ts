/** A part of the server that reports on GET /healthz (the collector's outbox, say). */
export interface HealthSource {
  /** Extra fields for GET /healthz, e.g. the notification outbox */
  health(): Record<string, unknown>
}
