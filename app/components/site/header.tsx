import { AnchorLink } from '~/components/ui/anchor-link'
import { Button } from '~/components/ui/button'
import { siteConfig } from '~/config/site-config'
import { HeaderMenu } from './header-menu'
import { MobileMenu } from './mobile-menu'
import { ABOUT_MENU, PAGE_LINKS, SERVICES_MENU } from '~/copy/navigation'
import { SearchBox } from './search-box'
import { SiteLogo } from './site-logo'

export function Header() {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur">
      <div className="container-page flex h-16 items-center justify-between gap-3 xl:gap-4">
        <AnchorLink
          to="/"
          className="flex items-center gap-2 rounded-md font-semibold text-primary"
          aria-label={`${siteConfig.name}, home`}
        >
          <SiteLogo />
        </AnchorLink>
        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          <HeaderMenu label="Services" groups={SERVICES_MENU} />
          <HeaderMenu label="About" groups={[{ links: ABOUT_MENU }]} />
          <AnchorLink
            to={PAGE_LINKS.contact.to}
            className="inline-flex min-h-11 items-center rounded-md px-3 text-sm font-semibold hover:bg-muted"
          >
            {PAGE_LINKS.contact.label}
          </AnchorLink>
        </nav>
        <div className="hidden items-center gap-2 lg:flex xl:gap-3">
          <SearchBox id="header-search" className="w-64" />
          {/* Two lines below 1280 px, so the search box keeps room for its placeholder. */}
          <Button asChild variant="hero" className="max-w-36 px-3 leading-tight xl:max-w-none xl:px-4">
            <AnchorLink to={PAGE_LINKS.quote.to}>{PAGE_LINKS.quote.label}</AnchorLink>
          </Button>
        </div>
        <MobileMenu />
      </div>
    </header>
  )
}
