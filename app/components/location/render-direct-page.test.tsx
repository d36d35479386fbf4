import { describe, expect, test } from 'vitest'
import { listPrerenderPaths } from '~/lib/content-folder/paths'
import { directRouteOf } from '~/lib/page-routes'
import { ISLAND_PROPS_ATTRIBUTE } from '~/components/islands/island-attributes'
import { renderDirectPage } from './render-direct-page.server'

const ASSETS = { stylesheets: ['/assets/root.css'], islandsStart: 'start()' }

/** The first page of every kind the build renders itself. */
function onePageOfEachKind(): string[] {
  const byKind = new Map<string, string>()
  for (const path of listPrerenderPaths()) {
    const kind = directRouteOf(path)?.kind
    if (kind && !byKind.has(kind)) byKind.set(kind, path)
  }
  return [...byKind.values()]
}

describe('every page kind renders from its data, without React Router (decision 033)', () => {
  test.each(onePageOfEachKind())('%s: a whole document with its one script, and no router link', (path) => {
    const page = renderDirectPage(path, ASSETS)
    expect(page.html).toMatch(/^<!DOCTYPE html><html lang="en-US"/)
    expect(page.html).toContain('<main id="main"')
    expect(page.html).not.toContain('data-discover')
    expect(page.scripts).toEqual(['start()'])
    const executable = [...page.html.matchAll(/<script(?![^>]*type="application\/(?:ld\+)?json")[^>]*>/g)]
    expect(executable).toHaveLength(1)
  })

  test("the home page's interactive parts are islands with their props beside them", () => {
    const { html } = renderDirectPage('/', ASSETS)
    for (const name of ['faq', 'quick-contact-form', 'notifications'])
      expect(html).toContain(`data-body-island="${name}"`)
    const props = [
      ...html.matchAll(
        new RegExp(`<script type="application/json" ${ISLAND_PROPS_ATTRIBUTE}="">([^<]*)</script>`, 'g'),
      ),
    ]
    expect(props).toHaveLength(3)
    for (const [, json] of props) expect(() => JSON.parse(json!)).not.toThrow()
  })
})
