import { describe, expect, test } from 'vitest'
import { CASE_TYPES_CRUMB, HOME_CRUMB, SERVICES_CRUMB } from './breadcrumbs'
import { fixedPageMeta } from './fixed-page'

describe('fixedPageMeta', () => {
  test('the home page trail is Home alone', () => {
    expect(fixedPageMeta('/').breadcrumbs).toEqual([HOME_CRUMB])
  })

  test('a page that heads other trails keeps that crumb name', () => {
    expect(fixedPageMeta('/services').breadcrumbs).toEqual([HOME_CRUMB, SERVICES_CRUMB])
    expect(fixedPageMeta('/case-types').breadcrumbs).toEqual([HOME_CRUMB, CASE_TYPES_CRUMB])
  })

  test('other pages are named by their H1, capitalised', () => {
    const meta = fixedPageMeta('/about')
    expect(meta.breadcrumbs.at(-1)).toEqual({ name: meta.h1.replace(/^./, (c) => c.toUpperCase()), path: '/about' })
  })

  test('extra fields override the copy', () => {
    expect(fixedPageMeta('/404', { noindex: true }).noindex).toBe(true)
  })
})
