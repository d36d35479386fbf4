import { describe, expect, test } from 'vitest'
import { describeIn160, excerpt, firstSentence, splitParagraphs } from './text'

describe('firstSentence', () => {
  test('stops at the first full stop followed by a new sentence', () => {
    expect(firstSentence('Claims for harm. Economics matters because of it.')).toBe('Claims for harm.')
  })

  test('does not cut inside a number or an abbreviation followed by lower case', () => {
    expect(firstSentence('Rates of 2.5 percent apply, e.g. to wages. Then more.')).toBe('Rates of 2.5 percent apply, e.g. to wages.')
  })

  test('a single sentence comes back whole', () => {
    expect(firstSentence('  No full stop here  ')).toBe('No full stop here')
  })
})

describe('excerpt', () => {
  test('leaves short text untouched', () => {
    expect(excerpt('Short text.', 20)).toBe('Short text.')
  })

  test('cuts at a word boundary and ends with an ellipsis within the limit', () => {
    const result = excerpt('Lost earnings, benefits and household services measured carefully', 30)
    expect(result).toBe('Lost earnings, benefits and\u2026')
    expect(result.length).toBeLessThanOrEqual(30)
  })
})

describe('describeIn160', () => {
  test('uses the first sentence when it fits', () => {
    expect(describeIn160('One sentence here. Another one.')).toBe('One sentence here.')
  })

  test('never exceeds 160 characters', () => {
    const long = `${'word '.repeat(60)}end. Next.`
    expect(describeIn160(long).length).toBeLessThanOrEqual(160)
  })
})

describe('splitParagraphs', () => {
  test('splits on blank lines and drops empty ones', () => {
    expect(splitParagraphs('First.\n\nSecond.\n  \nThird.\n\n')).toEqual(['First.', 'Second.', 'Third.'])
  })
})
