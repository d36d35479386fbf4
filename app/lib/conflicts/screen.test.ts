import { describe, expect, it } from 'vitest'
import { namesMatch } from './names'
import { buildRegisterIndex, highlightMatchedWords, screenedNames, screenNames } from './screen'

describe('screenedNames', () => {
  it('takes each plaintiff and defendant (semicolons or lines), the opposing counsel and the organization', () => {
    expect(
      screenedNames({
        plaintiffs: 'Pell, Marisol; Estate of John Roe',
        defendants: 'Acme Freight, Inc.\nQuarry Ridge Health Systems',
        counselFirm: ' Brandt & Rivas ',
        organization: '',
      }),
    ).toEqual([
      { field: 'plaintiff', name: 'Pell, Marisol' },
      { field: 'plaintiff', name: 'Estate of John Roe' },
      { field: 'defendant', name: 'Acme Freight, Inc.' },
      { field: 'defendant', name: 'Quarry Ridge Health Systems' },
      { field: 'counsel', name: 'Brandt & Rivas' },
    ])
    expect(screenedNames({})).toEqual([])
  })
})

describe('screenNames', () => {
  const register = [
    { id: 'r1', name: 'ACME FREIGHT CO' },
    { id: 'r2', name: 'Smith Trust' },
    { id: 'r3', name: 'Quarry Ridge Health System' },
    { id: 'r4', name: 'Marisol Pell' },
    { id: 'r5', name: 'Smith Holdings' },
  ]
  const index = buildRegisterIndex(register)

  it('finds every entry the rule matches, and only those', () => {
    const names = screenedNames({
      plaintiffs: 'The Smith Trust; Pell, Marisol',
      defendants: 'Acme Freight, Inc.; Smithson Holdings; Quarry Ridge Health Systems',
    })
    const hits = screenNames(names, index)
    expect(hits.map((hit) => [hit.leadName, hit.entryId]).sort()).toEqual([
      ['Acme Freight, Inc.', 'r1'],
      ['Pell, Marisol', 'r4'],
      ['Quarry Ridge Health Systems', 'r3'],
      ['The Smith Trust', 'r2'],
    ])
    expect(hits.find((hit) => hit.entryId === 'r3')?.score).toBeCloseTo(1 - 1 / 'health quarry ridge systems'.length)
  })

  it('agrees with the pairwise rule on every pair (the index only skips pairs that cannot match)', () => {
    const words = [
      'acme',
      'acne',
      'freight',
      'fright',
      'smith',
      'smyth',
      'trust',
      'trusts',
      'holdings',
      'holding',
      'quarry',
      'ridge',
      'health',
      'systems',
      'system',
      'pell',
      'marisol',
      'marisel',
    ]
    const names: string[] = []
    for (let a = 0; a < words.length; a += 1)
      for (let b = 0; b < words.length; b += 3) names.push(`${words[a]!} ${words[b]!}`)
    const entries = names.map((name, position) => ({ id: `e${String(position)}`, name }))
    const big = buildRegisterIndex(entries)
    for (const name of names.slice(0, 40)) {
      const found = new Set(screenNames([{ field: 'organization', name }], big).map((hit) => hit.entryId))
      const expected = new Set(entries.filter((entry) => namesMatch(name, entry.name)).map((entry) => entry.id))
      expect(found, name).toEqual(expected)
    }
  })
})

describe('highlightMatchedWords', () => {
  it('marks the words the other name shares, keeping the text as written', () => {
    expect(highlightMatchedWords('Quarry Ridge Health Systems', 'Quarry Ridge Health System')).toEqual([
      { text: 'Quarry', matched: true },
      { text: ' ', matched: false },
      { text: 'Ridge', matched: true },
      { text: ' ', matched: false },
      { text: 'Health', matched: true },
      { text: ' ', matched: false },
      { text: 'Systems', matched: true },
    ])
    expect(highlightMatchedWords('Acme Freight, Inc.', 'ACME FREIGHT CO').map((part) => part.matched)).toEqual([
      true,
      false,
      true,
      false,
      false,
    ])
  })
})
