import { describe, expect, test } from 'vitest'
import { listPrerenderPaths } from '~/lib/content-folder/paths'
import { directRouteOf } from '~/lib/page-routes'
import { FIXED_PAGES } from '~/lib/routing'
import routes from './routes'

const routePaths = (routes as { path?: string }[]).map((route) => `/${route.path ?? ''}`)

describe('one renderer for each page (decision 033)', () => {
  test('the content pages are rendered by the build, not by React Router', () => {
    for (const path of [
      '/',
      '/about',
      '/fees',
      '/services',
      '/services/business-valuation',
      '/case-types/wrongful-death',
    ])
      expect(directRouteOf(path), path).toBeDefined()
    for (const path of ['/', '/about', '/fees', '/services', '/services/:serviceSlug', '/case-types/:caseTypeSlug'])
      expect(routePaths).not.toContain(path)
  })

  test('React Router keeps exactly the fixed pages the build does not render itself', () => {
    const routerPages = FIXED_PAGES.filter((page) => !directRouteOf(page.path)).map((page) => page.path)
    expect(routerPages).toEqual(expect.arrayContaining(['/search', '/economic-loss-calculator']))
    for (const path of routerPages) expect(routePaths).toContain(path)
  })

  test('every team member page is one the build renders', () => {
    const teamPages = listPrerenderPaths().filter((path) => path.startsWith('/about/team/'))
    expect(teamPages.length).toBeGreaterThan(0)
    for (const path of teamPages) expect(directRouteOf(path)?.kind, path).toBe('team-member')
  })
})
