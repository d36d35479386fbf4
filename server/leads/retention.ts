/**
 * Lead retention (LEAD_RETENTION_DAYS): once a day, on one instance, the leads received longer ago than
 * that are deleted with their notifications and delivery log. The log line gives counts, never contents.
 */
import type { Logger } from 'pino'
import type { CollectorStore, DeletedRows } from '../shared/database/store-types'

export const RETENTION_JOB = 'lead-retention'
const DAY_MS = 24 * 60 * 60_000
/** How often each instance asks whether the day's run is due; the database lets one of them have it. */
const CHECK_EVERY_MS = 60 * 60_000
/** A check that comes a little early (timers drift) still counts as a day later. */
const EARLY_ALLOWANCE_MS = 5 * 60_000

/** The oldest receipt time that is kept: leads received before it are deleted. */
function retentionCutoff(now: number, days: number): string {
  return new Date(now - days * DAY_MS).toISOString()
}

/**
 * One retention pass: when no instance has run it in the last day, deletes what is older than `days` (a
 * request with an engagement excepted) and the requests whose engagement's upload window closed more than
 * `recordsDays` ago, and logs the counts. Returns what was deleted, or undefined when the run was not this
 * instance's to make.
 */
export async function runRetention(
  store: Pick<CollectorStore, 'claimJob' | 'deleteLeadsReceivedBefore'>,
  days: number | undefined,
  log: Logger,
  now: number = Date.now(),
  recordsDays?: number,
): Promise<DeletedRows | undefined> {
  if (!(await store.claimJob(RETENTION_JOB, now, DAY_MS - EARLY_ALLOWANCE_MS))) return undefined
  // An empty cutoff keeps every lead: nothing was received before ''.
  const cutoff = days === undefined ? '' : retentionCutoff(now, days)
  const recordsClosedBefore = recordsDays === undefined ? null : now - recordsDays * DAY_MS
  const deleted = await store.deleteLeadsReceivedBefore(cutoff, recordsClosedBefore)
  log.info(
    {
      job: RETENTION_JOB,
      retentionDays: days ?? null,
      recordsRetentionDays: recordsDays ?? null,
      receivedBefore: cutoff,
      deleted,
    },
    'lead retention: leads past the retention period deleted',
  )
  return deleted
}

export interface RetentionSchedule {
  stop(): Promise<void>
}

/** Checks soon after start, then every hour; each check runs the day's pass if it is due and no other instance took it. */
export function scheduleRetention(
  store: CollectorStore,
  days: number | undefined,
  log: Logger,
  {
    firstCheckMs = 60_000,
    checkEveryMs = CHECK_EVERY_MS,
    recordsDays,
    afterPass,
  }: { firstCheckMs?: number; checkEveryMs?: number; recordsDays?: number; afterPass?: () => Promise<void> } = {},
): RetentionSchedule {
  let timer: NodeJS.Timeout | undefined
  let running: Promise<unknown> | undefined
  let stopped = false
  const check = () => {
    running = runRetention(store, days, log, Date.now(), recordsDays)
      .then(async (deleted) => {
        if (deleted && afterPass) await afterPass()
      })
      .catch((error: unknown) =>
        log.error(
          { job: RETENTION_JOB, err: { message: error instanceof Error ? error.message : String(error) } },
          'lead retention failed; will try again',
        ),
      )
      .finally(() => {
        running = undefined
        if (!stopped) arm(checkEveryMs)
      })
  }
  const arm = (delay: number) => {
    timer = setTimeout(check, delay)
    timer.unref()
  }
  arm(firstCheckMs)
  return {
    async stop() {
      stopped = true
      if (timer) clearTimeout(timer)
      await running
    },
  }
}
