import { HYDRATES_AT_ONCE } from '~/components/islands/hydrate-at-once'
import { scheduleHydration } from '~/components/islands/hydration-triggers'
import { BODY_ISLAND_ATTRIBUTE, ISLAND_SELECTOR } from '~/components/islands/island-attributes'
import { startDocumentAnalytics } from '~/lib/analytics/document-analytics'
import { prefetchOnIntent } from '~/lib/html/prefetch-on-intent'

/**
 * The islands loader: the one script a page the build renders itself (decisions 022 and 033) runs before
 * a visitor does anything, started once the page has loaded and painted. It counts the page view and
 * the phone clicks no hydrated island counts, prefetches the page behind a link the pointer rests on or a finger touches, and hydrates each island
 * when it is first needed (components/islands/hydration-triggers.ts). React, React DOM and each
 * island's code load only then. The page works without it: links are links, the menus are native
 * popovers, search is a GET form and forms post.
 */
const containers = [...document.querySelectorAll<HTMLElement>(ISLAND_SELECTOR)]

const hydrated = new Set<Element>()
// A phone link in a hydrated island counts its own click; one tapped before its island hydrates is counted here.
startDocumentAnalytics((element) => {
  const island = element.closest(ISLAND_SELECTOR)
  return island !== null && hydrated.has(island)
})
prefetchOnIntent()

let waiting = containers.length
// Browser tests wait for this mark once every island has hydrated, as on React Router's pages (root.tsx).
const islandHydrated = (container: HTMLElement) => {
  hydrated.add(container)
  waiting -= 1
  if (waiting === 0) document.documentElement.dataset.hydrated = 'true'
}

let hydrator: Promise<typeof import('~/components/islands/hydrate-island.client')> | undefined
scheduleHydration(
  containers,
  (container) => {
    hydrator ??= import('~/components/islands/hydrate-island.client')
    void hydrator.then((module) => module.hydrateIsland(container, () => islandHydrated(container)))
  },
  (container) =>
    HYDRATES_AT_ONCE[container.getAttribute(BODY_ISLAND_ATTRIBUTE) as keyof typeof HYDRATES_AT_ONCE]?.(
      window.location,
    ) ?? false,
)
