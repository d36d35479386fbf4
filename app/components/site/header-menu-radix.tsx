import { ChevronDown } from 'lucide-react'
import { DropdownMenu } from 'radix-ui'
import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { HEADER_MENU_TRIGGER_CLASS, type HeaderMenuIntent, type HeaderMenuProps, isRtl } from './header-menu'

/** Hover opens after this delay, so a pointer passing over the header does not flash menus. */
export const HOVER_OPEN_DELAY_MS = 100
/** A hover-opened menu stays this long after the pointer leaves, so it can travel to the panel. */
export const POINTER_GRACE_MS = 300
export const MENU_OFFSET_PX = 4

type OpenReason = 'hover' | 'pinned'

/**
 * A header dropdown: Radix menu behaviour (focus management, Escape, typeahead) plus the
 * header's own rules: hover opens after 100 ms with a 300 ms grace period, the inline-end
 * arrow key opens it and the inline-start arrow closes it. Loaded on the visitor's first
 * approach to the menu; `intent` carries what they did before it arrived.
 */
export function RadixHeaderMenu({ label, groups, intent }: HeaderMenuProps & { intent: HeaderMenuIntent }) {
  const [open, setOpen] = useState(false)
  const reason = useRef<OpenReason>('pinned')
  const openTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const contentRef = useRef<HTMLDivElement>(null)
  const keyboardOpen = useRef(intent.keyboard)

  const clearTimers = () => {
    clearTimeout(openTimer.current)
    clearTimeout(closeTimer.current)
  }
  useEffect(() => clearTimers, [])

  // Take over from the plain trigger: keep its focus, honour a click or key press made while loading,
  // and a pointer already resting on it.
  useEffect(() => {
    const trigger = triggerRef.current
    if (!trigger) return
    if (intent.focus) trigger.focus()
    if (intent.open) setOpen(true)
    else if (trigger.matches(':hover')) {
      openTimer.current = setTimeout(() => {
        reason.current = 'hover'
        setOpen(true)
      }, HOVER_OPEN_DELAY_MS)
    }
  }, [intent])

  // Opened from the keyboard before the menu code arrived: start on the first item, as Radix does.
  useEffect(() => {
    if (!open || !keyboardOpen.current) return
    keyboardOpen.current = false
    const frame = requestAnimationFrame(() => contentRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus())
    return () => cancelAnimationFrame(frame)
  }, [open])

  const scheduleOpen = () => {
    clearTimeout(closeTimer.current)
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
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={MENU_OFFSET_PX}
          className="z-50 min-w-64 rounded-lg border border-border bg-background p-2 shadow-lg"
          ref={contentRef}
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
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
