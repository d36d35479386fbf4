import type { Logger } from 'pino'

/**
 * Writes at most `perWindow` lines of one kind per window (a minute by default); the lines it drops are
 * counted and the count is written once, when the next line of the kind comes after the window, or on
 * flush (the server stopping). A flood of refused requests cannot fill the disk with log lines.
 */
export interface LogSampler {
  warn(fields: Record<string, unknown>): void
  flush(): void
}

export function createLogSampler(log: Logger, message: string, droppedMessage: string, { perWindow = 10, windowMs = 60_000, now = Date.now }: { perWindow?: number; windowMs?: number; now?: () => number } = {}): LogSampler {
  let windowStart = Number.NEGATIVE_INFINITY
  let written = 0
  let dropped = 0
  const flush = () => {
    if (dropped > 0) log.warn({ notLogged: dropped, windowSeconds: Math.round(windowMs / 1000) }, droppedMessage)
    dropped = 0
  }
  return {
    warn(fields) {
      const time = now()
      if (time - windowStart >= windowMs) {
        flush()
        windowStart = time
        written = 0
      }
      if (written < perWindow) {
        written += 1
        log.warn(fields, message)
      } else {
        dropped += 1
      }
    },
    flush,
  }
}
