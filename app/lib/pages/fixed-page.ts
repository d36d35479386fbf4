import { FIXED_PAGE_COPY, type FixedPagePath } from '~/copy/pages'
import type { Crumb } from '~/lib/seo/structured-data'
import type { PageMeta } from '~/lib/seo/page-meta'
import { CASE_TYPES_CRUMB, HOME_CRUMB, LOCATIONS_CRUMB, SERVICES_CRUMB, trail } from './breadcrumbs'

/** Fixed pages that also head other pages' trails keep that crumb's name, so a trail reads the same everywhere. */
const PARENT_CRUMBS: readonly Crumb[] = [SERVICES_CRUMB, LOCATIONS_CRUMB, CASE_TYPES_CRUMB]

/** Meta for a fixed page, from its copy. */
export function fixedPageMeta(path: FixedPagePath, extra: Partial<PageMeta> = {}): PageMeta {
  const copy = FIXED_PAGE_COPY[path]
  const crumb = PARENT_CRUMBS.find((parent) => parent.path === path) ?? {
    name: copy.h1.replace(/^./, (first) => first.toUpperCase()),
    path,
  }
  return {
    title: copy.title,
    description: copy.description,
    path,
    h1: copy.h1,
    breadcrumbs: path === '/' ? [HOME_CRUMB] : trail(crumb),
    ...extra,
  }
}
