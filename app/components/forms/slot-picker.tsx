import { useEffect, useMemo, useState } from 'react'
import { siteConfig } from '~/config/site-config'
import { pickerDay, pickerTime, runtimeTimeZone, sameWallClock, wallClock, zoneName } from '~/lib/booking/zoned-time'
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
  return runtimeTimeZone()
}

/** none: no picker (no script yet, or no slot endpoint); loading: its placeholder; ready: the times (maybe none). */
type SlotsStatus = 'none' | 'loading' | 'ready'

/** The open slots, asked once after hydration; `replace` sets them from a 409's alternatives. */
export function useOpenSlots(): {
  slots: SlotJson[]
  firmZone: string
  status: SlotsStatus
  replace: (slots: SlotJson[]) => void
  reload: () => void
} {
  const hydrated = useHydrated()
  const [state, setState] = useState<{ slots: SlotJson[]; firmZone: string; loaded: boolean; failed: boolean }>({
    slots: [],
    firmZone: '',
    loaded: false,
    failed: false,
  })
  const [generation, setGeneration] = useState(0)
  useEffect(() => {
    if (!hydrated || !hasSlotEndpoint()) return
    const controller = new AbortController()
    fetch(`${siteConfig.forms.endpoint.replace(/\/+$/, '')}/slots?days=${String(DAYS_ASKED)}`, {
      headers: { Accept: 'application/json' },
      signal: controller.signal,
    })
      .then((response) => {
        if (!response.ok) throw new Error(`slots answered ${String(response.status)}`)
        return response.json() as Promise<{ timeZone?: string; slots?: SlotJson[] }>
      })
      .then((data) =>
        setState({
          slots: Array.isArray(data.slots) ? data.slots : [],
          firmZone: typeof data.timeZone === 'string' ? data.timeZone : '',
          loaded: true,
          failed: false,
        }),
      )
      // No slots (an error, an older server): the preferred date and time window work as before.
      .catch(() => {
        if (!controller.signal.aborted) setState((current) => ({ ...current, loaded: true, failed: true }))
      })
    return () => controller.abort()
  }, [hydrated, generation])
  const status: SlotsStatus =
    !hydrated || !hasSlotEndpoint() || state.failed ? 'none' : state.loaded ? 'ready' : 'loading'
  return {
    slots: state.slots,
    firmZone: state.firmZone,
    status,
    replace: (slots) => setState((current) => ({ ...current, slots })),
    reload: () => setGeneration((value) => value + 1),
  }
}

/** The picker and its placeholder share this height, so nothing below moves when the times arrive. */
const PICKER_HEIGHT = 'min-h-[21rem]'

const CHIP =
  'relative flex shrink-0 cursor-pointer flex-col items-center justify-center rounded-md border border-border px-3 py-2 text-sm leading-tight has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-primary-foreground has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2'

/**
 * Days as one row of date chips, then that day's times in two columns, in the visitor's own time zone
 * (named once), with the firm's time small beside each only where the clocks differ; the first open day
 * is chosen already. Native radio buttons, so arrows and Tab work as everywhere. While the times load, a
 * placeholder of the same height; with none open, `empty` (the phone to call). Renders nothing without a
 * slot endpoint or script: the form's preferred date and time window stay the way to ask.
 */
export function SlotPicker({
  slots,
  firmZone,
  chosen,
  onChoose,
  notice,
  status = 'ready',
  empty,
}: {
  slots: readonly SlotJson[]
  firmZone: string
  chosen: SlotJson | null
  onChoose: (slot: SlotJson | null) => void
  /** shown above the times: a time just taken, with its alternatives */
  notice?: React.ReactNode
  status?: SlotsStatus
  /** what to say when no time is open */
  empty?: React.ReactNode
}) {
  const zone = useMemo(() => visitorTimeZone(), [])
  const days = useMemo(() => {
    const byDay = new Map<string, SlotJson[]>()
    for (const slot of slots) {
      const key = wallClock(Date.parse(slot.start), zone).date
      byDay.set(key, [...(byDay.get(key) ?? []), slot])
    }
    return [...byDay.entries()]
  }, [slots, zone])
  const [day, setDay] = useState<string | null>(null)
  if (status === 'none') return null
  if (status === 'loading')
    return (
      <div
        className={`${PICKER_HEIGHT} flex items-center justify-center rounded-md border border-dashed border-border p-4 text-sm text-muted-foreground`}
        data-slot="slot-picker-placeholder"
        role="status"
      >
        Loading the open times…
      </div>
    )
  if (days.length === 0)
    return (
      <div className="flex flex-col gap-3 rounded-md border border-border p-4" data-slot="slot-picker-empty">
        {notice}
        <p className="text-sm">{empty}</p>
      </div>
    )
  const chosenDay = chosen ? days.find(([, daySlots]) => daySlots.includes(chosen))?.[0] : undefined
  const shownDay = days.find(([key]) => key === (day ?? chosenDay)) ?? days[0]
  const [shownKey, shownSlots] = shownDay ?? ['', []]
  const first = Date.parse(slots[0]?.start ?? '')
  const differs = firmZone !== '' && !sameWallClock(first, zone, firmZone)
  return (
    <fieldset
      className={`${PICKER_HEIGHT} flex min-w-0 flex-col gap-3 rounded-md border border-border p-4`}
      aria-describedby="slot-picker-zone"
      data-slot="slot-picker"
    >
      <legend className="px-1 text-base font-semibold">Book a time (optional)</legend>
      <p id="slot-picker-zone" className="text-sm text-muted-foreground">
        Times in your time zone, {zoneName(first, zone)}
        {differs ? `; the firm's time (${zoneName(first, firmZone)}) small beside each.` : '.'}
      </p>
      {notice}
      <fieldset className="flex min-w-0 flex-col gap-2">
        <legend className="text-sm font-medium">Day</legend>
        {/* contain: the row's width is the form's, never its chips' sum (which would widen the page on a phone) */}
        <div className="-mx-1 flex gap-2 overflow-x-auto px-1 pt-1 pb-2 [contain:inline-size]">
          {days.map(([key, daySlots]) => {
            const label = pickerDay(Date.parse(daySlots[0]?.start ?? ''), zone)
            return (
              <label key={key} className={`${CHIP} min-h-14 min-w-16`}>
                <input
                  type="radio"
                  name="slot-day"
                  value={key}
                  className="sr-only"
                  checked={key === shownKey}
                  onChange={() => setDay(key)}
                />
                <span className="font-semibold">{label.weekday}</span>
                <span>{label.date}</span>
              </label>
            )
          })}
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium">Time</legend>
        <div className="grid grid-cols-2 gap-2">
          {shownSlots.map((slot) => {
            const start = Date.parse(slot.start)
            return (
              <label key={`${slot.person}-${slot.start}`} className={`${CHIP} min-h-11`}>
                <input
                  type="radio"
                  name="slot-time"
                  value={slot.start}
                  className="sr-only"
                  checked={chosen?.start === slot.start && chosen.person === slot.person}
                  onChange={() => onChoose(slot)}
                />
                <span className="font-semibold">{pickerTime(start, zone)}</span>
                {differs ? <span className="text-xs">Firm: {pickerTime(start, firmZone)}</span> : null}
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
