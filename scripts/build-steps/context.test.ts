import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { clearPreviousBuild } from './context'

let roots: string[] = []
afterEach(() => {
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true })
  roots = []
})

function workspace() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'clear-build-'))
  roots.push(root)
  return root
}

describe('clearPreviousBuild', () => {
  it('empties the build directory at once and deletes the previous build beside the next steps', async () => {
    const root = workspace()
    const buildDir = path.join(root, 'build')
    fs.mkdirSync(path.join(buildDir, 'client/about'), { recursive: true })
    fs.writeFileSync(path.join(buildDir, 'client/about/index.html'), '<p>previous</p>')
    const deleted = clearPreviousBuild(buildDir)
    expect(fs.existsSync(buildDir)).toBe(false)
    // the next build writes while the deletion runs
    fs.mkdirSync(path.join(buildDir, 'client'), { recursive: true })
    fs.writeFileSync(path.join(buildDir, 'client/index.html'), '<p>next</p>')
    await deleted
    expect(fs.readdirSync(root)).toEqual(['build'])
    expect(fs.readdirSync(path.join(buildDir, 'client'))).toEqual(['index.html'])
  })

  it('deletes what an interrupted build left aside, and leaves other directories alone', async () => {
    const root = workspace()
    fs.mkdirSync(path.join(root, 'build.previous-123-456/client'), { recursive: true })
    fs.mkdirSync(path.join(root, 'build-notes'))
    await clearPreviousBuild(path.join(root, 'build'))
    expect(fs.readdirSync(root)).toEqual(['build-notes'])
  })

  it('settles at once when there is no previous build', async () => {
    const root = workspace()
    await expect(clearPreviousBuild(path.join(root, 'build'))).resolves.toBeUndefined()
    expect(fs.readdirSync(root)).toEqual([])
  })
})
