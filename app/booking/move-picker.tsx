/**
 * The open times of the booking link's page as the schedule page shows them: one row of day chips, then the
 * chosen day's times in two columns, in the attorney's zone with the firm's beside each time when the zones
 * differ. It works without a script: each day is a radio button whose times follow it, shown by CSS while it
 * is checked (`display: contents` keeps the chips in one row and each day's times below them); the first day
 * is chosen already.
 */
import type { Slot } from '~/lib/booking/slots'
import { pickerDay, pickerTime, sameWallClock, wallClock, zoneName } from '~/lib/booking/zoned-time'

const chip =
  'order-1 inline-flex min-h-11 cursor-pointer items-center rounded-md border border-border bg-background px-3 text-sm peer-checked:border-primary peer-checked:bg-primary/10 peer-checked:font-semibold peer-focus-visible:ring-2 peer-focus-visible:ring-ring'
const time =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-border bg-background px-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10'

function shortDay(instant: number, timeZone: string): string {
  const day = pickerDay(instant, timeZone)
  return `${day.weekday}, ${day.date}`
}

export function MovePicker({
  slots,
  timeZone,
  firmTimeZone,
  fieldId,
  describedBy,
}: {
  slots: readonly Slot[]
  /** the attorney's zone, recorded at booking */
  timeZone: string
  firmTimeZone: string
  /** the id of the first time, which the error summary links to */
  fieldId: string
  describedBy?: string | undefined
}) {
  const days = new Map<string, Slot[]>()
  for (const slot of slots) {
    const key = wallClock(slot.start, timeZone).date
    days.set(key, [...(days.get(key) ?? []), slot])
  }
  const firstStart = slots[0]?.start ?? 0
  const sameZone = sameWallClock(firstStart, timeZone, firmTimeZone)
  return (
    <div className="mt-3">
      <p className="text-sm text-muted-foreground">
        {`Times are in your time zone (${zoneName(firstStart, timeZone)})`}
        {sameZone ? '.' : `; the firm's time (${zoneName(firstStart, firmTimeZone)}) is beside each.`}
      </p>
      <fieldset className="mt-2">
        <legend className="text-sm font-medium">Day and time</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {[...days.entries()].map(([key, daySlots], index) => (
            <div key={key} className="contents">
              <input
                type="radio"
                name="day"
                id={`move-day-${key}`}
                value={key}
                defaultChecked={index === 0}
                className="peer sr-only"
              />
              <label htmlFor={`move-day-${key}`} className={chip}>
                {shortDay(daySlots[0]?.start ?? 0, timeZone)}
              </label>
              <div className="order-2 hidden basis-full grid-cols-2 gap-2 peer-checked:grid">
                {daySlots.map((slot) => (
                  <label key={slot.start} className={time}>
                    <input
                      type="radio"
                      name="slotStart"
                      value={new Date(slot.start).toISOString()}
                      {...(slot === slots[0] ? { id: fieldId } : {})}
                      aria-describedby={describedBy}
                    />
                    <span>
                      {pickerTime(slot.start, timeZone)}
                      {sameZone ? null : (
                        <span className="block text-xs text-muted-foreground">{`${pickerTime(slot.start, firmTimeZone)} firm time`}</span>
                      )}
                    </span>
                  </label>
                ))}
              </div>
            </div>
          ))}
        </div>
      </fieldset>
    </div>
  )
}
