import { Button } from '~/components/ui/button'
import { CsrfField, InboxDocument, PageTitle, Panel } from './inbox-document'
import { type FieldProblem, FormProblems, messageFor, ProblemField } from './form-problems'
import type { InboxAssets, Viewer } from './view-types'

/** A page that says one thing (refused, done) with a way back. */
export function MessagePage({
  assets,
  viewer,
  title,
  message,
  back = '/inbox',
}: {
  assets: InboxAssets
  viewer: Viewer
  title: string
  message: string
  back?: string
}) {
  return (
    <InboxDocument title={title} assets={assets} viewer={viewer}>
      <PageTitle lead={message}>{title}</PageTitle>
      <a href={back} className="text-link underline">
        Back
      </a>
    </InboxDocument>
  )
}

export interface ErasureItem {
  id: string
  receivedAt: string
  formType: string
  deliveredTo: string[]
}

const ERASE_CONFIRM = { id: 'erase-confirm', label: 'I understand that the erased requests cannot be recovered' }

/** The confirmation before an erasure: what will be deleted (ids, dates, forms; never contents), and where copies went. */
export function EraseConfirmPage({
  assets,
  viewer,
  leadId,
  email,
  items,
  problems = [],
}: {
  assets: InboxAssets
  viewer: Viewer
  leadId: string
  email: string
  items: ErasureItem[]
  /** a refused erasure: the confirmation was not given */
  problems?: readonly FieldProblem<'confirm'>[]
}) {
  return (
    <InboxDocument title="Erase requests" assets={assets} viewer={viewer}>
      <FormProblems problems={problems} controlOf={() => ERASE_CONFIRM} />
      <PageTitle
        lead={`Every request sent with the address ${email} is deleted with its notes, status, notifications and delivery log. This cannot be undone. The audit log keeps only that an erasure happened.`}
      >
        Erase this person&apos;s requests?
      </PageTitle>
      <Panel title={`${String(items.length)} request(s) to erase`}>
        <ul className="mb-4 grid gap-1 text-sm">
          {items.map((item) => (
            <li
              key={item.id}
            >{`${item.id}: ${item.formType} form, received ${item.receivedAt}${item.deliveredTo.length > 0 ? `; copies were sent to ${item.deliveredTo.join(', ')}, which erasure cannot reach` : ''}`}</li>
          ))}
        </ul>
        <form method="post" action={`/inbox/requests/${leadId}/erase`} className="flex flex-wrap items-center gap-3">
          <CsrfField viewer={viewer} />
          <div className="basis-full">
            <ProblemField control={ERASE_CONFIRM} name="confirm" message={messageFor(problems, 'confirm')}>
              {(props) => <input {...props} type="checkbox" value="erase" className="size-5" />}
            </ProblemField>
          </div>
          <Button type="submit" className="bg-destructive!">
            Erase permanently
          </Button>
          <a href={`/inbox/requests/${leadId}`} className="text-link underline">
            Keep them
          </a>
        </form>
      </Panel>
    </InboxDocument>
  )
}
