import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'

/** Calls `close` whenever the route changes (not on first render). */
export function useCloseOnNavigation(close: () => void): void {
  const location = useLocation()
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
