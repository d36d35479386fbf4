import { ISLAND_SELECTOR } from './island-attributes'

/** What a visitor does to an island that makes it hydrate, when it was visible at load (issue 52). */
const HYDRATING_INTERACTIONS = ['pointerdown', 'keydown', 'focusin'] as const

/**
 * Calls `hydrate` once for each island, when a visitor first needs it (decision 033): an island visible
 * at load on its first pointerdown, keydown or focus, one below the fold when it comes into view, one
 * named in `now` at once, and the element holding focus when this starts at once. An island with nothing
 * to show or touch (the notices) hydrates with the first island that does. Until then the island is its
 * HTML: links are links, the header's menus native popovers, forms post.
 */
export function scheduleHydration(
  containers: readonly HTMLElement[],
  hydrate: (container: HTMLElement) => void,
  now: (container: HTMLElement) => boolean = () => false,
): void {
  const pending = new Set(containers)
  const visibleAtLoad = new Set<HTMLElement>()
  const reported = new Set<Element>()
  const owners = new Map<Element, HTMLElement>()

  const onInteraction = (event: Event) => {
    const container = event.target instanceof Element ? event.target.closest<HTMLElement>(ISLAND_SELECTOR) : null
    if (container) wake(container)
  }
  // The containers are display: contents, which has no box to observe: their children are watched.
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const container = owners.get(entry.target)
      if (!container) continue
      if (!reported.has(entry.target)) {
        reported.add(entry.target)
        if (entry.isIntersecting) visibleAtLoad.add(container)
      } else if (entry.isIntersecting && !visibleAtLoad.has(container)) wake(container)
    }
  })
  const stop = () => {
    observer.disconnect()
    for (const type of HYDRATING_INTERACTIONS) document.removeEventListener(type, onInteraction, true)
  }
  function wake(container: HTMLElement) {
    if (!pending.delete(container)) return
    hydrate(container)
    for (const other of [...pending])
      if (other.childElementCount === 0) {
        pending.delete(other)
        hydrate(other)
      }
    if (pending.size === 0) stop()
  }

  for (const type of HYDRATING_INTERACTIONS)
    document.addEventListener(type, onInteraction, { capture: true, passive: true })
  for (const container of containers)
    for (const child of container.children) {
      owners.set(child, container)
      observer.observe(child)
    }
  for (const container of containers) if (now(container)) wake(container)
  if (document.activeElement) onInteraction({ target: document.activeElement } as unknown as Event)
}
