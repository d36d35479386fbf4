import { describe, expect, it } from 'vitest'
import { captionOf, matterIdOf, matterRowsOf, type RetainedRequestParties } from './matter-from-request'

const parties = (overrides: Partial<RetainedRequestParties> = {}): RetainedRequestParties => ({
  plaintiffs: 'Marisol Pell',
  defendants: 'Acme Freight, Inc.; Road Haulers LLC',
  caseNumber: '4:26-cv-01234',
  counselFirm: 'Pell & Ward LLP',
  retainedBy: 'plaintiff',
  ...overrides,
})

describe("a retained request's matter", () => {
  it('is captioned from the parties, else the case number, else the request', () => {
    expect(captionOf(parties(), 'ld_1')).toBe('Marisol Pell v. Acme Freight, Inc. et al.')
    expect(captionOf(parties({ defendants: null }), 'ld_1')).toBe('Case No. 4:26-cv-01234')
    expect(captionOf(parties({ defendants: null, caseNumber: ' ' }), 'ld_1')).toBe('Marisol Pell (request ld_1)')
    expect(captionOf(parties({ plaintiffs: null, defendants: null, caseNumber: null }), 'ld_1')).toBe('Request ld_1')
    expect(captionOf(parties({ plaintiffs: 'x'.repeat(400) }), 'ld_1')).toHaveLength(300)
  })

  it('holds each plaintiff and defendant with their role and counsel’s firm as counsel, the side retained, open', () => {
    const rows = matterRowsOf(parties({ plaintiffs: 'Marisol Pell;  marisol  pell ' }), {
      matterId: 'M-2026-0007',
      opened: '2026-11-29',
      reference: 'ld_1',
    })
    expect(rows.map(({ name, role }) => [name, role])).toEqual([
      ['Marisol Pell', 'plaintiff'],
      ['Acme Freight, Inc.', 'defendant'],
      ['Road Haulers LLC', 'defendant'],
      ['Pell & Ward LLP', 'counsel'],
    ])
    for (const row of rows)
      expect(row).toMatchObject({
        matterId: 'M-2026-0007',
        caption: 'Marisol Pell v. Acme Freight, Inc. et al.',
        sideRetained: 'plaintiff',
        opened: '2026-11-29',
        closed: null,
      })
  })

  it('records a side the request did not give as other', () => {
    const [row] = matterRowsOf(parties({ retainedBy: null }), { matterId: 'M', opened: '2026-01-01', reference: 'r' })
    expect(row?.sideRetained).toBe('other')
  })

  it('numbers matters M-{year}-{sequence}', () => {
    expect(matterIdOf(2026, 7)).toBe('M-2026-0007')
    expect(matterIdOf(2026, 12345)).toBe('M-2026-12345')
  })
})
