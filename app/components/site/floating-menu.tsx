import ArrowUp from 'lucide/dist/esm/icons/arrow-up.mjs'
import Compass from 'lucide/dist/esm/icons/compass.mjs'
import Mail from 'lucide/dist/esm/icons/mail.mjs'
import Phone from 'lucide/dist/esm/icons/phone.mjs'
import X from 'lucide/dist/esm/icons/x.mjs'
import { Icon } from '~/components/ui/icon'
import { useEffect, useState } from 'react'
import { AnchorLink } from '~/components/ui/anchor-link'
import { Button } from '~/components/ui/button'
import { siteConfig } from '~/config/site-config'
import { QUICK_NAVIGATION } from '~/copy/navigation'
import { PhoneLink } from './phone-link'
import { usePopover } from './use-popover'

/** The scroll-to-top button appears once the visitor has scrolled this far. */
const SCROLL_TOP_THRESHOLD_PX = 300

const PANEL_ID = 'quick-navigation'
const HEADING_ID = 'quick-navigation-heading'

/**
 * The floating call, mail and quick-navigation buttons. The panel is a native popover: its toggle, its
 * close button, Escape and a click on the dimmed page close it before the app loads as after.
 *
 * They stay on screen and never cover the page (`quick-actions` in app/site-styles.css): the footer
 * keeps room below its last line for them, and on a phone they move aside while a form field has
 * focus. A white ring keeps them at 3:1 or more against the navy hero and footer.
 */
export function FloatingMenu() {
  const [showTop, setShowTop] = useState(false)
  // Closes the panel on client navigation.
  usePopover(PANEL_ID)

  useEffect(() => {
    const onScroll = () => setShowTop(window.scrollY > SCROLL_TOP_THRESHOLD_PX)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])

  return (
    // A landmark of its own: the call, mail and scroll buttons sit outside the page's other landmarks.
    <aside aria-label="Quick actions" className="quick-actions group/quick">
      {/* The dimmed page behind the open panel; a click on it is a click outside the popover, which closes it. */}
      <div
        data-testid="quick-menu-backdrop"
        aria-hidden="true"
        className="fixed inset-0 hidden bg-black/30 group-has-[:popover-open]/quick:block"
      />
      <section id={PANEL_ID} popover="auto" aria-labelledby={HEADING_ID} className="quick-panel">
        <div className="flex items-center justify-between">
          <h2 id={HEADING_ID} className="text-base font-semibold">
            Quick Navigation
          </h2>
          <Button
            variant="ghost"
            size="icon"
            aria-label="Close quick navigation"
            popoverTarget={PANEL_ID}
            popoverTargetAction="hide"
          >
            <Icon icon={X} />
          </Button>
        </div>
        <nav aria-label="Quick navigation">
          <ul className="quick-links mt-2 grid grid-cols-2 gap-1 text-sm">
            {QUICK_NAVIGATION.map((link) => (
              <li key={link.to}>
                <AnchorLink to={link.to}>{link.label}</AnchorLink>
              </li>
            ))}
          </ul>
        </nav>
      </section>
      {showTop && (
        <Button
          variant="outline"
          size="icon"
          shape="pill"
          className="quick-action relative"
          aria-label="Scroll to top"
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        >
          <Icon icon={ArrowUp} />
        </Button>
      )}
      <div className="relative flex gap-2">
        <Button asChild variant="secondary" size="icon" shape="pill" className="quick-action">
          <a href={`mailto:${siteConfig.email}`} aria-label={`Email ${siteConfig.email}`}>
            <Icon icon={Mail} />
          </a>
        </Button>
        <Button asChild variant="secondary" size="icon" shape="pill" className="quick-action">
          <PhoneLink place="floating_menu" aria-label={`Call ${siteConfig.phone}`}>
            <Icon icon={Phone} />
          </PhoneLink>
        </Button>
        <Button variant="default" size="icon" shape="pill" className="quick-action" popoverTarget={PANEL_ID}>
          <span className="contents group-has-[:popover-open]/quick:hidden">
            <Icon icon={Compass} />
            <span className="sr-only">Open quick navigation</span>
          </span>
          <span className="hidden group-has-[:popover-open]/quick:contents">
            <Icon icon={X} />
            <span className="sr-only">Close quick navigation</span>
          </span>
        </Button>
      </div>
    </aside>
  )
}
