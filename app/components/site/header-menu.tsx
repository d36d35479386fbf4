import { ChevronDown } from 'lucide-react'
import { type ComponentType, useRef, useState } from 'react'
import { HEADER_MENU_TRIGGER_CLASS, type HeaderMenuIntent, type HeaderMenuProps, isRtl } from './header-menu-shared'

const loadMenu = () => import('./header-menu-radix')

/**
 * A header dropdown whose menu code (Radix and its positioning) loads on the visitor's first
 * approach: pointer over, focus or touch. Until then the trigger is a plain button, so the
 * menus cost nothing on pages where nobody opens them.
 */
export function HeaderMenu({ label, groups }: HeaderMenuProps) {
  const [Menu, setMenu] = useState<ComponentType<HeaderMenuProps & { intent: HeaderMenuIntent }> | null>(null)
  const [intent, setIntent] = useState<HeaderMenuIntent>({ focus: false, open: false, keyboard: false })
  const requested = useRef(false)

  const load = () => {
    if (requested.current) return
    requested.current = true
    void loadMenu().then((module) => setMenu(() => module.RadixHeaderMenu))
  }

  if (Menu) return <Menu label={label} groups={groups} intent={intent} />
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded="false"
      className={HEADER_MENU_TRIGGER_CLASS}
      onPointerEnter={load}
      onTouchStart={load}
      onFocus={() => {
        setIntent((current) => ({ ...current, focus: true }))
        load()
      }}
      onBlur={() => setIntent((current) => ({ ...current, focus: false }))}
      onClick={() => {
        setIntent((current) => ({ ...current, open: true }))
        load()
      }}
      onKeyDown={(event) => {
        const openKeys = ['Enter', ' ', 'ArrowDown', isRtl(event.currentTarget) ? 'ArrowLeft' : 'ArrowRight']
        if (!openKeys.includes(event.key)) return
        event.preventDefault()
        setIntent({ focus: true, open: true, keyboard: true })
        load()
      }}
    >
      {label}
      <ChevronDown aria-hidden="true" className="size-4" />
    </button>
  )
}
