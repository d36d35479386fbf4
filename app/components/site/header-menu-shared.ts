/** What the plain header menu (server HTML) and its Radix upgrade share, so neither imports the other. */
import type { NavLink } from '~/content/navigation'

export interface HeaderMenuProps {
  label: string
  groups: { heading?: string; links: NavLink[] }[]
}

/** What the visitor did with the plain trigger before the menu code arrived. */
export interface HeaderMenuIntent {
  focus: boolean
  open: boolean
  keyboard: boolean
}

export const HEADER_MENU_TRIGGER_CLASS =
  'inline-flex min-h-11 items-center gap-1 rounded-md px-3 text-sm font-semibold text-foreground hover:bg-muted data-[state=open]:bg-muted'

export function isRtl(element: Element): boolean {
  return getComputedStyle(element).direction === 'rtl'
}
