import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False on the server and while the page hydrates, true from the render after; true at once for a
 * component mounted later (after a client navigation). Code that must render what only the browser
 * knows (the address's query, navigation state) waits for it, so hydration meets the server's HTML.
 * React hydrates with the server snapshot, then renders again with the browser's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
