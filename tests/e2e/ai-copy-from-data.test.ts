import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { directPageTree, renderDirectPage } from '~/components/location/render-direct-page.server'
import { locationRouteOf } from '~/lib/location-routes'
import { aiCopyPath } from '~/lib/seo/page-meta'
import { aiCopyOf, headFromMeta } from '../../scripts/build-steps/ai-copies'
import { listHtmlFiles, pagePathOf } from '../../scripts/build-steps/context'
import { readPageTree } from '../../scripts/build-steps/page-text-from-tree'
import { aiCopyFromHtml } from '../support/page-html'

const clientDir = path.resolve(process.env.E2E_BUILD_DIR ?? 'build/client')

describe('AI copies are made from the page data the HTML was rendered from (decision 022)', () => {
  test("a service-in-city page's AI copy, as built, equals the one made from its page builder's data", async () => {
    const servicePaths = listHtmlFiles(clientDir)
      .map((file) => pagePathOf(file))
      .filter(
        (pagePath) =>
          locationRouteOf(pagePath)?.kind === 'service-city' &&
          fs.existsSync(path.join(clientDir, aiCopyPath(pagePath))),
      )
    expect(servicePaths.length).toBeGreaterThan(0)
    for (const pagePath of servicePaths.slice(0, 3)) {
      const built = JSON.parse(fs.readFileSync(path.join(clientDir, aiCopyPath(pagePath)), 'utf8')) as {
        dateModified: string
      }
      // The page's data and body from its builder (the assets only shape the HTML, which this copy never reads).
      const page = renderDirectPage(pagePath, { stylesheets: [], islandsStart: '' })
      const { main } = readPageTree(await directPageTree(page.body))
      const { copy } = aiCopyOf(headFromMeta(page.meta), () => main, pagePath, built.dateModified)
      expect(copy, pagePath).toBeDefined()
      expect(JSON.parse(JSON.stringify(copy)), pagePath).toEqual(built)
    }
  })

  test("the content pages: each AI copy, made from the page's render tree (decisions 032, 033), says what its built HTML says", () => {
    for (const pagePath of ['/', '/about', '/fees', '/services/life-care-planning', '/about/testimony']) {
      const built = JSON.parse(fs.readFileSync(path.join(clientDir, aiCopyPath(pagePath)), 'utf8')) as {
        dateModified: string
        sections: unknown[]
      }
      expect(built.sections.length, pagePath).toBeGreaterThan(2)
      const html = fs.readFileSync(
        path.join(clientDir, pagePath === '/' ? 'index.html' : `${pagePath.slice(1)}/index.html`),
        'utf8',
      )
      const { copy } = aiCopyFromHtml(html, pagePath, built.dateModified)
      expect(built, pagePath).toEqual(JSON.parse(JSON.stringify(copy)))
    }
  })
})
