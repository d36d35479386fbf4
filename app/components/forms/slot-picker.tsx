import { useEffect, useMemo, useState } from 'react'
import { siteConfig } from '~/config/site-config'
import { dayKey, dayLabel, timeLabel, zoneLabel } from '~/lib/booking/slot-labels'
import type { SlotJson } from '~/lib/leads/submit'
import { useHydrated } from '~/lib/use-hydrated'

/** The days the picker asks the collector about (its limit). */
const DAYS_ASKED = 21

/** Whether the forms post to this site's own collector, which answers GET {endpoint}/slots; an external service has no slots. */
function hasSlotEndpoint(endpoint: string = siteConfig.forms.endpoint): boolean {
  return endpoint.startsWith('/')
}

/** The visitor's own zone, as the browser names it. */
export function visitorTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
}

/** The open slots, asked once after hydration; `replace` sets them from a 409's alternatives. */
export function useOpenSlots(): {
  slots: SlotJson[]
  firmZone: string
  replace: (slots: SlotJson[]) => void
  reload: () => void
} {
  const hydrated = useHydrated()
  const [state, setState] = useState<{ slots: SlotJson[]; firmZone: string }>({ slots: [], firmZone: '' })
  const [generation, setGeneration] = useState(0)
  useEffect(() => {
    if (!hydrated || !hasSlotEndpoint()) return
    const controller = new AbortController()
    fetch(`${siteConfig.forms.endpoint.replace(/\/+$/, '')}/slots?days=${String(DAYS_ASKED)}`, {
      headers: { Accept: 'application/json' },
      signal: controller.signal,
    })
      .then((response) =>
        response.ok ? (response.json() as Promise<{ timeZone?: string; slots?: SlotJson[] }>) : { slots: [] },
      )
      .then((data) =>
        setState({
          slots: Array.isArray(data.slots) ? data.slots : [],
          firmZone: typeof data.timeZone === 'string' ? data.timeZone : '',
        }),
      )
      // No slots (an error, an older server): the preferred date and time window work as before.
      .catch(() => {})
    return () => controller.abort()
  }, [hydrated, generation])
  return {
    ...state,
    replace: (slots) => setState((current) => ({ ...current, slots })),
    reload: () => setGeneration((value) => value + 1),
  }
}

/**
 * Days first, then times, in the visitor's own time zone with the firm's beside each time; native radio
 * buttons, so arrows and Tab work as everywhere. Renders nothing without slots: the form's preferred date
 * and time window stay the way to ask.
 */
export function SlotPicker({
  slots,
  firmZone,
  chosen,
  onChoose,
  notice,
}: {
  slots: readonly SlotJson[]
  firmZone: string
  chosen: SlotJson | null
  onChoose: (slot: SlotJson | null) => void
  notice?: string
}) {
  const zone = useMemo(() => visitorTimeZone(), [])
  const days = useMemo(() => {
    const byDay = new Map<string, SlotJson[]>()
    for (const slot of slots) {
      const key = dayKey(Date.parse(slot.start), zone)
      byDay.set(key, [...(byDay.get(key) ?? []), slot])
    }
    return [...byDay.entries()]
  }, [slots, zone])
  const [day, setDay] = useState<string | null>(null)
  if (days.length === 0) return null
  const shownDay = days.find(([key]) => key === day) ?? days[0]
  const [shownKey, shownSlots] = shownDay ?? ['', []]
  const sameZone =
    firmZone === '' ||
    zoneLabel(Date.parse(shownSlots[0]?.start ?? ''), zone) ===
      zoneLabel(Date.parse(shownSlots[0]?.start ?? ''), firmZone)
  return (
    <fieldset className="flex flex-col gap-3 rounded-md border border-border p-4" aria-describedby="slot-picker-zone">
      <legend className="px-1 text-base font-semibold">Book a time (optional)</legend>
      <p id="slot-picker-zone" className="text-sm text-muted-foreground">
        Times are in your time zone ({zoneLabel(Date.parse(shownSlots[0]?.start ?? slots[0]?.start ?? ''), zone)})
        {sameZone ? '.' : `; the firm's time is beside each.`} Or leave this and give a preferred date below.
      </p>
      {notice ? (
        <p role="alert" className="text-sm font-semibold text-destructive">
          {notice}
        </p>
      ) : null}
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium">Day</legend>
        <div className="flex flex-wrap gap-2">
          {days.map(([key, daySlots]) => (
            <label
              key={key}
              className="flex cursor-pointer items-center gap-2 rounded-md border border-border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10"
            >
              <input type="radio" name="slot-day" value={key} checked={key === shownKey} onChange={() => setDay(key)} />
              {dayLabel(Date.parse(daySlots[0]?.start ?? ''), zone).replace(/, \d{4}$/, '')}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium">Time</legend>
        <div className="flex flex-wrap gap-2">
          {shownSlots.map((slot) => {
            const start = Date.parse(slot.start)
            return (
              <label
                key={`${slot.person}-${slot.start}`}
                className="flex cursor-pointer items-center gap-2 rounded-md border border-border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10"
              >
                <input
                  type="radio"
                  name="slot-time"
                  value={slot.start}
                  checked={chosen?.start === slot.start && chosen.person === slot.person}
                  onChange={() => onChoose(slot)}
                />
                {timeLabel(start, zone)}
                {sameZone ? null : (
                  <span className="text-muted-foreground">
                    ({timeLabel(start, firmZone)} {zoneLabel(start, firmZone)})
                  </span>
                )}
              </label>
            )
          })}
        </div>
      </fieldset>
      {chosen ? (
        <button type="button" className="self-start text-sm underline" onClick={() => onChoose(null)}>
          Clear the chosen time
        </button>
      ) : null}
    </fieldset>
  )
}
