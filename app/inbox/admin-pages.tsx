import type * as React from 'react'
import { Button } from '~/components/ui/button'
import { Input, NativeSelect } from '~/components/ui/input'
import { RETAINED_BY_LABELS } from '~/config/retained-by'
import { shortCalendarDate } from '~/lib/booking/zoned-time'
import { PARTY_ROLE_LABELS, PARTY_ROLES, RETAINED_SIDES, STAFF_ROLES, type StaffRole } from '~/lib/inbox/vocabulary'
import { CsrfField, InboxDocument, Notice, PageTitle, Panel } from './inbox-document'
import { type ControlProps, type FieldProblem, FormProblems, messageFor, ProblemField } from './form-problems'
import type { InboxAssets, RegisterEntryView, Viewer } from './view-types'
import { CloseMatterForm, CloseMatterProblems, type CloseRefusal } from './matter-actions'

/** The register form's fields, as the route names a refused one. */
export type RegisterField = 'matterId' | 'caption' | 'name' | 'role' | 'sideRetained' | 'opened' | 'closed'
/** What the register form holds: an entry's values, or what was typed in a refused one. */
type RegisterValues = Partial<Record<RegisterField, string | null>>
/** A refused register form: its problems, and what was typed, which the form shows again. */
export interface RegisterRefusal {
  problems: readonly FieldProblem<RegisterField>[]
  typed: RegisterValues
}

const REGISTER_LABELS: Record<RegisterField, string> = {
  matterId: 'Matter id',
  caption: 'Caption',
  name: 'Name (a party or a firm)',
  role: 'Role',
  sideRetained: 'Side the firm was retained by',
  opened: 'Opened',
  closed: 'Closed (empty while open)',
}

const registerControl = (prefix: string) => (field: RegisterField) => ({
  id: `${prefix}-${field === 'sideRetained' ? 'side' : field}`,
  label: REGISTER_LABELS[field],
})

function RegisterEntryFields({
  entry,
  prefix,
  problems,
}: {
  entry?: RegisterValues
  prefix: string
  problems: readonly FieldProblem<RegisterField>[]
}) {
  const control = registerControl(prefix)
  const wrap = (name: RegisterField, render: (props: ControlProps) => React.ReactNode) => (
    <ProblemField control={control(name)} name={name} message={messageFor(problems, name)}>
      {render}
    </ProblemField>
  )
  const field = (name: Exclude<RegisterField, 'role' | 'sideRetained'>, props: React.ComponentProps<'input'> = {}) =>
    wrap(name, (common) => <Input {...common} defaultValue={entry?.[name] ?? ''} {...props} />)
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {field('matterId', { required: true, maxLength: 100 })}
      {field('caption', { required: true, maxLength: 300 })}
      {field('name', { required: true, maxLength: 300 })}
      {wrap('role', (props) => (
        <NativeSelect {...props} defaultValue={entry?.role || 'plaintiff'}>
          {PARTY_ROLES.map((role) => (
            <option key={role} value={role}>
              {PARTY_ROLE_LABELS[role]}
            </option>
          ))}
        </NativeSelect>
      ))}
      {wrap('sideRetained', (props) => (
        <NativeSelect {...props} defaultValue={entry?.sideRetained || 'plaintiff'}>
          {RETAINED_SIDES.map((side) => (
            <option key={side} value={side}>
              {RETAINED_BY_LABELS[side]}
            </option>
          ))}
        </NativeSelect>
      ))}
      {field('opened', { type: 'date', required: true })}
      {field('closed', { type: 'date' })}
    </div>
  )
}

const REGISTER_COLUMNS = ['Matter', 'Caption', 'Name', 'Role', 'Retained by', 'Opened', 'Closed', '']

/** The first row of each matter, which carries the matter's id as its anchor (the request page links it). */
function firstRowOfEachMatter(entries: readonly RegisterEntryView[]): Set<string> {
  const seen = new Set<string>()
  const first = new Set<string>()
  for (const entry of entries) {
    if (seen.has(entry.matterId)) continue
    seen.add(entry.matterId)
    first.add(entry.id)
  }
  return first
}

export function RegisterPage({
  assets,
  viewer,
  entries,
  createdHere = new Map(),
  notice,
  refused,
}: {
  assets: InboxAssets
  viewer: Viewer
  entries: RegisterEntryView[]
  /** the matters created in the inbox, by id: from a retained request, or added here */
  createdHere?: ReadonlyMap<string, 'request' | 'inbox'>
  notice?: string
  refused?: RegisterRefusal
}) {
  const firstRowOf = firstRowOfEachMatter(entries)
  return (
    <InboxDocument title="Matter register" assets={assets} viewer={viewer}>
      {notice ? <Notice>{notice}</Notice> : null}
      <FormProblems problems={refused?.problems ?? []} controlOf={registerControl('new')} />
      <PageTitle lead="The firm's past and current matters, one row per party or counsel. Every request is screened against it on arrival, and all requests again after each change. To load a spreadsheet, use npm run conflicts:import; an import never changes a matter entered here.">
        Matter register
      </PageTitle>
      <p className="mb-4">
        <a href="/inbox/register.csv" className="text-link underline" download>
          Download the register (CSV, the columns the import reads)
        </a>
      </p>
      <Panel title="Add an entry" className="mb-6">
        <form method="post" action="/inbox/register" className="grid gap-3">
          <CsrfField viewer={viewer} />
          <RegisterEntryFields prefix="new" entry={refused?.typed} problems={refused?.problems ?? []} />
          <div>
            <Button type="submit">Add entry</Button>
          </div>
        </form>
      </Panel>
      <Panel title={`${String(entries.length)} entries`}>
        <table className="w-full text-left text-sm max-md:stacked-table">
          <caption className="sr-only">Register entries</caption>
          <thead>
            <tr>
              {REGISTER_COLUMNS.map((heading, index) => (
                <th key={index} scope="col" className="border-b border-border p-2 whitespace-nowrap">
                  {heading || <span className="sr-only">Actions</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr
                key={entry.id}
                id={firstRowOf.has(entry.id) ? entry.matterId : undefined}
                className="scroll-mt-24 border-b border-border"
              >
                <td className="p-2 font-semibold whitespace-nowrap">
                  {entry.matterId}
                  {createdHere.get(entry.matterId) === 'request' ? (
                    <span className="block text-xs font-normal">From a retained request</span>
                  ) : createdHere.get(entry.matterId) === 'inbox' ? (
                    <span className="block text-xs font-normal">Added in the inbox</span>
                  ) : null}
                </td>
                <td className="p-2" data-label="Caption">
                  {entry.caption}
                </td>
                <td className="p-2" data-label="Name">
                  {entry.name}
                </td>
                <td className="p-2 whitespace-nowrap" data-label="Role">
                  {PARTY_ROLE_LABELS[entry.role]}
                </td>
                <td className="p-2 whitespace-nowrap" data-label="Retained by">
                  {RETAINED_BY_LABELS[entry.sideRetained]}
                </td>
                <td className="p-2 whitespace-nowrap" data-label="Opened">
                  {shortCalendarDate(entry.opened)}
                </td>
                <td className="p-2 whitespace-nowrap" data-label="Closed">
                  {entry.closed ? shortCalendarDate(entry.closed) : 'Open'}
                </td>
                <td className="p-2">
                  <a href={`/inbox/register/${entry.id}`} className="text-link underline">
                    {`Edit ${entry.name}`}
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Panel>
    </InboxDocument>
  )
}

export function RegisterEntryPage({
  assets,
  viewer,
  entry,
  refused,
  closeRefused,
}: {
  assets: InboxAssets
  viewer: Viewer
  entry: RegisterEntryView
  refused?: RegisterRefusal
  closeRefused?: CloseRefusal
}) {
  return (
    <InboxDocument title="Edit a register entry" assets={assets} viewer={viewer}>
      <FormProblems problems={refused?.problems ?? []} controlOf={registerControl('edit')} />
      <CloseMatterProblems refused={closeRefused} />
      <p className="mb-2">
        <a href="/inbox/register" className="text-link underline">
          Matter register
        </a>
      </p>
      <PageTitle>{`Edit ${entry.name}`}</PageTitle>
      <Panel title="Entry" className="mb-6">
        <form method="post" action={`/inbox/register/${entry.id}`} className="grid gap-3">
          <CsrfField viewer={viewer} />
          <RegisterEntryFields entry={refused?.typed ?? entry} prefix="edit" problems={refused?.problems ?? []} />
          <div>
            <Button type="submit">Save entry</Button>
          </div>
        </form>
      </Panel>
      <CloseMatterForm
        entryId={entry.id}
        matterId={entry.matterId}
        closed={entry.closed}
        viewer={viewer}
        refused={closeRefused}
      />
      <Panel title="Remove">
        <form method="post" action={`/inbox/register/${entry.id}/remove`}>
          <CsrfField viewer={viewer} />
          <Button type="submit" variant="outline">
            Remove this entry
          </Button>
        </form>
      </Panel>
    </InboxDocument>
  )
}

export interface PersonView {
  id: string
  name: string
  email: string
  role: StaffRole
  passkeys: number
}

/** The fields of the form that adds a person, as the route names a refused one. */
export type PersonField = 'name' | 'email' | 'role'

const PERSON_LABELS: Record<PersonField, string> = { name: 'Name', email: 'Email', role: 'Role' }
const personControl = (field: PersonField) => ({ id: `person-${field}`, label: PERSON_LABELS[field] })

export function PeoplePage({
  assets,
  viewer,
  people,
  enrollmentUrl,
  notice,
  error,
  problems = [],
  typed = {},
}: {
  assets: InboxAssets
  viewer: Viewer
  people: PersonView[]
  enrollmentUrl?: string
  notice?: string
  /** a refusal of no field of the form (removing oneself) */
  error?: string
  /** a refused person's problems, field by field, and what was typed, which the form shows again */
  problems?: readonly FieldProblem<PersonField>[]
  typed?: Partial<Record<PersonField, string>>
}) {
  const personField = (field: PersonField, render: (props: ControlProps) => React.ReactNode) => (
    <ProblemField control={personControl(field)} name={field} message={messageFor(problems, field)}>
      {render}
    </ProblemField>
  )
  return (
    <InboxDocument title="People" assets={assets} viewer={viewer}>
      {notice ? <Notice>{notice}</Notice> : null}
      {error ? <Notice tone="error">{error}</Notice> : null}
      <FormProblems problems={problems} controlOf={personControl} />
      {enrollmentUrl ? (
        <Panel title="Enrollment link" className="mb-6">
          <p className="mb-2">
            Send this link to the person by a channel you trust. It works once, for 24 hours, and registers one passkey.
          </p>
          <p className="break-all rounded bg-muted p-2 font-mono text-sm" data-testid="enrollment-url">
            {enrollmentUrl}
          </p>
        </Panel>
      ) : null}
      <PageTitle lead="Everyone who may sign in to the inbox. A new device, or a replacement for a lost one, needs a new enrollment link.">
        People
      </PageTitle>
      <Panel title="Add a person, or re-invite one" className="mb-6">
        <form method="post" action="/inbox/people" className="grid gap-3 sm:grid-cols-3">
          <CsrfField viewer={viewer} />
          {personField('name', (props) => (
            <Input {...props} required maxLength={200} defaultValue={typed.name} />
          ))}
          {personField('email', (props) => (
            <Input {...props} type="email" required maxLength={254} defaultValue={typed.email} />
          ))}
          {personField('role', (props) => (
            <NativeSelect {...props} defaultValue={typed.role ?? 'staff'}>
              {STAFF_ROLES.map((role) => (
                <option key={role} value={role}>
                  {role}
                </option>
              ))}
            </NativeSelect>
          ))}
          <div>
            <Button type="submit">Create an enrollment link</Button>
          </div>
        </form>
      </Panel>
      <Panel title="People with access">
        <ul className="grid gap-3">
          {people.map((person) => (
            <li
              key={person.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-border p-3"
            >
              <div>
                <p className="font-semibold">{`${person.name} (${person.role})`}</p>
                <p className="text-sm text-muted-foreground">{`${person.email} · ${String(person.passkeys)} passkey(s)`}</p>
              </div>
              <div className="flex flex-wrap gap-2">
                <form method="post" action={`/inbox/people/${person.id}/link`}>
                  <CsrfField viewer={viewer} />
                  <Button type="submit" variant="outline" size="sm">{`New link for ${person.name}`}</Button>
                </form>
                {person.id === viewer.id ? null : (
                  <form method="post" action={`/inbox/people/${person.id}/remove`}>
                    <CsrfField viewer={viewer} />
                    <Button type="submit" variant="outline" size="sm">{`Remove ${person.name}`}</Button>
                  </form>
                )}
              </div>
            </li>
          ))}
        </ul>
      </Panel>
    </InboxDocument>
  )
}
