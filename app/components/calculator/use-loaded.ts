import { useEffect, useState } from 'react'

type Loaded<T> = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; data: T }

/** A data file fetched when the part that shows it mounts, again whenever its key changes */
export function useLoaded<T>(key: string, load: () => Promise<T>): Loaded<T> {
  const [loaded, setLoaded] = useState<{ key: string; value: Loaded<T> }>({ key, value: { state: 'loading' } })
  useEffect(() => {
    let current = true
    load().then(
      (data) => current && setLoaded({ key, value: { state: 'ready', data } }),
      () => current && setLoaded({ key, value: { state: 'failed' } }),
    )
    return () => {
      current = false
    }
    // `load` is a new function each render; the key says which file it fetches.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])
  return loaded.key === key ? loaded.value : { state: 'loading' }
}
