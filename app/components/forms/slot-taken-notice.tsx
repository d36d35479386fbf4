import { useEffect, useRef } from 'react'
import { Button } from '~/components/ui/button'
import { pickerDay, pickerTime } from '~/lib/booking/zoned-time'
import type { SlotJson } from '~/lib/leads/submit'

export const SLOT_TAKEN_COPY = {
  taken:
    'That time was just taken. Choose one of the next open times, or send the request without a time; everything you typed is kept.',
  none: 'That time was just taken, and no other time is open online. Send the request without a time and the office will call to agree one; everything you typed is kept.',
  withoutTime: 'Send without a time',
} as const

/**
 * A chosen time taken by someone else first (a 409): brought into view, focused and announced, with the
 * next open times one tap each and an explicit way to send without a time. `attempt` counts the refusals,
 * so a second one is announced again.
 */
export function SlotTakenNotice({
  attempt,
  alternatives,
  timeZone,
  onChoose,
  onSendWithoutTime,
}: {
  attempt: number
  alternatives: readonly SlotJson[]
  timeZone: string
  onChoose: (slot: SlotJson) => void
  onSendWithoutTime: () => void
}) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    box.current?.scrollIntoView({ block: 'center' })
    box.current?.focus({ preventScroll: true })
  }, [attempt])
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="alert"
      data-slot="slot-taken"
      className="scroll-mt-24 rounded-md border-2 border-destructive bg-background p-3 focus:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <p className="text-sm font-semibold text-destructive">
        {alternatives.length ? SLOT_TAKEN_COPY.taken : SLOT_TAKEN_COPY.none}
      </p>
      {alternatives.length ? (
        <ul className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-3">
          {alternatives.map((slot) => {
            const start = Date.parse(slot.start)
            const day = pickerDay(start, timeZone)
            return (
              <li key={`${slot.person}-${slot.start}`}>
                <Button type="button" variant="outline" className="min-h-11 w-full" onClick={() => onChoose(slot)}>
                  Book {day.weekday} {day.date}, {pickerTime(start, timeZone)}
                </Button>
              </li>
            )
          })}
        </ul>
      ) : null}
      <Button type="button" variant="ghost" className="mt-2 min-h-11 underline" onClick={onSendWithoutTime}>
        {SLOT_TAKEN_COPY.withoutTime}
      </Button>
    </div>
  )
}
