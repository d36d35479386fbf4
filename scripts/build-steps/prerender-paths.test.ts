import { describe, expect, it } from 'vitest'
import { type RouteEntry, routeCoveringPaths, SAMPLE_KEEP, samplePaths } from './prerender-paths'

const ROUTES: RouteEntry[] = [
  { file: 'routes/home.tsx', path: '' },
  { file: 'routes/about.tsx', path: 'about' },
  { file: 'routes/service-hub.tsx', path: 'services/:serviceSlug' },
  { file: 'routes/service-city.tsx', path: 'services/:serviceSlug/:stateSlug/:citySlug' },
  { file: 'routes/state.tsx', path: ':stateSlug' },
  { file: 'routes/city.tsx', path: ':stateSlug/:citySlug' },
]

describe('the first pages of each page kind, which every sample keeps', () => {
  it('takes the first path of each route, telling a fixed page from a state page of the same depth', () => {
    const paths = [
      '/',
      '/about',
      '/alabama',
      '/texas',
      '/alabama/mobile',
      '/services/a',
      '/services/a/texas/houston',
      '/services/b/texas/dallas',
    ]
    expect(routeCoveringPaths(paths, ROUTES)).toEqual([
      '/',
      '/about',
      '/alabama',
      '/alabama/mobile',
      '/services/a',
      '/services/a/texas/houston',
    ])
  })

  it('covers a route added to the table without any change here', () => {
    const routes = [...ROUTES, { file: 'routes/request-received.tsx', path: 'request-received' }]
    expect(routeCoveringPaths(['/', '/alabama', '/request-received'], routes)).toEqual([
      '/',
      '/alabama',
      '/request-received',
    ])
  })
})

describe('PRERENDER_SAMPLE', () => {
  const paths = [
    '/',
    '/about',
    ...Array.from({ length: 200 }, (_, i) => `/state-${i}`),
    '/services/a',
    '/services/a/texas/houston',
  ]

  it('keeps every path without a sample', () => {
    expect(samplePaths(paths, ROUTES, 0)).toEqual(paths)
  })

  it('keeps the first 60, one in N of the rest and the first three pages of every route', () => {
    const sample = samplePaths(paths, ROUTES, 50)
    expect(sample.slice(0, 60)).toEqual(paths.slice(0, 60))
    expect(sample).toContain('/state-98')
    expect(sample).not.toContain('/state-99')
    expect(sample).toContain('/services/a/texas/houston')
  })

  it('keeps the pages the browser tests open by name', () => {
    // Fourth of its route and not at a multiple of N: only SAMPLE_KEEP keeps it.
    const withKept = [
      ...paths,
      '/services/b/ohio/akron',
      '/services/b/ohio/dayton',
      '/services/b/ohio/toledo',
      ...SAMPLE_KEEP,
    ]
    expect(withKept.indexOf(SAMPLE_KEEP[0]!) % 50).not.toBe(0)
    const sample = samplePaths(withKept, ROUTES, 50)
    for (const path of SAMPLE_KEEP) expect(sample).toContain(path)
  })

  it('keeps the first pages of each route however many pages come before them', () => {
    const manyFixed = [
      ...Array.from({ length: 80 }, (_, i) => `/services/s${i}`),
      '/district-of-columbia',
      '/alabama',
      '/alaska',
      '/arizona',
    ]
    const sample = samplePaths(manyFixed, ROUTES, 2000)
    expect(sample).toEqual(expect.arrayContaining(['/district-of-columbia', '/alabama', '/alaska']))
    expect(sample).not.toContain('/arizona')
  })
})
