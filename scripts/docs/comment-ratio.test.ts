import { describe, expect, it } from 'vitest'
import { countCommentLines } from './comment-ratio'

describe('countCommentLines', () => {
  it('counts line comments and every line of a block comment, and skips blank lines', () => {
    const source = ['// one', '', '/**', ' * two', ' */', 'const a = 1', '   ', '/* single */', 'const b = 2'].join(
      '\n',
    )
    expect(countCommentLines(source)).toEqual({ comment: 5, nonBlank: 7 })
  })

  it('counts code with a trailing comment as code', () => {
    expect(countCommentLines('const a = 1 // why\nconst b = /* inline */ 2')).toEqual({ comment: 0, nonBlank: 2 })
  })

  it('ends a block on the line that closes it, even when code follows', () => {
    expect(countCommentLines('/* a\n b */ const c = 3\nconst d = 4')).toEqual({ comment: 2, nonBlank: 3 })
  })

  it('reads Windows line endings', () => {
    expect(countCommentLines('// a\r\n\r\nconst b = 1\r\n')).toEqual({ comment: 1, nonBlank: 2 })
  })
})
