import { Menu, Phone, X } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import { Button } from '~/components/ui/button'
import { MOBILE_MENU, PAGE_LINKS } from '~/content/navigation'
import { PhoneLink } from './phone-link'
import { SearchBox } from './search-box'
import { useCloseOnNavigation } from './use-close-on-navigation'

export function MobileMenu() {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const toggleRef = useRef<HTMLButtonElement>(null)
  useCloseOnNavigation(() => setOpen(false))

  const close = () => {
    setOpen(false)
    toggleRef.current?.focus()
  }

  return (
    <div className="lg:hidden">
      <Button
        ref={toggleRef}
        variant="ghost"
        size="icon"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <X aria-hidden="true" className="size-6!" /> : <Menu aria-hidden="true" className="size-6!" />}
      </Button>
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape from any control in the panel closes it */}
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-border bg-background shadow-lg"
        onKeyDown={(event) => event.key === 'Escape' && close()}
      >
        <nav aria-label="Mobile" className="container-page flex flex-col gap-1 py-4">
          <SearchBox id="mobile-search" label="Menu search" className="mb-3" />
          {MOBILE_MENU.map((link) => (
            <Link key={link.to} to={link.to} className="flex min-h-11 items-center rounded-md px-3 font-medium hover:bg-muted">
              {link.label}
            </Link>
          ))}
          <Button asChild variant="hero" className="mt-3">
            <Link to={PAGE_LINKS.quote.to}>{PAGE_LINKS.quote.label}</Link>
          </Button>
          <Button asChild variant="outline" className="mt-2">
            <PhoneLink place="mobile_menu">
              <Phone aria-hidden="true" />
              <span>Tap to call</span>
            </PhoneLink>
          </Button>
        </nav>
      </div>
    </div>
  )
}
