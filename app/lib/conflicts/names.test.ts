import { describe, expect, it } from 'vitest'
import { boundedLevenshtein, nameKey, namesMatch, normalizeName, similarity } from './names'

describe('normalizeName', () => {
  it('drops letter case, punctuation, diacritics, a leading "The" and legal suffixes', () => {
    expect(normalizeName('Acme Freight, Inc.')).toBe('acme freight')
    expect(normalizeName('ACME FREIGHT CO')).toBe('acme freight')
    expect(normalizeName('The Smith Trust')).toBe('smith trust')
    expect(normalizeName('Société Générale Holdings L.L.C.')).toBe('societe generale holdings')
    expect(normalizeName('Brandt & Rivas, P.C.')).toBe('brandt and rivas')
    expect(normalizeName('Harbor Partners, L.P.')).toBe('harbor partners')
    expect(normalizeName('Northway Corporation Ltd.')).toBe('northway')
    expect(normalizeName('Keller PLLC')).toBe('keller')
    expect(normalizeName('Keller LLP')).toBe('keller')
    expect(normalizeName('Dunmore Company')).toBe('dunmore')
    expect(normalizeName('Dunmore Incorporated')).toBe('dunmore')
    expect(normalizeName('Dunmore Corp.')).toBe('dunmore')
  })

  it('keeps a word that is only a suffix or only "The" (nothing else would be left)', () => {
    expect(normalizeName('The')).toBe('the')
    expect(normalizeName('Company')).toBe('company')
    expect(normalizeName('  ,. ')).toBe('')
  })

  it('sorts the words of the key, so word order does not matter', () => {
    expect(nameKey('Pell, Marisol')).toBe('marisol pell')
    expect(nameKey('Marisol Pell')).toBe('marisol pell')
  })
})

describe('similarity', () => {
  it('is 1 − Levenshtein distance / length of the longer string', () => {
    expect(similarity('kitten', 'sitting')).toBeCloseTo(1 - 3 / 7)
    expect(similarity('abc', 'abc')).toBe(1)
    expect(similarity('', '')).toBe(1)
    expect(boundedLevenshtein('flaw', 'lawn')).toBe(2)
    expect(boundedLevenshtein('', 'abc')).toBe(3)
  })

  it('stops early past a limit and says so', () => {
    expect(boundedLevenshtein('abcdefgh', 'zyxwvuts', 2)).toBe(3)
    expect(boundedLevenshtein('abcdefgh', 'abcdefgx', 2)).toBe(1)
  })
})

describe("namesMatch: the issue's pairs", () => {
  it('matches by normalization', () => {
    expect(namesMatch('Acme Freight, Inc.', 'ACME FREIGHT CO')).toBe(true)
    expect(namesMatch('The Smith Trust', 'Smith Trust')).toBe(true)
  })

  it('matches by similarity of the sorted words', () => {
    expect(namesMatch('Quarry Ridge Health Systems', 'Quarry Ridge Health System')).toBe(true)
    expect(namesMatch('Pell, Marisol', 'Marisol Pell')).toBe(true)
  })

  it('does not match names that differ by more than the rule allows', () => {
    expect(namesMatch('Smithson Holdings', 'Smith Holdings')).toBe(false)
  })

  it('holds short names to the same rule: one letter off in five is 0.8, not a match', () => {
    expect(namesMatch('Smith', 'Smyth')).toBe(false)
    expect(namesMatch('Smith', 'SMITH, Inc.')).toBe(true)
    // ten letters with one off: exactly 0.9, a match
    expect(similarity('abcdefghij', 'abcdefghiz')).toBeCloseTo(0.9)
    expect(namesMatch('Abcdefghij', 'Abcdefghiz')).toBe(true)
    expect(namesMatch('Abcdefghi', 'Abcdefghz')).toBe(false)
  })

  it('never matches a name that normalizes to nothing', () => {
    expect(namesMatch('...', '...')).toBe(false)
  })
})
