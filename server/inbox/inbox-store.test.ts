/**
 * The inbox's store contract, on SQLite and on a real PostgreSQL: staff, links, passkeys, challenges and
 * sessions; the list's filters, search, counts and unread marker; status, spam and its released
 * notifications; notes; the audit log, which outlives erasure and retention while the request's notes,
 * states and possible conflicts go with it; the matter register's upsert.
 */
import { describe, expect, it } from 'vitest'
import { ENGINES, type Engine, twoEngines } from '../../tests/support/two-engines'
import { MAIL_ROUTE, type CollectorStore, type LeadEntry, type OutboxRoute } from '../shared/database/store-types'
import { sampleLead } from '../../tests/support/server-fixtures'
import type { ListSortKey } from '~/lib/inbox/triage'
import { InboxStore, type RegisterEntryInput } from './inbox-store'
import { ConflictScreener } from './screening'

const WEBHOOK: OutboxRoute = { channel: 'webhook', target: 'https://crm.example.com/hooks/leads' }
const ROUTES = [MAIL_ROUTE, WEBHOOK]

const engines = twoEngines('inbox', { routes: ROUTES })

async function openStores(kind: Engine): Promise<{ collector: CollectorStore; inbox: InboxStore }> {
  const { store, db } = await engines.open(kind)
  return { collector: store, inbox: new InboxStore(db) }
}

const entry = (overrides: Partial<LeadEntry> = {}): LeadEntry => ({
  formId: 'contact',
  lead: sampleLead(),
  spam: false,
  ...overrides,
})
const silentLog = { error: () => {} }

const REGISTER: RegisterEntryInput[] = [
  {
    matterId: 'M-2019-004',
    caption: 'Roe v. Acme Freight',
    name: 'ACME FREIGHT CO',
    role: 'defendant',
    sideRetained: 'plaintiff',
    opened: '2019-03-01',
    closed: '2021-06-30',
  },
  {
    matterId: 'M-2024-011',
    caption: 'In re Smith Trust',
    name: 'Smith Trust',
    role: 'other',
    sideRetained: 'neutral',
    opened: '2024-01-10',
    closed: null,
  },
]

describe.each(ENGINES)('the inbox store on %s', (kind) => {
  it('keeps staff, one-time enrollment links, passkeys, challenges taken once, and revocable sessions', async () => {
    const { inbox } = await openStores(kind)
    expect(await inbox.hasStaff()).toBe(false)
    const ana = await inbox.upsertStaff({ email: 'Ana@Firm.example', name: 'Ana Ortiz', role: 'admin' })
    const again = await inbox.upsertStaff({ email: 'ana@firm.example', name: 'Ana M. Ortiz', role: 'staff' })
    expect(again.id).toBe(ana.id)
    expect(await inbox.getStaff(ana.id)).toMatchObject({ name: 'Ana M. Ortiz', role: 'staff', active: true })
    expect(await inbox.hasStaff()).toBe(true)

    await inbox.createEnrollment(ana.id, 'hash-1', Date.now() + 60_000)
    await inbox.createEnrollment(ana.id, 'hash-old', Date.now() - 1)
    expect((await inbox.findEnrollment('hash-1'))?.id).toBe(ana.id)
    expect(await inbox.findEnrollment('hash-old')).toBeUndefined()
    const passkey = { id: 'cred-1', staffId: ana.id, publicKey: 'pk', counter: 0, transports: ['internal', 'hybrid'] }
    expect(await inbox.addPasskeyWithEnrollment('hash-1', passkey)).toBe(true)
    expect(await inbox.addPasskeyWithEnrollment('hash-1', { ...passkey, id: 'cred-2' })).toBe(false)
    expect(await inbox.findPasskey('cred-1')).toEqual(passkey)
    expect(await inbox.findPasskey('cred-2')).toBeUndefined()
    await inbox.usePasskey('cred-1', 7)
    expect((await inbox.findPasskey('cred-1'))?.counter).toBe(7)

    await inbox.saveChallenge('c1', { purpose: 'authenticate', challenge: 'xyz', staffId: null }, Date.now() + 60_000)
    expect(await inbox.takeChallenge('c1', 'register')).toBeUndefined()
    expect(await inbox.takeChallenge('c1', 'authenticate')).toEqual({
      purpose: 'authenticate',
      challenge: 'xyz',
      staffId: null,
    })
    expect(await inbox.takeChallenge('c1', 'authenticate')).toBeUndefined()

    await inbox.createSession('s1', ana.id)
    expect(await inbox.findSession('s1')).toMatchObject({ staff: { id: ana.id }, revokedAt: null })
    await inbox.removeStaff(ana.id)
    expect((await inbox.findSession('s1'))?.revokedAt).not.toBeNull()
    expect(await inbox.findPasskey('cred-1')).toBeUndefined()
    expect(await inbox.hasStaff()).toBe(false)
  })

  it('lists newest first with filters, search, counts per status and an unread marker per person', async () => {
    const { collector, inbox } = await openStores(kind)
    const viewer = await inbox.upsertStaff({ email: 'v@firm.example', name: 'Viewer', role: 'staff' })
    const first = await collector.save(
      entry({
        lead: sampleLead({
          firstName: 'Ada',
          lastName: 'Quill',
          organization: 'Quarry Ridge Health',
          caseType: 'Wrongful Death',
        }),
      }),
    )
    await new Promise((resolve) => setTimeout(resolve, 3))
    const second = await collector.save(
      entry({
        formId: 'emergency',
        lead: sampleLead({
          firstName: 'Bo',
          lastName: 'Reyes',
          formType: 'emergency',
          defendants: 'Acme Freight, Inc.',
        }),
      }),
    )
    await new Promise((resolve) => setTimeout(resolve, 3))
    const spam = await collector.save(entry({ spam: true, lead: sampleLead({ firstName: 'Spammy' }) }))
    const screener = new ConflictScreener(inbox, silentLog)
    await screener.screenUnscreened()

    const all = await inbox.listRequests({}, viewer.id, 1)
    expect(all.rows.map((row) => row.id)).toEqual([second.id, first.id])
    expect(all.total).toBe(2)
    expect(all.rows.every((row) => row.unread)).toBe(true)
    expect((await inbox.listRequests({ urgent: true }, viewer.id, 1)).rows.map((row) => row.id)).toEqual([second.id])
    expect((await inbox.listRequests({ form: 'emergency' }, viewer.id, 1)).rows.map((row) => row.id)).toEqual([
      second.id,
    ])
    expect((await inbox.listRequests({ caseType: 'Wrongful Death' }, viewer.id, 1)).rows.map((row) => row.id)).toEqual([
      first.id,
    ])
    expect((await inbox.listRequests({ search: 'quarry' }, viewer.id, 1)).rows.map((row) => row.id)).toEqual([first.id])
    expect((await inbox.listRequests({ search: 'ACME freight' }, viewer.id, 1)).rows.map((row) => row.id)).toEqual([
      second.id,
    ])
    expect((await inbox.listRequests({ search: 'reyes bo' }, viewer.id, 1)).rows.map((row) => row.id)).toEqual([
      second.id,
    ])
    expect((await inbox.listRequests({ search: '100%' }, viewer.id, 1)).rows).toEqual([])
    expect((await inbox.listRequests({ spam: 'only' }, viewer.id, 1)).rows.map((row) => row.id)).toEqual([spam.id])
    const today = new Date().toISOString().slice(0, 10)
    expect((await inbox.listRequests({ from: today, to: today }, viewer.id, 1)).total).toBe(2)
    expect((await inbox.listRequests({ to: '2000-01-01' }, viewer.id, 1)).total).toBe(0)

    await inbox.setStatus(first.id, 'contacted')
    expect((await inbox.listRequests({ status: 'contacted' }, viewer.id, 1)).rows.map((row) => row.id)).toEqual([
      first.id,
    ])
    expect(await inbox.statusCounts()).toEqual({ byStatus: { new: 1, contacted: 1 }, spam: 1 })
    await inbox.markViewed(first.id, viewer.id)
    expect((await inbox.listRequests({}, viewer.id, 1)).rows.map((row) => [row.id, row.unread])).toEqual([
      [second.id, true],
      [first.id, false],
    ])
  })

  it('orders for triage (urgent, then the nearest disclosure deadline, then the newest) and by a column either way', async () => {
    const { collector, inbox } = await openStores(kind)
    const viewer = await inbox.upsertStaff({ email: 'v@firm.example', name: 'Viewer', role: 'staff' })
    const save = async (lead: Parameters<typeof sampleLead>[0], formId = 'contact') => {
      const saved = await collector.save(entry({ formId, lead: sampleLead(lead) }))
      await new Promise((resolve) => setTimeout(resolve, 3))
      return saved.id
    }
    const urgent = await save({ firstName: 'Una', lastName: 'Zeller', formType: 'emergency' }, 'emergency')
    const later = await save({ firstName: 'Lee', lastName: 'Adams', disclosureDeadline: '2031-03-01' })
    const sooner = await save({ firstName: 'Sol', lastName: 'Moss', disclosureDeadline: '2031-01-10' })
    const olderNone = await save({ firstName: 'Oto', lastName: 'Baker' })
    const newestNone = await save({ firstName: 'Nia', lastName: 'Cole' })
    await new ConflictScreener(inbox, silentLog).screenUnscreened()
    const order = async (sort?: { key: ListSortKey; descending: boolean }) =>
      (await inbox.listRequests({}, viewer.id, 1, sort)).rows.map((row) => row.id)

    expect(await order()).toEqual([urgent, sooner, later, newestNone, olderNone])
    expect(await order({ key: 'deadline', descending: false })).toEqual([sooner, later, newestNone, olderNone, urgent])
    expect(await order({ key: 'deadline', descending: true })).toEqual([later, sooner, newestNone, olderNone, urgent])
    expect(await order({ key: 'name', descending: false })).toEqual([later, olderNone, newestNone, sooner, urgent])
    expect(await order({ key: 'received', descending: false })).toEqual([urgent, later, sooner, olderNone, newestNone])
    const row = (await inbox.listRequests({}, viewer.id, 1)).rows.find((candidate) => candidate.id === sooner)
    expect(row).toMatchObject({ disclosureDeadline: '2031-01-10', consultationAt: null })
  })

  it('releases the notifications spam held back once, when a spam request is marked not spam', async () => {
    const { collector, inbox } = await openStores(kind)
    const spam = await collector.save(entry({ spam: true }))
    const ham = await collector.save(entry())
    expect(await inbox.pendingNotifications(spam.id)).toBe(0)
    expect(await inbox.setSpam(spam.id, false, ROUTES)).toBe(2)
    expect((await collector.getLead(spam.id))?.spam).toBe(false)
    expect(await inbox.pendingNotifications(spam.id)).toBe(2)
    await inbox.setSpam(spam.id, true, ROUTES)
    expect((await collector.getLead(spam.id))?.spam).toBe(true)
    expect(await inbox.setSpam(spam.id, false, ROUTES)).toBe(0)
    expect(await inbox.pendingNotifications(spam.id)).toBe(2)
    // A request that was never spam already had its notifications: marking it "not spam" adds none.
    expect(await inbox.setSpam(ham.id, false, ROUTES)).toBe(0)
    expect(await inbox.pendingNotifications(ham.id)).toBe(2)
  })

  it("erasure and retention delete a request's notes, state, views and conflicts; the audit log keeps its ids and action names", async () => {
    const { collector, inbox } = await openStores(kind)
    const staff = await inbox.upsertStaff({ email: 'n@firm.example', name: 'Noor', role: 'admin' })
    await inbox.upsertRegister(REGISTER)
    const lead = await collector.save(entry({ lead: sampleLead({ defendants: 'Acme Freight, Inc.' }) }))
    await new ConflictScreener(inbox, silentLog).screenLead(lead.id)
    expect((await inbox.listConflicts(lead.id)).map((conflict) => conflict.matterId)).toEqual(['M-2019-004'])
    await inbox.addNote(lead.id, staff.id, 'Called back; conflict check next.')
    await inbox.assign(lead.id, staff.id)
    await inbox.markViewed(lead.id, staff.id)
    await inbox.audit(staff.id, 'request.viewed', { leadId: lead.id })
    await inbox.audit(staff.id, 'request.note', { leadId: lead.id })
    expect(await inbox.listNotes(lead.id)).toMatchObject([
      { authorName: 'Noor', body: 'Called back; conflict check next.' },
    ])

    await collector.eraseLeads([lead.id])
    await inbox.audit(staff.id, 'request.erased', { leadId: lead.id })
    expect(await inbox.listNotes(lead.id)).toEqual([])
    expect(await inbox.listConflicts(lead.id)).toEqual([])
    expect(await inbox.leadState(lead.id)).toMatchObject({ status: 'new', assignedTo: null, screenedAt: null })
    expect(await inbox.db.all('SELECT lead_id FROM lead_views WHERE lead_id = ?', [lead.id])).toEqual([])
    const audit = await inbox.listAudit(lead.id)
    expect(audit.map((row) => row.action)).toEqual(['request.viewed', 'request.note', 'request.erased'])
    const rows = await inbox.db.all<Record<string, unknown>>('SELECT * FROM audit_log')
    expect(Object.keys(rows[0]!).sort()).toEqual(['action', 'actor_id', 'at', 'id', 'lead_id', 'subject_id'])

    const old = await collector.save(entry())
    await inbox.addNote(old.id, staff.id, 'old note')
    await collector.deleteLeadsReceivedBefore(new Date(Date.now() + 60_000).toISOString())
    expect(await inbox.listNotes(old.id)).toEqual([])
  })

  it('imports the register twice without duplicates, and screens again when it changes', async () => {
    const { collector, inbox } = await openStores(kind)
    expect(await inbox.upsertRegister(REGISTER)).toMatchObject({ added: 2, updated: 0 })
    expect(
      await inbox.upsertRegister([{ ...REGISTER[0]!, name: 'Acme Freight Co.', closed: null }, REGISTER[1]!]),
    ).toMatchObject({ added: 0, updated: 2 })
    const entries = await inbox.listRegister()
    expect(entries).toHaveLength(2)
    expect(entries.find((entry) => entry.matterId === 'M-2019-004')).toMatchObject({
      name: 'Acme Freight Co.',
      closed: null,
    })

    const lead = await collector.save(entry({ lead: sampleLead({ plaintiffs: 'Quarry Ridge Health Systems' }) }))
    const screener = new ConflictScreener(inbox, silentLog)
    await screener.screenLead(lead.id)
    expect(await inbox.listConflicts(lead.id)).toEqual([])
    const [added] = (
      await inbox.upsertRegister([
        {
          matterId: 'M-2025-002',
          caption: 'Quarry Ridge v. State',
          name: 'Quarry Ridge Health System',
          role: 'plaintiff',
          sideRetained: 'defense',
          opened: '2025-02-01',
          closed: null,
        },
      ])
    ).ids
    await screener.screenAll()
    expect(await inbox.listConflicts(lead.id)).toMatchObject([
      {
        id: added,
        matterId: 'M-2025-002',
        field: 'plaintiff',
        leadName: 'Quarry Ridge Health Systems',
        role: 'plaintiff',
        sideRetained: 'defense',
      },
    ])
    expect(await inbox.removeRegisterEntry(added!)).toBe(true)
    expect(await inbox.listConflicts(lead.id)).toEqual([])
  })
})
