import { useCallback } from 'react'
import { useCloseOnNavigation } from './use-close-on-navigation'

/**
 * A native popover (the `popover` attribute, element `id`) driven from React. The browser opens and
 * closes it from its invoker button, Escape and a click outside, before the app has loaded as after, so
 * React keeps no copy of the open state: it asks the element. It closes on client navigation.
 */
export function usePopover(id: string) {
  const element = useCallback(() => document.getElementById(id), [id])
  const isOpen = useCallback(() => element()?.matches(':popover-open') ?? false, [element])
  const show = useCallback(() => {
    if (!isOpen()) element()?.showPopover()
  }, [element, isOpen])
  const hide = useCallback(() => {
    if (isOpen()) element()?.hidePopover()
  }, [element, isOpen])
  useCloseOnNavigation(hide)
  return { element, isOpen, show, hide }
}
