import Menu from 'lucide/dist/esm/icons/menu.mjs'
import Phone from 'lucide/dist/esm/icons/phone.mjs'
import X from 'lucide/dist/esm/icons/x.mjs'
import { Icon } from '~/components/ui/icon'
import { AnchorLink } from '~/components/ui/anchor-link'
import { Button } from '~/components/ui/button'
import { MOBILE_MENU, PAGE_LINKS } from '~/copy/navigation'
import { PhoneLink } from './phone-link'
import { SearchBox } from './search-box'
import { usePopover } from './use-popover'

const PANEL_ID = 'mobile-menu'

/**
 * The small-screen menu: a native popover, so its toggle, Escape and a tap outside work before the app
 * loads. The toggle's name and icon follow the panel's state through CSS alone.
 */
export function MobileMenu() {
  // Closes the panel on client navigation.
  usePopover(PANEL_ID)

  return (
    <div className="group/mobile lg:hidden">
      <Button variant="ghost" size="icon" popoverTarget={PANEL_ID}>
        <span className="contents group-has-[:popover-open]/mobile:hidden">
          <Icon icon={Menu} className="size-6!" />
          <span className="sr-only">Open menu</span>
        </span>
        <span className="hidden group-has-[:popover-open]/mobile:contents">
          <Icon icon={X} className="size-6!" />
          <span className="sr-only">Close menu</span>
        </span>
      </Button>
      <div id={PANEL_ID} popover="auto" className="mobile-menu-panel">
        <nav aria-label="Mobile" className="mobile-menu-links container-page flex flex-col gap-1 py-4">
          <SearchBox id="mobile-search" label="Menu search" className="mb-3" />
          {MOBILE_MENU.map((link) => (
            <AnchorLink key={link.to} to={link.to}>
              {link.label}
            </AnchorLink>
          ))}
          <Button asChild variant="hero" className="mt-3">
            <AnchorLink to={PAGE_LINKS.quote.to}>{PAGE_LINKS.quote.label}</AnchorLink>
          </Button>
          <Button asChild variant="outline" className="mt-2">
            <PhoneLink place="mobile_menu">
              <Icon icon={Phone} />
              <span>Tap to call</span>
            </PhoneLink>
          </Button>
        </nav>
      </div>
    </div>
  )
}
