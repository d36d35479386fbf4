import { describe, expect, it } from 'vitest'
import { rememberLast } from './remember-last'

describe('rememberLast', () => {
  it('builds again only for other arguments, and never remembers a throw', () => {
    let calls = 0
    const build = rememberLast((a: string, b: string) => {
      calls += 1
      if (a === 'bad') throw new Error('no such page')
      return { page: `${a}/${b}` }
    })
    const first = build('texas', 'houston')
    expect(build('texas', 'houston')).toBe(first)
    expect(calls).toBe(1)
    expect(build('texa', 'shouston')).toEqual({ page: 'texa/shouston' })
    expect(calls).toBe(2)
    expect(() => build('bad', 'x')).toThrow('no such page')
    expect(() => build('bad', 'x')).toThrow('no such page')
    expect(calls).toBe(4)
    expect(build('texas', 'houston')).toEqual(first)
  })
})
