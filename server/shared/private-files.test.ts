import fs from 'node:fs'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { temporaryDir } from '../../tests/support/server-fixtures'
import {
  PRIVATE_DIRECTORY_MODE,
  PRIVATE_FILE_MODE,
  createPrivateFile,
  makePrivateDirectory,
  writePrivateFile,
} from './private-files'

const cleanups: Array<() => void> = []
let previousUmask = 0
beforeEach(() => {
  previousUmask = process.umask(0o022)
})
afterEach(() => {
  process.umask(previousUmask)
  for (const cleanup of cleanups.splice(0)) cleanup()
})

const modeOf = (file: string) => fs.statSync(file).mode & 0o777

describe('private folders and files, for data, records and secrets', () => {
  it('creates each missing folder 0700 and leaves an existing parent as it was', () => {
    const temp = temporaryDir('private-files-')
    cleanups.push(temp.remove)
    fs.chmodSync(temp.dir, 0o755)
    makePrivateDirectory(path.join(temp.dir, 'a', 'b'))
    expect([modeOf(path.join(temp.dir, 'a')), modeOf(path.join(temp.dir, 'a', 'b'))]).toEqual([
      PRIVATE_DIRECTORY_MODE,
      PRIVATE_DIRECTORY_MODE,
    ])
    expect(modeOf(temp.dir)).toBe(0o755)
  })

  it('writes a secret 0600 under umask 022 and never over an existing file', () => {
    const temp = temporaryDir('private-files-')
    cleanups.push(temp.remove)
    const file = path.join(temp.dir, 'secret.key')
    writePrivateFile(file, 'first')
    expect(modeOf(file)).toBe(PRIVATE_FILE_MODE)
    expect(() => writePrivateFile(file, 'second')).toThrow(/EEXIST/)
    expect(() => createPrivateFile(file)).toThrow(/EEXIST/)
    expect(fs.readFileSync(file, 'utf8')).toBe('first')
  })
})
