/**
 * The data of the schema-upgrade fixture, written through the stores' public methods (so every table holds rows the
 * application itself wrote), and the same data read back through them (so the upgrade test compares what a person
 * or a machine would see, not storage details).
 */
import { createHash } from 'node:crypto'
import { Readable } from 'node:stream'
import type { LeadRequest } from '~/lib/leads/rules'
import type { CollectorStore, OutboxRoute } from '../../../server/shared/database/store-types'
import { checkSignatureChain } from '../../../server/engagement/signature-chain'
import { EngagementStore, type SignatureInput } from '../../../server/engagement/engagement-store'
import { RecordVault } from '../../../server/engagement/record-vault'
import type { InboxDb } from '../../../server/shared/database/sql'
import { InboxStore } from '../../../server/inbox/inbox-store'
import { BookingsStore } from '../../../server/booking/booking-store'
import { pdfBytes } from '../pdf-bytes'

/** The records key of the fixture: sealed records are read back with it. */
export const FIXTURE_RECORDS_KEY = Buffer.alloc(32, 11)
export const FIXTURE_ROUTES: readonly OutboxRoute[] = [
  { channel: 'mail', target: '' },
  { channel: 'webhook', target: 'https://crm.example.com/hooks/leads' },
]
/** A fixed clock for the inbox's rows, far from any expiry the stores check. */
const AT = Date.UTC(2026, 10, 1, 15)
const FAR = Date.UTC(2100, 0, 1)
const HOUR = 3_600_000
const SLOT = Date.UTC(2030, 0, 7, 15)

const lead = (overrides: Partial<LeadRequest> & Pick<LeadRequest, 'email' | 'lastName'>): LeadRequest => ({
  firstName: 'Avery',
  phone: '(215) 555-0100',
  message: 'Lost earnings after a 2021 injury.',
  caseType: 'Personal Injury',
  organization: 'Quill & Rowe LLP',
  formType: 'contact',
  submittedAt: '2026-11-01T14:59:00.000Z',
  subject: 'Contact Form Submission',
  ...overrides,
})

const LETTER = 'Engagement letter\n\nScope and fees.\n'
const SIGNED_PDF = Buffer.from('%PDF-1.7 signed fixture')
const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex')

const signatureOf = (name: string): SignatureInput => ({
  letterText: LETTER,
  textSha256: sha256(LETTER),
  signerName: name,
  signerTitle: 'Partner',
  signerFirm: 'Quill & Rowe LLP',
  signerEmail: 'counsel@example.com',
  ipAddress: '203.0.113.7',
  userAgent: 'Fixture',
  openedAt: AT,
  viewedAt: AT + 1,
  signedAt: AT + 2,
  pdf: SIGNED_PDF,
  pdfSha256: sha256(SIGNED_PDF),
})

/** What the read-back needs to find the seeded rows again. */
export interface SeedIds {
  leads: string[]
  staff: string
  passkey: string
  enrollment: string
  session: string
  engagement: string
  file: string
  register: string[]
}

const PLAINTEXT = pdfBytes(3000)

export async function seed(collector: CollectorStore, db: InboxDb): Promise<SeedIds> {
  const inbox = new InboxStore(db, () => AT)
  const bookings = new BookingsStore(db)
  const engagements = new EngagementStore(db)
  const contact = await collector.save({
    formId: 'contact',
    lead: lead({
      email: 'avery.quill@example.com',
      lastName: 'Quill',
      plaintiffs: 'Avery Quill',
      defendants: 'Harbor Freight Lines',
      counselFirm: 'Quill & Rowe LLP',
      disclosureDeadline: '2027-02-01',
    }),
    spam: false,
    idempotencyKey: 'fixture-contact-1',
    clientAddress: '203.0.113.9',
    origin: 'https://example.com',
    userAgent: 'Fixture',
    sentFrom: '/contact',
  })
  const scheduled = await collector.save({
    formId: 'schedule',
    lead: lead({ email: 'blake.rowe@example.com', lastName: 'Rowe', formType: 'schedule' }),
    spam: false,
    booking: {
      person: 'principal',
      startAt: SLOT,
      endAt: SLOT + HOUR / 2,
      bufferMs: 15 * 60_000,
      visitorTimeZone: 'America/Chicago',
    },
  })
  const spam = await collector.save({
    formId: 'contact',
    lead: lead({ email: 'offer@example.net', lastName: 'Offer' }),
    spam: true,
  })
  const erased = await collector.save({
    formId: 'contact',
    lead: lead({ email: 'casey.erased@example.com', lastName: 'Erased' }),
    spam: false,
  })

  const [mail] = await collector.claimDue(FIXTURE_ROUTES[0]!, 'fixture', 1, 60_000)
  if (!mail) throw new Error('No notification was queued')
  await collector.markSent(mail, { instance: 'fixture', startedAt: AT, detail: 'sent' })
  await collector.claimJob('lead-retention', AT, HOUR)
  await bookings.replaceBusyIntervals(
    'principal',
    [{ person: 'principal', startAt: SLOT + 3 * HOUR, endAt: SLOT + 4 * HOUR }],
    AT,
  )
  await bookings.recordBusyFeedFailure('jordan-reyes', AT, 'no answer within 10 s')
  const limiter = collector.rateLimiter({
    burst: { limit: 5, windowMs: 60_000 },
    daily: { limit: 50, windowMs: 86_400_000 },
  })
  await limiter.take('203.0.113.9')
  await limiter.close()

  const staff = await inbox.upsertStaff({ email: 'morgan.hale@example.com', name: 'Morgan Hale', role: 'admin' })
  await inbox.createEnrollment(staff.id, 'enrollment-used', FAR)
  await inbox.addPasskeyWithEnrollment('enrollment-used', {
    id: 'passkey-fixture',
    staffId: staff.id,
    publicKey: 'cHVibGljLWtleQ',
    counter: 3,
    transports: ['internal', 'hybrid'],
  })
  await inbox.createEnrollment(staff.id, 'enrollment-open', FAR)
  await inbox.createSession('session-fixture', staff.id)
  await inbox.saveChallenge(
    'challenge-fixture',
    { purpose: 'authenticate', challenge: 'Y2hhbGxlbmdl', staffId: null },
    FAR,
  )
  await inbox.setStatus(contact.id, 'contacted')
  await inbox.assign(contact.id, staff.id)
  await inbox.markViewed(contact.id, staff.id)
  await inbox.addNote(contact.id, staff.id, 'Called back; sending the letter.')
  await inbox.audit(staff.id, 'request.status', { leadId: contact.id })
  const register = await inbox.upsertRegister([
    {
      matterId: 'M-2019-004',
      caption: 'Roe v. Harbor Freight Lines',
      name: 'Harbor Freight Lines',
      role: 'defendant',
      sideRetained: 'plaintiff',
      opened: '2019-03-01',
      closed: '2021-06-30',
    },
    {
      matterId: 'M-2022-011',
      caption: 'Quill v. Atlas Mutual',
      name: 'Avery Quill',
      role: 'plaintiff',
      sideRetained: 'plaintiff',
      opened: '2022-05-10',
      closed: null,
    },
  ])
  await inbox.saveScreening(
    contact.id,
    [{ entryId: register.ids[0]!, field: 'defendant', leadName: 'Harbor Freight Lines', score: 0.97 }],
    true,
  )

  const engagement = { id: 'en_fixture', leadId: contact.id }
  await engagements.create(
    {
      ...engagement,
      tokenHash: 'token-hash-fixture',
      letterVersion: 'v1',
      caseDetails: { caption: 'Quill v. Harbor' },
      sentBy: staff.id,
      signBy: FAR,
    },
    AT,
  )
  await engagements.markOpened(engagement.id, AT)
  await engagements.markViewed(engagement.id, AT + 1)
  await engagements.sign(engagement.id, contact.id, signatureOf('Avery Quill'), AT + 2)
  const vault = new RecordVault(engagements, FIXTURE_RECORDS_KEY, { kind: 'database' })
  const file = await vault.create({
    engagementId: engagement.id,
    leadId: contact.id,
    displayName: 'payroll 2021',
    size: PLAINTEXT.length,
  })
  await vault.write(file.id, 0, Readable.from([PLAINTEXT]))

  await engagements.create(
    {
      id: 'en_erased',
      leadId: erased.id,
      tokenHash: 'token-hash-erased',
      letterVersion: 'v1',
      caseDetails: { caption: 'Erased' },
      sentBy: staff.id,
      signBy: FAR,
    },
    AT,
  )
  await engagements.sign('en_erased', erased.id, signatureOf('Casey Erased'), AT + 3)
  await collector.eraseLeads([erased.id])

  return {
    leads: [contact.id, scheduled.id, spam.id, erased.id],
    staff: staff.id,
    passkey: 'passkey-fixture',
    enrollment: 'enrollment-open',
    session: 'session-fixture',
    engagement: engagement.id,
    file: file.id,
    register: register.ids,
  }
}

/** Buffers as base64, so the result compares as JSON. */
function plain(value: unknown): unknown {
  return JSON.parse(
    JSON.stringify(value, (_key, item: unknown) => {
      if (item && typeof item === 'object' && (item as { type?: unknown }).type === 'Buffer')
        return Buffer.from((item as { data: number[] }).data).toString('base64')
      return item
    }),
  )
}

/** Everything the seed wrote, as the stores' public methods return it. */
export async function readBack(collector: CollectorStore, db: InboxDb, ids: SeedIds): Promise<unknown> {
  const inbox = new InboxStore(db, () => AT)
  const bookings = new BookingsStore(db)
  const engagements = new EngagementStore(db)
  const vault = new RecordVault(engagements, FIXTURE_RECORDS_KEY, { kind: 'database' })
  const perLead = []
  for (const id of ids.leads) {
    perLead.push({
      lead: await collector.getLead(id),
      booking: await bookings.getBooking(id),
      state: await inbox.leadState(id),
      notes: await inbox.listNotes(id),
      audit: await inbox.listAudit(id),
      conflicts: await inbox.listConflicts(id),
      deliveries: await inbox.listDeliveries(id),
      sentFrom: await inbox.sentFrom(id),
      pendingNotifications: await inbox.pendingNotifications(id),
      engagement: await engagements.current(id),
    })
  }
  const file = await vault.fileOf(ids.file)
  const parts: Buffer[] = []
  if (file) for await (const part of vault.plaintext(file)) parts.push(part)
  return plain({
    perLead,
    found: await collector.findLeads({ email: 'avery.quill@example.com' }),
    upcoming: await bookings.upcomingBookings(SLOT - HOUR, SLOT + HOUR),
    blocked: await bookings.blockedIntervals(SLOT - HOUR, SLOT + 5 * HOUR),
    busyFeeds: await bookings.busyFeeds(),
    staff: await inbox.listStaff(),
    passkey: await inbox.findPasskey(ids.passkey),
    passkeyIds: await inbox.listPasskeyIds(ids.staff),
    enrollment: await inbox.findEnrollment(ids.enrollment),
    session: await inbox.findSession(ids.session),
    requests: await inbox.listRequests({}, ids.staff, 1),
    counts: await inbox.statusCounts(),
    caseTypes: await inbox.distinctCaseTypes(),
    register: await inbox.listRegister(),
    parties: await inbox.leadParties(),
    signature: await engagements.signature(ids.engagement),
    signedPdf: await engagements.signedPdf(ids.engagement),
    files: await engagements.files(ids.engagement),
    recordSha256: sha256(Buffer.concat(parts)),
    chain: await checkSignatureChain(db),
  })
}
