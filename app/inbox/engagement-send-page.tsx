/**
 * The send panel (issue 55): staff choose the expert, the scope, who pays and the forum; the page then shows
 * the exact letter counsel will see, and sends it only after a confirm. And the page that shows a new link once.
 */
import { Button } from '~/components/ui/button'
import { LetterTable } from '~/engagement/letter-table'
import { letterParagraphs } from '~/lib/engagement/letter'
import { isTableBlock, PAYER_LABELS, PAYERS, type Scope } from '~/lib/engagement/letter-terms'
import { SEND_FIELD_LABELS, type SendField, type SendValues } from '~/lib/engagement/send-choices'
import { type ControlProps, type FieldProblem, FormProblems, messageFor, ProblemField } from './form-problems'
import { CsrfField, InboxDocument, PageTitle, Panel } from './inbox-document'
import type { InboxAssets, Viewer } from './view-types'

export interface SendOptions {
  experts: readonly { id: string; name: string; title: string }[]
  states: readonly { code: string; name: string }[]
}

const SCOPE_LABELS: Record<Scope, string> = {
  testifying: 'Testifying expert',
  consulting: 'Consulting only (half the retainer)',
}

const SELECT_CLASS = 'h-10 w-full rounded-md border border-input bg-background px-3 text-base sm:max-w-md'

const controlOf = (field: SendField | 'confirm') => ({
  id: `send-${field}`,
  label: field === 'confirm' ? 'Confirm' : SEND_FIELD_LABELS[field],
})

/** The four choices, as a form that previews the letter (GET: nothing changes until the confirm). */
export function SendChoicesForm({
  leadId,
  options,
  values,
  problems = [],
}: {
  leadId: string
  options: SendOptions
  values: SendValues
  problems?: readonly FieldProblem<SendField | 'confirm'>[]
}) {
  const field = (name: SendField, render: (props: ControlProps) => React.ReactNode) => (
    <ProblemField control={controlOf(name)} name={name} message={messageFor(problems, name)}>
      {render}
    </ProblemField>
  )
  const select = (name: SendField, choices: readonly (readonly [string, string])[], placeholder?: string) =>
    field(name, (props) => (
      <select {...props} className={SELECT_CLASS} defaultValue={values[name] ?? ''}>
        {placeholder ? <option value="">{placeholder}</option> : null}
        {choices.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    ))
  return (
    <form method="get" action={`/inbox/requests/${leadId}/engagement/preview`} className="grid gap-3">
      {select(
        'expert',
        options.experts.map((expert) => [expert.id, `${expert.name}, ${expert.title}`] as const),
      )}
      {select('scope', Object.entries(SCOPE_LABELS))}
      {select(
        'payer',
        PAYERS.map((payer) => [payer, PAYER_LABELS[payer]] as const),
      )}
      {select(
        'forum',
        [
          ['federal', 'Federal court'],
          ...options.states.map((state) => [`state:${state.code}`, `${state.name} state court`] as const),
        ],
        'Confirm the forum',
      )}
      <div>
        <Button type="submit" variant="outline">
          Preview the letter
        </Button>
      </div>
    </form>
  )
}

export interface SendPreviewProps {
  assets: InboxAssets
  viewer: Viewer
  leadId: string
  requestTitle: string
  options: SendOptions
  values: SendValues
  problems: readonly FieldProblem<SendField | 'confirm'>[]
  /** the letter as counsel will see it, when every choice is made */
  letter: { text: string; retainer: string; summary: readonly { label: string; value: string }[] } | null
}

/** The preview: the choices, the exact letter, and the send form with its confirm box. */
export function SendPreviewPage({
  assets,
  viewer,
  leadId,
  requestTitle,
  options,
  values,
  problems,
  letter,
}: SendPreviewProps) {
  const [title = '', ...body] = (letter?.text ?? '').split('\n\n')
  return (
    <InboxDocument title="Send the engagement letter" assets={assets} viewer={viewer}>
      <PageTitle lead={`For ${requestTitle}. Nothing is sent until you confirm below.`}>
        Send the engagement letter
      </PageTitle>
      <FormProblems problems={problems} controlOf={controlOf} />
      <div className="grid gap-4">
        <Panel title="Terms" id="send-terms">
          <SendChoicesForm leadId={leadId} options={options} values={values} problems={problems} />
        </Panel>
        {letter ? (
          <>
            <Panel title="The letter as counsel will see it" id="send-preview">
              <dl className="mb-3 grid gap-x-4 gap-y-1 sm:grid-cols-[9rem_1fr]">
                {letter.summary.map((line) => (
                  <div key={line.label} className="contents">
                    <dt className="font-medium text-muted-foreground">{line.label}</dt>
                    <dd>{line.value}</dd>
                  </div>
                ))}
              </dl>
              <article aria-label="Letter preview" className="grid gap-3 rounded-md border border-border p-3">
                <h3 className="font-serif text-lg font-semibold">{title}</h3>
                {letterParagraphs(body.join('\n\n')).map((paragraph, index) =>
                  isTableBlock(paragraph) ? (
                    <LetterTable key={index} block={paragraph} />
                  ) : (
                    <p key={index}>{paragraph}</p>
                  ),
                )}
              </article>
            </Panel>
            <Panel title="Send" id="send-confirm">
              <form method="post" action={`/inbox/requests/${leadId}/engagement/send`} className="grid gap-3">
                <CsrfField viewer={viewer} />
                {(['expert', 'scope', 'payer', 'forum'] as const).map((name) => (
                  <input key={name} type="hidden" name={name} value={values[name] ?? ''} />
                ))}
                <ProblemField control={controlOf('confirm')} name="confirm" message={messageFor(problems, 'confirm')}>
                  {(props) => (
                    <label className="flex items-start gap-2">
                      <input {...props} type="checkbox" value="yes" className="mt-1" />
                      <span>I have read this letter; send it to counsel as shown.</span>
                    </label>
                  )}
                </ProblemField>
                <div>
                  <Button type="submit">Send the engagement letter</Button>
                </div>
              </form>
            </Panel>
          </>
        ) : null}
        <a href={`/inbox/requests/${leadId}`} className="text-link underline">
          Back to the request
        </a>
      </div>
    </InboxDocument>
  )
}

/** A new link, shown once: only its hash is kept, so it cannot be shown again. */
export function NewLinkPage({
  assets,
  viewer,
  leadId,
  link,
}: {
  assets: InboxAssets
  viewer: Viewer
  leadId: string
  link: string
}) {
  return (
    <InboxDocument title="New engagement link" assets={assets} viewer={viewer}>
      <PageTitle lead="The link mailed earlier no longer works. Copy this one now: it is shown only once, since the firm keeps only its fingerprint.">
        New engagement link
      </PageTitle>
      <Panel title="The link for counsel" id="new-link">
        <label htmlFor="new-link-value" className="mb-1 block font-medium">
          Link
        </label>
        <input
          id="new-link-value"
          readOnly
          value={link}
          className="h-10 w-full rounded-md border border-input bg-background px-3 font-mono text-sm"
        />
        <p className="mt-3">
          <a href={`/inbox/requests/${leadId}`} className="text-link underline">
            Back to the request
          </a>
        </p>
      </Panel>
    </InboxDocument>
  )
}
