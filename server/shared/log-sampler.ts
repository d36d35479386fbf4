import type { Logger } from 'pino'

// Drops lines past `perWindow` per window and logs their count later, so a flood cannot fill the disk.
export interface LogSampler {
  warn(fields: Record<string, unknown>): void
  flush(): void
}

export function createLogSampler(
  log: Logger,
  message: string,
  droppedMessage: string,
  {
    perWindow = 10,
    windowMs = 60_000,
    now = Date.now,
  }: { perWindow?: number; windowMs?: number; now?: () => number } = {},
): LogSampler {
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
