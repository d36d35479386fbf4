import type * as React from 'react'
import { Button } from '~/components/ui/button'
import { Input, Label, NativeSelect } from '~/components/ui/input'
import { RETAINED_BY_LABELS } from '~/config/retained-by'
import { shortCalendarDate } from '~/lib/booking/zoned-time'
import { PARTY_ROLE_LABELS, PARTY_ROLES, RETAINED_SIDES, STAFF_ROLES, type StaffRole } from '~/lib/inbox/vocabulary'
import { CsrfField, InboxDocument, Notice, PageTitle, Panel } from './inbox-document'
import type { InboxAssets, RegisterEntryView, Viewer } from './view-types'

function RegisterEntryFields({ entry, prefix }: { entry?: RegisterEntryView; prefix: string }) {
  const field = (name: keyof RegisterEntryView, label: string, props: React.ComponentProps<'input'> = {}) => (
    <div className="grid gap-1">
      <Label htmlFor={`${prefix}-${name}`}>{label}</Label>
      <Input
        id={`${prefix}-${name}`}
        name={name}
        defaultValue={(entry?.[name] as string | null | undefined) ?? ''}
        {...props}
      />
    </div>
  )
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {field('matterId', 'Matter id', { required: true, maxLength: 100 })}
      {field('caption', 'Caption', { required: true, maxLength: 300 })}
      {field('name', 'Name (a party or a firm)', { required: true, maxLength: 300 })}
      <div className="grid gap-1">
        <Label htmlFor={`${prefix}-role`}>Role</Label>
        <NativeSelect id={`${prefix}-role`} name="role" defaultValue={entry?.role ?? 'plaintiff'}>
          {PARTY_ROLES.map((role) => (
            <option key={role} value={role}>
              {PARTY_ROLE_LABELS[role]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${prefix}-side`}>Side the firm was retained by</Label>
        <NativeSelect id={`${prefix}-side`} name="sideRetained" defaultValue={entry?.sideRetained ?? 'plaintiff'}>
          {RETAINED_SIDES.map((side) => (
            <option key={side} value={side}>
              {RETAINED_BY_LABELS[side]}
            </option>
          ))}
        </NativeSelect>
      </div>
      {field('opened', 'Opened', { type: 'date', required: true })}
      {field('closed', 'Closed (empty while open)', { type: 'date' })}
    </div>
  )
}

const REGISTER_COLUMNS = ['Matter', 'Caption', 'Name', 'Role', 'Retained by', 'Opened', 'Closed', '']

export function RegisterPage({
  assets,
  viewer,
  entries,
  notice,
  error,
}: {
  assets: InboxAssets
  viewer: Viewer
  entries: RegisterEntryView[]
  notice?: string
  error?: string
}) {
  return (
    <InboxDocument title="Matter register" assets={assets} viewer={viewer}>
      {notice ? <Notice>{notice}</Notice> : null}
      {error ? <Notice tone="error">{error}</Notice> : null}
      <PageTitle lead="The firm's past and current matters, one row per party or counsel. Every request is screened against it on arrival, and all requests again after each change. To load a spreadsheet, use npm run conflicts:import.">
        Matter register
      </PageTitle>
      <Panel title="Add an entry" className="mb-6">
        <form method="post" action="/inbox/register" className="grid gap-3">
          <CsrfField viewer={viewer} />
          <RegisterEntryFields prefix="new" />
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
              <tr key={entry.id} className="border-b border-border">
                <td className="p-2 font-semibold whitespace-nowrap">{entry.matterId}</td>
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
  error,
}: {
  assets: InboxAssets
  viewer: Viewer
  entry: RegisterEntryView
  error?: string
}) {
  return (
    <InboxDocument title="Edit a register entry" assets={assets} viewer={viewer}>
      {error ? <Notice tone="error">{error}</Notice> : null}
      <p className="mb-2">
        <a href="/inbox/register" className="text-link underline">
          Matter register
        </a>
      </p>
      <PageTitle>{`Edit ${entry.name}`}</PageTitle>
      <Panel title="Entry" className="mb-6">
        <form method="post" action={`/inbox/register/${entry.id}`} className="grid gap-3">
          <CsrfField viewer={viewer} />
          <RegisterEntryFields entry={entry} prefix="edit" />
          <div>
            <Button type="submit">Save entry</Button>
          </div>
        </form>
      </Panel>
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

export function PeoplePage({
  assets,
  viewer,
  people,
  enrollmentUrl,
  notice,
  error,
}: {
  assets: InboxAssets
  viewer: Viewer
  people: PersonView[]
  enrollmentUrl?: string
  notice?: string
  error?: string
}) {
  return (
    <InboxDocument title="People" assets={assets} viewer={viewer}>
      {notice ? <Notice>{notice}</Notice> : null}
      {error ? <Notice tone="error">{error}</Notice> : null}
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
          <div className="grid gap-1">
            <Label htmlFor="person-name">Name</Label>
            <Input id="person-name" name="name" required maxLength={200} />
          </div>
          <div className="grid gap-1">
            <Label htmlFor="person-email">Email</Label>
            <Input id="person-email" name="email" type="email" required maxLength={254} />
          </div>
          <div className="grid gap-1">
            <Label htmlFor="person-role">Role</Label>
            <NativeSelect id="person-role" name="role" defaultValue="staff">
              {STAFF_ROLES.map((role) => (
                <option key={role} value={role}>
                  {role}
                </option>
              ))}
            </NativeSelect>
          </div>
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
