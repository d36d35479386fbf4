// Modes set explicitly, never left to the umask, so personal data cannot become readable by other local users.
import fs from 'node:fs'
import path from 'node:path'

export const PRIVATE_DIRECTORY_MODE = 0o700
export const PRIVATE_FILE_MODE = 0o600

// A folder that exists already is left as it is (it may be shared, like /tmp): dataDirWarning reports it.
export function makePrivateDirectory(dir: string): void {
  const target = path.resolve(dir)
  const firstCreated = fs.mkdirSync(target, { recursive: true, mode: PRIVATE_DIRECTORY_MODE })
  if (firstCreated === undefined) return
  for (let current = target; ; current = path.dirname(current)) {
    fs.chmodSync(current, PRIVATE_DIRECTORY_MODE)
    if (current === path.resolve(firstCreated) || current === path.dirname(current)) break
  }
}

export function makePrivateFile(file: string): void {
  const descriptor = fs.openSync(file, fs.constants.O_WRONLY | fs.constants.O_CREAT, PRIVATE_FILE_MODE)
  try {
    fs.fchmodSync(descriptor, PRIVATE_FILE_MODE)
  } finally {
    fs.closeSync(descriptor)
  }
}

export function createPrivateFile(file: string): void {
  const descriptor = fs.openSync(file, 'wx', PRIVATE_FILE_MODE)
  try {
    fs.fchmodSync(descriptor, PRIVATE_FILE_MODE)
  } finally {
    fs.closeSync(descriptor)
  }
}

export function writePrivateFile(file: string, data: string | Uint8Array): void {
  const descriptor = fs.openSync(file, 'wx', PRIVATE_FILE_MODE)
  try {
    fs.fchmodSync(descriptor, PRIVATE_FILE_MODE)
    fs.writeFileSync(descriptor, data)
  } finally {
    fs.closeSync(descriptor)
  }
}

export function makeExistingFilesPrivate(files: readonly string[]): void {
  for (const file of files) {
    try {
      fs.chmodSync(file, PRIVATE_FILE_MODE)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    }
  }
}

export function dataDirWarning(dir: string): string | undefined {
  let mode: number
  try {
    mode = fs.statSync(dir).mode
  } catch {
    return undefined
  }
  if ((mode & 0o077) === 0) return undefined
  return `DATA_DIR ${dir} is readable by other local users (mode ${(mode & 0o777).toString(8).padStart(3, '0')}): it holds personal data. Run chmod 700 on it.`
}

/**
 * A secret kept in DATA_DIR when the operator configured none (single SQLite instance): the one in `file`,
 * else `generate()` written there once, 0600. Of two processes starting together, the second reads the first's.
 */
export function secretInDataDir(dataDir: string, fileName: string, generate: () => string): string {
  const file = path.join(dataDir, fileName)
  try {
    return fs.readFileSync(file, 'utf8').trim()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  const secret = generate()
  try {
    makePrivateDirectory(dataDir)
    writePrivateFile(file, `${secret}\n`)
    return secret
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return fs.readFileSync(file, 'utf8').trim()
    throw error
  }
}
