import { describe, expect, it } from 'vitest'
import { isInFontSubset, subsetCodePoints, unicodeRangeDescriptor } from './subset-range'

describe('the font subset range', () => {
  it('lists each code point once, in order, from printable ASCII through the punctuation of US copy', () => {
    const codes = subsetCodePoints()
    expect(codes).toEqual([...new Set(codes)].sort((a, b) => a - b))
    expect(codes[0]).toBe(0x20)
    for (const character of 'Az09$%&§¶ñé—–‘’“”…€™−\u202f') expect(codes).toContain(character.codePointAt(0))
    expect(codes).not.toContain(0x7f)
  })

  it('reads as a CSS unicode-range value', () => {
    expect(unicodeRangeDescriptor()).toMatch(/^U\+0020-007E, U\+00A0-00FF, (U\+[0-9A-F]{4}(-[0-9A-F]{4})?, )*U\+2215$/)
  })

  it('counts line breaks and tabs as covered, and a character outside the list as not', () => {
    const codes = new Set(subsetCodePoints())
    expect(isInFontSubset('\n', codes)).toBe(true)
    expect(isInFontSubset('\t', codes)).toBe(true)
    expect(isInFontSubset('é', codes)).toBe(true)
    expect(isInFontSubset('★', codes)).toBe(false)
    expect(isInFontSubset('😀', codes)).toBe(false)
  })
})
