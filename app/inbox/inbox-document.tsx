import type * as React from 'react'
import { BackOfficeDocument, BackOfficeHeader } from '~/back-office/back-office-document'
import { firmTimeZone } from '~/lib/booking/firm-zone'
import { shortZonedTime } from '~/lib/booking/zoned-time'
import { cn } from '~/lib/utils'
import type { InboxAssets, Viewer } from './view-types'

/** The hidden field every state-changing form carries: the session's CSRF token. */
export function CsrfField({ viewer }: { viewer: Viewer }) {
  return <input type="hidden" name="_csrf" value={viewer.csrfToken} />
}

function InboxNavigation({ viewer }: { viewer: Viewer }) {
  const links: Array<[string, string]> = [
    ['/inbox', 'Requests'],
    ['/inbox/bookings', 'Consultations'],
  ]
  if (viewer.role === 'admin') links.push(['/inbox/register', 'Matter register'], ['/inbox/people', 'People'])
  return (
    <nav aria-label="Inbox">
      <ul className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm sm:text-base">
        {links.map(([href, label]) => (
          <li key={href}>
            <a href={href} className="text-primary-foreground underline-offset-4 hover:underline">
              {label}
            </a>
          </li>
        ))}
        <li>
          <form method="post" action="/inbox/sign-out">
            <CsrfField viewer={viewer} />
            <button type="submit" className="text-primary-foreground underline underline-offset-4">
              Sign out ({viewer.name})
            </button>
          </form>
        </li>
      </ul>
    </nav>
  )
}

/**
 * Every inbox page's document: the back office's stylesheet and the inbox's script (never the site's
 * bundles), no analytics, noindex. The CSRF token is also in a meta tag, for the script's requests.
 */
export function InboxDocument({
  title,
  assets,
  viewer,
  children,
  mainClassName,
}: {
  title: string
  assets: InboxAssets
  viewer?: Viewer
  children: React.ReactNode
  mainClassName?: string
}) {
  return (
    <BackOfficeDocument
      title={`${title} · Inbox`}
      assets={assets}
      head={viewer ? <meta name="inbox-csrf" content={viewer.csrfToken} /> : null}
      header={
        <BackOfficeHeader homeHref="/inbox" section="Inbox">
          {viewer ? <InboxNavigation viewer={viewer} /> : null}
        </BackOfficeHeader>
      }
      mainClassName={mainClassName}
    >
      {children}
    </BackOfficeDocument>
  )
}

/** A page's heading and the short line under it. */
export function PageTitle({ children, lead }: { children: React.ReactNode; lead?: React.ReactNode }) {
  return (
    <div className="mb-6">
      <h1 className="font-serif text-2xl font-semibold text-foreground sm:text-3xl">{children}</h1>
      {lead ? <p className="mt-2 text-muted-foreground">{lead}</p> : null}
    </div>
  )
}

/** A white panel with a heading: one part of a page. */
export function Panel({
  title,
  id,
  children,
  className,
}: {
  title: string
  id?: string
  children: React.ReactNode
  className?: string
}) {
  const headingId = id ? `${id}-heading` : undefined
  return (
    <section
      aria-labelledby={headingId}
      id={id}
      className={cn('rounded-lg border border-border bg-background p-4 sm:p-5', className)}
    >
      <h2 id={headingId} className="mb-3 font-serif text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** A notice at the top of a page (after an action). */
export function Notice({ children, tone = 'info' }: { children: React.ReactNode; tone?: 'info' | 'error' }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'mb-4 rounded-md border bg-background p-3',
        tone === 'error' ? 'border-destructive text-destructive' : 'border-success text-success',
      )}
    >
      {children}
    </div>
  )
}

/** A time as staff read it: the short zoned form, in the firm's time zone ("Nov 28, 2026, 7:43 PM ET"). */
export function formatTime(value: number | string): string {
  return shortZonedTime(value, firmTimeZone())
}
