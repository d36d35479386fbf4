import { useEffect, useState } from 'react'
import { forgetDetails, readRememberedDetails, type RememberedDetails } from '~/lib/leads/remembered-details'

export const REMEMBER_COPY = {
  label: 'Remember these contact details on this device for my next booking',
  hint: 'Your name and how to reach you, kept in this browser only and never sent to us apart from your request.',
  remembered: 'Your contact details are remembered on this device.',
  forget: 'Forget my details',
} as const

/**
 * The consent to keep a visitor's contact details in this browser, and the way to drop them. `onRecall`
 * fills the form once, after hydration, from what an earlier visit kept.
 */
export function RememberDetails({
  checked,
  onChange,
  onRecall,
}: {
  checked: boolean
  onChange: (checked: boolean) => void
  onRecall: (details: RememberedDetails) => void
}) {
  // Rendered only once the form has hydrated, so the first render may read the browser's storage.
  const [remembered, setRemembered] = useState(() => readRememberedDetails() !== undefined)
  useEffect(() => {
    const details = readRememberedDetails()
    if (!details) return
    onChange(true)
    onRecall(details)
    // Once, as the form first shows in the browser.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return (
    <div className="flex flex-col gap-1 text-sm">
      <label className="flex items-start gap-2">
        <input
          type="checkbox"
          className="mt-1 size-4"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>
          {REMEMBER_COPY.label}
          <span className="block text-muted-foreground">{REMEMBER_COPY.hint}</span>
        </span>
      </label>
      {remembered ? (
        <p>
          {REMEMBER_COPY.remembered}{' '}
          <button
            type="button"
            className="text-link underline"
            onClick={() => {
              forgetDetails()
              setRemembered(false)
              onChange(false)
            }}
          >
            {REMEMBER_COPY.forget}
          </button>
        </p>
      ) : null}
    </div>
  )
}
