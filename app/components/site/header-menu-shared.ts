/** What the header menus are made of. */
import type { PageLink } from '~/config/content-schema/types'

export interface HeaderMenuProps {
  label: string
  groups: { heading?: string; links: PageLink[] }[]
}

/** Hover opens after this delay, so a pointer passing over the header does not flash menus. */
export const HOVER_OPEN_DELAY_MS = 100
/** A hover-opened menu stays this long after the pointer leaves, so it can travel to the panel. */
export const POINTER_GRACE_MS = 300

export function isRtl(element: Element): boolean {
  return getComputedStyle(element).direction === 'rtl'
}

/** Arrow keys, Home and End over the menu's items, without wrapping; false for other keys. */
export function moveMenuFocus(menu: HTMLElement, key: string): boolean {
  if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(key)) return false
  const items = [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')]
  const last = items.length - 1
  if (last < 0) return false
  const current = items.indexOf(document.activeElement as HTMLElement)
  const step = key === 'ArrowDown' ? 1 : -1
  const next =
    key === 'Home'
      ? 0
      : key === 'End'
        ? last
        : current < 0
          ? step > 0
            ? 0
            : last
          : Math.min(last, Math.max(0, current + step))
  items[next]?.focus()
  return true
}
