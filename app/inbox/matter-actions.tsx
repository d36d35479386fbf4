import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { CsrfField, Panel } from './inbox-document'
import { type FieldProblem, FormProblems, messageFor, ProblemField } from './form-problems'
import type { Viewer } from './view-types'

const CLOSE_CONTROL = { id: 'matter-closed', label: 'Closing date (empty to open the matter again)' }

/** A refused closing: its problem, and the date as typed. */
export interface CloseRefusal {
  problems: readonly FieldProblem<'closed'>[]
  typed: string
}

/** The summary of a refused closing, for the top of the entry's page. */
export function CloseMatterProblems({ refused }: { refused: CloseRefusal | undefined }) {
  return <FormProblems problems={refused?.problems ?? []} controlOf={() => CLOSE_CONTROL} />
}

/** Closes every row of the entry's matter on one date (or opens it again). */
export function CloseMatterForm({
  entryId,
  matterId,
  closed,
  viewer,
  refused,
}: {
  entryId: string
  matterId: string
  closed: string | null
  viewer: Viewer
  refused: CloseRefusal | undefined
}) {
  return (
    <Panel title={`Close matter ${matterId}`} className="mb-6">
      <p className="mb-3 text-sm">
        Sets the closing date of every party of the matter. A closed matter stays in the register and is still screened.
      </p>
      <form method="post" action={`/inbox/register/${entryId}/close`} className="grid gap-3">
        <CsrfField viewer={viewer} />
        <ProblemField control={CLOSE_CONTROL} name="closed" message={messageFor(refused?.problems ?? [], 'closed')}>
          {(props) => <Input {...props} type="date" defaultValue={refused ? refused.typed : (closed ?? '')} />}
        </ProblemField>
        <div>
          <Button type="submit" variant="outline">
            Save the closing date
          </Button>
        </div>
      </form>
    </Panel>
  )
}
