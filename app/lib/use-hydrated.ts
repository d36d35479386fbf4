import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/** False on the server and during hydration, so code showing browser-only state still matches the server's HTML. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
