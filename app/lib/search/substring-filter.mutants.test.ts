/**
 * Tests written against surviving mutants (npm run mutation): each filter is built inside its test,
 * on lists chosen so that a wrong table, a wrong key or a missed confirmation changes the answer.
 */
import { describe, expect, it } from 'vitest'
import { createSubstringFilter } from './substring-filter'

function findAll(strings: readonly string[], piece: string, max?: number): number[] {
  const filter = createSubstringFilter(strings)
  const count = filter.find(piece, max)
  return [...filter.found.subarray(0, count)]
}

const naive = (strings: readonly string[], piece: string) =>
  strings.flatMap((text, position) => (text.includes(piece) ? [position] : []))

describe('createSubstringFilter', () => {
  it('lists every string under each of its sequences, the second string too', () => {
    expect(findAll(['x', 'y'], 'y')).toEqual([1])
    expect(findAll(['ab', 'cd', 'ef'], 'cd')).toEqual([1])
    expect(findAll(['abc', 'bcd', 'cde'], 'bcd')).toEqual([1])
  })

  it('finds nothing for a piece with a character no string has, wherever it stands', () => {
    const strings = ['aaa', 'ab', 'ba']
    for (const piece of ['z', 'az', 'za', 'aza', 'aaz', 'abz', 'zab'])
      expect(findAll(strings, piece), piece).toEqual([])
  })

  it('answers a three-character piece by its own sequence, not by a shorter one', () => {
    expect(findAll(['ab', 'bc', 'abc', 'xabcx'], 'abc')).toEqual([2, 3])
    expect(findAll(['ab', 'bc', 'abc'], 'bc')).toEqual([1, 2])
    expect(findAll(['abd', 'xbc', 'abc'], 'abc')).toEqual([2])
  })

  it('confirms a longer piece on the full strings', () => {
    expect(findAll(['abcd', 'abcxbcd', 'bcdabc'], 'abcd')).toEqual([0])
    expect(findAll(['abcab', 'cabc'], 'abca')).toEqual([0])
  })

  it('gives an empty piece every string, at most max of them', () => {
    expect(findAll(['a', 'b', 'c'], '', 10)).toEqual([0, 1, 2])
    expect(findAll(['a', 'b', 'c'], '', 2)).toEqual([0, 1])
    expect(createSubstringFilter(['a', 'b', 'c']).find('', 10)).toBe(3)
    expect(createSubstringFilter(['a', 'b']).find('', Number.NaN)).toBe(0)
  })

  it('holds its size and copes with an empty list', () => {
    expect(createSubstringFilter(['a', 'bb']).size).toBe(2)
    expect(findAll([], 'a')).toEqual([])
    expect(findAll([], '')).toEqual([])
    expect(findAll(['', 'a'], 'a')).toEqual([1])
  })

  it('files U+0080, the first character past ASCII, like any other', () => {
    const strings = ['\u0080a', 'b\u0080', 'c', '\u0080\u0080\u0080']
    for (const piece of ['\u0080', '\u0080a', 'b\u0080', '\u0080\u0080', 'a'])
      expect(findAll(strings, piece), JSON.stringify(piece)).toEqual(naive(strings, piece))
  })

  it('keeps exact answers when characters outside ASCII are among the frequent ones', () => {
    const strings = ['ééé', 'éa', 'aé', 'ñé', 'b']
    for (const piece of ['é', 'éé', 'éa', 'aé', 'ñ', 'ñé', 'a', 'ééé', 'éaé'])
      expect(findAll(strings, piece), piece).toEqual(naive(strings, piece))
  })

  it('past 64 distinct characters, the rarest share one id and are confirmed', () => {
    // 70 distinct characters; "!" and "~" are the two rarest and share the last id
    const common = Array.from({ length: 68 }, (_, i) => String.fromCharCode(0x100 + i))
    const strings = [common.join(''), common.join(''), `${common[0]}!`, `${common[0]}~`, '!~', '~!']
    for (const piece of [
      '!',
      '~',
      `${common[0]}!`,
      `${common[0]}~`,
      '!~',
      '~!',
      `${common[66]}${common[67]}`,
      `${common[67]}!`,
    ]) {
      expect(findAll(strings, piece), piece).toEqual(naive(strings, piece))
    }
    // a character no string has, next to a common one, must not alias a shared sequence
    for (const piece of [`${common[0]}z`, `z${common[0]}`, `${common[0]}${common[1]}z`])
      expect(findAll(strings, piece), piece).toEqual([])
    const exactly64 = Array.from({ length: 64 }, (_, i) => String.fromCharCode(0x100 + i))
    const list = [exactly64.join(''), `${exactly64[63]}${exactly64[0]}`]
    for (const piece of [exactly64[63]!, `${exactly64[63]}${exactly64[0]}`, `${exactly64[62]}${exactly64[63]}`])
      expect(findAll(list, piece), piece).toEqual(naive(list, piece))
  })
})
