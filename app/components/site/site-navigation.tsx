import { createContext, type ReactNode, useContext } from 'react'

/**
 * What the shell (header menus, search box, floating menu) needs from navigation: the address shown
 * and a way to go to another. In the React Router app it is the router's (client navigation); on a
 * location page, which the build renders without the router (decision 022), it is the document's:
 * going somewhere loads that document.
 */
export interface SiteNavigation {
  pathname: string
  search: string
  navigate(to: string): void
}

/** The document's own navigation: the address of the page, and a full load of the next one. */
export function documentNavigation(location: { pathname: string; search: string } = window.location): SiteNavigation {
  return { pathname: location.pathname, search: location.search, navigate: (to) => window.location.assign(to) }
}

const SiteNavigationContext = createContext<SiteNavigation | undefined>(undefined)

export function SiteNavigationProvider({ value, children }: { value: SiteNavigation; children: ReactNode }) {
  return <SiteNavigationContext.Provider value={value}>{children}</SiteNavigationContext.Provider>
}

export function useSiteNavigation(): SiteNavigation {
  const navigation = useContext(SiteNavigationContext)
  if (!navigation) throw new Error('The site shell rendered outside a SiteNavigationProvider')
  return navigation
}
