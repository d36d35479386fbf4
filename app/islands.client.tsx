import { type ComponentType, type ReactNode, startTransition, useEffect } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { BODY_ISLANDS, type BodyIslandName } from '~/components/islands/body-islands'
import { BODY_ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from '~/components/islands/island'
import { ISLAND_ATTRIBUTE, type IslandName, islandRoot, ISLANDS } from '~/components/location/islands'
import { documentNavigation } from '~/components/site/site-navigation'
import { startDocumentAnalytics } from '~/lib/analytics/document-analytics'
import { prefetchOnIntent } from '~/lib/html/prefetch-on-intent'

/**
 * The one client entry of the pages the build renders itself (decisions 022 and 033). The page works
 * without it: links are links, the menus are native popovers, search is a GET form and forms post.
 * Once the page has loaded and painted (or at the first interaction), this hydrates each island of the
 * shell (the header with its menus, search box and mobile menu; the floating quick-action menu) and of
 * the body (a form, the FAQ, ...: each with its own code and its serialized props) as a root of its
 * own, and starts analytics. Every navigation from here loads a document.
 */
const navigation = documentNavigation()

/** Calls `onHydrated` once its island has hydrated; renders only the island (no markup of its own). */
function Hydrated({ children, onHydrated }: { children: ReactNode; onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated])
  return children
}
const selector = `[${ISLAND_ATTRIBUTE}],[${BODY_ISLAND_ATTRIBUTE}]`

startDocumentAnalytics((element) => element.closest(selector) !== null)
prefetchOnIntent()

/** A body island's props, from the script the server wrote right after it. */
function propsOf(container: HTMLElement): object {
  const script = container.nextElementSibling
  if (!(script instanceof HTMLScriptElement) || !script.hasAttribute(ISLAND_PROPS_ATTRIBUTE))
    throw new Error(`The ${container.getAttribute(BODY_ISLAND_ATTRIBUTE)} island has no props beside it`)
  return JSON.parse(script.textContent ?? '{}') as object
}

const bodyIslands = [...document.querySelectorAll<HTMLElement>(`[${BODY_ISLAND_ATTRIBUTE}]`)].filter(
  (container) => (container.getAttribute(BODY_ISLAND_ATTRIBUTE) ?? '') in BODY_ISLANDS,
)

const containers = [...document.querySelectorAll<HTMLElement>(selector)].filter(
  (container) => (container.getAttribute(ISLAND_ATTRIBUTE) ?? '') in ISLANDS,
)
let waiting = containers.length + bodyIslands.length
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

for (const container of bodyIslands) {
  const props = propsOf(container)
  void BODY_ISLANDS[container.getAttribute(BODY_ISLAND_ATTRIBUTE) as BodyIslandName]().then((Component) => {
    const Island = Component as ComponentType<object>
    startTransition(() => {
      hydrateRoot(
        container,
        <Hydrated onHydrated={islandHydrated}>
          <Island {...props} />
        </Hydrated>,
      )
    })
  })
}
