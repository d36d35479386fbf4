/**
 * What a build is made from, as the incremental build tracks it: the code (every file that goes into the
 * bundles or the build, hashed into one fingerprint), the build settings (the environment variables the
 * build reads), and the content files (each hashed on its own, with its date). See
 * docs/decisions/019-incremental-builds.md.
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/**
 * The code, relative to the project root: the app (bundled), public/ (copied into the deploy
 * directory), the build's own code, the one server module the build imports, the dependencies and the
 * configurations of Vite and TypeScript. Tests are left out. The content folder is not
 * code: it is read from disk at render time and tracked file by file.
 */
export const CODE_PATHS = [
  'app',
  'public',
  'scripts/build.ts',
  'scripts/build-steps',
  'server/site/build-files.ts',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'vite.inbox.config.ts',
  'vite.islands.config.ts',
  'tsconfig.json',
] as const

/**
 * The environment variables the build reads, besides BUILD_DATE (a page input) and the folders
 * (BUILD_DIR, CONTENT_DIR): the site's origin, the forms' endpoint and the analytics id are bundled
 * (app/config/site-config.ts), PRERENDER_SAMPLE picks the pages, NODE_ENV selects React's build, and
 * Vite bundles any VITE_ variable (its envPrefix).
 */
export const BUILD_SETTINGS = [
  'SITE_URL',
  'FORM_ENDPOINT',
  'GA_MEASUREMENT_ID',
  'PRERENDER_SAMPLE',
  'NODE_ENV',
] as const
const BUNDLED_PREFIX = 'VITE_'

const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.split('/').includes('__snapshots__')

const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex')

/** Every file under `dir` (relative to `root`, with / separators), sorted; dot files and symbolic links left out. */
function walk(root: string, dir: string): string[] {
  const absolute = path.join(root, dir)
  if (!fs.existsSync(absolute)) return []
  if (fs.statSync(absolute).isFile()) return [dir]
  const files: string[] = []
  for (const entry of fs.readdirSync(absolute, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const relative = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')
    if (relative.split('/').some((segment) => segment.startsWith('.'))) continue
    files.push(relative)
  }
  return files.sort()
}

export interface CodeInputs {
  /** One hash of every code file's path and bytes */
  fingerprint: string
  /** Each code file's hash, so that a change can be named */
  files: Record<string, string>
}

/** The code's fingerprint, from the files under CODE_PATHS (tests left out). */
export function readCodeInputs(root: string): CodeInputs {
  const files: Record<string, string> = {}
  for (const file of CODE_PATHS.flatMap((entry) => walk(root, entry))
    .filter((file) => !isTest(file))
    .sort()) {
    files[file] = sha256(fs.readFileSync(path.join(root, file)))
  }
  return {
    fingerprint: sha256(
      Object.entries(files)
        .map(([file, hash]) => `${file} ${hash}\n`)
        .join(''),
    ),
    files,
  }
}

/** The build settings as this build sees them (unset ones left out). */
export function readBuildSettings(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const names = [
    ...BUILD_SETTINGS,
    ...Object.keys(env)
      .filter((name) => name.startsWith(BUNDLED_PREFIX))
      .sort(),
  ]
  return Object.fromEntries(names.flatMap((name) => (env[name] ? [[name, env[name]]] : [])))
}

/** A content input: a file ("testimonials.yaml") by its bytes, or a folder's listing ("services/") by its entries' names. */
export interface ContentInput {
  hash: string
  /** When the file's content last changed (see contentDates); a listing has none */
  date?: string
}

/**
 * Every content file (by its path in the content folder) and every folder's listing ("services/",
 * which the store reports when a page lists a collection), hashed.
 */
export function hashContent(contentDir: string): Record<string, string> {
  const hashes: Record<string, string> = {}
  const files = walk(contentDir, '.').map((file) => file.replace(/^\.\//, ''))
  const folders = new Map<string, string[]>()
  for (const file of files) {
    hashes[file] = sha256(fs.readFileSync(path.join(contentDir, file)))
    const slash = file.lastIndexOf('/')
    if (slash > 0)
      folders.set(file.slice(0, slash + 1), [...(folders.get(file.slice(0, slash + 1)) ?? []), file.slice(slash + 1)])
  }
  for (const [folder, names] of folders) hashes[folder] = sha256(names.sort().join('\n'))
  return Object.fromEntries(Object.entries(hashes).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
}

/** An ISO time without milliseconds, in UTC: "2026-11-25T02:50:29Z". */
export function isoSeconds(date: Date | string | number): string {
  return new Date(date).toISOString().replace(/\.\d{3}Z$/, 'Z')
}

/** The newest of some ISO times (undefined ones skipped). */
export function newestDate(dates: readonly (string | undefined)[]): string | undefined {
  return dates
    .filter((date): date is string => Boolean(date))
    .sort()
    .at(-1)
}

export interface GitDates {
  /** Paths (relative to the folder asked about) with uncommitted changes, or untracked */
  dirty: Set<string>
  /** Each committed path's last commit date */
  committed: Map<string, string>
}

function git(cwd: string, args: string[]): string | undefined {
  try {
    return execFileSync('git', args, {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 64 * 1024 * 1024,
    })
  } catch {
    return undefined
  }
}

/**
 * What git knows of the files under `dir`: each one's last commit date and which differ from HEAD.
 * Undefined when `dir` is not in a git work tree (a tarball), or git is missing.
 */
export function readGitDates(dir: string, paths: readonly string[] = ['.']): GitDates | undefined {
  if (!fs.existsSync(dir)) return undefined
  const prefix = git(dir, ['rev-parse', '--show-prefix'])
  if (prefix === undefined) return undefined
  const inside = prefix.trim()
  const strip = (file: string) => (file.startsWith(inside) ? file.slice(inside.length) : undefined)
  const status = git(dir, ['status', '--porcelain=v1', '-z', '--untracked-files=all', '--', ...paths])
  const log = git(dir, ['log', '--format=%x01%cI', '--name-only', '-z', '--', ...paths])
  if (status === undefined || log === undefined) return undefined
  const dirty = new Set<string>()
  const entries = status.split('\0')
  for (let index = 0; index < entries.length; index++) {
    const entry = entries[index]!
    if (entry.length < 4) continue
    const file = strip(entry.slice(3))
    if (file !== undefined) dirty.add(file)
    // a rename's entry is followed by its old path
    if (entry[0] === 'R' || entry[0] === 'C') index += 1
  }
  const committed = new Map<string, string>()
  let date = ''
  for (const token of log.split('\0')) {
    for (const line of token.split('\n')) {
      if (line.startsWith('\u0001')) date = isoSeconds(line.slice(1))
      else if (line) {
        const file = strip(line)
        if (file !== undefined && !committed.has(file)) committed.set(file, date)
      }
    }
  }
  return { dirty, committed }
}

/**
 * Each content file's date, by one rule: the date of its last commit when git tracks it unchanged
 * since HEAD; else, when the previous build saw the same bytes, the date it recorded then; else its
 * modification time. A folder's listing has no date (the files it lists carry theirs).
 */
export function contentInputs(
  contentDir: string,
  hashes: Record<string, string>,
  previous: Readonly<Record<string, ContentInput>> = {},
  gitDates: GitDates | undefined = readGitDates(contentDir),
): Record<string, ContentInput> {
  return Object.fromEntries(
    Object.entries(hashes).map(([input, hash]) => {
      if (input.endsWith('/')) return [input, { hash }]
      const fromGit = gitDates && !gitDates.dirty.has(input) ? gitDates.committed.get(input) : undefined
      const carried = previous[input]?.hash === hash ? previous[input]?.date : undefined
      const date = fromGit ?? carried ?? isoSeconds(fs.statSync(path.join(contentDir, input)).mtimeMs)
      return [input, { hash, date }]
    }),
  )
}

/**
 * The code's date, by the same rule: the newest commit touching the code, and the modification time
 * of each code file changed since HEAD or not committed (the newest of these). When the fingerprint is the one the
 * previous build recorded, its date. Without git, the newest modification time of the code files.
 */
export function codeDate(
  root: string,
  code: CodeInputs,
  previous?: { fingerprint: string; date: string },
  readDates: () => GitDates | undefined = () => readGitDates(root, CODE_PATHS),
): string {
  if (previous?.fingerprint === code.fingerprint) return previous.date
  // Asked only now: git's history of the code takes a few tenths of a second to read.
  const gitDates = readDates()
  const mtime = (file: string) => isoSeconds(fs.statSync(path.join(root, file)).mtimeMs)
  const files = Object.keys(code.files)
  if (!gitDates) return newestDate(files.map(mtime)) ?? isoSeconds(0)
  const dates = files.map((file) =>
    gitDates.dirty.has(file) || !gitDates.committed.has(file) ? mtime(file) : gitDates.committed.get(file),
  )
  return newestDate(dates) ?? isoSeconds(0)
}
