import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { clearPreviousBuild, writeFile, writeFileAsync } from './context'

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

describe('writeFile: only changed bytes, never in place', () => {
  it('writes a new file, making its folders', () => {
    const root = workspace()
    const file = path.join(root, 'client/about/index.html')
    expect(writeFile(file, '<p>new</p>')).toBe(true)
    expect(fs.readFileSync(file, 'utf8')).toBe('<p>new</p>')
  })

  it('leaves a file with the same bytes alone: same inode, same modification time', () => {
    const root = workspace()
    const file = path.join(root, 'page.html')
    fs.writeFileSync(file, '<p>same</p>')
    const old = new Date('2020-01-01T00:00:00Z')
    fs.utimesSync(file, old, old)
    const before = fs.statSync(file)
    expect(writeFile(file, Buffer.from('<p>same</p>'))).toBe(false)
    const after = fs.statSync(file)
    expect(after.ino).toBe(before.ino)
    expect(after.mtimeMs).toBe(before.mtimeMs)
  })

  it('replaces a changed file by a rename, so a hard-linked copy elsewhere keeps its bytes', async () => {
    const root = workspace()
    const file = path.join(root, 'build/page.html')
    const copy = path.join(root, 'copy-of-build-page.html')
    fs.mkdirSync(path.dirname(file))
    fs.writeFileSync(file, '<p>before</p>')
    fs.linkSync(file, copy)
    expect(writeFile(file, '<p>after</p>')).toBe(true)
    expect(fs.readFileSync(file, 'utf8')).toBe('<p>after</p>')
    expect(fs.readFileSync(copy, 'utf8')).toBe('<p>before</p>')
    expect(fs.statSync(file).ino).not.toBe(fs.statSync(copy).ino)
    // the async writer follows the same rules
    fs.linkSync(file, `${copy}.2`)
    expect(await writeFileAsync(file, '<p>after</p>')).toBe(false)
    expect(await writeFileAsync(file, '<p>again</p>')).toBe(true)
    expect(fs.readFileSync(`${copy}.2`, 'utf8')).toBe('<p>after</p>')
    expect(fs.readFileSync(file, 'utf8')).toBe('<p>again</p>')
    expect(await writeFileAsync(path.join(root, 'new/dir/file.txt'), 'x')).toBe(true)
    // no temporary file is left beside them
    expect(fs.readdirSync(path.dirname(file))).toEqual(['page.html'])
  })
})
