import { describe, expect, test } from 'vitest'
import { listPrerenderPaths } from '~/lib/content-folder/paths'
import { directRouteOf } from '~/lib/page-routes'
import { FIXED_PAGES } from '~/lib/routing'

describe('one renderer for every page (decisions 033 and 043)', () => {
  test('every page the build lists is a kind the build renders', () => {
    const paths = listPrerenderPaths()
    expect(paths).toEqual(expect.arrayContaining(['/', '/search', '/economic-loss-calculator', '/contact']))
    expect(paths.filter((path) => directRouteOf(path) === undefined)).toEqual([])
  })

  test('search and the calculator are kinds of the table', () => {
    expect(directRouteOf('/search')?.kind).toBe('search')
    expect(directRouteOf('/economic-loss-calculator')?.kind).toBe('calculator')
    for (const page of FIXED_PAGES) expect(directRouteOf(page.path)?.kind, page.path).toBe(page.kind)
  })

  test('every team member page is one the build renders', () => {
    const teamPages = listPrerenderPaths().filter((path) => path.startsWith('/about/team/'))
    expect(teamPages.length).toBeGreaterThan(0)
    for (const path of teamPages) expect(directRouteOf(path)?.kind, path).toBe('team-member')
  })
})
