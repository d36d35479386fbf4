import { prefetchTarget } from './static-page'

/**
 * Links are document navigations (decision 033): the next page is prefetched when the pointer rests on
 * a link to it or a finger touches it, so the navigation reads it from the cache.
 */
export function prefetchOnIntent(): void {
  const prefetched = new Set<string>()
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null
    if (!link) return
    const target = prefetchTarget(
      {
        href: link.getAttribute('href') ?? '',
        target: link.getAttribute('target') ?? '',
        download: link.hasAttribute('download'),
      },
      window.location,
    )
    if (target === undefined || prefetched.has(target)) return
    prefetched.add(target)
    const hint = document.createElement('link')
    hint.rel = 'prefetch'
    hint.href = target
    document.head.append(hint)
  }
  document.addEventListener('pointerover', onIntent, { passive: true })
  document.addEventListener('touchstart', onIntent, { passive: true })
}
