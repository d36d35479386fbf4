import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { BuildContext } from './context'
import { previousStylesheets, writeRuntimeFile } from './runtime-file'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})
const context = () => {
  const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'runtime-file-'))
  dirs.push(buildDir)
  return { buildDir } as BuildContext
}

describe('the runtime file', () => {
  it("carries the site's stylesheet names, which the next incremental build takes over", () => {
    const build = context()
    expect(previousStylesheets(build)).toBeUndefined()
    const written = writeRuntimeFile(build, ['/assets/root-AbC_12.css'])
    expect(written.stylesheets).toEqual(['/assets/root-AbC_12.css'])
    expect(previousStylesheets(build)).toEqual(['/assets/root-AbC_12.css'])
  })

  it('refuses a stylesheet that is not one of the built assets', () => {
    expect(() => writeRuntimeFile(context(), ['https://cdn.example/site.css'])).toThrow()
  })
})
