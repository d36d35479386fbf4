import type { InboxDb } from '../shared/database/sql'

/** What every part of the inbox's store holds: the database the application opened, and the clock (tests fix it). */
export abstract class InboxStorePart {
  constructor(
    readonly db: InboxDb,
    protected readonly now: () => number = Date.now,
  ) {}
}
