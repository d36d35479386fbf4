import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { createBuildContext, listFiles } from './context'
import { precompressAssets, precompressRemainingFiles, writePrecompressed } from './precompress'

let roots: string[] = []
afterEach(() => {
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true })
  roots = []
})

/** Text long enough to be worth compressing, and compressible. */
const text = (label: string, bytes = 2048) => `${label} `.repeat(Math.ceil(bytes / (label.length + 1))).slice(0, bytes)
const page = (title: string) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>${title}</title><script>window.__x=1</script></head><body><main>${text(`Paragraph of ${title}.`, 3000)}</main></body></html>`

function fakeBuild(files: Record<string, string | Buffer>) {
  const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'))
  roots.push(buildDir)
  const clientDir = path.join(buildDir, 'client')
  fs.mkdirSync(clientDir, { recursive: true })
  for (const [rel, contents] of Object.entries(files)) {
    const file = path.join(clientDir, rel)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, contents)
  }
  return createBuildContext(buildDir)
}

const ELIGIBLE = {
  'index.html': page('Home'),
  'about/index.html': page('About'),
  'assets/entry-abc123.js': `export const data = ${JSON.stringify(text('js', 4000))}\n`,
  'assets/style-abc123.css': `body{margin:0}\n${text('.a{color:red}', 2000)}`,
  'data/search.json': JSON.stringify({ entries: text('entry', 1500) }),
  'sitemap.xml': `<?xml version="1.0"?><urlset>${text('<url><loc>https://example.com/</loc></url>', 1200)}</urlset>`,
  'robots.txt': text('Disallow: /private', 1_500),
  'icons/logo.svg': `<svg xmlns="http://www.w3.org/2000/svg">${text('<path d="M0 0h1v1z"/>', 1_500)}</svg>`,
  'site.webmanifest': JSON.stringify({ name: text('Firm', 1_200) }),
  'exactly-1024.js': 'x'.repeat(1_024),
}

const INELIGIBLE = {
  'images/photo.png': Buffer.alloc(4096, 7),
  'images/photo.jpg': Buffer.alloc(4096, 8),
  'images/photo.webp': Buffer.alloc(4096, 9),
  'fonts/body.woff2': Buffer.alloc(4096, 10),
  'favicon.ico': Buffer.alloc(4096, 11),
  'just-under-1024.js': 'x'.repeat(1_023),
  'small/index.html': '<p>A page too small to gain from a copy.</p>',
  'tiny.css': 'body{margin:0}',
  'ai/pages/index.json': JSON.stringify({ text: text('machine copy', 3000) }),
  'ai/llms.txt': text('llms', 3000),
}

describe('precompressed .br and .gz copies in build/precompressed, beside the deploy directory', () => {
  it('writes a brotli copy of every text file of 1,024 bytes or more at the same path, and a gzip one of every file but pages', async () => {
    const context = fakeBuild(ELIGIBLE)
    expect(await precompressRemainingFiles(context, listFiles(context.clientDir), new Set())).toBe(
      Object.keys(ELIGIBLE).length,
    )
    for (const rel of Object.keys(ELIGIBLE)) {
      const served = fs.readFileSync(path.join(context.clientDir, rel))
      const copy = path.join(context.precompressedDir, rel)
      expect(zlib.brotliDecompressSync(fs.readFileSync(`${copy}.br`)).equals(served), `${rel}.br`).toBe(true)
      expect(fs.statSync(`${copy}.br`).size, rel).toBeLessThan(served.length)
      const page = rel.endsWith('.html')
      expect(fs.existsSync(`${copy}.gz`), `${rel}.gz`).toBe(!page)
      if (!page) expect(zlib.gunzipSync(fs.readFileSync(`${copy}.gz`)).equals(served), `${rel}.gz`).toBe(true)
    }
  })

  it('leaves the deploy directory without a single .br or .gz file', async () => {
    const context = fakeBuild({ ...ELIGIBLE, ...INELIGIBLE })
    const before = listFiles(context.clientDir)
    await precompressRemainingFiles(context, listFiles(context.clientDir), new Set())
    expect(listFiles(context.clientDir)).toEqual(before)
    expect(before.filter((file) => /\.(br|gz)$/.test(file))).toEqual([])
  })

  it('writes no copies for images, fonts, files under 1,024 bytes or the AI copies, and leaves their bytes as they were', async () => {
    const context = fakeBuild({ ...ELIGIBLE, ...INELIGIBLE })
    await precompressRemainingFiles(context, listFiles(context.clientDir), new Set())
    for (const [rel, contents] of Object.entries(INELIGIBLE)) {
      expect(fs.readFileSync(path.join(context.clientDir, rel)).equals(Buffer.from(contents)), rel).toBe(true)
      expect(fs.existsSync(path.join(context.precompressedDir, `${rel}.br`)), `${rel}.br`).toBe(false)
      expect(fs.existsSync(path.join(context.precompressedDir, `${rel}.gz`)), `${rel}.gz`).toBe(false)
    }
  })

  it('skips the files the page render already compressed, and a second run writes the same set', async () => {
    const context = fakeBuild({
      'assets/entry-abc123.js': ELIGIBLE['assets/entry-abc123.js'],
      'about/index.html': ELIGIBLE['about/index.html'],
    })
    expect(await precompressRemainingFiles(context, listFiles(context.clientDir), new Set(['/about/index.html']))).toBe(
      1,
    )
    expect(listFiles(context.precompressedDir)).toEqual(['/assets/entry-abc123.js.br', '/assets/entry-abc123.js.gz'])
    await precompressRemainingFiles(context, listFiles(context.clientDir), new Set(['/about/index.html']))
    expect(listFiles(context.precompressedDir)).toEqual(['/assets/entry-abc123.js.br', '/assets/entry-abc123.js.gz'])
  })

  it('writePrecompressed answers whether it wrote copies', () => {
    const context = fakeBuild({})
    expect(
      writePrecompressed(context.precompressedDir, '/about/index.html', Buffer.from(ELIGIBLE['about/index.html'])),
    ).toBe(true)
    expect(writePrecompressed(context.precompressedDir, '/tiny.css', Buffer.from(INELIGIBLE['tiny.css']))).toBe(false)
  })

  it('compresses the hashed assets on their own, at the highest levels', async () => {
    const context = fakeBuild(ELIGIBLE)
    const assets = precompressAssets(context)
    expect(assets.files).toEqual(['/assets/entry-abc123.js', '/assets/style-abc123.css'])
    expect(await assets.done).toBe(2)
    expect(listFiles(context.precompressedDir)).toEqual([
      '/assets/entry-abc123.js.br',
      '/assets/entry-abc123.js.gz',
      '/assets/style-abc123.css.br',
      '/assets/style-abc123.css.gz',
    ])
  })
})
