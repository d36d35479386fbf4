import { describe, expect, test } from 'vitest'
import { createSubstringFilter } from './substring-filter'

function naive(strings: readonly string[], piece: string, max = Infinity): number[] {
  const out: number[] = []
  for (let i = 0; i < strings.length && out.length < max; i++) if (strings[i]!.includes(piece)) out.push(i)
  return out
}

function findAll(filter: ReturnType<typeof createSubstringFilter>, piece: string, max?: number): number[] {
  const count = filter.find(piece, max)
  return [...filter.found.subarray(0, count)]
}

/** A small deterministic pseudo-random generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648
    return state / 2147483648
  }
}

describe('createSubstringFilter', () => {
  const strings = [
    'houston',
    'san antonio',
    'dallas',
    'austin',
    'san jose',
    'santa ana',
    'st. louis',
    'coeur d’alene',
    'anna',
    'a',
  ]
  const filter = createSubstringFilter(strings)

  test.each([
    ['a'],
    ['an'],
    ['san'],
    ['sant'],
    ['an '],
    ['ton'],
    ['s'],
    ['st. '],
    ['’a'],
    ['d’alene'],
    ['anna'],
    ['x'],
    ['zzz'],
    ['houstonx'],
    ['Houston'],
  ])('finds exactly the strings containing %j, in list order', (piece) => {
    expect(findAll(filter, piece)).toEqual(naive(strings, piece))
  })

  test('stops at max, keeping the first matches in list order', () => {
    expect(findAll(filter, 'an', 2)).toEqual(naive(strings, 'an').slice(0, 2))
    expect(filter.find('an', 0)).toBe(0)
  })

  test('an empty piece is in every string', () => {
    expect(findAll(filter, '')).toEqual(strings.map((_, i) => i))
  })

  test('past 64 distinct characters, pieces with the rarer ones are still found exactly', () => {
    const alphabet = Array.from({ length: 90 }, (_, i) => String.fromCharCode(0x3b1 + i))
    const list = alphabet.map((char, i) => `${char}${alphabet[(i + 1) % 90]}${alphabet[(i + 7) % 90]}x`)
    const wide = createSubstringFilter(list)
    for (const piece of [
      alphabet[89]!,
      `${alphabet[88]}${alphabet[89]}`,
      `${alphabet[80]}${alphabet[81]}${alphabet[87]}`,
      `${alphabet[3]}x`,
      'x',
      `${alphabet[70]}${alphabet[2]}`,
    ]) {
      expect(findAll(wide, piece), piece).toEqual(naive(list, piece))
    }
  })

  test('agrees with includes on random strings and pieces', () => {
    const next = random(42)
    const alphabet = 'abcde fg'
    const word = (length: number) =>
      Array.from({ length }, () => alphabet[Math.floor(next() * alphabet.length)]).join('')
    const list = Array.from({ length: 300 }, () => word(1 + Math.floor(next() * 12)))
    const randomFilter = createSubstringFilter(list)
    for (let i = 0; i < 2000; i++) {
      const piece =
        next() < 0.5
          ? word(1 + Math.floor(next() * 6))
          : (() => {
              const source = list[Math.floor(next() * list.length)]!
              const start = Math.floor(next() * source.length)
              return source.slice(start, start + 1 + Math.floor(next() * 6))
            })()
      expect(findAll(randomFilter, piece), piece).toEqual(naive(list, piece))
    }
  })
})
