import type { ReactNode } from 'react'
import { FloatingMenu } from '~/components/site/floating-menu'
import { Header } from '~/components/site/header'
import { type SiteNavigation, SiteNavigationProvider } from '~/components/site/site-navigation'

/**
 * The interactive parts of a location page's shell (decision 022): each is rendered on its own at
 * build time and hydrated on its own by the islands entry (app/islands.client.tsx), with the
 * document's navigation. The page's body and footer are markup only.
 */
export const ISLANDS = {
  header: () => <Header />,
  'floating-menu': () => <FloatingMenu />,
} as const satisfies Record<string, () => ReactNode>

export type IslandName = keyof typeof ISLANDS

/** An island as both sides render it: its own React root, its ids prefixed with its name. */
export function islandRoot(
  name: IslandName,
  navigation: SiteNavigation,
): { element: ReactNode; options: { identifierPrefix: string } } {
  return {
    element: <SiteNavigationProvider value={navigation}>{ISLANDS[name]()}</SiteNavigationProvider>,
    options: { identifierPrefix: `${name}-` },
  }
}
