/**
 * The records-arrived mail as a pending notification on its engagement (engagement step 5), on SQLite and on a real
 * PostgreSQL server, with a fake clock: the first file is mailed at once and files within 15 minutes of a mail go in the next, one; a mail waiting
 * for its window survives a restart; two instances send it once; a failed mail is retried with the same files; each
 * file is in exactly one mail, and no file name reaches the log.
 */
import { pino } from 'pino'
import { describe, expect, it } from 'vitest'
import { sampleLead } from '../../tests/support/server-fixtures'
import { ENGINES, twoEngines, type EngineDatabase } from '../../tests/support/two-engines'
import type { NotificationMessage } from '../shared/outbox/notification'
import { EngagementStore } from './engagement-store'
import { RECORDS_MAIL_WINDOW_MS, RecordsMail } from './records-mail'

const engines = twoEngines('records_mail')
const MINUTE = 60_000
const T0 = Date.UTC(2026, 10, 2, 15, 0, 0)

interface Setup {
  opened: EngineDatabase
  engagements: EngagementStore
  leadId: string
  mails: NotificationMessage[]
  logLines: string[]
  clock: { now: number }
  instance: (owner: string, options?: { failing?: () => boolean }) => RecordsMail
  upload: (mail: RecordsMail, name: string) => Promise<void>
}

async function setUp(engine: (typeof ENGINES)[number]): Promise<Setup> {
  const opened = await engines.open(engine)
  const { id: leadId } = await opened.store.save({
    formId: 'contact',
    lead: sampleLead({ email: 'counsel@example.com', firstName: 'Marisol', lastName: 'Pell' }),
    spam: false,
  })
  const engagements = new EngagementStore(opened.db)
  await engagements.create({
    id: 'en_records',
    leadId,
    tokenHash: 'hash-records',
    letterVersion: 'v1',
    caseDetails: { caption: 'Pell v. Acme Freight' },
    sentBy: 'st_x',
    signBy: T0 + 86_400_000,
  })
  const mails: NotificationMessage[] = []
  const logLines: string[] = []
  const log = pino({ level: 'info' }, { write: (line: string) => void logLines.push(line) })
  const clock = { now: T0 }
  let files = 0
  const instance = (owner: string, { failing }: { failing?: () => boolean } = {}) => {
    const mail = new RecordsMail({
      db: opened.db,
      store: engagements,
      getLead: (id) => opened.store.getLead(id),
      transport: {
        sendMail: async (message) => {
          if (failing?.()) throw new Error('451 try again later')
          mails.push(message)
        },
      },
      firmAddress: 'office@firm.example.com',
      fromAddress: 'site@firm.example.com',
      inboxOrigin: 'https://inbox.firm.example.com',
      log,
      owner,
      pollMs: 3_600_000,
      now: () => clock.now,
    })
    engines.afterThisTest(() => mail.close())
    return mail
  }
  const upload = async (mail: RecordsMail, name: string) => {
    files += 1
    const id = `rf_${String(files)}`
    await engagements.createFile(
      {
        id,
        engagementId: 'en_records',
        leadId,
        displayName: name,
        size: 6 * 1024 * 1024,
        storage: 'disk',
        storageName: `stored-${id}`,
        wrappedKey: 'wrapped',
      },
      clock.now,
    )
    await engagements.complete(id, 'pdf', 'a'.repeat(64), name, clock.now)
    await mail.arrived('en_records')
  }
  return { opened, engagements, leadId, mails, logLines, clock, instance, upload }
}

/** Looks for due mails as a poll would, after any look an upload started; a mail is sent once either way. */
async function settle(...instances: RecordsMail[]): Promise<void> {
  await Promise.all(instances.map((mail) => mail.drain()))
  await Promise.all(instances.map((mail) => mail.idle()))
}

const listed = (mail: NotificationMessage) => mail.text.split('\n').filter((line) => line.startsWith('- '))

describe.each(ENGINES)('the records mail on %s', (engine) => {
  it('mails the first record at once; records within 15 minutes of that mail go in one mail when the window ends', async () => {
    const { mails, clock, instance, upload } = await setUp(engine)
    const mail = instance('one')
    await upload(mail, 'deposition exhibits.pdf')
    await settle(mail)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe('Records received: Marisol Pell')
    expect(mails[0]!.to).toBe('office@firm.example.com')
    expect(listed(mails[0]!)).toEqual(['- deposition exhibits.pdf (6 MB)'])
    expect(mails[0]!.text).toContain('https://inbox.firm.example.com/inbox/requests/')

    clock.now += 5 * MINUTE
    await upload(mail, 'payroll 2024.xlsx')
    clock.now += 4 * MINUTE
    await upload(mail, 'w-2 2025.pdf')
    clock.now = T0 + RECORDS_MAIL_WINDOW_MS - 1
    await settle(mail)
    expect(mails).toHaveLength(1)
    clock.now = T0 + RECORDS_MAIL_WINDOW_MS
    await settle(mail)
    await settle(mail)
    expect(mails).toHaveLength(2)
    expect(listed(mails[1]!)).toEqual(['- payroll 2024.xlsx (6 MB)', '- w-2 2025.pdf (6 MB)'])

    // A file a minute after that mail waits for its window; no file is listed twice.
    clock.now += MINUTE
    await upload(mail, 'tax return.pdf')
    await settle(mail)
    expect(mails).toHaveLength(2)
    clock.now = T0 + 2 * RECORDS_MAIL_WINDOW_MS
    await settle(mail)
    expect(listed(mails[2]!)).toEqual(['- tax return.pdf (6 MB)'])
    expect(mails).toHaveLength(3)
  })

  it('still sends a mail that was waiting for its window when the server restarted', async () => {
    const { mails, clock, instance, upload } = await setUp(engine)
    const before = instance('before-restart')
    await upload(before, 'deposition exhibits.pdf')
    await settle(before)
    expect(mails).toHaveLength(1)
    clock.now += 2 * MINUTE
    await upload(before, 'medical bills.pdf')
    await before.close()
    clock.now = T0 + RECORDS_MAIL_WINDOW_MS
    const after = instance('after-restart')
    await settle(after)
    expect(mails).toHaveLength(2)
    expect(listed(mails[1]!)).toEqual(['- medical bills.pdf (6 MB)'])
  })

  it('is sent once by two instances that look at the same moment', async () => {
    const { mails, clock, instance, upload } = await setUp(engine)
    const [first, second] = [instance('first'), instance('second')]
    await upload(first, 'deposition exhibits.pdf')
    await settle(first, second)
    expect(mails).toHaveLength(1)
    // Within the window each instance receives a file; when it ends both look at once.
    clock.now += MINUTE
    await upload(first, 'wage statement.pdf')
    await upload(second, 'w-2 2025.pdf')
    await settle(first, second)
    clock.now = T0 + RECORDS_MAIL_WINDOW_MS
    const sent = await Promise.all([first.drain(), second.drain(), first.drain(), second.drain()])
    await settle(first, second)
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1)
    expect(mails).toHaveLength(2)
    expect(listed(mails[1]!)).toEqual(['- wage statement.pdf (6 MB)', '- w-2 2025.pdf (6 MB)'])
  })

  it('retries a failed mail with the same files and logs no file name', async () => {
    const { mails, clock, logLines, instance, upload } = await setUp(engine)
    let failures = 1
    const mail = instance('one', { failing: () => failures-- > 0 })
    await upload(mail, 'Confidential settlement memo.pdf')
    await settle(mail)
    expect(mails).toHaveLength(0)
    expect(logLines.join('\n')).toContain('engagement.records_mail_failed')
    clock.now += RECORDS_MAIL_WINDOW_MS
    await settle(mail)
    expect(mails).toHaveLength(1)
    expect(listed(mails[0]!)).toEqual(['- Confidential settlement memo.pdf (6 MB)'])
    expect(logLines.join('\n')).not.toContain('Confidential')
  })
})
