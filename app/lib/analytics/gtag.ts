import { ANALYTICS_SCRIPT_ORIGIN } from '~/lib/security/headers'
import { siteConfig } from '~/config/site-config'
import { mayTrack } from './consent'

type GtagWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void }

export function gtagScriptUrl(measurementId: string): string {
  return `${ANALYTICS_SCRIPT_ORIGIN}/gtag/js?id=${encodeURIComponent(measurementId)}`
}

/** Defines gtag(), queuing in dataLayer; false, and nothing defined, for a visitor who may not be tracked. */
export function defineGtag(): boolean {
  if (!mayTrack()) return false
  const win = window as GtagWindow
  if (win.gtag) return true
  const { measurementId, debugMode } = siteConfig.analytics
  win.dataLayer = win.dataLayer ?? []
  win.gtag = function gtag() {
    // gtag.js reads the Arguments object itself, not an array copy.
    // eslint-disable-next-line prefer-rest-params
    win.dataLayer!.push(arguments)
  }
  win.gtag('js', new Date())
  win.gtag('config', measurementId, { send_page_view: false, ...(debugMode ? { debug_mode: true } : {}) })
  return true
}

/** Adds Google's script once, checking the page itself so client navigations and hot reloads never add it twice. */
export function addGtagScript(): void {
  if (!mayTrack()) return
  const src = gtagScriptUrl(siteConfig.analytics.measurementId)
  if (document.querySelector(`script[src="${src}"]`)) return
  const script = document.createElement('script')
  script.async = true
  script.src = src
  document.head.appendChild(script)
}

const INTERACTIONS = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const

export function whenInteractive(load: () => void): () => void {
  let done = false
  const run = () => {
    if (done) return
    done = true
    cancel()
    load()
  }
  const idle =
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(run, { timeout: 4000 })
      : window.setTimeout(run, 2000)
  for (const event of INTERACTIONS) window.addEventListener(event, run, { once: true, passive: true })
  function cancel() {
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle)
    else window.clearTimeout(idle)
    for (const event of INTERACTIONS) window.removeEventListener(event, run)
  }
  return cancel
}
