import { ArrowUp, Compass, Mail, Phone, X } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import { Button } from '~/components/ui/button'
import { siteConfig } from '~/config/site-config'
import { QUICK_NAVIGATION } from '~/content/navigation'
import { PhoneLink } from './phone-link'
import { useCloseOnNavigation } from './use-close-on-navigation'

/** The scroll-to-top button appears once the visitor has scrolled this far. */
export const SCROLL_TOP_THRESHOLD_PX = 300

export function FloatingMenu() {
  const [open, setOpen] = useState(false)
  const [showTop, setShowTop] = useState(false)
  const panelId = useId()
  const headingId = useId()
  const toggleRef = useRef<HTMLButtonElement>(null)
  useCloseOnNavigation(() => setOpen(false))

  useEffect(() => {
    const onScroll = () => setShowTop(window.scrollY > SCROLL_TOP_THRESHOLD_PX)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])

  const close = () => {
    setOpen(false)
    toggleRef.current?.focus()
  }

  return (
    <>
      {open && (
        // The backdrop is a pointer convenience; keyboard users close the panel with Escape or its close button.
        <div data-testid="quick-menu-backdrop" aria-hidden="true" className="fixed inset-0 z-40 bg-black/30" onClick={() => setOpen(false)} />
      )}
      {/* A landmark of its own: the call, mail and scroll buttons sit outside the page's other landmarks. */}
      <aside aria-label="Quick actions" className="fixed bottom-4 right-4 z-50 flex flex-col items-end gap-3">
        {open && (
          // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape from any control in the panel closes it
          <section
            id={panelId}
            aria-labelledby={headingId}
            className="w-72 rounded-xl border border-border bg-background p-4 shadow-2xl"
            onKeyDown={(event) => event.key === 'Escape' && close()}
          >
            <div className="flex items-center justify-between">
              <h2 id={headingId} className="text-base font-semibold">Quick Navigation</h2>
              <Button variant="ghost" size="icon" aria-label="Close quick navigation" onClick={close}>
                <X aria-hidden="true" />
              </Button>
            </div>
            <nav aria-label="Quick navigation">
              <ul className="mt-2 grid grid-cols-2 gap-1 text-sm">
                {QUICK_NAVIGATION.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className="flex min-h-11 items-center rounded-md px-2 font-medium hover:bg-muted">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </section>
        )}
        {showTop && (
          <Button
            variant="outline"
            size="icon"
            shape="pill" className="bg-background shadow-lg"
            aria-label="Scroll to top"
            onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          >
            <ArrowUp aria-hidden="true" />
          </Button>
        )}
        <div className="flex gap-2">
          <Button asChild variant="secondary" size="icon" shape="pill" className="shadow-lg">
            <a href={`mailto:${siteConfig.email}`} aria-label={`Email ${siteConfig.email}`}>
              <Mail aria-hidden="true" />
            </a>
          </Button>
          <Button asChild variant="secondary" size="icon" shape="pill" className="shadow-lg">
            <PhoneLink place="floating_menu" aria-label={`Call ${siteConfig.phone}`}>
              <Phone aria-hidden="true" />
            </PhoneLink>
          </Button>
          <Button
            ref={toggleRef}
            variant="default"
            size="icon"
            shape="pill" className="shadow-lg"
            aria-expanded={open}
            aria-controls={panelId}
            aria-label={open ? 'Close quick navigation' : 'Open quick navigation'}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? <X aria-hidden="true" /> : <Compass aria-hidden="true" />}
          </Button>
        </div>
      </aside>
    </>
  )
}
