import { type ReactNode, useMemo } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { isDirectPath } from '~/lib/page-routes'
import { type SiteNavigation, SiteNavigationProvider } from './site-navigation'

/** The React Router app's navigation, for the shell it renders; a page the build renders itself is a document of its own (decisions 022, 033). */
export function RouterNavigationProvider({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation()
  const navigate = useNavigate()
  const value = useMemo<SiteNavigation>(
    () => ({
      pathname,
      search,
      navigate: (to) =>
        isDirectPath(new URL(to, window.location.href).pathname) ? window.location.assign(to) : void navigate(to),
    }),
    [pathname, search, navigate],
  )
  return <SiteNavigationProvider value={value}>{children}</SiteNavigationProvider>
}
