import { type ReactNode, startTransition, useEffect } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { ISLAND_ATTRIBUTE, type IslandName, islandRoot, ISLANDS } from '~/components/location/islands'
import { documentNavigation } from '~/components/site/site-navigation'
import { startDocumentAnalytics } from '~/lib/analytics/document-analytics'

/**
 * The one client entry of the state, city and service-in-city pages (decision 022). The page works
 * without it: links are links, the menus are native popovers and search is a GET form. Once the page
 * has loaded and painted (or at the first interaction), this hydrates each island of the shell (the
 * header with its menus, search box and mobile menu; the floating quick-action menu) as a root of its
 * own, and starts analytics. Every navigation from here loads a document.
 */
const navigation = documentNavigation()

/** Calls `onHydrated` once its island has hydrated; renders only the island (no markup of its own). */
function Hydrated({ children, onHydrated }: { children: ReactNode; onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated])
  return children
}
const selector = `[${ISLAND_ATTRIBUTE}]`

startDocumentAnalytics((element) => element.closest(selector) !== null)

const containers = [...document.querySelectorAll<HTMLElement>(selector)].filter(
  (container) => (container.getAttribute(ISLAND_ATTRIBUTE) ?? '') in ISLANDS,
)
let waiting = containers.length
// Browser tests wait for this mark once every island has hydrated, as on the app's pages (root.tsx).
const islandHydrated = () => {
  waiting -= 1
  if (waiting === 0) document.documentElement.dataset.hydrated = 'true'
}

startTransition(() => {
  for (const container of containers) {
    const { element, options } = islandRoot(container.getAttribute(ISLAND_ATTRIBUTE) as IslandName, navigation)
    hydrateRoot(container, <Hydrated onHydrated={islandHydrated}>{element}</Hydrated>, options)
  }
})
