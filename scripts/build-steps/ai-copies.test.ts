import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { absoluteUrl } from '~/config/site-config'
import { readPageIndex, writeAiCopies } from './ai-copies'

const html = (pagePath: string, extraHead = '') =>
  `<!DOCTYPE html><html><head><title>Page ${pagePath} | Firm</title><meta name="description" content="About ${pagePath}."/>` +
  `<link rel="canonical" href="${absoluteUrl(pagePath)}"/>${extraHead}<script type="application/ld+json">{"@context":"https://schema.org","@type":"WebSite"}</script></head>` +
  `<body><main><h1>Heading of ${pagePath}</h1><p>Text of ${pagePath}.</p><a href="/contact">Contact</a></main></body></html>`

let roots: string[] = []
afterEach(() => {
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true })
  roots = []
})

function fakeBuild(paths: string[]): { buildDir: string; clientDir: string; buildDate: string } {
  const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ai-copies-'))
  roots.push(buildDir)
  const clientDir = path.join(buildDir, 'client')
  for (const pagePath of paths) {
    const file = path.join(clientDir, pagePath === '/' ? 'index.html' : `${pagePath.slice(1)}/index.html`)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, html(pagePath))
  }
  fs.writeFileSync(path.join(clientDir, '404.html'), html('/404', '<meta name="robots" content="noindex, follow"/>'))
  fs.mkdirSync(path.join(clientDir, 'assets'))
  fs.writeFileSync(path.join(clientDir, 'assets', 'stray.html'), 'not a page')
  return { buildDir, clientDir, buildDate: '2026-01-02T03:04:05.000Z' }
}

describe('writeAiCopies', () => {
  it('writes /ai/pages/index.json for home and /ai/pages/{path}.json for the others, and the page index', async () => {
    const context = fakeBuild(['/', '/about', '/services/life-care-planning/texas/houston'])
    const records = await writeAiCopies(context)
    expect(records.map((record) => record.path)).toEqual(['/', '/about', '/services/life-care-planning/texas/houston'])
    const home = JSON.parse(fs.readFileSync(path.join(context.clientDir, 'ai/pages/index.json'), 'utf8')) as Record<string, unknown>
    expect(home).toMatchObject({ url: absoluteUrl('/'), path: '/', h1: 'Heading of /', buildDate: context.buildDate })
    expect(fs.existsSync(path.join(context.clientDir, 'ai/pages/about.json'))).toBe(true)
    expect(fs.existsSync(path.join(context.clientDir, 'ai/pages/services/life-care-planning/texas/houston.json'))).toBe(true)
    expect(fs.existsSync(path.join(context.clientDir, 'ai/pages/404.json'))).toBe(false)
    expect(readPageIndex(context)).toEqual(records)
  })

  it('spreads a large build over worker threads and writes every copy', async () => {
    const paths = Array.from({ length: 450 }, (_, i) => `/state-${i % 9}/city-${i}`)
    const context = fakeBuild(paths)
    const records = await writeAiCopies(context)
    expect(records).toHaveLength(450)
    expect(records.every((record) => record.indexable && record.aiCopy)).toBe(true)
    for (const pagePath of paths) {
      const copy = JSON.parse(fs.readFileSync(path.join(context.clientDir, `ai/pages${pagePath}.json`), 'utf8')) as { h1: string }
      expect(copy.h1).toBe(`Heading of ${pagePath}`)
    }
  })
})
