import { type ComponentType, type ReactNode, startTransition, useEffect } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { type IslandName, islandRoot, ISLANDS } from '~/components/location/islands'
import { documentNavigation, SiteNavigationProvider } from '~/components/site/site-navigation'
import { BODY_ISLANDS, type BodyIslandName } from './body-islands'
import { BODY_ISLAND_ATTRIBUTE, ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from './island-attributes'

/**
 * React's part of the islands (decision 033): loaded by the islands loader (app/islands.client.tsx) when
 * the first island of a page hydrates, with React and React DOM. Each island is a root of its own.
 */
const navigation = documentNavigation()

/** Calls `onHydrated` once its island has hydrated; renders only the island (no markup of its own). */
function Hydrated({ children, onHydrated }: { children: ReactNode; onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated])
  return children
}

/** A body island's props, from the script the server wrote right after it. */
function propsOf(container: HTMLElement): object {
  const script = container.nextElementSibling
  if (!(script instanceof HTMLScriptElement) || !script.hasAttribute(ISLAND_PROPS_ATTRIBUTE))
    throw new Error(`The ${container.getAttribute(BODY_ISLAND_ATTRIBUTE)} island has no props beside it`)
  return JSON.parse(script.textContent ?? '{}') as object
}

/** Hydrates the island `container` holds (a shell island or a body island, with its kind's code). */
export async function hydrateIsland(container: HTMLElement, onHydrated: () => void): Promise<void> {
  const shellName = container.getAttribute(ISLAND_ATTRIBUTE)
  if (shellName !== null) {
    if (!(shellName in ISLANDS)) throw new Error(`No island is called ${shellName}`)
    const { element, options } = islandRoot(shellName as IslandName, navigation)
    startTransition(() => {
      hydrateRoot(container, <Hydrated onHydrated={onHydrated}>{element}</Hydrated>, options)
    })
    return
  }
  const name = container.getAttribute(BODY_ISLAND_ATTRIBUTE) ?? ''
  if (!(name in BODY_ISLANDS)) throw new Error(`No body island is called ${name}`)
  const props = propsOf(container)
  const Island = (await BODY_ISLANDS[name as BodyIslandName]()) as ComponentType<object>
  startTransition(() => {
    hydrateRoot(
      container,
      <Hydrated onHydrated={onHydrated}>
        <SiteNavigationProvider value={navigation}>
          <Island {...props} />
        </SiteNavigationProvider>
      </Hydrated>,
    )
  })
}
