import { siteConfig } from '~/config/site-config'
import type { WeekdayName } from './zoned-time'

/** One block of open time on a weekday, in the firm's zone. */
export interface HoursBlock {
  day: WeekdayName
  opens: string
  closes: string
}

/**
 * The firm's time zone and opening hours, as content/firm/firm.yaml states them (through site-config,
 * which derives the visitors' labels from the same file). Every booking feature reads them here.
 */
export function firmTimeZone(): string {
  return siteConfig.hours.timeZone
}

export function firmOpeningHours(): HoursBlock[] {
  const { days, opens, closes } = siteConfig.hours
  return days.map((day) => ({ day, opens, closes }))
}
