import type { FormType } from '~/lib/leads/fields'
import { urgentReason } from '~/lib/leads/urgency'
import {
  buildRegisterIndex,
  screenedNames,
  screenNames,
  type RegisterIndex,
  type RequestParties,
  type ScreenedField,
} from '~/lib/conflicts/screen'
import type { InboxStore, LeadParties } from './inbox-store'

export interface ScreeningLog {
  error(details: object, message: string): void
}

/**
 * Screens requests against the matter register: each request when it arrives (after the visitor has
 * had the answer, so neither their wait nor anything they see depends on it), and every request again
 * when the register changes. Runs one at a time; the register is read once per change.
 */
const SCREENED_FIELD_LABELS: Record<ScreenedField, string> = {
  plaintiff: 'Plaintiff',
  defendant: 'Defendant',
  counsel: 'Opposing counsel',
  organization: 'Requesting organization',
}

export class ConflictScreener {
  private index: { version: string; value: RegisterIndex } | undefined
  private chain: Promise<unknown> = Promise.resolve()
  private closed = false

  constructor(
    private readonly store: InboxStore,
    private readonly log: ScreeningLog,
  ) {}

  private async currentIndex(): Promise<RegisterIndex> {
    const version = await this.store.registerVersion()
    if (this.index?.version !== version) {
      const entries = await this.store.listRegister()
      this.index = { version, value: buildRegisterIndex(entries) }
    }
    return this.index.value
  }

  private async screen(leads: readonly LeadParties[]): Promise<void> {
    const index = await this.currentIndex()
    for (const lead of leads) {
      if (this.closed) return
      const hits = screenNames(screenedNames(lead), index)
      const urgent =
        urgentReason({
          formType: lead.formType as FormType,
          disclosureDeadline: lead.disclosureDeadline,
          receivedAt: lead.receivedAt,
        }) !== null
      await this.store.saveScreening(lead.id, hits, urgent)
      // Other requests (pages, submissions) get their turn between two screenings.
      await new Promise((resolve) => setImmediate(resolve))
    }
  }

  private enqueue(work: () => Promise<void>): Promise<void> {
    const next = this.chain.then(work).catch((error: unknown) => {
      // Counts and ids only: never a name from the request or the register.
      this.log.error(
        { err: { message: error instanceof Error ? error.message : String(error) } },
        'conflict screening failed',
      )
    })
    this.chain = next
    return next
  }

  /**
   * The lines the firm's notification mail carries about possible conflicts, from the register as last
   * loaded (none without a register): which of the request's names match, never anything of the register itself (that stays in the
   * database and the inbox).
   */
  hintLines(request: RequestParties): string[] {
    const index = this.index?.value
    // Nothing to say before the register has loaded (moments after start), or when the firm keeps none.
    if (!index || index.size === 0) return []
    const hits = screenNames(screenedNames(request), index)
    if (hits.length === 0) return ['CONFLICT SCREENING: no possible conflict in the matter register.']
    const names = [...new Map(hits.map((hit) => [`${hit.field}\u0000${hit.leadName}`, hit])).values()]
    return [
      `CONFLICT SCREENING: ${String(hits.length)} possible conflict(s) in the matter register; open the request in the inbox before calling back.`,
      ...names.map((hit) => `- ${SCREENED_FIELD_LABELS[hit.field]}: ${hit.leadName}`),
    ]
  }

  /** Screens one request (on arrival). */
  screenLead(id: string): Promise<void> {
    return this.enqueue(async () => this.screen(await this.store.leadParties([id])))
  }

  /** Screens every request again (after a register change). */
  screenAll(): Promise<void> {
    return this.enqueue(async () => {
      this.index = undefined
      await this.screen(await this.store.leadParties())
    })
  }

  /** Screens again every request not yet retained or declined (after a matter enters the register). */
  screenUndecided(matters: { undecidedLeadIds(): Promise<string[]> }): Promise<void> {
    return this.enqueue(async () => {
      this.index = undefined
      await this.screen(await this.store.leadParties(await matters.undecidedLeadIds()))
    })
  }

  /** Screens the requests never screened (stored before the inbox existed, or while it was stopped). */
  screenUnscreened(): Promise<void> {
    return this.enqueue(async () => this.screen(await this.store.leadParties(await this.store.unscreenedLeadIds())))
  }

  /** Waits for the queued screenings (tests, shutdown). */
  async idle(): Promise<void> {
    let seen: Promise<unknown> | undefined
    while (seen !== this.chain) {
      seen = this.chain
      await seen
    }
  }

  async close(): Promise<void> {
    this.closed = true
    await this.idle()
  }
}
