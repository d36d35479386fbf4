import type * as React from 'react'
import { SiteLogo } from '~/components/site/site-logo'

/** The built stylesheets and scripts a back-office page links (none before the bundle is built). */
export interface BackOfficeAssets {
  readonly styles: readonly string[]
  readonly scripts: readonly string[]
}

/**
 * The header of every page the firm's people and counsel see outside the public site: the firm's mark and
 * name, the part of the back office it is (inbox, engagement, consultation), and that part's own links.
 */
export function BackOfficeHeader({
  homeHref,
  section,
  children,
}: {
  homeHref: string
  section: string
  children?: React.ReactNode
}) {
  return (
    <header className="border-b border-border bg-primary text-primary-foreground">
      <div className="container-page flex flex-wrap items-center justify-between gap-x-6 gap-y-2 py-2">
        <p className="flex items-center gap-3 font-serif font-semibold">
          <a href={homeHref} className="flex items-center gap-2 text-primary-foreground no-underline">
            <SiteLogo />
          </a>
          <span className="border-l border-primary-foreground/40 pl-3 text-sm font-normal sm:text-base">{section}</span>
        </p>
        {children}
      </div>
    </header>
  )
}

/**
 * One document for every back-office page: the back-office bundle's stylesheet (the site's tokens and
 * fonts), noindex, no referrer beyond the origin, a skip link, the header, then the page.
 */
export function BackOfficeDocument({
  title,
  assets,
  header,
  head,
  children,
  footer,
  mainClassName = 'container-page py-6',
}: {
  title: string
  assets: BackOfficeAssets
  header: React.ReactNode
  head?: React.ReactNode
  children: React.ReactNode
  footer?: React.ReactNode
  mainClassName?: string
}) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <meta name="referrer" content="same-origin" />
        {head}
        <title>{title}</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {assets.scripts.map((src) => (
          <script key={src} type="module" src={src} />
        ))}
      </head>
      <body className="min-h-screen bg-muted font-sans text-foreground">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-10 focus:rounded focus:bg-background focus:p-2"
        >
          Skip to content
        </a>
        {header}
        <main id="main" className={mainClassName}>
          {children}
        </main>
        {footer}
      </body>
    </html>
  )
}
