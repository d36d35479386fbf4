import { Button } from '~/components/ui/button'
import { Textarea } from '~/components/ui/input'
import { RETAINED_BY_LABELS, isRetainedBy } from '~/config/retained-by'
import { shortCalendarDate } from '~/lib/booking/zoned-time'
import { matchWords, sideWords } from '~/lib/inbox/request-display'
import { PARTY_ROLE_LABELS } from '~/lib/inbox/vocabulary'
import { CsrfField } from './inbox-document'
import { messageFor, type FieldProblem } from './form-problems'
import type { ConflictView, Viewer } from './view-types'

const RESOLUTION_LABELS = { kind: 'Resolution', detail: 'The reason, or what was disclosed and who consented' }
const KIND_LABELS = { not_same_party: 'Not the same party', waived: 'Disclosed and waived' } as const

/** The controls of one possible conflict's resolution form: the first choice (the group's link target) and the text. */
export const resolutionControl = (entryId: string, field: 'kind' | 'detail') => ({
  id: field === 'kind' ? `resolve-${entryId}-not_same_party` : `resolve-${entryId}-detail`,
  label: RESOLUTION_LABELS[field],
})

interface ResolutionRefusal {
  problems: readonly FieldProblem<string>[]
  typed: Partial<Record<string, string>>
  entryId?: string
}

/** Staff's resolution of one possible conflict: required before the engagement can be sent (audited). */
function ResolutionForm({
  id,
  conflict,
  viewer,
  refused,
}: {
  id: string
  conflict: ConflictView
  viewer: Viewer
  refused: ResolutionRefusal | undefined
}) {
  const mine = refused?.entryId === conflict.entryId ? refused : undefined
  const problems = mine?.problems ?? []
  const kindMessage = messageFor(problems, 'kind')
  const detailMessage = messageFor(problems, 'detail')
  const detail = resolutionControl(conflict.entryId, 'detail')
  const chosen = mine?.typed.kind ?? conflict.resolution?.kind
  return (
    <form method="post" action={`/inbox/requests/${id}/conflicts/resolve`} className="mt-3 grid gap-2 border-t pt-3">
      <CsrfField viewer={viewer} />
      <input type="hidden" name="entryId" value={conflict.entryId} />
      {conflict.resolution ? (
        <p className="text-sm font-semibold">{`Resolved: ${KIND_LABELS[conflict.resolution.kind]} (${conflict.resolution.detail})`}</p>
      ) : (
        <p className="text-sm font-semibold text-destructive">Not resolved: the engagement cannot be sent yet.</p>
      )}
      <fieldset
        className="grid gap-1"
        aria-describedby={kindMessage ? `resolve-${conflict.entryId}-kind-error` : undefined}
      >
        <legend className="text-sm font-medium">{RESOLUTION_LABELS.kind}</legend>
        {(['not_same_party', 'waived'] as const).map((kind) => (
          <label key={kind} className="flex min-h-6 items-center gap-2 text-sm">
            <input
              type="radio"
              id={`resolve-${conflict.entryId}-${kind}`}
              name="kind"
              value={kind}
              defaultChecked={chosen === kind}
              className="size-5"
            />
            {KIND_LABELS[kind]}
          </label>
        ))}
        {kindMessage ? (
          <p id={`resolve-${conflict.entryId}-kind-error`} className="text-sm font-medium text-destructive">
            {kindMessage}
          </p>
        ) : null}
      </fieldset>
      <label htmlFor={detail.id} className="text-sm font-medium">
        {detail.label}
      </label>
      <Textarea
        id={detail.id}
        name="detail"
        maxLength={2000}
        defaultValue={mine?.typed.detail ?? conflict.resolution?.detail ?? ''}
        aria-invalid={detailMessage ? true : undefined}
        aria-describedby={detailMessage ? `${detail.id}-error` : undefined}
      />
      {detailMessage ? (
        <p id={`${detail.id}-error`} className="text-sm font-medium text-destructive">
          {detailMessage}
        </p>
      ) : null}
      <div>
        <Button type="submit" variant="outline">
          Save resolution
        </Button>
      </div>
    </form>
  )
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

export function ConflictList({
  id,
  viewer,
  conflicts,
  screened,
  retainedBy,
  refused,
}: {
  id: string
  viewer: Viewer
  conflicts: ConflictView[]
  screened: boolean
  retainedBy: string | null
  refused?: ResolutionRefusal
}) {
  if (!screened) return <p className="text-muted-foreground">Not screened yet: the screening runs in a moment.</p>
  if (conflicts.length === 0) return <p>No possible conflict with the matter register.</p>
  return (
    <ul className="grid gap-3">
      {conflicts.map((conflict, index) => {
        const firstOfEntry = conflicts.findIndex((other) => other.entryId === conflict.entryId) === index
        const side = sideWords(conflict.score, retainedBy, conflict.sideRetained)
        const earlierSide = isRetainedBy(conflict.sideRetained)
          ? RETAINED_BY_LABELS[conflict.sideRetained]
          : conflict.sideRetained
        return (
          <li
            key={`${conflict.matterId}-${conflict.name}-${conflict.field}-${conflict.leadName}`}
            className="rounded-md border border-accent p-3"
          >
            <p className="font-semibold">
              {capitalized(matchWords(conflict.score))}
              {side ? <span className="text-destructive">{`, ${side}`}</span> : null}
            </p>
            <p className="mt-1">{`${conflict.matterId}: ${conflict.caption}`}</p>
            {conflict.fromRetainedRequest ? (
              <p className="mt-1 text-sm font-semibold">{`The firm's own matter, retained by the ${earlierSide.toLowerCase()} side through this inbox`}</p>
            ) : null}
            <p className="mt-1 text-sm">
              {`Request's ${conflict.field}: `}
              <mark className="rounded bg-accent px-0.5 text-accent-foreground">{conflict.leadName}</mark>
              {' · Register: '}
              <mark className="rounded bg-accent px-0.5 text-accent-foreground">{conflict.name}</mark>
            </p>
            <p className="mt-1 text-sm text-muted-foreground">
              {`${PARTY_ROLE_LABELS[conflict.role]} in that matter · The firm was retained by: ${earlierSide} · Opened ${shortCalendarDate(conflict.opened)}${conflict.closed ? `, closed ${shortCalendarDate(conflict.closed)}` : ', still open'}`}
            </p>
            {firstOfEntry ? <ResolutionForm id={id} conflict={conflict} viewer={viewer} refused={refused} /> : null}
          </li>
        )
      })}
    </ul>
  )
}

export function RequestMatter({ matterId, viewer }: { matterId: string; viewer: Viewer }) {
  return (
    <p className="mb-3" data-testid="request-matter">
      {'Retained: this request is matter '}
      {viewer.role === 'admin' ? (
        <a href={`/inbox/register#${matterId}`} className="text-link underline">
          {matterId}
        </a>
      ) : (
        <strong>{matterId}</strong>
      )}
      {' in the matter register.'}
    </p>
  )
}
