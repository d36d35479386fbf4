import { useEffect, useState } from 'react'

/** Set once the first component that asks has mounted in the browser: the page has hydrated. */
let pageHydrated = false

/**
 * False on the server and while the page hydrates, true from the render after; true at once for a
 * component mounted later (after a client navigation). Code that must render what only the browser
 * knows (the address's query, navigation state) waits for it, so hydration meets the server's HTML.
 * An effect rather than useSyncExternalStore's server snapshot, which Preact's compat layer ignores
 * (decision 016).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated)
  useEffect(() => {
    pageHydrated = true
    // The one change this hook exists to make: from the server's render to the browser's.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setHydrated(true)
  }, [])
  return hydrated
}
