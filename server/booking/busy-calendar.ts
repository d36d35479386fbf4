/** The busy times of one iCalendar feed, expanded with ical.js; free (TRANSPARENT) and cancelled events do not block. */
import ICAL from 'ical.js'
import { addDays, instantAt, isKnownTimeZone } from '~/lib/booking/zoned-time'

export interface BusySpan {
  startAt: number
  endAt: number
}

/** The most occurrences one recurring event may add: a rule without an end stops at the window anyway. */
const MAX_OCCURRENCES_PER_EVENT = 2000
const DAY_MS = 86_400_000

type IcalTime = InstanceType<typeof ICAL.Time>

/** An ical.js time as an instant; an unknown TZID is read as that IANA zone, floating times and all-day dates in the firm's zone. */
function instantOf(time: IcalTime, firmZone: string): number {
  const date = dateOf(time)
  if (time.isDate) return instantAt(date, 0, firmZone)
  const zone = time.zone as { tzid?: string } | undefined
  const tzid = zone?.tzid
  if (tzid === 'UTC' || (tzid && tzid !== 'floating' && ICAL.TimezoneService.has(tzid))) return time.toUnixTime() * 1000
  const named = (time as unknown as { timezone?: string }).timezone
  const minutes = time.hour * 60 + time.minute + time.second / 60
  return instantAt(date, minutes, named && isKnownTimeZone(named) ? named : firmZone)
}

function blocks(component: InstanceType<typeof ICAL.Component>): boolean {
  const transparency = String(component.getFirstPropertyValue('transp') ?? 'OPAQUE').toUpperCase()
  const status = String(component.getFirstPropertyValue('status') ?? '').toUpperCase()
  return transparency !== 'TRANSPARENT' && status !== 'CANCELLED'
}

export class CalendarParseError extends Error {
  override readonly name = 'CalendarParseError'
}

/** The busy spans overlapping [from, to), sorted and merged; throws CalendarParseError for a text that is not iCalendar. */
export function busySpans(
  text: string,
  { from, to, firmZone }: { from: number; to: number; firmZone: string },
): BusySpan[] {
  let calendar: InstanceType<typeof ICAL.Component>
  try {
    calendar = new ICAL.Component(ICAL.parse(text) as unknown[])
  } catch (error) {
    throw new CalendarParseError(
      `not an iCalendar feed (${error instanceof Error ? error.message.slice(0, 80) : 'unreadable'})`,
    )
  }
  if (calendar.name !== 'vcalendar') throw new CalendarParseError('not an iCalendar feed (no VCALENDAR)')
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    const tzid = String(zone.getFirstPropertyValue('tzid') ?? '')
    if (tzid && !ICAL.TimezoneService.has(tzid)) ICAL.TimezoneService.register(zone)
  }
  const events = calendar.getAllSubcomponents('vevent')
  // Moved or changed occurrences (RECURRENCE-ID) belong to their series, by UID.
  const exceptions = new Map<string, Array<InstanceType<typeof ICAL.Component>>>()
  for (const event of events) {
    if (!event.hasProperty('recurrence-id')) continue
    const uid = String(event.getFirstPropertyValue('uid') ?? '')
    exceptions.set(uid, [...(exceptions.get(uid) ?? []), event])
  }
  const spans: BusySpan[] = []
  const add = (component: InstanceType<typeof ICAL.Component>, start: IcalTime, end: IcalTime | null) => {
    if (!blocks(component)) return
    const startAt = instantOf(start, firmZone)
    // An event without an end lasts its day when it is all-day, else no time at all (RFC 5545 3.6.1).
    const endAt = end
      ? instantOf(end, firmZone)
      : start.isDate
        ? instantAt(addDays(dateOf(start), 1), 0, firmZone)
        : startAt
    if (endAt > startAt && startAt < to && endAt > from) spans.push({ startAt, endAt })
  }
  for (const component of events) {
    const uid = String(component.getFirstPropertyValue('uid') ?? '')
    const series = exceptions.get(uid)
    if (component.hasProperty('recurrence-id')) {
      // An exception whose series is in the feed is expanded with it; an orphan stands alone.
      if (
        events.some(
          (other) =>
            other !== component &&
            !other.hasProperty('recurrence-id') &&
            String(other.getFirstPropertyValue('uid') ?? '') === uid,
        )
      )
        continue
      const event = new ICAL.Event(component)
      add(component, event.startDate, event.endDate)
      continue
    }
    const event = new ICAL.Event(component, { exceptions: series ?? [], strictExceptions: true })
    if (!event.isRecurring()) {
      add(component, event.startDate, event.endDate)
      continue
    }
    const iterator = event.iterator()
    for (
      let count = 0, next = iterator.next();
      next && count < MAX_OCCURRENCES_PER_EVENT;
      count += 1, next = iterator.next()
    ) {
      const details = event.getOccurrenceDetails(next)
      // Occurrences are in order of their original time; a moved one may land anywhere, so look a day past the window.
      if (instantOf(next, firmZone) >= to + DAY_MS * 31) break
      add(details.item.component, details.startDate, details.endDate)
    }
  }
  return merge(spans)
}

function dateOf(time: IcalTime): string {
  return `${String(time.year).padStart(4, '0')}-${String(time.month).padStart(2, '0')}-${String(time.day).padStart(2, '0')}`
}

function merge(spans: BusySpan[]): BusySpan[] {
  const sorted = [...spans].sort((a, b) => a.startAt - b.startAt)
  const merged: BusySpan[] = []
  for (const span of sorted) {
    const last = merged.at(-1)
    if (last && span.startAt <= last.endAt) last.endAt = Math.max(last.endAt, span.endAt)
    else merged.push({ ...span })
  }
  return merged
}
