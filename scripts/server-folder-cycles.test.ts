import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'

const root = path.resolve(import.meta.dirname, '..')
const SERVER = path.join(root, 'server')
const SOURCE = /\.tsx?$/
const TEST = /\.test\.tsx?$/
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\b[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]|(?:^|\n)\s*import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return SOURCE.test(entry.name) && !TEST.test(entry.name) ? [full] : []
  })
}

/** The folder of server/ a file belongs to: its first folder below server/ ("server" for the application's own files). */
function folderOf(file: string): string {
  const [first, ...rest] = path.relative(SERVER, file).split(path.sep)
  return rest.length > 0 && first ? first : 'server'
}

/** The import edges between server/ folders, from each file's relative import statements (tests excluded). */
function folderEdges(): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>()
  for (const file of sourceFiles(SERVER)) {
    const text = fs.readFileSync(file, 'utf8')
    for (const match of text.matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2] ?? match[3] ?? ''
      if (!specifier.startsWith('.')) continue
      const target = path.resolve(path.dirname(file), specifier)
      if (!target.startsWith(SERVER + path.sep)) continue
      const from = folderOf(file)
      const to = folderOf(target)
      if (from === to) continue
      edges.set(from, (edges.get(from) ?? new Set()).add(to))
    }
  }
  return edges
}

/** The groups of folders that import each other round a loop (strongly connected components of more than one). */
function folderCycles(edges: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const cycles: string[][] = []
  let next = 0
  const visit = (node: string) => {
    index.set(node, next)
    low.set(node, next)
    next += 1
    stack.push(node)
    onStack.add(node)
    for (const to of edges.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to)
        low.set(node, Math.min(low.get(node)!, low.get(to)!))
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!))
    }
    if (low.get(node) !== index.get(node)) return
    const group: string[] = []
    let member: string | undefined
    do {
      member = stack.pop()!
      onStack.delete(member)
      group.push(member)
    } while (member !== node)
    if (group.length > 1) cycles.push(group.sort())
  }
  for (const node of edges.keys()) if (!index.has(node)) visit(node)
  return cycles
}

describe('server/ folders import one way', () => {
  test('finds a loop between folders when there is one, and none in a chain', () => {
    const chain = new Map([
      ['leads', new Set(['shared'])],
      ['inbox', new Set(['shared', 'shared/database'])],
    ])
    expect(folderCycles(chain)).toEqual([])
    const loop = new Map([
      ['leads', new Set(['booking'])],
      ['booking', new Set(['inbox'])],
      ['inbox', new Set(['leads', 'shared'])],
    ])
    expect(folderCycles(loop)).toEqual([['booking', 'inbox', 'leads']])
  })

  test('no import cycle runs between the folders of server/', () => {
    const edges = folderEdges()
    expect(edges.size).toBeGreaterThan(3)
    expect(folderCycles(edges)).toEqual([])
  })
})
