import { useEffect, useRef } from 'react'

/** One problem of a form as the summary lists it: the field it belongs to, its label and the message. */
export interface SummaryProblem {
  /** the id of the field's control, which the problem's link moves focus to; none for a problem of no field shown */
  fieldId?: string
  label: string
  message: string
}

export const ERROR_SUMMARY_HEADING = 'There is a problem'

/**
 * The error summary at the top of a form (GOV.UK's pattern): every problem at once, each a link to its field.
 * It takes focus when it appears and each time `attempt` changes (another refused submission), so a
 * screen reader reads the list and a keyboard starts from it. Without JavaScript the links are plain
 * fragment links, which move focus to the field too.
 */
export function ErrorSummary({
  problems,
  attempt,
  focusOnLoad = false,
}: {
  problems: readonly SummaryProblem[]
  attempt?: number
  /** a page a server renders after a refused post: focus the summary as the page loads, with no script (autofocus) */
  focusOnLoad?: boolean
}) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (attempt === undefined || problems.length === 0) return
    // Its top edge in view below the sticky header (scroll-margin), not wherever focus alone would leave it.
    box.current?.focus({ preventScroll: true })
    box.current?.scrollIntoView({ block: 'start' })
    // Focus follows a submission, not each edit that shortens the list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt])
  if (problems.length === 0) return null
  const focusField = (event: React.MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    const field = document.getElementById(fieldId)
    if (!field) return
    event.preventDefault()
    field.focus()
    field.closest('[data-slot="form-field"]')?.scrollIntoView({ block: 'start' })
  }
  return (
    <div
      ref={box}
      tabIndex={-1}
      // A page with no script can focus a refused post's summary as it loads only so (GOV.UK's pattern).
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus={focusOnLoad}
      role="alert"
      aria-labelledby="error-summary-heading"
      data-slot="error-summary"
      className="scroll-mt-24 rounded-md border-2 border-destructive bg-background p-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <h2 id="error-summary-heading" className="text-lg font-semibold text-foreground">
        {ERROR_SUMMARY_HEADING}
      </h2>
      <ul className="mt-2 list-none space-y-1 p-0">
        {problems.map(({ fieldId, label, message }) => (
          <li key={`${label}: ${message}`}>
            {fieldId ? (
              <a
                href={`#${fieldId}`}
                onClick={(event) => focusField(event, fieldId)}
                className="font-semibold text-destructive underline underline-offset-2"
              >
                {`${label}: ${message}`}
              </a>
            ) : (
              <span className="font-semibold text-destructive">{`${label}: ${message}`}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}
