/**
 * Share of comment lines among non-blank lines of the non-test TypeScript in a few directories.
 * Run: `npx tsx scripts/docs/comment-ratio.ts [dir ...]` (defaults: app/lib, app/config, server).
 */
import fs from 'node:fs'
import path from 'node:path'

export interface LineCount {
  comment: number
  nonBlank: number
}

/** Counts `//` lines and every line of a `/* … *\/` block that starts a line; code with a trailing comment is code. */
export function countCommentLines(source: string): LineCount {
  let comment = 0
  let nonBlank = 0
  let inBlock = false
  for (const raw of source.split(/\r?\n/)) {
    const line = raw.trim()
    if (line === '') continue
    nonBlank += 1
    if (inBlock) {
      comment += 1
      if (line.includes('*/')) inBlock = false
    } else if (line.startsWith('//')) {
      comment += 1
    } else if (line.startsWith('/*')) {
      comment += 1
      inBlock = !line.slice(2).includes('*/')
    }
  }
  return { comment, nonBlank }
}

const isMeasured = (file: string) => /\.tsx?$/.test(file) && !file.includes('.test.')

function measuredFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter(isMeasured)
    .map((file) => path.join(dir, file))
    .sort()
}

export function measureDirectory(dir: string): LineCount & { files: { file: string; comment: number }[] } {
  const total = { comment: 0, nonBlank: 0, files: [] as { file: string; comment: number }[] }
  for (const file of measuredFiles(dir)) {
    const count = countCommentLines(fs.readFileSync(file, 'utf8'))
    total.comment += count.comment
    total.nonBlank += count.nonBlank
    total.files.push({ file, comment: count.comment })
  }
  return total
}

const percent = (count: LineCount) => ((100 * count.comment) / Math.max(count.nonBlank, 1)).toFixed(1)

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2)
  const verbose = args.includes('--files')
  const dirs = args.filter((arg) => arg !== '--files')
  for (const dir of dirs.length > 0 ? dirs : ['app/lib', 'app/config', 'server']) {
    const result = measureDirectory(dir)
    console.log(`${dir}: ${result.comment}/${result.nonBlank} = ${percent(result)}%`)
    if (verbose)
      for (const { file, comment } of result.files.filter((f) => f.comment > 0).sort((a, b) => b.comment - a.comment))
        console.log(`  ${comment}\t${file}`)
  }
}
