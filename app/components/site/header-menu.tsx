import ChevronDown from 'lucide/dist/esm/icons/chevron-down.mjs'
import { Icon } from '~/components/ui/icon'
import { useEffect, useRef } from 'react'
import { AnchorLink } from '~/components/ui/anchor-link'
import { HOVER_OPEN_DELAY_MS, type HeaderMenuProps, isRtl, moveMenuFocus, POINTER_GRACE_MS } from './header-menu-shared'
import { usePopover } from './use-popover'

type OpenReason = 'hover' | 'pinned'

/**
 * A header dropdown built on a native popover: the trigger's `popovertarget` opens and closes it,
 * Escape and a click outside close it, with or without the app. Once the app runs it adds the rest:
 * hover opens after 100 ms and a hover-opened menu closes 300 ms after the pointer leaves, Enter, Space
 * and the arrow keys open it on its first item, the arrows move through the items, the inline-start
 * arrow and Escape close it and return focus to the trigger. A menu opened before the app loaded stays
 * open: its state is the element's, not React's.
 */
export function HeaderMenu({ label, groups }: HeaderMenuProps) {
  const slug = label.toLowerCase().replace(/\W+/g, '-')
  const menuId = `header-menu-${slug}`
  const triggerId = `${menuId}-trigger`
  const anchor = `--${menuId}`
  const menu = usePopover(menuId)
  const reason = useRef<OpenReason>('pinned')
  const openTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  const clearTimers = () => {
    clearTimeout(openTimer.current)
    clearTimeout(closeTimer.current)
  }
  useEffect(() => clearTimers, [])

  const scheduleOpen = () => {
    clearTimers()
    if (menu.isOpen()) return
    openTimer.current = setTimeout(() => {
      if (menu.isOpen()) return
      reason.current = 'hover'
      menu.show()
    }, HOVER_OPEN_DELAY_MS)
  }
  const scheduleClose = () => {
    clearTimeout(openTimer.current)
    if (!menu.isOpen() || reason.current !== 'hover') return
    closeTimer.current = setTimeout(menu.hide, POINTER_GRACE_MS)
  }
  const openOnFirstItem = () => {
    clearTimers()
    reason.current = 'pinned'
    menu.show()
    menu.element()?.querySelector<HTMLElement>('[role="menuitem"]')?.focus()
  }
  const closeToTrigger = () => {
    clearTimers()
    menu.hide()
    document.getElementById(triggerId)?.focus()
  }

  return (
    <div className="group/menu">
      <button
        id={triggerId}
        type="button"
        popoverTarget={menuId}
        aria-haspopup="menu"
        className="menu-trigger"
        style={{ anchorName: anchor }}
        onPointerEnter={(event) => event.pointerType === 'mouse' && scheduleOpen()}
        onPointerLeave={(event) => event.pointerType === 'mouse' && scheduleClose()}
        onPointerDown={() => clearTimeout(openTimer.current)}
        onClick={(event) => {
          // A click on a menu that hover opened keeps it open; otherwise the browser toggles it.
          if (menu.isOpen() && reason.current === 'hover') event.preventDefault()
          reason.current = 'pinned'
        }}
        onKeyDown={(event) => {
          const openKeys = ['Enter', ' ', 'ArrowDown', isRtl(event.currentTarget) ? 'ArrowLeft' : 'ArrowRight']
          if (!openKeys.includes(event.key)) return
          // Handled here, so the browser's own toggle (on Enter and Space) does not close what this opens.
          event.preventDefault()
          if (menu.isOpen() && (event.key === 'Enter' || event.key === ' ')) closeToTrigger()
          else openOnFirstItem()
        }}
      >
        {label}
        <Icon icon={ChevronDown} className="size-4 transition-transform group-has-[:popover-open]/menu:rotate-180" />
      </button>
      {/* Shown in the top layer but kept in the header's tree: the open menu stays inside the navigation landmark. */}
      <div
        id={menuId}
        popover="auto"
        role="menu"
        tabIndex={-1}
        aria-labelledby={triggerId}
        className="menu-panel"
        style={{ positionAnchor: anchor }}
        onPointerEnter={() => clearTimeout(closeTimer.current)}
        onPointerLeave={(event) => event.pointerType === 'mouse' && scheduleClose()}
        // Choosing an item closes the menu at once, while the next page loads.
        onClick={(event) => event.target instanceof Element && event.target.closest('a') && menu.hide()}
        onBlur={(event) => {
          const next = event.relatedTarget
          if (
            next instanceof Node &&
            (event.currentTarget.contains(next) || next === document.getElementById(triggerId))
          )
            return
          if (next) menu.hide()
        }}
        onKeyDown={(event) => {
          if (moveMenuFocus(event.currentTarget, event.key)) {
            event.preventDefault()
            return
          }
          const closeKey = isRtl(event.currentTarget) ? 'ArrowRight' : 'ArrowLeft'
          if (event.key === closeKey || event.key === 'Escape') {
            event.preventDefault()
            closeToTrigger()
          }
        }}
      >
        {groups.map((group, index) => {
          const headingId = `${menuId}-group-${String(index)}`
          return (
            <div key={group.heading ?? index} role="group" aria-labelledby={group.heading ? headingId : undefined}>
              {index > 0 && <div role="separator" className="my-2 h-px bg-border" />}
              {group.heading && (
                <div id={headingId} className="menu-heading">
                  {group.heading}
                </div>
              )}
              {group.links.map((link) => (
                <AnchorLink key={link.to} to={link.to} role="menuitem">
                  {link.label}
                </AnchorLink>
              ))}
            </div>
          )
        })}
      </div>
    </div>
  )
}
