/**
 * The matter register fed by retention, on SQLite and on a real PostgreSQL server started by this file: the
 * retained request's matter is written in the transaction that retains it (and goes when that transaction fails),
 * two instances retaining at once take two numbers, an import leaves a matter created here alone and says so,
 * an export imported again changes nothing, and a conflict resolution keeps the matter as it stood, is checked
 * again at sending, and goes with an erased request.
 */
import { describe, expect, it } from 'vitest'
import { ENGINES, type EngineDatabase, twoEngines } from '../../tests/support/two-engines'
import { sampleLead } from '../../tests/support/server-fixtures'
import { ConflictResolutions } from './conflict-resolutions'
import { InboxStore } from './inbox-store'
import { MatterRegister } from './matter-register'
import { MatterRegisterStore } from './matter-register-store'
import { importRegisterEntries, registerCsv } from './register-csv'
import { parseRegisterCsv } from './register-input'

const engines = twoEngines('matters')
type Opened = EngineDatabase

const RETAINED_AT = Date.UTC(2026, 10, 29, 18)

async function retainedRequest(opened: Opened, email: string, defendants = 'Acme Freight, Inc.') {
  const { id } = await opened.store.save({
    formId: 'contact',
    lead: sampleLead({ email, plaintiffs: 'Marisol Pell', defendants, retainedBy: 'plaintiff' }),
    spam: false,
  })
  return id
}

describe.each(ENGINES)('the %s register', (kind) => {
  const open = () => engines.open(kind)

  it("enters the retained request's matter in the transaction that retains it, audited, and undone with it", async () => {
    const opened = await open()
    const inbox = new InboxStore(opened.db)
    const matters = new MatterRegister(new MatterRegisterStore(opened.db))
    let added = 0
    matters.onMatterAdded(() => (added += 1))
    const leadId = await retainedRequest(opened, 'one@example.com')

    const matterId = await matters.retainRequest(leadId, {
      engagementId: 'en_one',
      counselFirm: 'Pell & Ward LLP',
      at: RETAINED_AT,
    })
    expect(matterId).toBe('M-2026-0001')
    expect((await inbox.leadState(leadId)).status).toBe('retained')
    expect(
      (await inbox.listRegister()).map(({ matterId: id, caption, name, role, sideRetained, opened, closed }) => ({
        id,
        caption,
        name,
        role,
        sideRetained,
        opened,
        closed,
      })),
    ).toEqual([
      ...[
        ['Pell & Ward LLP', 'counsel'],
        ['Acme Freight, Inc.', 'defendant'],
        ['Marisol Pell', 'plaintiff'],
      ].map(([name, role]) => ({
        id: 'M-2026-0001',
        caption: 'Marisol Pell v. Acme Freight, Inc.',
        name,
        role,
        sideRetained: 'plaintiff',
        opened: '2026-11-29',
        closed: null,
      })),
    ])
    expect((await inbox.listAudit(leadId)).map((entry) => [entry.action, entry.subjectId])).toEqual([
      ['matter.created', 'M-2026-0001'],
    ])
    expect(await matters.store.matterOfRequest(leadId)).toBe('M-2026-0001')
    expect(added).toBe(1)
    // Retained again (a second signature path): the same matter, no second entry.
    expect(await matters.retainRequest(leadId, { engagementId: 'en_one', counselFirm: 'X', at: RETAINED_AT })).toBe(
      'M-2026-0001',
    )
    expect(await inbox.listRegister()).toHaveLength(3)
    // Erasing the request leaves its matter: the register must outlive it.
    await opened.store.eraseLeads([leadId])
    expect((await inbox.listRegister()).map((entry) => entry.name)).toEqual([
      'Pell & Ward LLP',
      'Acme Freight, Inc.',
      'Marisol Pell',
    ])

    // A retention whose transaction fails after the matter was written leaves neither the matter nor the status.
    const failing = new MatterRegisterStore(opened.db)
    const create = failing.createFromRetainedRequest.bind(failing)
    failing.createFromRetainedRequest = async (tx, matter) => {
      await create(tx, matter)
      throw new Error('the disk is full')
    }
    const other = await retainedRequest(opened, 'two@example.com', 'Road Haulers LLC')
    await expect(
      new MatterRegister(failing).retainRequest(other, { engagementId: 'en_two', counselFirm: 'F', at: RETAINED_AT }),
    ).rejects.toThrow('the disk is full')
    expect((await inbox.leadState(other)).status).toBe('new')
    expect(await matters.store.matterOfRequest(other)).toBeUndefined()
    expect((await inbox.listRegister()).map((entry) => entry.name)).not.toContain('Road Haulers LLC')
    expect(await inbox.listAudit(other)).toEqual([])
  })

  it('gives two instances retaining at once two distinct matter ids', async () => {
    const opened = await open()
    const leads = await Promise.all(
      Array.from({ length: 6 }, (_, index) => retainedRequest(opened, `r${String(index)}@example.com`)),
    )
    const instances = [
      new MatterRegister(new MatterRegisterStore(opened.db)),
      new MatterRegister(new MatterRegisterStore(await opened.another())),
    ]
    const ids = await Promise.all(
      leads.map((leadId, index) =>
        instances[index % 2]!.retainRequest(leadId, {
          engagementId: `en_${leadId}`,
          counselFirm: 'F',
          at: RETAINED_AT,
        }),
      ),
    )
    expect(new Set(ids).size).toBe(6)
    expect([...ids].sort()).toEqual(
      ['0001', '0002', '0003', '0004', '0005', '0006'].map((number) => `M-2026-${number}`),
    )
  })

  it('never lets an import overwrite a matter created here, says which rows it skipped, and takes an export back unchanged', async () => {
    const opened = await open()
    const inbox = new InboxStore(opened.db)
    const matters = new MatterRegister(new MatterRegisterStore(opened.db))
    await inbox.upsertRegister([
      {
        matterId: 'M-2019-0042',
        caption: '=Dunmore v. Pell',
        name: 'Dunmore Partners',
        role: 'defendant',
        sideRetained: 'defense',
        opened: '2019-03-01',
        closed: '2021-06-30',
      },
    ])
    const leadId = await retainedRequest(opened, 'three@example.com')
    await matters.retainRequest(leadId, { engagementId: 'en_3', counselFirm: 'Pell & Ward LLP', at: RETAINED_AT })
    const before = await inbox.listRegister()

    const exported = registerCsv(before)
    expect(exported.split('\r\n')[0]).toBe('"matter_id","caption","name","role","side_retained","opened","closed"')
    expect(exported).toContain(`"'=Dunmore v. Pell"`)
    const { entries, errors } = parseRegisterCsv(exported)
    expect(errors).toEqual([])
    const again = await importRegisterEntries(inbox, matters.store, entries)
    expect(again).toEqual({
      added: 0,
      updated: 0,
      unchanged: 1,
      skipped: [
        'M-2026-0001: 3 row(s) skipped, because the matter was entered from a retained request in the inbox (edit it there)',
      ],
    })
    expect(await inbox.listRegister()).toEqual(before)

    const overwrite = await importRegisterEntries(inbox, matters.store, [
      { ...entries.find((entry) => entry.matterId === 'M-2026-0001')!, caption: 'Changed v. Changed', closed: null },
    ])
    expect(overwrite.skipped).toHaveLength(1)
    expect(await inbox.listRegister()).toEqual(before)
  })

  it('keeps each resolution with the matter as it stood, screens again at sending, and erases resolutions with the request', async () => {
    const opened = await open()
    const inbox = new InboxStore(opened.db)
    const resolutions = new ConflictResolutions(inbox, opened.db)
    await inbox.upsertRegister([
      {
        matterId: 'M-2019-0042',
        caption: 'Roe v. Acme Freight',
        name: 'ACME FREIGHT CO',
        role: 'defendant',
        sideRetained: 'plaintiff',
        opened: '2019-03-01',
        closed: null,
      },
    ])
    const leadId = await retainedRequest(opened, 'four@example.com')
    const [hit] = await resolutions.currentHits(leadId)
    expect(await resolutions.atSending(leadId)).toEqual({ resolutions: [], unresolved: [hit!.entryId] })
    expect(
      await resolutions.resolve(leadId, hit!.entryId, { kind: 'waived', detail: 'Disclosed', staffId: 'st_a' }),
    ).toBe(true)
    const { resolutions: kept, unresolved } = await resolutions.atSending(leadId)
    expect(unresolved).toEqual([])
    expect(kept).toMatchObject([
      {
        kind: 'waived',
        detail: 'Disclosed',
        matterId: 'M-2019-0042',
        caption: 'Roe v. Acme Freight',
        sideRetained: 'plaintiff',
      },
    ])
    expect((await inbox.listAudit(leadId)).map((entry) => [entry.action, entry.subjectId])).toEqual([
      ['conflict.waived', hit!.entryId],
    ])
    await opened.store.eraseLeads([leadId])
    expect(await resolutions.list(leadId)).toEqual([])
  })
})
