import { siteConfig } from '~/config/site-config'

/** Whether this visitor may be tracked: a measurement id is configured and no Global Privacy Control signal. */
export function mayTrack(): boolean {
  if (typeof window === 'undefined' || !siteConfig.analytics.measurementId) return false
  const gpc = (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true
  return !(siteConfig.analytics.honorGlobalPrivacyControl && gpc)
}
