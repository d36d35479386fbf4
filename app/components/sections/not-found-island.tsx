import { useEffect, useState } from 'react'
import { Spinner } from '~/components/ui/spinner'
import { mayBeLegacyPath } from '~/lib/legacy/may-be-legacy'
import { useHydrated } from '~/lib/use-hydrated'
import { NotFoundContent } from './not-found-content'

type Resolution = { state: 'resolving' } | { state: 'moved'; target: string } | { state: 'gone' }

/**
 * The not-found document's island (decision 043), reached only where no server or host rule answered
 * the address: a legacy address is resolved in the browser (the resolver and its place data load on
 * demand, and only for an address that could be legacy) and its page loaded in place of this entry.
 * Rendered by the build as the not-found page, which it stays for any other address.
 */
export function NotFoundIsland() {
  const hydrated = useHydrated()
  const [resolution, setResolution] = useState<Resolution>({ state: 'resolving' })
  const pathname = hydrated ? window.location.pathname : ''
  const candidate = hydrated && mayBeLegacyPath(pathname)

  useEffect(() => {
    if (!candidate) return
    let cancelled = false
    import('~/lib/legacy/resolve')
      .then(({ resolveLegacyPath }) => {
        if (cancelled) return
        const target = resolveLegacyPath(pathname)
        if (target && target !== pathname) {
          setResolution({ state: 'moved', target })
          window.location.replace(target)
        } else {
          setResolution({ state: 'gone' })
        }
      })
      .catch(() => !cancelled && setResolution({ state: 'gone' }))
    return () => {
      cancelled = true
    }
  }, [candidate, pathname])

  if (!candidate || resolution.state !== 'moved') return <NotFoundContent />
  return (
    <>
      <link rel="canonical" href={resolution.target} />
      <div className="flex flex-col items-center justify-center gap-4 py-24">
        <Spinner label="Finding the page you asked for" />
        <p className="text-muted-foreground">This page has moved. Taking you to its new address.</p>
      </div>
    </>
  )
}
