import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { CONTENT_DIR_ENV } from '~/config/content-schema/files'
import { firmHasTeamPages } from './lib/firm/team-route.server'

/** A copy of the sample content folder, with its team files removed when `withTeam` is false. */
function contentCopy(withTeam: boolean): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'content-team-'))
  fs.cpSync('content', folder, { recursive: true })
  if (!withTeam) fs.rmSync(path.join(folder, 'firm', 'people'), { recursive: true, force: true })
  return folder
}

const routePaths = async (): Promise<string[]> => {
  vi.resetModules()
  const routes = (await import('./routes')).default as { path?: string }[]
  return routes.map((route) => route.path ?? '')
}

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('the team route exists only for a firm with team members', () => {
  test('the sample firm has team pages and the route', async () => {
    expect(firmHasTeamPages('content')).toBe(true)
    expect(await routePaths()).toContain('about/team/:teamSlug')
  })

  test('a firm whose team has no testifying members has neither, so the prerender has no loader route without a page', async () => {
    const folder = contentCopy(false)
    try {
      expect(firmHasTeamPages(folder)).toBe(false)
      vi.stubEnv(CONTENT_DIR_ENV, folder)
      expect(await routePaths()).not.toContain('about/team/:teamSlug')
    } finally {
      fs.rmSync(folder, { recursive: true, force: true })
    }
  })

  test('an empty people folder counts as no team', () => {
    const folder = contentCopy(false)
    try {
      fs.mkdirSync(path.join(folder, 'firm', 'people'))
      expect(firmHasTeamPages(folder)).toBe(false)
    } finally {
      fs.rmSync(folder, { recursive: true, force: true })
    }
  })
})
