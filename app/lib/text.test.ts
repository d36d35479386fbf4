import { describe, expect, test } from 'vitest'
import { excerpt, fillTemplate, firstSentence, firstSentenceWithin, firstThatFits, splitParagraphs } from './text'

describe('firstSentence', () => {
  test('stops at the first full stop followed by a new sentence', () => {
    expect(firstSentence('Claims for harm. Economics matters because of it.')).toBe('Claims for harm.')
  })

  test('does not cut inside a number or an abbreviation followed by lower case', () => {
    expect(firstSentence('Rates of 2.5 percent apply, e.g. to wages. Then more.')).toBe(
      'Rates of 2.5 percent apply, e.g. to wages.',
    )
  })

  test('a single sentence comes back whole', () => {
    expect(firstSentence('  No full stop here  ')).toBe('No full stop here')
    expect(firstSentence('Ms. Avery Sample, Senior Vocational Expert. Conducts evaluations.')).toBe(
      'Ms. Avery Sample, Senior Vocational Expert.',
    )
    expect(firstSentence('Reviewed by Dr. Lane. Then more.')).toBe('Reviewed by Dr. Lane.')
  })
})

describe('excerpt', () => {
  test('leaves short text untouched', () => {
    expect(excerpt('Short text.', 20)).toBe('Short text.')
  })

  test('collapses runs of white space', () => {
    expect(excerpt('  Lost\n  earnings   and benefits ', 40)).toBe('Lost earnings and benefits')
  })

  test('cuts a single long word at the limit', () => {
    expect(excerpt('x'.repeat(121), 120)).toBe(`${'x'.repeat(119)}\u2026`)
  })

  test('cuts at a word boundary and ends with an ellipsis within the limit', () => {
    const result = excerpt('Lost earnings, benefits and household services measured carefully', 30)
    expect(result).toBe('Lost earnings, benefits and\u2026')
    expect(result.length).toBeLessThanOrEqual(30)
  })
})

describe('firstSentenceWithin', () => {
  test('uses the first sentence when it fits', () => {
    expect(firstSentenceWithin('One sentence here. Another one.', 160)).toBe('One sentence here.')
  })

  test('never exceeds the limit, cutting the first sentence at a word', () => {
    const long = `${'word '.repeat(60)}end. Next.`
    const result = firstSentenceWithin(long, 160)
    expect(result.length).toBeLessThanOrEqual(160)
    expect(result).toMatch(/^word( word)*\u2026$/)
  })
})

describe('firstThatFits', () => {
  test('takes the first candidate within the limit', () => {
    expect(firstThatFits(['A candidate far too long for it.', 'Short one.', 'Tiny.'], 12)).toBe('Short one.')
  })

  test('excerpts the last candidate when none fits', () => {
    expect(firstThatFits(['Much too long to fit here.', 'Still too long to fit.'], 12)).toBe('Still too\u2026')
  })
})

describe('splitParagraphs', () => {
  test('splits on blank lines and drops empty ones', () => {
    expect(splitParagraphs('First.\n\nSecond.\n  \nThird.\n\n')).toEqual(['First.', 'Second.', 'Third.'])
  })
})

describe('fillTemplate', () => {
  test('fills every slot of a template and leaves a slot without a value as it is', () => {
    expect(fillTemplate('Discuss your {name} matter', { name: 'Wrongful Death' })).toBe(
      'Discuss your Wrongful Death matter',
    )
    expect(fillTemplate('All {cities} cities in {states} jurisdictions', { cities: '1,015', states: '51' })).toBe(
      'All 1,015 cities in 51 jurisdictions',
    )
    expect(fillTemplate('{name} and {other}', { name: 'One' })).toBe('One and {other}')
  })
})
