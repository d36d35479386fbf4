import { siteConfig } from '~/config/site-config'
import { mayTrack } from './consent'

/**
 * The one function the rest of the site calls to record an analytics event.
 * Without a measurement id, or for a visitor who sent Global Privacy Control, it does nothing and
 * throws nothing. Events before Google's script arrives wait in dataLayer.
 */
export type AnalyticsEvent =
  | { name: 'page_view'; params: { page_path: string; page_location: string; page_title: string } }
  | { name: 'form_submit'; params: { event_label: string; value: string } }
  | { name: 'phone_click'; params: { event_label: string; value: string } }
  // The calculator's events say that it was used, never what was entered.
  | { name: 'calculator_used' | 'calculator_to_contact'; params: { event_label: 'economic_loss_calculator' } }

type Gtag = {
  (command: 'event', name: string, params: Record<string, unknown>): void
  (command: 'set', params: Record<string, unknown>): void
}

export function track(event: AnalyticsEvent): void {
  try {
    if (!mayTrack()) return
    const gtag = (window as unknown as { gtag?: Gtag }).gtag
    gtag?.('event', event.name, event.params)
  } catch {
    // Analytics must never break the page.
  }
}

/** A tap on the firm's phone number, with the place on the page it was in ("header", "footer", ...). */
export function trackPhoneClick(place: string): void {
  track({ name: 'phone_click', params: { event_label: place, value: siteConfig.phone } })
}

/**
 * The address every later hit reports. Google's tag otherwise reads document.location, query included,
 * for each event; a page whose query holds what the visitor typed (the calculator) sets its path alone.
 */
export function setPageLocation(href: string): void {
  try {
    if (!mayTrack()) return
    const gtag = (window as unknown as { gtag?: Gtag }).gtag
    gtag?.('set', { page_location: href })
  } catch {
    // Analytics must never break the page.
  }
}
