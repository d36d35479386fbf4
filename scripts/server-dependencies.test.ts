import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { serverRuntimePackages } from './build-steps/server-bundle'

const root = path.resolve(import.meta.dirname, '..')
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
}
const production = new Set(Object.keys(manifest.dependencies))

/**
 * Run-time packages the server bundle does not import today but the server uses at run time: the PDF
 * renderer and its fonts sign the engagement letter (issue 44's engagement flow).
 */
const RUN_TIME_WITHOUT_IMPORT = new Set([
  '@react-pdf/renderer',
  '@fontsource/source-sans-3',
  '@fontsource/source-serif-4',
])

describe('production dependencies (npm ci --omit=dev on the host)', () => {
  it('lists every package the bundled server and lead commands import, none of them a devDependency', async () => {
    const imported = await serverRuntimePackages(root)
    expect(imported.size).toBeGreaterThan(5)
    const missing = [...imported].filter((name) => !production.has(name)).sort()
    expect(
      missing,
      `imported at run time but not in "dependencies" (a production install would not have them): ${missing.join(', ')}`,
    ).toEqual([])
  })

  it('holds no build-only package', async () => {
    const imported = await serverRuntimePackages(root)
    const buildOnly = [...production].filter((name) => !imported.has(name) && !RUN_TIME_WITHOUT_IMPORT.has(name)).sort()
    expect(
      buildOnly,
      `in "dependencies" but not used by the server: move to devDependencies: ${buildOnly.join(', ')}`,
    ).toEqual([])
    for (const name of ['@tailwindcss/vite', 'vite', 'htmlparser2', 'tinypool', 'tsx', 'esbuild'])
      expect(production.has(name), name).toBe(false)
  })
})
