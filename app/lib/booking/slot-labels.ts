/** How a slot reads to a visitor: in their own time zone, with the zone named. */

/** "Tuesday, March 2, 2027" */
export function dayLabel(instant: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(instant)
}

/** "10:00 AM" */
export function timeLabel(instant: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(instant)
}

/** The zone's name at that instant: "Eastern Standard Time", "Japan Standard Time". */
export function zoneLabel(instant: number, timeZone: string): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'long' })
    .formatToParts(instant)
    .find((piece) => piece.type === 'timeZoneName')
  return part?.value ?? timeZone
}

/** The date key (YYYY-MM-DD) of an instant in a zone, for grouping slots by the visitor's day. */
export function dayKey(instant: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  )
}

/** "Tuesday, March 2, 2027 at 10:00 AM Eastern Standard Time" */
export function slotSentence(instant: number, timeZone: string): string {
  return `${dayLabel(instant, timeZone)} at ${timeLabel(instant, timeZone)} ${zoneLabel(instant, timeZone)}`
}

/** The success notice of a booking. */
export function bookedMessage(instant: number, timeZone: string): string {
  return `Your consultation is booked for ${slotSentence(instant, timeZone)}. A calendar invitation is on its way.`
}

/** Whether the runtime knows the zone (a visitor's browser may name one this server lacks). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone })
    return true
  } catch {
    return false
  }
}
