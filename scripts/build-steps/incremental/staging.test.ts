import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createBuildContext } from '../context'
import { createStaging, promoteStaging, STAGING_DIR } from './staging'

let root: string | undefined
afterEach(() => {
  if (root) fs.rmSync(root, { recursive: true, force: true })
})

const put = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, text)
}

describe('the staging folder of an incremental build', () => {
  it('moves in only the files whose bytes changed, by rename, drops a stale compressed copy and leaves no staging behind', () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'staging-'))
    const context = createBuildContext(path.join(root, 'build'))
    put(path.join(context.clientDir, 'index.html'), 'old home')
    put(path.join(context.clientDir, 'about/index.html'), 'about')
    put(path.join(context.clientDir, 'tiny.data'), 'was large')
    put(path.join(context.precompressedDir, 'tiny.data.br'), 'stale copy')
    const aboutInode = fs.statSync(path.join(context.clientDir, 'about/index.html')).ino
    const linked = path.join(root, 'linked-home.html')
    fs.linkSync(path.join(context.clientDir, 'index.html'), linked)

    const staging = createStaging(context)
    put(path.join(staging.clientDir, 'index.html'), 'new home')
    put(path.join(staging.precompressedDir, 'index.html.br'), 'new copy')
    put(path.join(staging.clientDir, 'about/index.html'), 'about')
    put(path.join(staging.clientDir, 'tiny.data'), 'small')

    expect(promoteStaging(context, staging).sort()).toEqual(['/index.html', '/tiny.data'])
    expect(fs.readFileSync(path.join(context.clientDir, 'index.html'), 'utf8')).toBe('new home')
    expect(fs.readFileSync(linked, 'utf8')).toBe('old home')
    expect(fs.statSync(path.join(context.clientDir, 'about/index.html')).ino).toBe(aboutInode)
    expect(fs.readFileSync(path.join(context.precompressedDir, 'index.html.br'), 'utf8')).toBe('new copy')
    expect(fs.existsSync(path.join(context.precompressedDir, 'tiny.data.br'))).toBe(false)
    expect(fs.existsSync(path.join(root, 'build', STAGING_DIR))).toBe(false)
  })
})
