import type * as React from 'react'
import { BackOfficeDocument, BackOfficeHeader, type BackOfficeAssets } from '~/back-office/back-office-document'
import { siteConfig, telHref } from '~/config/site-config'

/** The office's phone as a tap-to-call link. */
export function OfficePhone() {
  return (
    <a href={telHref()} className="text-link underline">
      {siteConfig.phone}
    </a>
  )
}

export function OfficeEmail() {
  return (
    <a href={`mailto:${siteConfig.email}`} className="text-link underline">
      {siteConfig.email}
    </a>
  )
}

/**
 * Every page counsel sees at /engage/{token}: the back office's document and header with the firm's mark,
 * the page in a readable column, and the office's phone and email at the foot. The upload's script is
 * linked only where the page asks for it.
 */
export function EngageDocument({
  title,
  assets,
  withScripts = false,
  children,
}: {
  title: string
  assets: BackOfficeAssets
  withScripts?: boolean
  children: React.ReactNode
}) {
  return (
    <BackOfficeDocument
      title={`${title} | ${siteConfig.name}`}
      assets={{ styles: assets.styles, scripts: withScripts ? assets.scripts : [] }}
      header={<BackOfficeHeader homeHref="/" section="Engagement" />}
      mainClassName="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6"
      footer={
        <footer className="border-t border-border bg-background">
          <p className="mx-auto max-w-3xl px-4 py-4 text-sm sm:px-6">
            {`${siteConfig.legalName} · `}
            <OfficePhone />
            {' · '}
            <OfficeEmail />
          </p>
        </footer>
      }
    >
      {children}
    </BackOfficeDocument>
  )
}

/** A page's heading, in the site's serif. */
export function EngageHeading({ children, id }: { children: React.ReactNode; id?: string }) {
  return (
    <h1 id={id} className="mb-4 font-serif text-2xl font-semibold sm:text-3xl">
      {children}
    </h1>
  )
}

export function SectionHeading({ children, id }: { children: React.ReactNode; id?: string }) {
  return (
    <h2 id={id} className="mt-8 mb-3 font-serif text-xl font-semibold">
      {children}
    </h2>
  )
}
