import { useEffect, useRef } from 'react'
import { useSiteNavigation } from './site-navigation'

/** Calls `close` whenever the address changes (not on first render): a client navigation of the app. */
export function useCloseOnNavigation(close: () => void): void {
  const location = useSiteNavigation()
  const closeRef = useRef(close)
  useEffect(() => {
    closeRef.current = close
  })
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    closeRef.current()
  }, [location.pathname, location.search])
}
