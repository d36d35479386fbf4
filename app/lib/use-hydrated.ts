import { createContext, useContext, useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * True where a tree is rendered as the server renders it, outside React's server renderer: the build's
 * page tree (lib/page-tree/render-to-tree.ts), which reads a page as its HTML says it.
 */
export const ServerRenderContext = createContext(false)

/** False on the server and during hydration, so code showing browser-only state still matches the server's HTML. */
export function useHydrated(): boolean {
  const server = useContext(ServerRenderContext)
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
  return hydrated && !server
}
