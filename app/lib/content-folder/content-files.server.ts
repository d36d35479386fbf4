// Reads and checks content files (decision 020); each read is reported to ./content-reads.ts for the incremental build.
import fs from 'node:fs'
import path from 'node:path'
import YAML from 'yaml'
import type { z } from 'zod'
import type { ContentFileSpec } from '~/config/content-schema/files'
import { contentFolderSetting, isProductionRender } from '~/config/site-config'
import { recordContentRead } from './content-reads'

export function contentDir(): string {
  return path.resolve(contentFolderSetting() ?? path.join(process.cwd(), 'content'))
}

export function displayName(relativePath: string): string {
  return `${path.basename(contentDir())}/${relativePath}`
}

export class ContentFileError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(problems.map((problem) => `${file}: ${problem}`).join('\n'))
    this.name = 'ContentFileError'
  }
}

export function fieldPath(issuePath: readonly PropertyKey[]): string {
  return issuePath.reduce<string>(
    (written, key) =>
      typeof key === 'number' ? `${written}[${key}]` : `${written}${written ? '.' : ''}${String(key)}`,
    '',
  )
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/

export function parseContentText(text: string, relativePath: string, contentField?: string): unknown {
  const file = displayName(relativePath)
  const yaml = (source: string, lineOffset = 0) => {
    const document = YAML.parseDocument(source, { prettyErrors: false, uniqueKeys: true })
    if (document.errors.length) {
      throw new ContentFileError(
        file,
        document.errors.map(
          (error) => `line ${(error.linePos?.[0].line ?? 0) + lineOffset}: ${error.message.split('\n')[0]}`,
        ),
      )
    }
    return document.toJS() as unknown
  }
  if (relativePath.endsWith('.json')) {
    try {
      return JSON.parse(text) as unknown
    } catch (error) {
      throw new ContentFileError(file, [(error as Error).message])
    }
  }
  if (relativePath.endsWith('.md')) {
    if (!contentField) throw new ContentFileError(file, ['a Markdown file needs a field for its body'])
    const match = FRONT_MATTER.exec(text)
    const fields = match ? yaml(match[1]!, 1) : {}
    if (fields !== null && (typeof fields !== 'object' || Array.isArray(fields)))
      throw new ContentFileError(file, ['the front matter must be a set of fields'])
    return { ...(fields ?? {}), [contentField]: (match ? match[2]! : text).trim() }
  }
  return yaml(text)
}

export function checkContent<S extends z.ZodType>(value: unknown, schema: S, relativePath: string): z.output<S> {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  throw new ContentFileError(
    displayName(relativePath),
    result.error.issues.map((issue) => `${fieldPath(issue.path) || '(the whole file)'}: ${issue.message}`),
  )
}

const cache = new Map<string, { mtimeMs: number; value: unknown }>()
const cacheForever = isProductionRender

/** One content file, parsed and checked against its schema. */
export function readContentFile<S extends z.ZodType>(
  relativePath: string,
  schema: S,
  contentField?: string,
): z.output<S> {
  recordContentRead(relativePath)
  const absolute = path.join(contentDir(), relativePath)
  const cached = cache.get(absolute)
  if (cached && cacheForever()) return cached.value as z.output<S>
  let stat: fs.Stats
  try {
    stat = fs.statSync(absolute)
  } catch {
    throw new ContentFileError(displayName(relativePath), ['the file is missing'])
  }
  if (cached && cached.mtimeMs === stat.mtimeMs) return cached.value as z.output<S>
  const value = checkContent(
    parseContentText(fs.readFileSync(absolute, 'utf8'), relativePath, contentField),
    schema,
    relativePath,
  )
  cache.set(absolute, { mtimeMs: stat.mtimeMs, value })
  return value
}

/** A collection's entry names, sorted; the listing is an input, so an added file re-renders its pages. */
export function listCollectionEntries(spec: Pick<ContentFileSpec, 'path'>): string[] {
  const { folder, extension } = collectionParts(spec.path)
  recordContentRead(`${folder}/`)
  const absolute = path.join(contentDir(), folder)
  if (!fs.existsSync(absolute)) return []
  return fs
    .readdirSync(absolute)
    .filter((name) => name.endsWith(extension) && !name.startsWith('.'))
    .map((name) => name.slice(0, -extension.length))
    .sort()
}

export function collectionParts(pattern: string): { folder: string; extension: string } {
  const match = /^(.+)\/\*(\.[a-z]+)$/.exec(pattern)
  if (!match) throw new Error(`a collection path looks like "folder/*.yaml", not "${pattern}"`)
  return { folder: match[1]!, extension: match[2]! }
}

export function readSingleton<S extends z.ZodType>(spec: ContentFileSpec & { schema: S }): z.output<S> {
  return readContentFile(spec.path, spec.schema, spec.contentField)
}

export function readCollectionEntry<S extends z.ZodType>(
  spec: ContentFileSpec & { schema: S },
  entry: string,
): z.output<S> {
  const { folder, extension } = collectionParts(spec.path)
  return readContentFile(`${folder}/${entry}${extension}`, spec.schema, spec.contentField)
}

/** Every problem of every file of `specs`, so a broken one stops the build before anything is written. */
export function findContentFileProblems(specs: readonly ContentFileSpec[]): string[] {
  const problems: string[] = []
  const attempt = (read: () => unknown) => {
    try {
      read()
    } catch (error) {
      if (!(error instanceof ContentFileError)) throw error
      problems.push(error.message)
    }
  }
  for (const spec of specs) {
    if (spec.kind === 'singleton') attempt(() => readContentFile(spec.path, spec.schema, spec.contentField))
    else for (const entry of listCollectionEntries(spec)) attempt(() => readCollectionEntry(spec, entry))
  }
  return problems
}
