import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '../..')
const EDITOR_PACKAGES = /^@(keystatic|keystar)\//

function sourceFiles(directory: string): string[] {
  return fs
    .readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|js|mjs)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
}

/** Every module a source file names in an import, export-from, dynamic import() or require(). */
function importedModules(source: string): string[] {
  return [...source.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)['"]([^'"]+)['"]/g)].map(
    (match) => match[1]!,
  )
}

describe('the content editor stays out of the site', () => {
  test('the import finder sees every form of import', () => {
    expect(
      importedModules(
        "import { Keystatic } from '@keystatic/core/ui'\nexport * from \"@keystar/ui\"\nconst m = await import('@keystatic/core')\nrequire('@keystatic/core/reader')",
      ),
    ).toEqual(['@keystatic/core/ui', '@keystar/ui', '@keystatic/core', '@keystatic/core/reader'])
  })

  test('nothing under app/ or server/ imports Keystatic, nor the editor under scripts/edit/', () => {
    const offenders = ['app', 'server'].flatMap((folder) =>
      sourceFiles(path.join(ROOT, folder)).flatMap((file) =>
        importedModules(fs.readFileSync(file, 'utf8'))
          .filter((name) => EDITOR_PACKAGES.test(name) || name.includes('scripts/edit'))
          .map((name) => `${path.relative(ROOT, file)} imports ${name}`),
      ),
    )
    expect(offenders).toEqual([])
  })

  test('Keystatic and its UI packages are development dependencies only', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>
      devDependencies: Record<string, string>
    }
    expect(Object.keys(manifest.dependencies).filter((name) => EDITOR_PACKAGES.test(name))).toEqual([])
    expect(Object.keys(manifest.devDependencies)).toEqual(expect.arrayContaining(['@keystatic/core', '@keystar/ui']))
  })
})
