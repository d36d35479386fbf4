import { useEffect, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { Spinner } from '~/components/ui/spinner'
import { mayBeLegacyPath } from '~/lib/legacy/may-be-legacy'
import { isDirectPath } from '~/lib/page-routes'
import { NotFoundContent } from './not-found-content'

type Resolution = { state: 'resolving' } | { state: 'moved'; target: string } | { state: 'gone' }

/**
 * Reached only where no server or host rule answered a legacy URL: resolves it in the browser
 * (the resolver and its place data load on demand, and only for an address that could be legacy) and
 * replaces the history entry.
 */
export function LegacyRedirect({ initiallyNotFound = false }: { initiallyNotFound?: boolean }) {
  const location = useLocation()
  const navigate = useNavigate()
  const [resolution, setResolution] = useState<Resolution>({ state: 'resolving' })
  const candidate = mayBeLegacyPath(location.pathname)

  useEffect(() => {
    if (!candidate) return
    let cancelled = false
    import('~/lib/legacy/resolve')
      .then(({ resolveLegacyPath }) => {
        if (cancelled) return
        const target = resolveLegacyPath(location.pathname)
        if (target && target !== location.pathname) {
          setResolution({ state: 'moved', target })
          // A location page is a document of its own (decision 022): the browser loads it in place of this entry.
          if (isDirectPath(target)) window.location.replace(target)
          else void navigate(target, { replace: true })
        } else {
          setResolution({ state: 'gone' })
        }
      })
      .catch(() => !cancelled && setResolution({ state: 'gone' }))
    return () => {
      cancelled = true
    }
  }, [candidate, location.pathname, navigate])

  if (!candidate || resolution.state === 'gone' || (resolution.state === 'resolving' && initiallyNotFound))
    return <NotFoundContent />
  return (
    <>
      {resolution.state === 'moved' && <link rel="canonical" href={resolution.target} />}
      <div className="flex flex-col items-center justify-center gap-4 py-24">
        <Spinner label="Finding the page you asked for" />
        <p className="text-muted-foreground">This page has moved. Taking you to its new address.</p>
      </div>
    </>
  )
}
