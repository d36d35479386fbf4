import path from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, test } from 'vitest'

const root = path.resolve(import.meta.dirname, '..')
const eslint = new ESLint({ cwd: root })

// Breaks two rules that apply to every JavaScript file: an unused variable and a useless escape.
const badSource = "const unused = '\\d'\n"

async function lintAs(file: string) {
  const [result] = await eslint.lintText(badSource, { filePath: path.join(root, file), warnIgnored: true })
  return result?.messages ?? []
}

describe('ESLint ignores what .gitignore ignores', () => {
  test('a file in release/ (what `npm run release` writes) is not linted', async () => {
    const messages = await lintAs('release/server/main.js')
    expect(messages.filter((message) => message.severity === 2)).toEqual([])
    expect(messages).toEqual([expect.objectContaining({ message: expect.stringContaining('File ignored') })])
  })

  test.each(['build/server/main.js', 'tmp/scratch.js', 'data/leads.js', '.cache/mine/client/app.js', 'reports/x.js'])(
    '%s, ignored by git, is not linted',
    async (file) => {
      expect(await eslint.isPathIgnored(path.join(root, file))).toBe(true)
    },
  )

  test('the same file among the sources is linted', async () => {
    const rules = (await lintAs('scripts/lint-probe.js')).map((message) => message.ruleId)
    expect(rules).toEqual(expect.arrayContaining(['@typescript-eslint/no-unused-vars', 'no-useless-escape']))
  })
})
