import { describe, expect, it } from 'vitest'
import { conflictsOutcome, type ConflictResolutionForLetter } from './conflicts-paragraph'

const resolution = (overrides: Partial<ConflictResolutionForLetter>): ConflictResolutionForLetter => ({
  kind: 'not_same_party',
  matterId: 'M-2019-0042',
  caption: 'Roe v. Acme Freight',
  sideRetained: 'defense',
  ...overrides,
})

describe("the letter's conflicts paragraph", () => {
  it('says no possible conflict was found only when the screen found none', () => {
    expect(conflictsOutcome([])).toEqual({ kind: 'none' })
  })

  it('says the possible conflicts were reviewed and are not the same parties when each was found so', () => {
    expect(conflictsOutcome([resolution({}), resolution({ matterId: 'M-2020-0001' })])).toEqual({
      kind: 'not-same-party',
    })
  })

  it('names each waived matter once, by caption and side only, whenever one hit was waived', () => {
    expect(
      conflictsOutcome([
        resolution({}),
        resolution({
          kind: 'waived',
          matterId: 'M-2026-0001',
          caption: 'Pell v. Acme Freight, Inc.',
          sideRetained: 'plaintiff',
        }),
        resolution({
          kind: 'waived',
          matterId: 'M-2026-0001',
          caption: 'Pell v. Acme Freight, Inc.',
          sideRetained: 'plaintiff',
        }),
        resolution({
          kind: 'waived',
          matterId: 'M-2021-0003',
          caption: 'Doe v. Road Haulers',
          sideRetained: 'defense',
        }),
      ]),
    ).toEqual({
      kind: 'waived',
      matters: [
        { caption: 'Pell v. Acme Freight, Inc.', side: 'the plaintiff' },
        { caption: 'Doe v. Road Haulers', side: 'the defense' },
      ],
    })
  })
})
