import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { finishFiles } from './precompress'

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
  for (const [rel, contents] of Object.entries(files)) {
    const file = path.join(clientDir, rel)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, contents)
  }
  return { buildDir, clientDir, buildDate: '2026-01-02T03:04:05.000Z' }
}

const ELIGIBLE = {
  'index.html': page('Home'),
  'about/index.html': page('About'),
  'assets/entry-abc123.js': `export const data = ${JSON.stringify(text('js', 4000))}\n`,
  'assets/style-abc123.css': `body{margin:0}\n${text('.a{color:red}', 2000)}`,
  'data/search.json': JSON.stringify({ entries: text('entry', 1500) }),
  'sitemap.xml': `<?xml version="1.0"?><urlset>${text('<url><loc>https://example.com/</loc></url>', 1200)}</urlset>`,
  'robots.txt': text('Disallow: /private', 700),
  'icons/logo.svg': `<svg xmlns="http://www.w3.org/2000/svg">${text('<path d="M0 0h1v1z"/>', 900)}</svg>`,
  'site.webmanifest': JSON.stringify({ name: text('Firm', 600) }),
  'route.data': text('turbo-stream', 800),
  'exactly-512.js': 'x'.repeat(512),
}

const INELIGIBLE = {
  'images/photo.png': Buffer.alloc(4096, 7),
  'images/photo.jpg': Buffer.alloc(4096, 8),
  'images/photo.webp': Buffer.alloc(4096, 9),
  'fonts/body.woff2': Buffer.alloc(4096, 10),
  'favicon.ico': Buffer.alloc(4096, 11),
  'just-under-512.js': 'x'.repeat(511),
  'tiny.css': 'body{margin:0}',
  'ai/pages/index.json': JSON.stringify({ text: text('machine copy', 3000) }),
  'ai/llms.txt': text('llms', 3000),
}

describe('finishFiles: precompressed .br and .gz copies', () => {
  it('writes .br and .gz beside every eligible text file, each decompressing to the file as served', async () => {
    const context = fakeBuild({ ...ELIGIBLE, ...INELIGIBLE })
    await finishFiles(context)
    for (const rel of Object.keys(ELIGIBLE)) {
      const full = path.join(context.clientDir, rel)
      const served = fs.readFileSync(full)
      expect(fs.existsSync(`${full}.br`), `${rel}.br`).toBe(true)
      expect(fs.existsSync(`${full}.gz`), `${rel}.gz`).toBe(true)
      expect(zlib.brotliDecompressSync(fs.readFileSync(`${full}.br`)).equals(served), `${rel}.br`).toBe(true)
      expect(zlib.gunzipSync(fs.readFileSync(`${full}.gz`)).equals(served), `${rel}.gz`).toBe(true)
      expect(fs.statSync(`${full}.br`).size, rel).toBeLessThan(served.length)
    }
  })

  it('writes no .br or .gz for images, fonts, files under 512 bytes or the AI copies, and leaves their bytes as they were', async () => {
    const context = fakeBuild({ ...ELIGIBLE, ...INELIGIBLE })
    await finishFiles(context)
    for (const [rel, contents] of Object.entries(INELIGIBLE)) {
      const full = path.join(context.clientDir, rel)
      expect(fs.readFileSync(full).equals(Buffer.from(contents)), rel).toBe(true)
      expect(fs.existsSync(`${full}.br`), `${rel}.br`).toBe(false)
      expect(fs.existsSync(`${full}.gz`), `${rel}.gz`).toBe(false)
    }
  })

  it('compresses the HTML with its script policy in place, not the page as it was before', async () => {
    const context = fakeBuild({ 'index.html': page('Home') })
    await finishFiles(context)
    const full = path.join(context.clientDir, 'index.html')
    const served = fs.readFileSync(full, 'utf8')
    expect(served).toContain('<meta http-equiv="Content-Security-Policy"')
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${full}.br`)).toString('utf8')).toBe(served)
    expect(zlib.gunzipSync(fs.readFileSync(`${full}.gz`)).toString('utf8')).toBe(served)
    const hashes = JSON.parse(fs.readFileSync(path.join(context.buildDir, 'csp-hashes.json'), 'utf8')) as Record<string, string[]>
    expect(hashes['/index.html']).toHaveLength(1)
  })

  it('writes only .br and .gz, and a second run does not compress the compressed copies', async () => {
    const context = fakeBuild({ 'assets/entry-abc123.js': ELIGIBLE['assets/entry-abc123.js'] })
    await finishFiles(context)
    await finishFiles(context)
    expect(fs.readdirSync(path.join(context.clientDir, 'assets')).sort()).toEqual(['entry-abc123.js', 'entry-abc123.js.br', 'entry-abc123.js.gz'])
  })

  it('does the same when the job is split across worker threads (a build of more than 400 files)', async () => {
    const files: Record<string, string> = {}
    for (let index = 0; index < 420; index += 1) files[`pages/p${String(index)}/index.html`] = page(`Page ${String(index)}`)
    files['pages/small.txt'] = 'small'
    const context = fakeBuild(files)
    expect(await finishFiles(context)).toBe(421)
    for (const rel of Object.keys(files)) {
      const full = path.join(context.clientDir, rel)
      if (rel === 'pages/small.txt') {
        expect(fs.existsSync(`${full}.br`)).toBe(false)
        continue
      }
      const served = fs.readFileSync(full)
      expect(served.toString('utf8'), rel).toContain('Content-Security-Policy')
      expect(zlib.brotliDecompressSync(fs.readFileSync(`${full}.br`)).equals(served), `${rel}.br`).toBe(true)
      expect(zlib.gunzipSync(fs.readFileSync(`${full}.gz`)).equals(served), `${rel}.gz`).toBe(true)
    }
    const hashes = JSON.parse(fs.readFileSync(path.join(context.buildDir, 'csp-hashes.json'), 'utf8')) as Record<string, string[]>
    expect(Object.keys(hashes)).toHaveLength(420)
  })
})
