import { type ReactNode, useMemo } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { type SiteNavigation, SiteNavigationProvider } from './site-navigation'

/** The React Router app's navigation, for the shell it renders. */
export function RouterNavigationProvider({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation()
  const navigate = useNavigate()
  const value = useMemo<SiteNavigation>(() => ({ pathname, search, navigate: (to) => void navigate(to) }), [pathname, search, navigate])
  return <SiteNavigationProvider value={value}>{children}</SiteNavigationProvider>
}
