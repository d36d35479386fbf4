import { siteConfig } from '~/config/site-config'
import { mayTrack } from './consent'

// Without a measurement id, or under Global Privacy Control, tracking does nothing and throws nothing.
export type AnalyticsEvent =
  | { name: 'page_view'; params: { page_path: string; page_location: string; page_title: string } }
  | { name: 'form_submit'; params: { event_label: string; value: string } }
  | { name: 'phone_click'; params: { event_label: string; value: string } }
  // The calculator's events say that it was used, never what was entered.
  | {
      name: 'calculator_used' | 'calculator_to_contact' | 'calculator_to_schedule'
      params: { event_label: 'economic_loss_calculator' }
    }

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

export function trackPhoneClick(place: string): void {
  track({ name: 'phone_click', params: { event_label: place, value: siteConfig.phone } })
}

// Google's tag otherwise reports document.location with its query, which on the calculator holds what the visitor typed.
export function setPageLocation(href: string): void {
  try {
    if (!mayTrack()) return
    const gtag = (window as unknown as { gtag?: Gtag }).gtag
    gtag?.('set', { page_location: href })
  } catch {
    // Analytics must never break the page.
  }
}
