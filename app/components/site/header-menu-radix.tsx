import { ChevronDown } from 'lucide-react'
import { DropdownMenu } from 'radix-ui'
import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { HEADER_MENU_TRIGGER_CLASS, type HeaderMenuIntent, type HeaderMenuProps, isRtl } from './header-menu-shared'

/** Hover opens after this delay, so a pointer passing over the header does not flash menus. */
export const HOVER_OPEN_DELAY_MS = 100
/** A hover-opened menu stays this long after the pointer leaves, so it can travel to the panel. */
export const POINTER_GRACE_MS = 300
export const MENU_OFFSET_PX = 4

type OpenReason = 'hover' | 'pinned'

/** Arrow keys, Home and End over the menu's items, without wrapping (Radix's default); false for other keys. */
function moveFocus(content: HTMLElement, key: string): boolean {
  if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(key)) return false
  const items = [...content.querySelectorAll<HTMLElement>('[role="menuitem"]:not([data-disabled])')]
  const last = items.length - 1
  if (last < 0) return false
  const current = items.indexOf(document.activeElement as HTMLElement)
  const step = key === 'ArrowDown' ? 1 : -1
  const next = key === 'Home' ? 0 : key === 'End' ? last : current < 0 ? (step > 0 ? 0 : last) : Math.min(last, Math.max(0, current + step))
  items[next]?.focus()
  return true
}

/**
 * A header dropdown: Radix menu behavior (focus management, Escape, typeahead) plus the
 * header's own rules: hover opens after 100 ms with a 300 ms grace period, the inline-end
 * arrow key opens it and the inline-start arrow closes it. Loaded on the visitor's first
 * approach to the menu; `intent` carries what they did before it arrived.
 */
export function RadixHeaderMenu({ label, groups, intent }: HeaderMenuProps & { intent: HeaderMenuIntent }) {
  // A click or key press made while the code loaded opens the menu straight away.
  const [open, setOpen] = useState(intent.open)
  const reason = useRef<OpenReason>('pinned')
  const openTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const keyboardOpen = useRef(intent.keyboard)
  const openRef = useRef(false)

  const clearTimers = () => {
    clearTimeout(openTimer.current)
    clearTimeout(closeTimer.current)
  }
  useEffect(() => clearTimers, [])

  // Take over from the plain trigger (unless the menu opened at once): keep its focus, and a pointer
  // resting on it.
  useEffect(() => {
    const trigger = triggerRef.current
    if (!trigger || intent.open) return
    if (intent.focus) trigger.focus()
    const hoverOpen = () => {
      clearTimeout(openTimer.current)
      openTimer.current = setTimeout(() => {
        if (openRef.current) return
        reason.current = 'hover'
        setOpen(true)
      }, HOVER_OPEN_DELAY_MS)
    }
    if (trigger.matches(':hover')) {
      hoverOpen()
      return
    }
    // This button replaced the plain one under the pointer. React never reports that entry (it waits for a
    // leave event from the removed button, which never comes); the browser's own pointerenter does arrive,
    // once its hover state catches up with the new element.
    const onFirstEnter = (event: PointerEvent) => {
      trigger.removeEventListener('pointerenter', onFirstEnter)
      if (event.pointerType === 'mouse') hoverOpen()
    }
    trigger.addEventListener('pointerenter', onFirstEnter)
    return () => trigger.removeEventListener('pointerenter', onFirstEnter)
  }, [intent])

  useEffect(() => {
    openRef.current = open
  }, [open])

  const scheduleOpen = () => {
    clearTimeout(closeTimer.current)
    clearTimeout(openTimer.current)
    if (open) return
    openTimer.current = setTimeout(() => {
      reason.current = 'hover'
      setOpen(true)
    }, HOVER_OPEN_DELAY_MS)
  }
  const scheduleClose = () => {
    clearTimeout(openTimer.current)
    if (!open || reason.current !== 'hover') return
    closeTimer.current = setTimeout(() => setOpen(false), POINTER_GRACE_MS)
  }

  return (
    <DropdownMenu.Root
      modal={false}
      open={open}
      onOpenChange={(next) => {
        clearTimers()
        reason.current = 'pinned'
        setOpen(next)
      }}
    >
      <DropdownMenu.Trigger
        ref={triggerRef}
        className={HEADER_MENU_TRIGGER_CLASS}
        onPointerEnter={(event) => event.pointerType === 'mouse' && scheduleOpen()}
        onPointerLeave={(event) => event.pointerType === 'mouse' && scheduleClose()}
        onPointerDown={(event) => {
          clearTimeout(openTimer.current)
          if (open && reason.current === 'hover' && event.button === 0) {
            // A click on a menu that hover already opened keeps it open.
            event.preventDefault()
            reason.current = 'pinned'
          }
        }}
        onKeyDown={(event) => {
          const openKey = isRtl(event.currentTarget) ? 'ArrowLeft' : 'ArrowRight'
          if (event.key === openKey) {
            event.preventDefault()
            reason.current = 'pinned'
            setOpen(true)
          }
        }}
      >
        {label}
        <ChevronDown aria-hidden="true" className="size-4 transition-transform in-data-[state=open]:rotate-180" />
      </DropdownMenu.Trigger>
      {/* No portal: the open menu stays inside the header's navigation landmark (axe "region"). */}
      <DropdownMenu.Content
        align="start"
        sideOffset={MENU_OFFSET_PX}
        className="z-50 min-w-64 rounded-lg border border-border bg-background p-2 shadow-lg"
        onFocus={(event) => {
          // Opened from the keyboard before the menu code arrived: Radix focuses the menu itself; start on the
          // first item, as it does for a keyboard it saw. At once, so the next key acts on that item.
          if (event.target !== event.currentTarget || !keyboardOpen.current) return
          keyboardOpen.current = false
          event.currentTarget.querySelector<HTMLElement>('[role="menuitem"]')?.focus()
        }}
        onKeyDownCapture={(event) => {
          // Radix moves the focus on the next tick; moving it now means a key pressed straight after acts on
          // the item the visitor sees highlighted.
          if (moveFocus(event.currentTarget, event.key)) {
            event.preventDefault()
            event.stopPropagation()
          }
        }}
        onPointerEnter={() => clearTimeout(closeTimer.current)}
        onPointerLeave={(event) => event.pointerType === 'mouse' && scheduleClose()}
        onKeyDown={(event) => {
          const closeKey = isRtl(event.currentTarget) ? 'ArrowRight' : 'ArrowLeft'
          if (event.key === closeKey) {
            event.preventDefault()
            setOpen(false)
          }
        }}
      >
        {groups.map((group, index) => (
          <DropdownMenu.Group key={group.heading ?? index}>
            {index > 0 && <DropdownMenu.Separator className="my-2 h-px bg-border" />}
            {group.heading && (
              <DropdownMenu.Label className="px-3 pb-1 pt-2 text-xs font-bold uppercase tracking-wide text-muted-foreground">
                {group.heading}
              </DropdownMenu.Label>
            )}
            {group.links.map((link) => (
              <DropdownMenu.Item key={link.to} asChild>
                <Link
                  to={link.to}
                  className="flex min-h-10 items-center rounded-md px-3 text-sm text-foreground outline-none data-highlighted:bg-muted data-highlighted:text-primary"
                >
                  {link.label}
                </Link>
              </DropdownMenu.Item>
            ))}
          </DropdownMenu.Group>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  )
}
