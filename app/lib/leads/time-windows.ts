import { siteConfig, type OpeningHours } from '~/config/site-config'
import { shortZoneName } from '~/lib/booking/zoned-time'

export function formatClock(time: string): string {
  const [hoursText = '0', minutesText = '00'] = time.split(':')
  const hours = Number(hoursText)
  const suffix = hours >= 12 ? 'PM' : 'AM'
  const hour12 = hours % 12 === 0 ? 12 : hours % 12
  return minutesText === '00' ? `${hour12}${suffix}` : `${hour12}:${minutesText}${suffix}`
}

function minutesOf(time: string): number {
  const [hours = '0', minutes = '0'] = time.split(':')
  return Number(hours) * 60 + Number(minutes)
}

export function timeZoneLabel(timeZone: string, date: Date = new Date()): string {
  return shortZoneName(date.getTime(), timeZone)
}

export function listTimeWindows(hours: OpeningHours = siteConfig.hours): string[] {
  const zone = timeZoneLabel(hours.timeZone)
  const noon = '12:00'
  const windows: string[] = []
  if (minutesOf(hours.opens) < minutesOf(noon)) {
    windows.push(`Morning (${formatClock(hours.opens)}-${formatClock(noon)} ${zone})`)
  }
  if (minutesOf(hours.closes) > minutesOf(noon)) {
    const start = minutesOf(hours.opens) > minutesOf(noon) ? hours.opens : noon
    windows.push(`Afternoon (${formatClock(start)}-${formatClock(hours.closes)} ${zone})`)
  }
  windows.push(`Any time (${formatClock(hours.opens)}-${formatClock(hours.closes)} ${zone})`)
  return windows
}
